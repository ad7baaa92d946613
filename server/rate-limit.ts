/**
 * A fixed-size sliding window per key (client address), in memory: enough for one server
 * process. Several processes behind a load balancer would each keep their own count.
 */
export interface RateLimiter {
  /** Records one attempt; `ok: false` once the key used up its window, with the seconds to wait. */
  hit(key: string): { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };
}

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
