import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { Webhook } from 'standardwebhooks';
import { createApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db';
import { notifications } from '../db/schema';
import { backends, clearTables, files, multipart, openTestDatabase, testDatabaseUrl, validApplication } from '../testing/test-support';
import { startOutboxWorker } from './outbox';
import { mailRenderers, setupLeads } from '../runtime';
import { webhookSettingsFromEnv, type WebhookSettings } from './webhooks';

const secret = `whsec_${randomBytes(32).toString('base64')}`;

/** A local receiver: records each request; answers with the next status of `statuses` (then 200). */
interface Receiver {
  url: string;
  requests: { headers: IncomingHttpHeaders; body: string }[];
  statuses: number[];
  /** Milliseconds to wait before answering. */
  delayMs: number;
  close(): Promise<void>;
}
async function startReceiver(): Promise<Receiver> {
  const receiver = { requests: [], statuses: [], delayMs: 0 } as unknown as Receiver;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.requests.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      setTimeout(() => response.writeHead(receiver.statuses.shift() ?? 200).end('ok'), receiver.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.url = `http://127.0.0.1:${port}/hooks/leads?token=abc`;
  receiver.close = () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return receiver;
}

/** What a receiving team writes: the README's few lines. */
function verify(request: { headers: IncomingHttpHeaders; body: string }) {
  return new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as { type: string; timestamp: string; data: Record<string, unknown> };
}

describe('webhook configuration', () => {
  it('reads one or more URLs and the whsec_ secret', () => {
    const settings = webhookSettingsFromEnv({ LEADS_WEBHOOK_URL: 'https://crm.example.com/in, https://hooks.slack.test/T1/B2 https://crm.example.com/in', LEADS_WEBHOOK_SECRET: secret });
    expect(settings?.targets.map((target) => target.label)).toEqual(['https://crm.example.com', 'https://hooks.slack.test']);
    expect(settings?.targets[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(settings?.timeoutMs).toBe(10_000);
    expect(webhookSettingsFromEnv({ LEADS_WEBHOOK_SECRET: secret })).toBeNull();
  });

  it.each([
    [{ LEADS_WEBHOOK_URL: 'crm.example.com/in', LEADS_WEBHOOK_SECRET: secret }, /LEADS_WEBHOOK_URL: "crm.example.com\/in" is not a URL/],
    [{ LEADS_WEBHOOK_URL: 'http://crm.example.com/in', LEADS_WEBHOOK_SECRET: secret }, /LEADS_WEBHOOK_URL: http:\/\/crm.example.com must use https/],
    [{ LEADS_WEBHOOK_URL: 'ftp://crm.example.com/in', LEADS_WEBHOOK_SECRET: secret }, /must use https/],
    [{ LEADS_WEBHOOK_URL: 'https://user:pw@crm.example.com/in', LEADS_WEBHOOK_SECRET: secret }, /user name or password/],
    [{ LEADS_WEBHOOK_URL: 'https://crm.example.com/in' }, /LEADS_WEBHOOK_SECRET must be "whsec_".*\(it is empty\)/],
    [{ LEADS_WEBHOOK_URL: 'https://crm.example.com/in', LEADS_WEBHOOK_SECRET: 'hunter2' }, /LEADS_WEBHOOK_SECRET must be "whsec_"/],
    [{ LEADS_WEBHOOK_URL: 'https://crm.example.com/in', LEADS_WEBHOOK_SECRET: 'whsec_not base64!' }, /LEADS_WEBHOOK_SECRET/],
    [{ LEADS_WEBHOOK_URL: 'https://crm.example.com/in', LEADS_WEBHOOK_SECRET: `whsec_${randomBytes(8).toString('base64')}` }, /24 to 64 random bytes/],
    [{ LEADS_WEBHOOK_URL: 'https://crm.example.com/in', LEADS_WEBHOOK_SECRET: secret, LEADS_WEBHOOK_TIMEOUT_MS: 'soon' }, /LEADS_WEBHOOK_TIMEOUT_MS/],
    [{ LEADS_WEBHOOK_URL: 'https://crm.example.com/in', LEADS_WEBHOOK_SECRET: secret, LEADS_WEBHOOK_TIMEOUT_MS: '60000' }, /between 100 and 20000/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => webhookSettingsFromEnv(env)).toThrow(message);
  });

  it('never puts the secret or a URL path in an error', () => {
    try {
      webhookSettingsFromEnv({ LEADS_WEBHOOK_URL: 'http://crm.example.com/secret-token-123', LEADS_WEBHOOK_SECRET: secret });
    } catch (error) {
      expect(String(error)).not.toMatch(/secret-token-123|whsec_/);
    }
  });
});

describe.each(backends)('webhooks on $name', ({ env, skip }) => {
  let handle: DatabaseHandle;
  let receiver: Receiver;
  let settings: WebhookSettings;
  const logs: string[] = [];
  const worker = () => startOutboxWorker({ db: handle.db, renderers: mailRenderers, webhooks: settings, autoStart: false, log: (line) => logs.push(line) });
  beforeAll(async () => {
    if (skip) return;
    handle = await openTestDatabase(env, 'webhooks');
    receiver = await startReceiver();
    settings = webhookSettingsFromEnv({ LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: secret, LEADS_WEBHOOK_TIMEOUT_MS: '500' })!;
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await receiver?.close();
  });
  beforeEach(async () => {
    if (skip) return;
    await clearTables(handle);
    receiver.requests.length = 0;
    receiver.statuses.length = 0;
    receiver.delayMs = 0;
    logs.length = 0;
  });
  const app = () => createApp({ root: '/nonexistent', db: handle.db, api: { siteUrl: 'https://site.test', webhookTargets: settings.targets.map((target) => target.key), log: { info: () => {}, error: () => {} } } });

  it.skipIf(skip)('posts each submission once, signed as Standard Webhooks says; the resume as metadata, never its bytes', async () => {
    const pdf = Buffer.concat([files.pdf(), Buffer.alloc(20_000, 0x41)]);
    const response = await app().request('/api/job-applications', {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: multipart({ ...validApplication, firstName: 'Jane', lastName: 'Doe' }, { bytes: pdf, name: 'cv\u202efdp.exe' }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const delivery = worker();
    expect(await delivery.runOnce()).toBe(1);
    expect(await delivery.runOnce()).toBe(0);
    await delivery.stop();

    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['webhook-id']).toMatch(/^msg_[0-9a-f-]{36}$/);
    expect(request!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const event = verify(request!);
    expect(event).toMatchObject({ type: 'job-application.received', data: { id, type: 'job-application', firstName: 'Jane', lastName: 'Doe', email: validApplication.email } });
    expect(event.data.resume).toEqual({ name: 'cvfdp.exe.pdf', type: 'application/pdf', size: pdf.length });
    expect(request!.body.length).toBeLessThan(4000);
    expect(request!.body).not.toContain('target');
    // A tampered body or another key fails verification.
    expect(() => verify({ ...request!, body: request!.body.replace('Jane', 'Eve') })).toThrow(/signature/i);
    expect(() => new Webhook(`whsec_${randomBytes(32).toString('base64')}`).verify(request!.body, request!.headers as Record<string, string>)).toThrow();
    // The log names the receiver's origin, never its path or query (often a token).
    expect(logs.join('\n')).toContain('"target":"http://127.0.0.1:');
    expect(logs.join('\n')).not.toContain('token=abc');
  });

  it.skipIf(skip)('retries a failing receiver with backoff, under the same webhook-id, until it answers 2xx', async () => {
    receiver.statuses.push(500);
    expect((await app().request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'We need CI/CD for twelve services.' }) })).status).toBe(201);
    const delivery = worker();
    expect(await delivery.runOnce()).toBe(0);
    const [failed] = await handle.db.select().from(notifications).where(eq(notifications.kind, 'webhook'));
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.stringMatching(/HTTP 500/) });
    expect(failed!.lastError).not.toContain('token=abc');
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await delivery.runOnce()).toBe(0); // still backing off
    await handle.db.update(notifications).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(notifications.kind, 'webhook'));
    expect(await delivery.runOnce()).toBe(1);
    await delivery.stop();
    expect(receiver.requests).toHaveLength(2);
    expect(receiver.requests[1]!.headers['webhook-id']).toBe(receiver.requests[0]!.headers['webhook-id']);
    expect(verify(receiver.requests[1]!)).toMatchObject({ type: 'contact.received', data: { name: 'Ada Lovelace' } });
    const [sent] = await handle.db.select().from(notifications).where(eq(notifications.kind, 'webhook'));
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
  });

  it.skipIf(skip)('gives up an attempt after the timeout and retries later', async () => {
    receiver.delayMs = 2000;
    await handle.db.insert(notifications).values({ kind: 'webhook', payload: { id: 'lead-1', type: 'chat', message: 'Hello', target: settings.targets[0]!.key } });
    const delivery = worker();
    expect(await delivery.runOnce()).toBe(0);
    await delivery.stop();
    const [row] = await handle.db.select().from(notifications);
    expect(row?.lastError).toMatch(/no answer within 500 ms/);
    expect(row?.sentAt).toBeNull();
  });

  it.skipIf(skip)('leaves rows of a target no longer configured, and newsletter sign-ups are never posted', async () => {
    await handle.db.insert(notifications).values({ kind: 'webhook', payload: { id: 'lead-2', type: 'chat', message: 'Hello', target: 'f'.repeat(32) } });
    expect((await app().request('/api/newsletter', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ email: 'reader@example.com' }) })).status).toBe(201);
    const delivery = worker();
    expect(await delivery.runOnce()).toBe(0);
    await delivery.stop();
    expect(receiver.requests).toHaveLength(0);
    const kinds = (await handle.db.select({ kind: notifications.kind, attempts: notifications.attempts }).from(notifications)).map((row) => `${row.kind}:${row.attempts}`).sort();
    expect(kinds).toEqual(['newsletter:0', 'webhook:0']);
  });
});

