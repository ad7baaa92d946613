/**
 * Field measurement of Core Web Vitals: what a page view reports to `POST /api/vitals` (one beacon per
 * metric) and how the server keeps it. Shared by the reporter (lib/vitals-report.ts) and the
 * endpoint (server/api/vitals.ts). A beacon carries the page path, the metric, its value and rating and a
 * coarse device class: no cookie, no identifier, and the server stores no address, only counts per page,
 * day, metric, device and value bucket.
 */

/** The server's defaults for the per-address daily cap and the retention, as the privacy policy states them. */
export { VITALS_DAILY_CAP, VITALS_RETENTION_DAYS } from '@/content/data-retention';

export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export interface VitalBeacon {
  path: string;
  metric: VitalMetric;
  value: number;
  rating: VitalRating;
  device: DeviceClass;
}

/** The thresholds web-vitals rates by (good at or below the first, poor above the second). */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

/** The largest value a beacon may carry (milliseconds; CLS is unitless): beyond it the beacon is refused. */
export const VITAL_MAX: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 100 };

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

const range = (from: number, to: number, step: number) => Array.from({ length: Math.round((to - from) / step) + 1 }, (_, index) => from + index * step);
const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The upper bound of each histogram bucket, ascending; a value falls in the first bucket whose bound it
 * does not exceed. Fine where the thresholds are (25 ms up to a second, 0.01 of CLS up to 0.5), coarser
 * beyond; every threshold is a bound, so a bucket never straddles two ratings.
 */
export const VITAL_BUCKETS: Record<VitalMetric, readonly number[]> = {
  LCP: [...range(0, 1000, 25), ...range(1100, 3000, 100), ...range(3250, 6000, 250), ...range(7000, 20_000, 1000), ...range(30_000, 120_000, 10_000)],
  INP: [...range(0, 1000, 25), ...range(1100, 3000, 100), ...range(3500, 10_000, 500), ...range(20_000, 60_000, 10_000)],
  CLS: [...range(0, 0.5, 0.01).map(round), ...range(0.6, 1, 0.1).map(round), ...range(1.5, 5, 0.5), 10, 25, 100],
};

/** The bucket a value falls in (values are bounded by VITAL_MAX, the last bound). */
export function vitalBucket(metric: VitalMetric, value: number): number {
  const bounds = VITAL_BUCKETS[metric];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length - 1 : index;
}

/** The 75th percentile of a histogram (bucket index -> count), as the upper bound of its bucket; null when empty. */
export function p75(metric: VitalMetric, counts: ReadonlyMap<number, number>): number | null {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const index of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(index) ?? 0;
    if (seen >= rank) return VITAL_BUCKETS[metric][index] ?? null;
  }
  return null;
}

/** A page path as the site serves it: no query or fragment, no trailing slash, no `.html`. Null when it is no path. */
export function normaliseVitalPath(raw: string): string | null {
  if (raw.length === 0 || raw.length > 256 || !raw.startsWith('/') || raw.startsWith('//') || /[?#\s\\]/.test(raw)) return null;
  let path = raw.replace(/\.html$/, '').replace(/\/+$/, '');
  if (path === '' || path === '/index') path = '/';
  return path;
}

/** The beacon of one metric as the `web-vitals` library reports it: values rounded (CLS to 4 decimals, the rest to whole milliseconds). */
export function vitalBeacon(path: string, { name, value, rating }: { name: VitalMetric; value: number; rating: VitalRating }, device: DeviceClass): VitalBeacon {
  return { path, metric: name, value: name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value), rating, device };
}

/** A coarse device class from the screen: a touch screen narrower than 768 px is a phone. */
export function deviceClass(coarsePointer: boolean, width: number): DeviceClass {
  if (!coarsePointer) return 'desktop';
  return width < 768 ? 'mobile' : 'tablet';
}
