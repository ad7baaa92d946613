import { DEFAULT_CPU_SLOWDOWN, cpuSlowdownFor } from './lighthouse-calibration';

describe('the CPU slowdown for a host', () => {
  it('is Lighthouse’s default 4x on the host class it was calibrated for', () => {
    expect(cpuSlowdownFor(1533)).toBe(DEFAULT_CPU_SLOWDOWN);
  });

  it('follows the calculator’s points: 3x at 1300, 2x at 800, more on faster hosts', () => {
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(2000)).toBe(6);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
  });

  it('never speeds a host up, and falls back to the default without a benchmark', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(cpuSlowdownFor(Number.NaN)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(cpuSlowdownFor(0)).toBe(DEFAULT_CPU_SLOWDOWN);
  });
});
