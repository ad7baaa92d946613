import { and, eq, gte, sql } from 'drizzle-orm';
import { DEVICE_CLASSES, p75, vitalBucket, VITAL_METRICS, type DeviceClass, type VitalBeacon, type VitalMetric } from '@/lib/vitals';
import type { Database } from '../db';
import { webVitals } from '../db/schema';

/**
 * Field vitals in the database: a beacon adds one to its counter (page, day, metric, device, bucket);
 * the report reads the counters back as the 75th percentile per page and metric. Used by the endpoint
 * (server/api/vitals.ts), the admin route and `npm run leads -- vitals`.
 */

/** The UTC day of a moment, as the table keeps it. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export async function recordVital(db: Database, beacon: VitalBeacon, at = new Date()): Promise<void> {
  await db
    .insert(webVitals)
    .values({ day: utcDay(at), path: beacon.path, metric: beacon.metric, device: beacon.device, bucket: vitalBucket(beacon.metric, beacon.value), count: 1 })
    .onConflictDoUpdate({
      target: [webVitals.day, webVitals.path, webVitals.metric, webVitals.device, webVitals.bucket],
      set: { count: sql`${webVitals.count} + 1` },
    });
}

export interface VitalsRow {
  path: string;
  metric: VitalMetric;
  /** The 75th percentile (upper bound of its bucket): milliseconds, or unitless for CLS. */
  p75: number;
  samples: number;
}

/** The report's options as the CLI and the admin route take them: `--days 28`, `--device mobile`. */
export function parseVitalsQuery(days: string | undefined, device: string | undefined): { days: number; device?: DeviceClass } | { error: string } {
  const count = days === undefined ? 28 : Number(days);
  if (!Number.isInteger(count) || count < 1 || count > 3660) return { error: 'days must be a whole number from 1 to 3660' };
  if (device !== undefined && !(DEVICE_CLASSES as readonly string[]).includes(device)) return { error: `device must be one of ${DEVICE_CLASSES.join(', ')}` };
  return { days: count, ...(device ? { device: device as DeviceClass } : {}) };
}

/** p75 per page and metric over the last `days` days (today included), optionally for one device class. */
export async function vitalsReport(db: Database, { days = 28, device, now = new Date() }: { days?: number; device?: DeviceClass; now?: Date } = {}): Promise<VitalsRow[]> {
  const since = utcDay(new Date(now.getTime() - (days - 1) * 86_400_000));
  const rows = await db
    .select({ path: webVitals.path, metric: webVitals.metric, bucket: webVitals.bucket, count: sql<number>`sum(${webVitals.count})::int` })
    .from(webVitals)
    .where(and(gte(webVitals.day, since), device ? eq(webVitals.device, device) : undefined))
    .groupBy(webVitals.path, webVitals.metric, webVitals.bucket);
  const histograms = new Map<string, Map<number, number>>();
  for (const row of rows) {
    const key = `${row.path}\t${row.metric}`;
    const histogram = histograms.get(key) ?? new Map<number, number>();
    histogram.set(row.bucket, (histogram.get(row.bucket) ?? 0) + Number(row.count));
    histograms.set(key, histogram);
  }
  const report: VitalsRow[] = [];
  for (const [key, histogram] of histograms) {
    const [path = '', metric = ''] = key.split('\t');
    if (!(VITAL_METRICS as readonly string[]).includes(metric)) continue;
    const value = p75(metric as VitalMetric, histogram);
    if (value === null) continue;
    report.push({ path, metric: metric as VitalMetric, p75: value, samples: [...histogram.values()].reduce((sum, count) => sum + count, 0) });
  }
  const order = (metric: string) => VITAL_METRICS.indexOf(metric as VitalMetric);
  return report.sort((a, b) => a.path.localeCompare(b.path) || order(a.metric) - order(b.metric));
}

/** The report as the CLI prints it: one line per page and metric. */
export function formatVitalsReport(rows: readonly VitalsRow[]): string[] {
  const width = Math.max(4, ...rows.map((row) => row.path.length));
  const value = (row: VitalsRow) => (row.metric === 'CLS' ? row.p75.toFixed(2) : `${row.p75} ms`);
  return [`${'page'.padEnd(width)}  metric  p75        samples`, ...rows.map((row) => `${row.path.padEnd(width)}  ${row.metric.padEnd(6)}  ${value(row).padEnd(9)}  ${row.samples}`)];
}
