import { describe, expect, it } from 'vitest';
import { experienceOptions, isPositionValue, positionOptions } from './careers-options';
import { jobApplicationSchema } from './job-application';

describe('careers form options', () => {
  it('position of interest: SPEC’s values and labels, in order, then the open roles SPEC lacks', () => {
    expect(positionOptions.map((option) => [option.value, option.label])).toEqual([
      ['frontend', 'Frontend Developer'],
      ['backend', 'Backend Developer'],
      ['fullstack', 'Full Stack Developer'],
      ['ai', 'AI/ML Engineer'],
      ['design', 'UX/UI Designer'],
      ['devops', 'DevOps Engineer'],
      ['other', 'Other'],
      ['senior-frontend', 'Senior Frontend Developer'],
      ['frontend-intern', 'Frontend Engineering Intern'],
      ['ai-intern', 'AI/ML Research Intern'],
      ['design-intern', 'Product Design Intern'],
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
    // Years of experience is optional: nothing chosen is fine, a value outside the list is not.
    expect(experience.safeParse(undefined).success).toBe(true);
    expect(experience.safeParse('').success).toBe(true);
  });

  it('accepts an application with only the required fields, and still refuses hostile or malformed optional ones', () => {
    const minimal = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', position: 'senior-frontend' };
    expect(jobApplicationSchema.safeParse(minimal).success).toBe(true);
    expect(jobApplicationSchema.safeParse({ ...minimal, phone: '', experience: '', coverLetter: '', skills: '', portfolio: '' }).success).toBe(true);
    const refused = (extra: Record<string, unknown>) => jobApplicationSchema.safeParse({ ...minimal, ...extra }).success;
    expect(refused({ phone: '<script>alert(1)</script>' })).toBe(false);
    expect(refused({ experience: "10+' OR 1=1 --" })).toBe(false);
    expect(refused({ coverLetter: 'x'.repeat(5001) })).toBe(false);
    expect(refused({ coverLetter: ['a', 'b'] })).toBe(false);
    expect(refused({ position: 'backend; DROP TABLE job_applications' })).toBe(false);
    const cleaned = jobApplicationSchema.parse({ ...minimal, coverLetter: 'Hello\u0000\u202Eworld' });
    expect(cleaned.coverLetter).toBe('Helloworld');
  });
});
