import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db';
import { createApp } from '../app';
import { slidingWindowLimiter } from '../http/rate-limit';
import { webVitals, webVitalsQuota } from '../db/schema';
import { purgeVitals, utcDay, VITALS_DAILY_CAP, vitalsReport } from '../vitals/store';
import { VITALS_BODY_MAX_BYTES } from './vitals';
import { backends, openTestDatabase } from '../testing/test-support';

const page = { file: 'x.html', csp: "default-src 'none'" };
const manifest = { version: 1 as const, pages: { '/': page, '/services/devops': page, '/our-work/blog': page }, notFound: page };
const good = { path: '/services/devops', metric: 'LCP', value: 912.4, rating: 'good', device: 'mobile' };

describe.each(backends)('POST /api/vitals on $name', ({ env, skip }) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let address = 0;
  let ip = '';
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.request('/api/vitals', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': ip, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const stored = async () => (await handle.db.select().from(webVitals)).map(({ day, ...row }) => ({ ...row, today: day === new Date().toISOString().slice(0, 10) }));

  beforeAll(async () => {
    if (skip) return;
    handle = await openTestDatabase(env, 'vitals');
    app = createApp({
      root: '/nonexistent',
      manifest,
      db: handle.db,
      api: { trustProxy: true, ipHashSecret: 'test-secret', vitalsRateLimiter: slidingWindowLimiter({ limit: 3, windowMs: 60_000 }), log: { info: () => {}, error: () => {} } },
    });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    if (skip) return;
    await handle.db.execute(sql`truncate web_vitals, web_vitals_quota`);
    address += 1;
    ip = `203.0.113.${address}`;
  });

  it.skipIf(skip)('stores a good beacon as one count in its page, day, metric, device and bucket, and nothing about the sender', async () => {
    const response = await post(good, { 'user-agent': 'Mozilla/5.0 test', cookie: 'a=b' });
    expect(response.status).toBe(204);
    expect(await stored()).toEqual([{ path: '/services/devops', metric: 'LCP', device: 'mobile', bucket: expect.any(Number), count: 1, today: true }]);
    // A second view of the same page with a value in the same bucket adds to the count; JSON is taken too.
    expect((await post({ ...good, value: 920 }, { 'content-type': 'application/json' })).status).toBe(204);
    expect((await stored()).map((row) => row.count)).toEqual([2]);
    // The address, user agent and cookie appear nowhere: the table has no column for them.
    expect(Object.keys((await handle.db.select().from(webVitals))[0]!).sort()).toEqual(['bucket', 'count', 'day', 'device', 'metric', 'path']);
  });

  it.skipIf(skip)('normalises the path to the page it names (trailing slash, .html)', async () => {
    expect((await post({ ...good, path: '/services/devops/' })).status).toBe(204);
    expect((await post({ ...good, path: '/index.html', metric: 'CLS', value: 0, rating: 'good' })).status).toBe(204);
    expect((await stored()).map((row) => `${row.path} ${row.metric}`).sort()).toEqual(['/ CLS', '/services/devops LCP']);
  });

  it.skipIf(skip)('answers 400 to a bad beacon and stores nothing', async () => {
    const bad: unknown[] = [
      'not json',
      '[]',
      { ...good, path: '/no/such/page' },
      { ...good, path: 'https://evil.test/services/devops' },
      { ...good, path: '/services/devops?email=ada@example.com' },
      { ...good, metric: 'FID' },
      { ...good, value: -1 },
      { ...good, value: 'fast' },
      { ...good, value: 1e9 },
      `{"path":"/","metric":"LCP","value":1e400,"rating":"poor","device":"mobile"}`,
      { ...good, rating: 'great' },
      { ...good, rating: 'poor' },
      { ...good, device: 'iPhone 15' },
      { ...good, visitor: 'abc' },
      { path: good.path, metric: good.metric, value: good.value, rating: good.rating },
    ];
    for (const [index, body] of bad.entries()) {
      ip = `198.51.100.${index + 1}`;
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    ip = '198.51.100.200';
    expect((await post(good, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post({ ...good, path: `/${'a'.repeat(VITALS_BODY_MAX_BYTES)}` })).status).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it.skipIf(skip)('limits each address: past the limit 429 with Retry-After, and nothing more stored', async () => {
    for (let index = 0; index < 3; index += 1) expect((await post(good)).status).toBe(204);
    const limited = await post(good);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await stored()).map((row) => row.count)).toEqual([3]);
    // Another address is not affected.
    ip = '192.0.2.77';
    expect((await post(good)).status).toBe(204);
  });

  it.skipIf(skip)('reports p75 per page and metric from the aggregates', async () => {
    const values = [400, 800, 900, 1000, 1200, 2600, 3000, 5000];
    for (const [index, value] of values.entries()) {
      ip = `192.0.2.${index + 1}`;
      const rating = value <= 2500 ? 'good' : value <= 4000 ? 'needs-improvement' : 'poor';
      expect((await post({ ...good, path: '/', value, rating })).status).toBe(204);
    }
    ip = '192.0.2.100';
    expect((await post({ path: '/', metric: 'CLS', value: 0.031, rating: 'good', device: 'desktop' })).status).toBe(204);
    // 8 values: the 6th (2600) is the 75th percentile; reported as its bucket's upper bound.
    expect(await vitalsReport(handle.db)).toEqual([
      { path: '/', metric: 'LCP', p75: 2600, samples: 8 },
      { path: '/', metric: 'CLS', p75: 0.04, samples: 1 },
    ]);
    expect(await vitalsReport(handle.db, { device: 'desktop' })).toEqual([{ path: '/', metric: 'CLS', p75: 0.04, samples: 1 }]);
    expect(await vitalsReport(handle.db, { now: new Date(Date.now() + 40 * 86_400_000) })).toEqual([]);
  });

  /** 40 honest views of / (LCP 600 to 1575 ms, one address each), then one address posting 120 s again and again. */
  async function skewed(dailyCap: number) {
    const open = createApp({ root: '/nonexistent', manifest, db: handle.db, api: { trustProxy: true, ipHashSecret: 'test-secret', vitalsRateLimiter: null, vitalsDailyCap: dailyCap, log: { info: () => {}, error: () => {} } } });
    const send = (from: string, value: number) =>
      open.request('/api/vitals', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': from },
        body: JSON.stringify({ path: '/', metric: 'LCP', value, rating: value <= 2500 ? 'good' : value <= 4000 ? 'needs-improvement' : 'poor', device: 'mobile' }),
      });
    for (let index = 0; index < 40; index++) expect((await send(`192.0.2.${index + 1}`, 600 + index * 25)).status).toBe(204);
    const honest = await vitalsReport(handle.db);
    for (let index = 0; index < 60; index++) expect((await send('198.51.100.66', 120_000)).status).toBe(204);
    return { honest, after: await vitalsReport(handle.db) };
  }

  it.skipIf(skip)('one address posting 120,000 ms does not move a page\'s p75 against 40 honest samples', async () => {
    const { honest, after } = await skewed(VITALS_DAILY_CAP);
    expect(honest).toEqual([{ path: '/', metric: 'LCP', p75: 1400, samples: 40 }]);
    // Its first beacons of the day count, like that many views; the other ones are dropped: p75 stays where the 40 visitors put it.
    expect(after).toEqual([{ path: '/', metric: 'LCP', p75: 1400, samples: 40 + VITALS_DAILY_CAP }]);
    // What is kept about the sender: a keyed hash per page and metric for today, no address.
    const quotas = await handle.db.select().from(webVitalsQuota);
    expect(quotas).toHaveLength(41);
    expect(JSON.stringify(quotas)).not.toMatch(/198\.51|192\.0/);
  });

  it.skipIf(skip)('without the cap the same address would set the page\'s p75 (what the cap prevents)', async () => {
    const { after } = await skewed(0);
    expect(after).toEqual([{ path: '/', metric: 'LCP', p75: 120_000, samples: 100 }]);
  });

  it.skipIf(skip)('purges counters past the retention and sender quotas of past days', async () => {
    const now = new Date();
    const daysAgo = (days: number) => utcDay(new Date(now.getTime() - days * 86_400_000));
    const row = { path: '/', metric: 'LCP', device: 'mobile', bucket: 10, count: 3 };
    await handle.db.insert(webVitals).values([{ ...row, day: daysAgo(120) }, { ...row, day: daysAgo(90) }, { ...row, day: daysAgo(89) }, { ...row, day: daysAgo(0) }]);
    await handle.db.insert(webVitalsQuota).values([{ day: daysAgo(1), key: 'a', count: 5 }, { day: daysAgo(0), key: 'b', count: 1 }]);
    expect(await purgeVitals(handle.db, { now })).toEqual({ counters: 2, quotas: 1 });
    expect((await handle.db.select({ day: webVitals.day }).from(webVitals)).map((entry) => entry.day).sort()).toEqual([daysAgo(89), daysAgo(0)]);
    expect((await handle.db.select().from(webVitalsQuota)).map((entry) => entry.key)).toEqual(['b']);
    expect(await purgeVitals(handle.db, { now, days: 30 })).toEqual({ counters: 1, quotas: 0 });
  });
});
