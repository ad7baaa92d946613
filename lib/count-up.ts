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

/**
 * A whole number with comma thousands separators, as en-US writes it. Not toLocaleString:
 * its first call loads ICU number-formatting data, about 12 ms of main thread during hydration.
 */
export function formatCount(value: number, prefix = '', suffix = ''): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${prefix}${rounded < 0 ? '-' : ''}${digits}${suffix}`;
}

/** What formatCount wrote, read back: '$40M+' -> { value: 40, prefix: '$', suffix: 'M+' }; undefined for text it cannot have written. */
export function parseCount(text: string): { value: number; prefix: string; suffix: string } | undefined {
  const match = /^(\D*?)(-?\d{1,3}(?:,\d{3})*)(\D*)$/.exec(text);
  if (!match) return undefined;
  return { prefix: match[1]!, value: Number(match[2]!.replaceAll(',', '')), suffix: match[3]! };
}
