import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { rateLimitHits } from '../db/schema';

export type RateVerdict = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

/** Counts attempts per key (form + address hash) in a sliding window. */
export interface RateLimiter {
  /** Records one attempt; `ok: false` once the key used up its window, with the seconds to wait. */
  hit(key: string): RateVerdict | Promise<RateVerdict>;
}

/** FORM_RATE_LIMIT: submissions per address and form in 10 minutes (default 5; 0 = off). */
export const FORM_RATE_WINDOW_MS = 10 * 60 * 1000;
export function formRateLimit(env: Record<string, string | undefined> = process.env): number {
  const raw = env.FORM_RATE_LIMIT?.trim();
  if (!raw) return 5;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`FORM_RATE_LIMIT must be a whole number >= 0 (got "${raw}").`);
  return value;
}

/**
 * The limit's state in the database, so every server process on one PostgreSQL enforces one
 * limit: an advisory lock per key serialises concurrent hits, old hits are dropped as they expire.
 */
export function databaseLimiter(db: Database, { limit, windowMs = FORM_RATE_WINDOW_MS, now = () => new Date() }: { limit: number; windowMs?: number; now?: () => Date }): RateLimiter {
  return {
    hit: (key) =>
      db.transaction(async (tx) => {
        const time = now();
        const cutoff = new Date(time.getTime() - windowMs);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        await tx.delete(rateLimitHits).where(and(eq(rateLimitHits.key, key), lte(rateLimitHits.at, cutoff)));
        const recent = await tx
          .select({ at: rateLimitHits.at })
          .from(rateLimitHits)
          .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, cutoff)))
          .orderBy(asc(rateLimitHits.at));
        if (recent.length >= limit) {
          const oldest = recent[0]?.at.getTime() ?? time.getTime();
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - time.getTime()) / 1000)) } as const;
        }
        await tx.insert(rateLimitHits).values({ key, at: time });
        return { ok: true, remaining: limit - recent.length - 1 } as const;
      }),
  };
}

/** In memory, for one process (tests, and a server without a database). */

export function slidingWindowLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = 10_000,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Bounds memory: the oldest keys are dropped first. */
  maxKeys?: number;
}): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    hit(key) {
      const time = now();
      const recent = (hits.get(key) ?? []).filter((at) => time - at < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? time;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - time) / 1000)) };
      }
      recent.push(time);
      hits.delete(key); // re-insert: Map order is then least recently used first
      hits.set(key, recent);
      if (hits.size > maxKeys) {
        const oldestKey = hits.keys().next().value;
        if (oldestKey !== undefined) hits.delete(oldestKey);
      }
      return { ok: true, remaining: limit - recent.length };
    },
  };
}