describe('the server wiring (setupLeads)', () => {
  it('posts a submission to every configured URL and mails it, from the environment alone', async () => {
    const handle = await openDatabase({ DATA_DIR: 'memory://' });
    const [crm, slack] = [await startReceiver(), await startReceiver()];
    const mails: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        stream.on('data', () => {}).on('end', () => (mails.push('mail'), callback()));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const leads = setupLeads(handle, {
      DATA_DIR: 'memory://',
      FORM_RATE_LIMIT: '0',
      OUTBOX_INTERVAL_MS: '50',
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      LEADS_NOTIFY_TO: 'leads@agency.test',
      LEADS_WEBHOOK_URL: `${crm.url}, ${slack.url.replace('/hooks/leads', '/slack')}`,
      LEADS_WEBHOOK_SECRET: secret,
    });
    try {
      expect(leads.mail).toMatch(/^mail via SMTP to leads@agency.test; signed webhooks to http:\/\/127\.0\.0\.1:\d+, http:\/\/127\.0\.0\.1:\d+$/);
      const app = createApp({ root: '/nonexistent', db: handle.db, api: { ...leads.api, log: { info: () => {}, error: () => {} } } });
      const response = await app.request('/api/chat', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ message: 'Do you build Flutter apps?', email: 'bo@example.com' }) });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      // Two webhooks, the team's mail and the visitor's acknowledgement.
      await expect.poll(() => crm.requests.length + slack.requests.length + mails.length, { timeout: 10_000 }).toBe(4);
      for (const receiver of [crm, slack]) expect(verify(receiver.requests[0]!)).toMatchObject({ type: 'chat.received', data: { id, message: 'Do you build Flutter apps?' } });
    } finally {
      await leads.stop();
      await handle.close();
      await Promise.all([crm.close(), slack.close(), new Promise<void>((resolve) => smtp.close(() => resolve()))]);
    }
  }, 60_000);
});

