import { describe, expect, it } from 'vitest';
import { applicationsClosed } from './opening-closed';

describe('applicationsClosed: the last day to apply is a whole day of the office’s calendar (Eastern time)', () => {
  const opening = { open: true, validThrough: '2027-02-07' };

  it('takes applications until midnight Eastern at the end of the last day, wherever the applicant is', () => {
    expect(applicationsClosed(opening, new Date('2027-02-07T05:00:00Z'))).toBe(false); // 00:00 ET on the last day
    expect(applicationsClosed(opening, new Date('2027-02-08T04:59:59Z'))).toBe(false); // 23:59:59 ET, already the 8th in UTC
    expect(applicationsClosed(opening, new Date('2027-02-08T05:00:00Z'))).toBe(true); // 00:00 ET the next day
  });

  it('follows daylight saving time in the office’s zone', () => {
    const summer = { open: true, validThrough: '2027-07-15' };
    expect(applicationsClosed(summer, new Date('2027-07-16T03:59:59Z'))).toBe(false); // 23:59:59 EDT
    expect(applicationsClosed(summer, new Date('2027-07-16T04:00:00Z'))).toBe(true);
  });

  it('closes a taken-down opening whatever its date', () => {
    expect(applicationsClosed({ open: false, validThrough: '2099-01-01' }, new Date('2027-01-01T12:00:00Z'))).toBe(true);
  });
});
