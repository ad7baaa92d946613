import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { DEVICE_CLASSES, normaliseVitalPath, rateVital, VITAL_MAX, VITAL_METRICS, VITAL_RATINGS, type VitalBeacon } from '@/lib/vitals';
import type { Database } from '../db';
import { describeError } from '../http/log';
import type { ProxyTrust } from '../http/proxy-trust';
import { slidingWindowLimiter, type RateLimiter } from '../http/rate-limit';
import { purgeVitals, recordVital, vitalsDailyCap } from '../vitals/store';
import { clientAddress, hashAddress } from '../forms/pipeline';

/**
 * POST /api/vitals: one Core Web Vitals measurement of a page view, sent by `navigator.sendBeacon`
 * (components/layout/web-vitals.tsx). Strict: a JSON object of exactly path (a page of the site),
 * metric, value (finite, within bounds), rating (the one the value earns) and device class; anything
 * else is 400 and never stored. Rate limited per address (kept in memory as a keyed hash, never stored).
 * A good beacon adds one to its day's counter (server/vitals/store.ts) and gets 204; past VITALS_DAILY_CAP
 * beacons from one address for one page and metric in a day, it is dropped (still 204), so one visitor
 * cannot set a page's p75.
 */

export const VITALS_BODY_MAX_BYTES = 1024;
export const VITALS_RATE_WINDOW_MS = 10 * 60 * 1000;

/** VITALS_RATE_LIMIT: beacons per address in 10 minutes (default 120, about 40 page views; 0 = off). */
export function vitalsRateLimit(env: Record<string, string | undefined> = process.env): number {
  const raw = env.VITALS_RATE_LIMIT?.trim();
  if (!raw) return 120;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`VITALS_RATE_LIMIT must be a whole number >= 0 (got "${raw}").`);
  return value;
}

/** The in-memory limiter for VITALS_RATE_LIMIT; undefined when it is 0. */
export function vitalsLimiter(env: Record<string, string | undefined> = process.env): RateLimiter | undefined {
  const limit = vitalsRateLimit(env);
  return limit > 0 ? slidingWindowLimiter({ limit, windowMs: VITALS_RATE_WINDOW_MS }) : undefined;
}

const beaconSchema = z
  .strictObject({
    path: z.string().max(256),
    metric: z.enum(VITAL_METRICS),
    value: z.number().finite().min(0),
    rating: z.enum(VITAL_RATINGS),
    device: z.enum(DEVICE_CLASSES),
  })
  .refine((beacon) => beacon.value <= VITAL_MAX[beacon.metric], { message: 'value out of range' })
  .refine((beacon) => rateVital(beacon.metric, beacon.value) === beacon.rating, { message: 'rating does not match the value' });

export interface VitalsOptions {
  db?: Database;
  /** The site's page paths (the serving manifest's); a beacon for any other path is refused. */
  isPage: (path: string) => boolean;
  rateLimiter?: RateLimiter;
  trustProxy?: ProxyTrust;
  ipHashSecret?: string;
  /** Beacons counted per address, page and metric a day (default: VITALS_DAILY_CAP); more are answered 204 and dropped. */
  dailyCap?: number;
  log?: { error: (line: string) => void };
}

/** How often the endpoint deletes the sender quotas of past days. */
const QUOTA_PURGE_MS = 60 * 60 * 1000;

/** Parses and checks a beacon's body; null when it is not a valid measurement of a page of the site. */
export function parseVitalBeacon(text: string, isPage: (path: string) => boolean): VitalBeacon | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) return null;
  const path = normaliseVitalPath(parsed.data.path);
  if (!path || !isPage(path)) return null;
  return { ...parsed.data, path };
}

export function vitalsEndpoint({
  db,
  isPage,
  rateLimiter,
  trustProxy = false,
  ipHashSecret = process.env.IP_HASH_SECRET || randomBytes(32).toString('hex'),
  dailyCap = vitalsDailyCap(),
  log = console,
}: VitalsOptions): Hono {
  const api = new Hono();
  const logError = (event: string, error: unknown) => log.error(JSON.stringify({ level: 'error', event, ...describeError(error), at: new Date().toISOString() }));
  let quotasPurgedAt = 0;
  const bad = (c: Context, message: string) => c.json({ error: 'bad_request', message }, 400);
  api.post(
    '/',
    async (c, next) => {
      if (!rateLimiter) return next();
      const verdict = await rateLimiter.hit(`vitals:${hashAddress(clientAddress(c, trustProxy), ipHashSecret)}`);
      if (verdict.ok) return next();
      return c.json({ error: 'rate_limited', message: 'Too many measurements from this connection.' }, 429, { 'Retry-After': String(verdict.retryAfterSeconds) });
    },
    async (c, next) => {
      // sendBeacon with a string body sends text/plain; a script may send JSON.
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'text/plain' && type !== 'application/json') return c.json({ error: 'unsupported_media_type', message: 'Send the measurement as JSON.' }, 415);
      return next();
    },
    bodyLimit({ maxSize: VITALS_BODY_MAX_BYTES, onError: (c) => c.json({ error: 'payload_too_large', message: 'A measurement is a few bytes.' }, 413) }),
    async (c) => {
      const beacon = parseVitalBeacon(await c.req.text(), isPage);
      if (!beacon) return bad(c, 'Not a measurement of a page of this site.');
      if (!db) return c.json({ error: 'unavailable', message: 'Measurements cannot be stored right now.' }, 503);
      if (Date.now() - quotasPurgedAt > QUOTA_PURGE_MS) {
        quotasPurgedAt = Date.now();
        void purgeVitals(db, { quotasOnly: true }).catch((error: unknown) => logError('vitals.purge_failed', error));
      }
      try {
        // Past its sender's daily allowance for this page and metric, a beacon is dropped quietly (still 204).
        await recordVital(db, beacon, { sender: hashAddress(clientAddress(c, trustProxy), ipHashSecret), cap: dailyCap });
      } catch (error) {
        logError('vitals.store_failed', error);
        return c.json({ error: 'unavailable', message: 'Measurements cannot be stored right now.' }, 503);
      }
      return c.body(null, 204);
    },
  );
  return api;
}