/** Two server processes on one PostgreSQL, each with its own pool: every webhook is delivered exactly once. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two webhook workers on one PostgreSQL', () => {
  it('never post the same submission twice', async () => {
    const receiver = await startReceiver();
    const settings = webhookSettingsFromEnv({ LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: secret })!;
    const first = await openTestDatabase({ DATABASE_URL: process.env.TEST_DATABASE_URL! }, 'two_webhook_workers');
    // The second process: its own pool on the same database.
    const second = await openDatabase({ DATABASE_URL: testDatabaseUrl(process.env.TEST_DATABASE_URL!, 'two_webhook_workers') });
    try {
      receiver.delayMs = 20; // deliveries overlap between the two workers
      await first.db.insert(notifications).values(
        Array.from({ length: 30 }, (_, index) => ({ kind: 'webhook', payload: { id: `lead-${index}`, type: 'chat', message: `Message ${index}`, target: settings.targets[0]!.key } })),
      );
      const workers = [first, second].map((handle) => startOutboxWorker({ db: handle.db, renderers: mailRenderers, webhooks: settings, batch: 4, autoStart: false, log: () => {} }));
      let sent = 0;
      for (let round = 0; round < 10; round++) sent += (await Promise.all(workers.map((worker) => worker.runOnce()))).reduce((a, b) => a + b, 0);
      await Promise.all(workers.map((worker) => worker.stop()));
      expect(sent).toBe(30);
      expect(receiver.requests).toHaveLength(30);
      const leads = receiver.requests.map((request) => (verify(request).data as { id: string }).id);
      expect(new Set(leads).size).toBe(30);
      expect(new Set(receiver.requests.map((request) => request.headers['webhook-id'])).size).toBe(30);
      const pending = (await first.db.execute(sql`select count(*)::int as n from notifications where sent_at is null`)) as unknown as { rows: { n: number }[] };
      expect(pending.rows[0]?.n).toBe(0);
    } finally {
      await first.close();
      await second.close();
      await receiver.close();
    }
  }, 60_000);
});
