/**
 * Lighthouse slows the CPU by a fixed 4x, calibrated for a high-end desktop (BenchmarkIndex about
 * 1533). On another host the same 4x simulates a different phone, so Lighthouse's docs
 * (docs/throttling.md, "Calibrating the CPU slowdown") ask to scale the multiplier with the host's
 * BenchmarkIndex. This is the curve of the Lighthouse team's calculator
 * (lighthouse-cpu-throttling-calculator): 1533 gives the default 4x, 1300 gives 3x, 800 gives 2x,
 * so every host simulates the same mid-tier phone.
 */
export const DEFAULT_CPU_SLOWDOWN = 4;

export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_CPU_SLOWDOWN;
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : benchmarkIndex >= 150
          ? 1 + (benchmarkIndex - 150) / 650
          : 1;
  return Math.round(multiplier * 10) / 10;
}
