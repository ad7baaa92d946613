import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingConfirmation, SlotsAnswer } from '@/lib/forms/booking';
import { openTestDatabase, testDatabaseUrl } from '../testing/test-support';
import { createFixtureExport } from '../testing/fixture-export';

/**
 * Two real server processes on one PostgreSQL (TEST_DATABASE_URL; .ci/run starts one): visitors on
 * both post the same slot at once, 50 times over, and every time exactly one booking is made.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

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

  beforeAll(async () => {
    // A database of this test's own, migrated by the first server.
    await (await openTestDatabase({ DATABASE_URL: postgresUrl! }, 'schedule_race')).close();
    const url = testDatabaseUrl(postgresUrl!, 'schedule_race');
    for (let index = 0; index < 2; index++) {
      const port = await freePort();
      const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_ROOT: siteRoot, DATABASE_URL: url, FORM_RATE_LIMIT: '0', SMTP_URL: '', SCHEDULE_MAX_PER_DAY: '50', SCHEDULE_BUFFER_MINUTES: '0', SCHEDULE_MAX_UPCOMING_PER_NETWORK: '1000',
        // Every visitor posts from loopback: issue 41's budgets per network, range and day out of the way (the race is the point).
        SCHEDULE_AT_ONCE_PER_NETWORK_PER_DAY: '1000', SCHEDULE_AT_ONCE_PER_RANGE_PER_DAY: '10000', SCHEDULE_UNPROVEN_DAY_SHARE: '100', SCHEDULE_MAX_MAILS_PER_NETWORK_PER_DAY: '10000' };
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
});
