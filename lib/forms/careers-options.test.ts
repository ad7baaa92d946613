import { describe, expect, it } from 'vitest';
import { experienceOptions, isPositionValue, positionOptions } from './careers-options';
import { jobApplicationSchema } from './job-application';

describe('careers form options', () => {
  it('position of interest: exactly SPEC’s values and labels, in order', () => {
    expect(positionOptions.map((option) => [option.value, option.label])).toEqual([
      ['frontend', 'Frontend Developer'],
      ['backend', 'Backend Developer'],
      ['fullstack', 'Full Stack Developer'],
      ['ai', 'AI/ML Engineer'],
      ['design', 'UX/UI Designer'],
      ['devops', 'DevOps Engineer'],
      ['other', 'Other'],
    ]);
    expect(isPositionValue('ai')).toBe(true);
    expect(isPositionValue('Frontend Developer')).toBe(false);
  });

  it('years of experience: 0-1, 2-3, 4-5, 6-10, 10+', () => {
    expect(experienceOptions.map((option) => option.value)).toEqual(['0-1', '2-3', '4-5', '6-10', '10+']);
  });

  it('the schema accepts exactly those values', () => {
    const position = jobApplicationSchema.shape.position;
    const experience = jobApplicationSchema.shape.experience;
    for (const option of positionOptions) expect(position.safeParse(option.value).success, option.value).toBe(true);
    for (const option of experienceOptions) expect(experience.safeParse(option.value).success, option.value).toBe(true);
    expect(position.safeParse('marketing').success).toBe(false);
    expect(experience.safeParse('20+').success).toBe(false);
  });
});
