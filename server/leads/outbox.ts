import { sql } from 'drizzle-orm';
import { describeError } from '../log';
import nodemailer from 'nodemailer';
import { site } from '@/content/site';
import type { Database } from '../db';
import { rateLimitHits } from '../db/schema';
import { FORM_RATE_WINDOW_MS } from '../rate-limit';
import { lt } from 'drizzle-orm';
import { bookingKinds, bookingMail, type BookingMailPayload } from '../schedule/mail';

/**
 * The outbox worker: the API writes a `notifications` row in the same transaction as each
 * submission; this worker mails them (nodemailer over SMTP_URL). A row is claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease (locked_until), so two server processes on one PostgreSQL
 * never take the same row; a failed send is retried with exponential backoff (attempts,
 * next_attempt_at, last_error). A mail outage never touches storing: the rows wait.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string | Buffer; contentType?: string }[];
  /** An iCalendar invite mail clients offer to add (nodemailer's icalEvent). */
  icalEvent?: { method: string; filename: string; content: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailSettings {
  /** SMTP_URL, e.g. smtp://user:pass@mail.example.com:587 or smtps://…:465. */
  smtpUrl: string;
  /** LEADS_NOTIFY_TO: where submissions are mailed; unset = only newsletter confirmations are sent. */
  notifyTo?: string;
  /** MAIL_FROM (default: the site's name at no-reply@ its domain). */
  from?: string;
}

export function mailSettingsFromEnv(env: Record<string, string | undefined> = process.env): MailSettings | null {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return null;
  return { smtpUrl, notifyTo: env.LEADS_NOTIFY_TO?.trim() || undefined, from: env.MAIL_FROM?.trim() || undefined };
}

export function smtpMailer({ smtpUrl, from = `"${site.name} website" <no-reply@${new URL(site.url).hostname.replace(/^www\./, '')}>` }: MailSettings): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/** Backoff after the n-th failed attempt: 30 s, 1, 2, 4 … minutes, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(60 * 60 * 1000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

const LEASE = sql`interval '5 minutes'`;

interface ClaimedRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export interface OutboxWorker {
  /** Sends what is due now; resolves with the number of mails sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startOutboxWorker({
  db,
  mailer,
  notifyTo,
  intervalMs = 2000,
  batch = 10,
  log = (line: string) => console.info(line),
  autoStart = true,
}: {
  db: Database;
  mailer: Mailer;
  notifyTo?: string;
  intervalMs?: number;
  batch?: number;
  log?: (line: string) => void;
  autoStart?: boolean;
}): OutboxWorker {
  // Mails to visitors go whatever LEADS_NOTIFY_TO says; the agency's notices only where it is set.
  const visitorKinds = ['newsletter', ...bookingKinds.visitor];
  const kinds = notifyTo ? ['contact', 'contact_request', 'job-application', 'talent-pool', 'chat', bookingKinds.agency, ...visitorKinds] : visitorKinds;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  const logLine = (event: string, fields: Record<string, unknown>) => log(JSON.stringify({ level: 'info', event, ...fields, at: new Date().toISOString() }));

  const claim = async (): Promise<ClaimedRow[]> => {
    const kindList = sql.join(kinds.map((kind) => sql`${kind}`), sql`, `);
    const result = await db.execute(sql`
      update notifications set locked_until = now() + ${LEASE}, attempts = attempts + 1
      where id in (
        select id from notifications
        where sent_at is null and next_attempt_at <= now() and (locked_until is null or locked_until < now()) and kind in (${kindList})
        order by created_at limit ${batch}
        for update skip locked)
      returning id, kind, payload, attempts`);
    return (result as unknown as { rows: ClaimedRow[] }).rows;
  };

  const runOnce = async (): Promise<number> => {
    let sent = 0;
    for (const row of await claim()) {
      try {
        await mailer.send(renderMail(row, notifyTo));
        // Sent: the links of a confirmation mail are not kept (only their hashes are, on the subscriber).
        await db.execute(sql`update notifications set sent_at = now(), locked_until = null, last_error = null,
          payload = payload - 'confirmUrl' - 'unsubscribeUrl' - 'manageUrl' where id = ${row.id}`);
        sent += 1;
        logLine('notification.sent', { notificationId: row.id, kind: row.kind });
      } catch (error) {
        const wait = backoffMs(row.attempts);
        await db.execute(sql`update notifications set locked_until = null, last_error = ${String(error).slice(0, 500)},
          next_attempt_at = now() + ${`${Math.round(wait / 1000)} seconds`}::interval where id = ${row.id}`);
        logLine('notification.failed', { notificationId: row.id, kind: row.kind, attempts: row.attempts, retryInSeconds: Math.round(wait / 1000), ...describeError(error) });
      }
    }
    // Rate-limit hits older than their window are of no use.
    await db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(Date.now() - FORM_RATE_WINDOW_MS)));
    return sent;
  };

  const tick = () => {
    if (stopped) return;
    running = runOnce()
      .catch((error) => {
        logLine('notification.worker_error', describeError(error));
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  if (autoStart) timer = setTimeout(tick, 0);

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      mailer.close();
    },
  };
}

const typeLabels: Record<string, string> = {
  contact: 'Contact enquiry',
  contact_request: 'Contact enquiry',
  'job-application': 'Job application',
  'talent-pool': 'Talent pool resume',
  chat: 'Chat message',
};

/** The mail for one outbox row: a confirmation to a subscriber, or the agency's notification. */
export function renderMail(row: { id: string; kind: string; payload: Record<string, unknown> }, notifyTo: string | undefined): MailMessage {
  const p = row.payload;
  if (row.kind === bookingKinds.agency || (bookingKinds.visitor as readonly string[]).includes(row.kind)) {
    return bookingMail(row.kind, p as unknown as BookingMailPayload, notifyTo);
  }
  if (row.kind === 'newsletter') {
    const confirmUrl = String(p.confirmUrl ?? '');
    const unsubscribeUrl = String(p.unsubscribeUrl ?? '');
    return {
      to: String(p.to),
      subject: `Confirm your subscription to the ${site.name} newsletter`,
      text: [
        `Someone, hopefully you, asked to receive the ${site.name} newsletter at this address.`,
        '',
        `Confirm your subscription: ${confirmUrl}`,
        '',
        'If you did not ask for this, ignore this e-mail: nothing more will be sent.',
        `Unsubscribe at any time: ${unsubscribeUrl}`,
      ].join('\n'),
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }
  if (!notifyTo) throw new Error('LEADS_NOTIFY_TO is not set');
  const label = typeLabels[row.kind] ?? row.kind;
  const who = [p.name, p.fullName, [p.firstName, p.lastName].filter(Boolean).join(' ')].find((value) => typeof value === 'string' && value.trim()) ?? p.email ?? 'a visitor';
  const lines = Object.entries(p)
    .filter(([key]) => !['type', 'resume'].includes(key))
    .map(([key, value]) => `${key}: ${value === null || value === undefined || value === '' ? '-' : String(value)}`);
  const resume = p.resume as { fileName?: string; format?: string; size?: number } | null | undefined;
  if (resume) lines.push(`resume: ${resume.fileName} (${resume.format}, ${Math.ceil((resume.size ?? 0) / 1024)} KB): npm run leads -- resume ${String(p.id)} > ${resume.fileName}`);
  return {
    to: notifyTo,
    subject: `${label} from ${String(who)}`.slice(0, 200),
    text: [`${label} received on the website.`, '', ...lines, '', `Stored with id ${String(p.id)}. List: npm run leads -- list --type ${String(p.type ?? row.kind)}`].join('\n'),
    ...(typeof p.email === 'string' && p.email ? { replyTo: p.email } : {}),
  };
}
