/** Count-up widget defaults (SPEC sections 3, 4 and 9). */
export const COUNT_UP_DURATION_MS = 2000;
export const COUNT_UP_VISIBLE_RATIO = 0.3;

/** Ease-out cubic: fast at first, settling gently on the end value. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/** The whole number shown `elapsed` ms into a count from 0 to `end`. */
export function countUpValue(elapsed: number, end: number, duration = COUNT_UP_DURATION_MS): number {
  if (duration <= 0) return end;
  return Math.round(end * easeOutCubic(elapsed / duration));
}

export function formatCount(value: number, prefix = '', suffix = ''): string {
  return `${prefix}${value.toLocaleString('en-US')}${suffix}`;
}
