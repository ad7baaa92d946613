import { createHash } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { DEVICE_CLASSES, p75, vitalBucket, VITAL_METRICS, VITALS_DAILY_CAP, VITALS_RETENTION_DAYS, type DeviceClass, type VitalBeacon, type VitalMetric } from '@/lib/vitals';
import type { Database } from '../db';
import { webVitals, webVitalsQuota } from '../db/schema';

/**
 * Field vitals in the database: a beacon adds one to its counter (page, day, metric, device, bucket);
 * the report reads the counters back as the 75th percentile per page and metric. Used by the endpoint
 * (server/api/vitals.ts), the admin route and `npm run leads -- vitals`.
 */

/** The UTC day of a moment, as the table keeps it. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * VITALS_DAILY_CAP: beacons counted per sender, page and metric in a UTC day (default 3, a visitor's first
 * three views of a page that day; 0 = no cap). An office behind one address counts as three views a day.
 * VITALS_RETENTION_DAYS: days of counters kept (default 90); older days are deleted by the purge.
 */
export { VITALS_DAILY_CAP, VITALS_RETENTION_DAYS };

function wholeNumber(env: Record<string, string | undefined>, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min} (got "${raw.slice(0, 20)}").`);
  return value;
}
export const vitalsDailyCap = (env: Record<string, string | undefined> = process.env) => wholeNumber(env, 'VITALS_DAILY_CAP', VITALS_DAILY_CAP, 0);
export const vitalsRetentionDays = (env: Record<string, string | undefined> = process.env) => wholeNumber(env, 'VITALS_RETENTION_DAYS', VITALS_RETENTION_DAYS, 1);

export interface RecordOptions {
  /**
   * Who sent it (the keyed hash of the address, as the rate limit has it): counted at most `cap`
   * times per page and metric a day, so one address posting 120 s of LCP all day weighs no more than
   * a few page views. Absent: not capped (the CLI, tests of the aggregates).
   */
  sender?: string;
  cap?: number;
  at?: Date;
}

/** Adds a beacon to its counter; false when its sender already used up today's allowance for that page and metric. */
export async function recordVital(db: Database, beacon: VitalBeacon, { sender, cap = VITALS_DAILY_CAP, at = new Date() }: RecordOptions = {}): Promise<boolean> {
  const day = utcDay(at);
  return db.transaction(async (tx) => {
    if (sender !== undefined && cap > 0) {
      const key = createHash('sha256').update(`${sender}\n${beacon.path}\n${beacon.metric}`).digest('hex').slice(0, 32);
      const counted = await tx
        .insert(webVitalsQuota)
        .values({ day, key, count: 1 })
        .onConflictDoUpdate({ target: [webVitalsQuota.day, webVitalsQuota.key], set: { count: sql`${webVitalsQuota.count} + 1` }, setWhere: sql`${webVitalsQuota.count} < ${cap}` })
        .returning({ count: webVitalsQuota.count });
      if (counted.length === 0) return false;
    }
    await tx
      .insert(webVitals)
      .values({ day, path: beacon.path, metric: beacon.metric, device: beacon.device, bucket: vitalBucket(beacon.metric, beacon.value), count: 1 })
      .onConflictDoUpdate({
        target: [webVitals.day, webVitals.path, webVitals.metric, webVitals.device, webVitals.bucket],
        set: { count: sql`${webVitals.count} + 1` },
      });
    return true;
  });
}

/**
 * The vitals' retention: counters older than `days` days and every sender quota of a past day. Run by
 * `npm run leads -- purge` with the other retention purges, and quotas by the endpoint once an hour.
 */
export async function purgeVitals(db: Database, { days = VITALS_RETENTION_DAYS, now = new Date(), quotasOnly = false }: { days?: number; now?: Date; quotasOnly?: boolean } = {}): Promise<{ counters: number; quotas: number }> {
  const quotas = await db.delete(webVitalsQuota).where(lt(webVitalsQuota.day, utcDay(now))).returning({ day: webVitalsQuota.day });
  if (quotasOnly) return { counters: 0, quotas: quotas.length };
  const cutoff = utcDay(new Date(now.getTime() - (days - 1) * 86_400_000));
  const counters = await db.delete(webVitals).where(lt(webVitals.day, cutoff)).returning({ day: webVitals.day });
  return { counters: counters.length, quotas: quotas.length };
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
