import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { openDatabase, type DatabaseHandle } from '../db';
import { notifications } from '../db/schema';
import { backends, clearTables, openTestDatabase, testApp } from '../api/test-support';
import { backoffMs, smtpMailer, startOutboxWorker } from './outbox';

/** A local SMTP server that records what it receives. */
interface Received {
  to: string[];
  raw: string;
}
async function startSmtp(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'We need CI/CD for twelve services.' };

describe.each(backends)('outbox worker on $name', ({ env, skip }) => {
  let handle: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const quiet = () => {};
  beforeAll(async () => {
    if (skip) return;
    handle = await openTestDatabase(env, 'outbox');
    smtp = await startSmtp();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    if (skip) return;
    await clearTables(handle);
    smtp.received.length = 0;
  });
  const submit = (path: string, body: Record<string, unknown>) =>
    testApp(handle).request(`/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });

  it.skipIf(skip)('mails each submission to the agency once, with a reply-to of the visitor', async () => {
    const { id } = (await (await submit('contact', contact)).json()) as { id: string };
    const worker = startOutboxWorker({ db: handle.db, mailer: smtpMailer({ smtpUrl: smtp.url }), notifyTo: 'leads@agency.test', autoStart: false, log: quiet });
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['leads@agency.test']);
    expect(smtp.received[0]?.raw).toMatch(/Subject: Contact enquiry from Ada Lovelace/);
    expect(smtp.received[0]?.raw).toMatch(/Reply-To: ada@example.com/);
    expect(smtp.received[0]?.raw).toContain(id);
    const [row] = await handle.db.select().from(notifications);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it.skipIf(skip)('SMTP down: the submission is stored at once, the mail waits with backoff and goes out once SMTP is back', async () => {
    const down = startOutboxWorker({ db: handle.db, mailer: smtpMailer({ smtpUrl: 'smtp://127.0.0.1:1' }), notifyTo: 'leads@agency.test', autoStart: false, log: quiet });
    expect((await submit('chat', { message: 'Is anyone there?', email: 'bo@example.com' })).status).toBe(201);
    expect(await down.runOnce()).toBe(0);
    await down.stop();
    const [failed] = await handle.db.select().from(notifications);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    const up = startOutboxWorker({ db: handle.db, mailer: smtpMailer({ smtpUrl: smtp.url }), notifyTo: 'leads@agency.test', autoStart: false, log: quiet });
    expect(await up.runOnce()).toBe(0); // still backing off
    await handle.db.update(notifications).set({ nextAttemptAt: new Date(Date.now() - 1000) }); // the backoff has passed
    expect(await up.runOnce()).toBe(1);
    await up.stop();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.raw).toMatch(/Subject: Chat message from bo@example.com/);
  });

  it.skipIf(skip)('sends the newsletter confirmation with working links and forgets the links once sent', async () => {
    await submit('newsletter', { email: 'Reader@Example.com' });
    const worker = startOutboxWorker({ db: handle.db, mailer: smtpMailer({ smtpUrl: smtp.url }), autoStart: false, log: quiet });
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['reader@example.com']);
    expect(mail.raw.replace(/\r\n\s+/g, " ")).toMatch(/List-Unsubscribe: <https:\/\/site\.test\/api\/newsletter\/unsubscribe\?token=/);
    const confirm = /https:\/\/site\.test(\/api\/newsletter\/confirm\?token=[\w-]+)/.exec(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1];
    expect(confirm).toBeDefined();
    expect((await testApp(handle).request(confirm!)).status).toBe(200);
    const [row] = await handle.db.select().from(notifications).where(eq(notifications.kind, 'newsletter'));
    expect(row?.payload).not.toHaveProperty('confirmUrl');
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(30)).toBe(3_600_000);
  });
});

/** Two server processes on one PostgreSQL: each has its own pool; every mail goes out exactly once. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two workers on one PostgreSQL', () => {
  it('never send the same mail twice', async () => {
    const smtp = await startSmtp();
    const first = await openTestDatabase({ DATABASE_URL: process.env.TEST_DATABASE_URL! }, 'two_workers');
    // The second process: its own pool on the same database.
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/leads_test_two_workers';
    const second = await openDatabase({ DATABASE_URL: url.toString() });
    try {
      await clearTables(first);
      await first.db.insert(notifications).values(Array.from({ length: 30 }, (_, index) => ({ kind: 'chat', payload: { id: `lead-${index}`, message: `Message ${index}`, type: 'chat' } })));
      const workers = [first, second].map((handle) =>
        startOutboxWorker({ db: handle.db, mailer: smtpMailer({ smtpUrl: smtp.url }), notifyTo: 'leads@agency.test', batch: 4, autoStart: false, log: () => {} }),
      );
      let sent = 0;
      for (let round = 0; round < 10; round++) sent += (await Promise.all(workers.map((worker) => worker.runOnce()))).reduce((a, b) => a + b, 0);
      await Promise.all(workers.map((worker) => worker.stop()));
      expect(sent).toBe(30);
      expect(smtp.received).toHaveLength(30);
      const ids = smtp.received.map((mail) => /id: (lead-\d+)/.exec(mail.raw)?.[1]);
      expect(new Set(ids).size).toBe(30);
      const pending = (await first.db.execute(sql`select count(*)::int as n from notifications where sent_at is null`)) as unknown as { rows: { n: number }[] };
      expect(pending.rows[0]?.n).toBe(0);
    } finally {
      await first.close();
      await second.close();
      await smtp.close();
    }
  }, 60_000);
});
