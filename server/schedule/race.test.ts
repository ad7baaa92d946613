import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { BookingConfirmation, SlotsAnswer } from '@/lib/forms/booking';
import { openTestDatabase, testDatabaseUrl } from '../testing/test-support';
import { createFixtureExport } from '../testing/fixture-export';
import { CACHE_MS } from './availability-store';

/**
 * Two real server processes on one PostgreSQL (TEST_DATABASE_URL; .ci/run starts one): visitors on
 * both post the same slot at once, 50 times over, and every time exactly one booking is made.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const MEMBER = 'ops@agency.test';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe.skipIf(!postgresUrl)('booking races between two server processes on one PostgreSQL', () => {
  const servers: { process: ChildProcess; base: string }[] = [];
  const siteRoot = createFixtureExport();
  let url = '';

  beforeAll(async () => {
    // A database of this test's own, migrated by the first server.
    await (await openTestDatabase({ DATABASE_URL: postgresUrl! }, 'schedule_race')).close();
    url = testDatabaseUrl(postgresUrl!, 'schedule_race');
    for (let index = 0; index < 2; index++) {
      const port = await freePort();
      const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_ROOT: siteRoot, DATABASE_URL: url, FORM_RATE_LIMIT: '0', SMTP_URL: '', SCHEDULE_MAX_PER_DAY: '50', SCHEDULE_BUFFER_MINUTES: '0', SCHEDULE_MAX_UPCOMING_PER_NETWORK: '1000',
        // Every visitor posts from loopback: issue 41's budgets per network, range and day out of the way (the race is the point).
        SCHEDULE_AT_ONCE_PER_NETWORK_PER_DAY: '1000', SCHEDULE_AT_ONCE_PER_RANGE_PER_DAY: '10000', SCHEDULE_UNPROVEN_DAY_SHARE: '100', SCHEDULE_MAX_MAILS_PER_NETWORK_PER_DAY: '10000',
        // The inbox's availability editor (the last test): one member, signed in by the link left in the outbox (no SMTP).
        INBOX_USERS: MEMBER, INBOX_SIGN_IN_RATE_LIMIT: '0' };
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
      servers.push({ process: child, base: `http://127.0.0.1:${port}` });
    }
    for (const server of servers) {
      for (let attempt = 0; ; attempt++) {
        if (server.process.exitCode !== null) throw new Error(`a server exited (${server.process.exitCode})`);
        if (attempt > 600) throw new Error('a server did not start');
        if (await fetch(`${server.base}/api/health`).then((response) => response.ok, () => false)) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, 120_000);
  afterAll(() => {
    for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGKILL');
    rmSync(siteRoot, { recursive: true, force: true });
  });

  it('has exactly one winner in each of 50 trials of ten visitors split across both processes', async () => {
    // One host: one winner per host and time (with 'any', each free host may win once: hosts.test.ts).
    const host = 'elena-marchetti';
    const offer = ((await (await fetch(`${servers[0]!.base}/api/schedule/slots?host=${host}`)).json()) as SlotsAnswer).slots;
    expect(offer.length).toBeGreaterThanOrEqual(50);
    const winners: number[] = [];
    for (const [trial, slot] of offer.slice(0, 50).entries()) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, visitor) =>
          fetch(`${servers[visitor % 2]!.base}/api/schedule/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ start: slot.start, host, name: `Visitor ${visitor}`, email: `t${trial}v${visitor}@example.com` }),
          }).then((response) => response.status),
        ),
      );
      expect(answers.filter((status) => status !== 201 && status !== 409), `trial ${trial}`).toEqual([]);
      winners.push(answers.filter((status) => status === 201).length);
    }
    expect(winners).toEqual(Array(50).fill(1));
  }, 300_000);

  it("gives each free host exactly one of ten 'whoever is free' visitors at one time, in each of 10 trials", async () => {
    const answer = (await (await fetch(`${servers[0]!.base}/api/schedule/slots`)).json()) as SlotsAnswer;
    // Starts the first test left free for everyone.
    const offer = answer.slots.filter((slot) => slot.hosts?.length === 4).slice(-10);
    expect(offer).toHaveLength(10);
    for (const [trial, slot] of offer.entries()) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, visitor) =>
          fetch(`${servers[visitor % 2]!.base}/api/schedule/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ start: slot.start, name: `Visitor ${visitor}`, email: `any${trial}v${visitor}@example.com` }),
          }).then(async (response) => ({ status: response.status, host: response.status === 201 ? ((await response.json()) as BookingConfirmation).host?.id : undefined })),
        ),
      );
      expect(answers.filter((entry) => entry.status !== 201 && entry.status !== 409), `trial ${trial}`).toEqual([]);
      const hosts = answers.flatMap((entry) => (entry.host ? [entry.host] : []));
      expect(hosts.sort(), `trial ${trial}`).toEqual([...(slot.hosts ?? [])].sort());
    }
  }, 300_000);
  it("an availability edit in one process's inbox is what the other offers within the cache, never booked past; a slot only the stored hours open has one winner", async () => {
    const [a, b] = servers as [(typeof servers)[number], (typeof servers)[number]];
    const same = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };
    // Signed in to process A's inbox through the mailed link (waiting in the outbox: no SMTP here).
    expect((await fetch(`${a.base}/api/inbox/sign-in`, { method: 'POST', headers: same, body: new URLSearchParams({ email: MEMBER }), redirect: 'manual' })).status).toBe(303);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let token = '';
    for (let attempt = 0; !token && attempt < 100; attempt++) {
      const { rows } = await client.query<{ link: string }>("select payload->>'confirmUrl' as link from notifications where kind = 'inbox-sign-in' order by created_at desc limit 1");
      token = /token=([\w-]+)/.exec(rows[0]?.link ?? '')?.[1] ?? '';
      if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const signedIn = await fetch(`${a.base}/api/inbox/sign-in/link`, { method: 'POST', headers: same, body: new URLSearchParams({ token }), redirect: 'manual' });
    expect(signedIn.status).toBe(303);
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const edit = (form: Record<string, string>) => fetch(`${a.base}/api/inbox/calls/availability/override`, { method: 'POST', headers: { ...same, cookie }, body: new URLSearchParams(form), redirect: 'manual' });
    const datesOf = async (server: { base: string }) => new Set(((await (await fetch(`${server.base}/api/schedule/slots?host=priya-raman`)).json()) as SlotsAnswer).slots.map((slot) => slot.start.slice(0, 10)));
    const slotsOn = async (server: { base: string }, date: string) => ((await (await fetch(`${server.base}/api/schedule/slots?host=priya-raman`)).json()) as SlotsAnswer).slots.filter((slot) => slot.start.startsWith(date));

    // B has read (and cached) the offer; A closes B's last offered day for everyone.
    const before = [...(await datesOf(b))];
    const closed = before.at(-1)!;
    const offeredThen = await slotsOn(b, closed);
    expect(offeredThen.length).toBeGreaterThan(0);
    expect((await edit({ date: closed, mode: 'closed', label: 'Offsite' })).status).toBe(303);
    // A offers it no more at once; B may still offer it from its cache, but never books it: the booking reads the stored hours.
    expect(await datesOf(a)).not.toContain(closed);
    const attempt = await fetch(`${b.base}/api/schedule/bookings`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ start: offeredThen[0]!.start, host: 'priya-raman', name: 'Late Visitor', email: 'late@example.com' }) });
    expect(attempt.status).toBe(409);
    // Within the documented cache (CACHE_MS, 30 s) B offers the day no more either.
    await expect.poll(async () => (await datesOf(b)).has(closed), { timeout: CACHE_MS + 15_000, interval: 1_000 }).toBe(false);

    // A opens a Saturday the week never offers ("Extra Saturday", 10:00-12:00); once B offers it, ten visitors split across both race for its first time.
    const saturday = Array.from({ length: 14 }, (_, days) => new Date(Date.now() + (days + 3) * 86_400_000).toISOString().slice(0, 10)).find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 6)!;
    expect(await slotsOn(b, saturday)).toEqual([]);
    expect((await edit({ date: saturday, mode: 'hours', label: 'Extra Saturday', start1: '10:00', end1: '12:00' })).status).toBe(303);
    await expect.poll(async () => (await slotsOn(b, saturday)).length, { timeout: CACHE_MS + 15_000, interval: 1_000 }).toBeGreaterThan(0);
    const [first] = await slotsOn(b, saturday);
    expect((await slotsOn(a, saturday))[0]).toEqual(first);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, visitor) =>
        fetch(`${servers[visitor % 2]!.base}/api/schedule/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ start: first!.start, host: 'priya-raman', name: `Visitor ${visitor}`, email: `sat${visitor}@example.com` }),
        }).then((response) => response.status),
      ),
    );
    expect(answers.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(answers.filter((status) => status === 201)).toHaveLength(1);
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from bookings where host = 'priya-raman' and starts_at = $1 and status = 'confirmed'", [first!.start]);
    expect(rows[0]?.n).toBe(1);
    await client.end();
  }, 180_000);
});
