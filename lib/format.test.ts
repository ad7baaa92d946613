import { describe, expect, it } from 'vitest';
import { formatBytes, formatIsoDate } from './format';

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

describe('formatIsoDate', () => {
  it('writes an ISO date as day, month name and year, independent of the time zone', () => {
    expect(formatIsoDate('2026-10-14')).toBe('14 October 2026');
    expect(formatIsoDate('2026-06-09')).toBe('9 June 2026');
  });

  it('refuses malformed dates', () => {
    expect(() => formatIsoDate('2026-13-01')).toThrow(RangeError);
    expect(() => formatIsoDate('14/10/2026')).toThrow(RangeError);
  });
});
