import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, isNull, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { openDatabase, type DatabaseHandle } from '../db';
import { notifications } from '../db/schema';
import { backends, clearTables, files, multipart, openTestDatabase, testApp, testDatabaseUrl, validApplication, validTalent } from '../testing/test-support';
import { smtpMailer } from '../mail';
import { mailRenderers } from '../runtime';
import { renderMail } from '../testing/mail';
import { backoffMs, startOutboxWorker } from './outbox';
import { webhookSettingsFromEnv } from './webhooks';

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

/** A received mail, decoded: its headers (unfolded), text and HTML parts, attachments. */
interface ParsedMail {
  headers: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}
function parseMail(raw: string): ParsedMail {
  const mail: ParsedMail = { headers: '', text: '', html: '', attachments: [] };
  const walk = (entity: string, top: boolean) => {
    const split = entity.indexOf('\r\n\r\n');
    const headers = entity.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
    const body = entity.slice(split + 4);
    // RFC 2047 encoded words (a subject with accents), joined as a mail client shows them.
    if (top)
      mail.headers = headers
        .replace(/\?=\s+=\?/g, '?==?')
        .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, text: string) =>
          Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
        );
    const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1] ?? '';
    const type = header('Content-Type');
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const part of body.split(`--${boundary}`).slice(1)) if (!part.startsWith('--')) walk(part.replace(/^\r\n/, ''), false);
      return;
    }
    const encoding = header('Content-Transfer-Encoding').toLowerCase();
    const bytes =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : encoding === 'quoted-printable'
          ? Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
          : Buffer.from(body, 'utf8');
    const filename = /filename="?([^";]+)"?/i.exec(header('Content-Disposition'))?.[1];
    if (filename) mail.attachments.push({ filename, contentType: type.split(';')[0]!.trim(), content: bytes });
    else if (/^text\/html/i.test(type)) mail.html = bytes.toString('utf8');
    else mail.text = bytes.toString('utf8').replace(/\r\n/g, '\n');
  };
  walk(raw, true);
  return mail;
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
  /** The team's notice among what the SMTP server received (the visitor's acknowledgement goes too). */
  const teamMail = () => smtp.received.find((mail) => mail.to.includes('leads@agency.test'))!;
  const submit = (path: string, body: Record<string, unknown>) =>
    testApp(handle).request(`/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });

  it.skipIf(skip)('mails each submission to the agency once, with a reply-to of the visitor, and the visitor their acknowledgement', async () => {
    const { id } = (await (await submit('contact', contact)).json()) as { id: string };
    const worker = startOutboxWorker({ db: handle.db, renderers: mailRenderers, mailer: smtpMailer({ smtpUrl: smtp.url }), notifyTo: 'leads@agency.test', autoStart: false, log: quiet });
    expect(await worker.runOnce()).toBe(2);
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
    expect(smtp.received.map((mail) => mail.to)).toEqual(expect.arrayContaining([['leads@agency.test'], ['ada@example.com']]));
    const team = smtp.received.find((mail) => mail.to.includes('leads@agency.test'))!;
    expect(team.raw).toMatch(/Subject: Contact inquiry from Ada Lovelace/);
    expect(team.raw).toMatch(/Reply-To: ada@example.com/);
    expect(parseMail(team.raw).text).toContain(id);
    const visitor = smtp.received.find((mail) => mail.to.includes('ada@example.com'))!;
    expect(visitor.raw).toMatch(/Reply-To: hello@northstack.dev/);
    expect(await handle.db.select().from(notifications).where(isNull(notifications.sentAt))).toEqual([]);
  });

  it.skipIf(skip)('attaches the resume byte for byte under a name built by us; the mail holds no command and escapes its HTML', async () => {
    // A real-looking PDF with every byte value in it, under a name that is a shell command with a bidi override.
    const pdf = Buffer.concat([files.pdf(), Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 256))]);
    const hostileName = '$(touch PWNED)\u202efdp.exe';
    const coverLetter = '<img src=x onerror=alert(1)> I build CI pipelines and would love to join the platform team.\nSecond line.';
    const response = await testApp(handle).request('/api/job-applications', {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: multipart({ ...validApplication, firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', coverLetter }, { bytes: pdf, name: hostileName }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const worker = startOutboxWorker({ db: handle.db, renderers: mailRenderers, mailer: smtpMailer({ smtpUrl: smtp.url }), notifyTo: 'leads@agency.test', autoStart: false, log: quiet });
    expect(await worker.runOnce()).toBe(2);
    await worker.stop();

    const mail = parseMail(teamMail().raw);
    expect(mail.headers).toMatch(/^Subject: Job application from Jane Doe for Backend Developer$/m);
    expect(mail.text).toContain('Position of interest: Backend Developer\nOpening: Not given\nYears of experience: 10+ years\n');
    expect(mail.headers).toMatch(/^Reply-To: jane@example.com$/m);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'Jane-Doe-resume.pdf', contentType: 'application/pdf' });
    expect(Buffer.compare(mail.attachments[0]!.content, pdf)).toBe(0);
    expect(mail.text).toContain('Resume: attached as Jane-Doe-resume.pdf (PDF, 5 KB).');
    // No ids: the record's link in the inbox instead, and the time as the team reads it.
    expect(mail.text.replace(`/api/inbox/leads/${id}`, '')).not.toContain(id);
    expect(mail.text).toMatch(new RegExp(`Open in the inbox: https?://[^\\s]+/api/inbox/leads/${id}\\n`));
    expect(mail.html).toMatch(new RegExp(`<a href="https?://[^"]+/api/inbox/leads/${id}"[^>]*>Open in the inbox</a>`));
    expect(mail.text).toMatch(/Received [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}(:\d{2})? [ap]\.m\. E[SD]T\./);
    // Nothing to run: no command, no redirection, and the uploaded name (a command) is nowhere.
    for (const part of [mail.text, mail.html, mail.headers]) {
      expect(part).not.toMatch(/npm run|\$\(|`|\u202e|PWNED|fdp\.exe/);
      expect(part).not.toMatch(/ > /);
    }
    // The visitor's text is quoted (indented) in the text part and escaped in the HTML part.
    expect(mail.text).toContain('Cover letter:\n    <img src=x onerror=alert(1)> I build CI pipelines');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; I build CI pipelines');
    expect(mail.html).not.toContain('<img');
  });

  it.skipIf(skip)('keeps neither the manage link nor the invite that carries it once a visitor’s mail is sent', async () => {
    const link = 'https://site.test/api/schedule/manage?token=secret-manage-token-0123456789';
    const ics = `BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nDESCRIPTION:Need to cancel or move it? ${link}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    const payload = { id: 'b-1', event: 'booked', callName: 'Discovery call', start: '2026-12-03T14:00:00.000Z', end: '2026-12-03T14:30:00.000Z', name: 'Ada', email: 'ada@example.com', company: null, topic: null, visitorTimeZone: null, agencyTimeZone: 'America/New_York', ics, manageUrl: link };
    const [row] = await handle.db.insert(notifications).values({ kind: 'booking-confirmation', payload }).returning();
    const worker = startOutboxWorker({ db: handle.db, renderers: mailRenderers, mailer: smtpMailer({ smtpUrl: smtp.url }), notifyTo: 'leads@agency.test', autoStart: false, log: quiet });
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();
    expect(smtp.received[0]!.raw).toContain('secret-manage-token');
    const [sent] = await handle.db.select().from(notifications).where(eq(notifications.id, row!.id));
    expect(sent?.sentAt).not.toBeNull();
    expect(JSON.stringify(sent?.payload)).not.toContain('secret-manage-token');
  });

  it.skipIf(skip)('names a talent-pool resume after the person, with the sniffed format as its extension', async () => {
    const docx = files.docx();
    const response = await testApp(handle).request('/api/talent-pool', {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: multipart({ ...validTalent, fullName: 'Zoë Ñúñez-Smith' }, { bytes: docx, name: 'resume.pdf', type: 'application/pdf' }),
    });
    expect(response.status).toBe(201);
    const worker = startOutboxWorker({ db: handle.db, renderers: mailRenderers, mailer: smtpMailer({ smtpUrl: smtp.url }), notifyTo: 'leads@agency.test', autoStart: false, log: quiet });
    expect(await worker.runOnce()).toBe(2);
    await worker.stop();
    const mail = parseMail(teamMail().raw);
    expect(mail.headers).toMatch(/^Subject: Talent pool resume from Zoë Ñúñez-Smith \(AI\/ML\)$/m);
    expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: 'Zoe-Nunez-Smith-resume.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    ]);
    expect(Buffer.compare(mail.attachments[0]!.content, docx)).toBe(0);
  });

  it.skipIf(skip)('SMTP down: the submission is stored at once, the mail waits with backoff and goes out once SMTP is back', async () => {
    const down = startOutboxWorker({ db: handle.db, renderers: mailRenderers, mailer: smtpMailer({ smtpUrl: 'smtp://127.0.0.1:1' }), notifyTo: 'leads@agency.test', autoStart: false, log: quiet });
    expect((await submit('chat', { message: 'Is anyone there?', email: 'bo@example.com' })).status).toBe(201);
    expect(await down.runOnce()).toBe(0);
    await down.stop();
    const [failed] = await handle.db.select().from(notifications).where(eq(notifications.kind, 'chat'));
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    const up = startOutboxWorker({ db: handle.db, renderers: mailRenderers, mailer: smtpMailer({ smtpUrl: smtp.url }), notifyTo: 'leads@agency.test', autoStart: false, log: quiet });
    expect(await up.runOnce()).toBe(0); // still backing off
    await handle.db.update(notifications).set({ nextAttemptAt: new Date(Date.now() - 1000) }); // the backoff has passed
    expect(await up.runOnce()).toBe(2);
    await up.stop();
    expect(smtp.received).toHaveLength(2);
    expect(teamMail().raw).toMatch(/Subject: Chat message from bo@example.com/);
  });

  it.skipIf(skip)('SMTP down: a booked call is stored and answered 201, its mails wait in the outbox and all go out once SMTP is back', async () => {
    const down = startOutboxWorker({ db: handle.db, renderers: mailRenderers, mailer: smtpMailer({ smtpUrl: 'smtp://127.0.0.1:1' }), notifyTo: 'leads@agency.test', autoStart: false, log: quiet });
    const { slots } = (await (await testApp(handle).request('/api/schedule/slots?type=discovery')).json()) as { slots: { start: string }[] };
    const booked = await testApp(handle).request('/api/schedule/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify({ start: slots[0]!.start, type: 'discovery', name: 'Dana Whitaker', email: 'dana@example.com', topic: 'Payouts' }),
    });
    expect(booked.status).toBe(201);
    const stored = (await handle.db.execute(sql`select email, status from bookings`)) as unknown as { rows: { email: string; status: string }[] };
    expect(stored.rows).toEqual([{ email: 'dana@example.com', status: 'confirmed' }]);
    expect(await down.runOnce()).toBe(0);
    await down.stop();
    const waiting = await handle.db.select().from(notifications).where(isNull(notifications.sentAt));
    // Every mail due now (the visitor's confirmation, the team's notice) was tried once and waits; the reminders wait for their time.
    const due = waiting.filter((row) => row.kind !== 'booking-reminder');
    expect(due.map((row) => row.kind)).toEqual(expect.arrayContaining(['booking-confirmation', 'booking']));
    for (const row of due) expect(row).toMatchObject({ attempts: 1, sentAt: null });

    const up = startOutboxWorker({ db: handle.db, renderers: mailRenderers, mailer: smtpMailer({ smtpUrl: smtp.url }), notifyTo: 'leads@agency.test', autoStart: false, log: quiet });
    // The backoff has passed (the reminders keep their own time).
    await handle.db.update(notifications).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(sql`kind <> 'booking-reminder'`);
    expect(await up.runOnce()).toBe(due.length);
    await up.stop();
    expect((await handle.db.select().from(notifications).where(isNull(notifications.sentAt))).map((row) => row.kind)).toEqual(waiting.filter((row) => row.kind === 'booking-reminder').map((row) => row.kind));
    expect(smtp.received.map((mail) => mail.to)).toEqual(expect.arrayContaining([['dana@example.com'], ['leads@agency.test']]));
    // Sent once each: nothing twice after the retry.
    expect(smtp.received).toHaveLength(due.length);
  });

  it.skipIf(skip)('sends the newsletter confirmation with working links and forgets the links once sent', async () => {
    await submit('newsletter', { email: 'Reader@Example.com' });
    const worker = startOutboxWorker({ db: handle.db, renderers: mailRenderers, mailer: smtpMailer({ smtpUrl: smtp.url }), autoStart: false, log: quiet });
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

  it.skipIf(skip)('a webhook receiver that never answers does not delay a booking confirmation mail', async () => {
    const held: IncomingMessage[] = [];
    const hanging = createServer((request) => void held.push(request)); // takes every request, answers none
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const webhooks = webhookSettingsFromEnv({
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hooks/crm`,
      LEADS_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
      LEADS_WEBHOOK_TIMEOUT_MS: '20000',
    })!;
    // Twelve deliveries to it are older than the confirmation: one row at a time, oldest first, the mail would wait for all of them.
    const earlier = new Date(Date.now() - 60_000);
    await handle.db.insert(notifications).values(
      Array.from({ length: 12 }, (_, index) => ({ kind: 'webhook', createdAt: earlier, payload: { id: `lead-${index}`, type: 'chat', message: 'Hello', target: webhooks.targets[0]!.key } })),
    );
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 3 * 86_400_000 + 30 * 60_000).toISOString();
    const booking = { id: 'booking-1', event: 'booked', callName: 'Discovery call', start, end, name: 'Ada Lovelace', email: 'ada@example.com', company: null, topic: null, visitorTimeZone: null, agencyTimeZone: 'UTC', ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' };
    await handle.db.insert(notifications).values({ kind: 'booking-confirmation', payload: booking });

    const worker = startOutboxWorker({ db: handle.db, renderers: mailRenderers, mailer: smtpMailer({ smtpUrl: smtp.url }), notifyTo: 'leads@agency.test', webhooks, intervalMs: 50, log: quiet });
    try {
      await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(1);
      expect(smtp.received[0]?.to).toEqual(['ada@example.com']);
      // Meanwhile the receiver holds its requests unanswered, and not one of its deliveries has finished or failed yet.
      expect(held.length).toBeGreaterThan(0);
      const hooks = await handle.db.select().from(notifications).where(eq(notifications.kind, 'webhook'));
      expect(hooks.filter((row) => row.sentAt !== null || row.lastError !== null)).toEqual([]);
    } finally {
      hanging.closeAllConnections();
      await worker.stop();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
    // Cut off, those deliveries failed on their own and wait for their own retry.
    const hooks = await handle.db.select().from(notifications).where(eq(notifications.kind, 'webhook'));
    expect(hooks.filter((row) => row.lastError !== null).length).toBeGreaterThan(0);
    expect(hooks.every((row) => row.sentAt === null)).toBe(true);
  }, 60_000);

  it('says in the subject what came in, from whom, and what it is about', () => {
    const mail = (kind: string, payload: Record<string, unknown>) => renderMail({ id: 'n1', kind, payload: { id: 'lead-1', type: kind, createdAt: '2026-11-24T21:00:00Z', ...payload } }, 'leads@agency.test');
    expect(mail('contact', { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Engines', topic: 'quote', message: 'Hi' }).subject).toBe('Contact inquiry from Ada Lovelace (Engines): Request a quote');
    expect(mail('contact', { name: 'Ada\r\nBcc: eve@example.net', email: 'ada@example.com', topic: 'general', message: 'Hi' }).subject).toBe('Contact inquiry from Ada Bcc: eve@example.net');
    const chat = mail('chat', { message: 'Hello?', email: null, page: '/services' });
    expect(chat).toMatchObject({ subject: 'Chat message from a visitor', to: 'leads@agency.test' });
    expect(chat).not.toHaveProperty('replyTo');
    expect(chat.text).toContain('No email address was given.');
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
    // The second process: its own pool on the same database.
    const second = await openDatabase({ DATABASE_URL: testDatabaseUrl(process.env.TEST_DATABASE_URL!, 'two_workers') });
    try {
      await clearTables(first);
      await first.db.insert(notifications).values(Array.from({ length: 30 }, (_, index) => ({ kind: 'chat', payload: { id: `lead-${index}`, message: `Message ${index}`, type: 'chat' } })));
      const workers = [first, second].map((handle) =>
        startOutboxWorker({ db: handle.db, renderers: mailRenderers, mailer: smtpMailer({ smtpUrl: smtp.url }), notifyTo: 'leads@agency.test', batch: 4, autoStart: false, log: () => {} }),
      );
      let sent = 0;
      for (let round = 0; round < 10; round++) sent += (await Promise.all(workers.map((worker) => worker.runOnce()))).reduce((a, b) => a + b, 0);
      await Promise.all(workers.map((worker) => worker.stop()));
      expect(sent).toBe(30);
      expect(smtp.received).toHaveLength(30);
      const ids = smtp.received.map((mail) => /Message (\d+)/.exec(parseMail(mail.raw).text)?.[1]);
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
