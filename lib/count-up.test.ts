import { describe, expect, it } from 'vitest';
import { COUNT_UP_DURATION_MS, COUNT_UP_VISIBLE_RATIO, countUpValue, easeOutCubic, formatCount } from './count-up';

describe('count-up easing', () => {
  it('runs from 0 to 1 and is clamped outside that range', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });

  it('eases out: ahead of linear progress, and never going backwards', () => {
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    let previous = 0;
    for (let t = 0.05; t <= 1; t += 0.05) {
      expect(easeOutCubic(t)).toBeGreaterThanOrEqual(previous);
      expect(easeOutCubic(t)).toBeGreaterThanOrEqual(t);
      previous = easeOutCubic(t);
    }
  });

  it('counts from 0 to the end value over the default 2000 ms', () => {
    expect(COUNT_UP_DURATION_MS).toBe(2000);
    expect(COUNT_UP_VISIBLE_RATIO).toBe(0.3);
    expect(countUpValue(0, 90)).toBe(0);
    expect(countUpValue(1000, 90)).toBe(79);
    expect(countUpValue(2000, 90)).toBe(90);
    expect(countUpValue(5000, 90)).toBe(90);
    expect(countUpValue(500, 40, 1000)).toBe(35);
    expect(countUpValue(10, 40, 0)).toBe(40);
  });
});

describe('count-up formatting', () => {
  it('wraps the value in its prefix and suffix', () => {
    expect(formatCount(40, '$', 'M+')).toBe('$40M+');
    expect(formatCount(90, '', '%')).toBe('90%');
    expect(formatCount(50, undefined, '+')).toBe('50+');
    expect(formatCount(2500, '', '+')).toBe('2,500+');
  });

  it('groups thousands exactly as en-US number formatting does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 999999, 1000000, 40000000, -1234, 1234.6]) {
      expect(formatCount(value), String(value)).toBe(Math.round(value).toLocaleString('en-US'));
    }
  });
});
