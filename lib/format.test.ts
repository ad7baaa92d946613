import { describe, expect, it } from 'vitest';
import { internships as readInternships, jobs as readJobs, openingPage } from '@/content/careers';
import { formatIsoDate } from './blog/dates';
import { formatBytes, formatDate } from './format';

const jobs = readJobs();
const internships = readInternships();

describe('formatBytes', () => {
  it('shows bytes, then KB and MB with one decimal (1024-based)', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(179_252)).toBe('175.1 KB');
    expect(formatBytes(1_633_509)).toBe('1.6 MB');
  });

  it('refuses what is not a size', () => {
    expect(() => formatBytes(-1)).toThrow(RangeError);
    expect(() => formatBytes(Number.NaN)).toThrow(RangeError);
  });
});

describe('one date format', () => {
  it('writes a date one way, wherever it is shown', () => {
    expect(formatDate('2027-01-31')).toBe('January 31, 2027');
    expect(formatIsoDate).toBe(formatDate);
  });

  it('no opening page writes a date another way (a short month, or an ISO date in the copy)', () => {
    for (const opening of [...jobs, ...internships]) {
      const { hero, sections, closing } = openingPage(opening);
      const copy = JSON.stringify({ hero, sections, closing });
      expect(copy, opening.id).not.toMatch(/\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b/);
      expect(copy, opening.id).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(copy, opening.id).toContain(formatDate(opening.validThrough));
    }
  });
});
