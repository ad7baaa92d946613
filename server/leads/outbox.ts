import type { Readable } from 'node:stream';
import { lt, sql, type SQL } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { site } from '@/content/site';
import type { ResumeFormat } from '@/lib/forms/resume';
import { experienceOptions, positionOptions } from '@/lib/forms/careers-options';
import { contactTopics, QUOTE_TOPIC, serviceOptionGroups } from '@/lib/forms/contact-options';
import { qualificationFields, qualificationOptions } from '@/lib/forms/qualification';
import { chatForm, contactForm, jobApplicationForm, talentPoolForm } from '../api/forms';
import { escapeHtml } from '../api/html';
import type { Database } from '../db';
import { rateLimitHits } from '../db/schema';
import { describeError } from '../log';
import { FORM_RATE_WINDOW_MS } from '../rate-limit';
import { openResume } from './operations';
import { attachmentName, resumeLabel, resumeMime } from './resume-name';
import { deliverWebhook, webhookBody, type WebhookSettings } from './webhooks';
import { bookingKinds, bookingMail, type BookingMailPayload } from '../schedule/mail';
import { SIGN_IN_MAIL, signInMail } from '../inbox/mail';

/**
 * The outbox worker: the API writes a `notifications` row in the same transaction as each
 * submission (plus one row of kind `webhook` per LEADS_WEBHOOK_URL target); this worker mails the
 * first (nodemailer over SMTP_URL, the resume attached as a stream from where it is stored) and posts
 * the others (server/leads/webhooks.ts). Each destination (the SMTP server, each webhook receiver)
 * has its own lane: its own claims, `concurrency` deliveries in flight, a timeout per delivery, so a
 * receiver that hangs delays nothing but its own rows. A row is claimed with `FOR UPDATE SKIP LOCKED`
 * and a lease (locked_until), so two server processes on one PostgreSQL never take the same row; a
 * failed delivery is retried with exponential backoff of its own (attempts, next_attempt_at,
 * last_error). An outage never touches storing: the rows wait.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Every value in it escaped. */
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string | Buffer | Readable; contentType?: string }[];
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
/** A mail that has not gone within this long is given up and retried later (well inside the lease). */
export const MAIL_TIMEOUT_MS = 120_000;

interface ClaimedRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * One destination (the SMTP server, or one webhook receiver): its rows are claimed and delivered on
 * their own, so a destination that hangs holds up nothing but its own rows.
 */
interface Lane {
  name: string;
  /** Which outbox rows go to this destination. */
  due: SQL;
}

export interface OutboxWorker {
  /** Delivers what is due now, every destination at once; resolves with the number of mails sent and webhooks accepted. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startOutboxWorker({
  db,
  mailer,
  notifyTo,
  webhooks,
  intervalMs = 2000,
  batch = 10,
  concurrency = 4,
  mailTimeoutMs = MAIL_TIMEOUT_MS,
  log = (line: string) => console.info(line),
  autoStart = true,
  now,
}: {
  db: Database;
  /** Absent: mails wait in the outbox (no SMTP_URL). */
  mailer?: Mailer;
  notifyTo?: string;
  /** Absent: webhook rows wait (none are written without LEADS_WEBHOOK_URL). */
  webhooks?: WebhookSettings | null;
  intervalMs?: number;
  /** Rows one destination claims at a time. */
  batch?: number;
  /** Deliveries in flight at once per destination. */
  concurrency?: number;
  /** A mail not sent within this long fails (and is retried with backoff); webhooks have their own timeout. */
  mailTimeoutMs?: number;
  log?: (line: string) => void;
  autoStart?: boolean;
  /** The clock reminders expire by (tests pass a fake one). */
  now?: () => Date;
}): OutboxWorker {
  // Mails to visitors go whatever LEADS_NOTIFY_TO says; the agency's notices only where it is set.
  const visitorKinds = ['newsletter', ...bookingKinds.visitor, SIGN_IN_MAIL];
  const mailKinds = !mailer ? [] : notifyTo ? ['contact', 'contact_request', 'job-application', 'talent-pool', 'chat', bookingKinds.agency, ...visitorKinds] : visitorKinds;
  const targets = new Map((webhooks?.targets ?? []).map((target) => [target.key, target]));
  const list = (values: string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);
  const lanes: Lane[] = [
    ...(mailKinds.length ? [{ name: 'mail', due: sql`kind in (${list(mailKinds)})` }] : []),
    ...[...targets.values()].map((target) => ({ name: `webhook ${target.label}`, due: sql`(kind = 'webhook' and payload->>'target' = ${target.key})` })),
  ];
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  const logLine = (event: string, fields: Record<string, unknown>) => log(JSON.stringify({ level: 'info', event, ...fields, at: new Date().toISOString() }));

  const claim = async (lane: Lane, limit = batch): Promise<ClaimedRow[]> => {
    const result = await db.execute(sql`
      update notifications set locked_until = now() + ${LEASE}, attempts = attempts + 1
      where id in (
        select id from notifications
        where sent_at is null and next_attempt_at <= now() and (locked_until is null or locked_until < now()) and ${lane.due}
        order by created_at limit ${limit}
        for update skip locked)
      returning id, kind, payload, attempts`);
    return (result as unknown as { rows: ClaimedRow[] }).rows;
  };

  const deliver = async (row: ClaimedRow): Promise<Record<string, unknown>> => {
    if (row.kind === 'webhook') {
      const target = targets.get(String(row.payload.target));
      if (!target || !webhooks) throw new Error('webhook target no longer configured');
      await deliverWebhook(target, { id: `msg_${row.id}`, body: webhookBody(row.payload), secret: webhooks.secret, timeoutMs: webhooks.timeoutMs });
      return { target: target.label };
    }
    const resume = await resumeOf(db, row);
    try {
      await withDeadline(mailer!.send(renderMail(row, notifyTo, resume)), mailTimeoutMs, 'mail');
    } finally {
      if (resume && !Buffer.isBuffer(resume.content)) resume.content.destroy();
    }
    return {};
  };

  /** One row: delivered and marked sent, or failed and backed off (its own backoff, nobody else's). */
  const settle = async (row: ClaimedRow): Promise<boolean> => {
    // A reminder is of no use once its call has started (or after a late outage): dropped, never sent.
    if (typeof row.payload.expiresAt === 'string' && Date.parse(row.payload.expiresAt) <= (now?.() ?? new Date()).getTime()) {
      await db.execute(sql`update notifications set sent_at = now(), locked_until = null, last_error = 'expired: the call had started',
        payload = payload - 'manageUrl' where id = ${row.id}`);
      logLine('notification.expired', { notificationId: row.id, kind: row.kind });
      return false;
    }
    try {
      const detail = await deliver(row);
      // Sent: the links of a confirmation mail are not kept (only their hashes are, on the subscriber).
      await db.execute(sql`update notifications set sent_at = now(), locked_until = null, last_error = null,
        payload = payload - 'confirmUrl' - 'unsubscribeUrl' - 'manageUrl' where id = ${row.id}`);
      logLine('notification.sent', { notificationId: row.id, kind: row.kind, ...detail });
      return true;
    } catch (error) {
      const wait = backoffMs(row.attempts);
      await db.execute(sql`update notifications set locked_until = null, last_error = ${String(error).slice(0, 500)},
        next_attempt_at = now() + ${`${Math.round(wait / 1000)} seconds`}::interval where id = ${row.id}`);
      logLine('notification.failed', { notificationId: row.id, kind: row.kind, attempts: row.attempts, retryInSeconds: Math.round(wait / 1000), ...describeError(error) });
      return false;
    }
  };

  /** One claim of one destination, delivered `concurrency` at a time; resolves with what was delivered and whether it claimed a full batch. */
  const runLane = async (lane: Lane): Promise<{ sent: number; full: boolean }> => {
    const rows = await claim(lane);
    let sent = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(concurrency, rows.length) }, async () => {
        while (next < rows.length && !stopped) if (await settle(rows[next++]!)) sent += 1;
      }),
    );
    // Stopping: the rows not begun are handed back at once rather than at the end of their lease.
    const untouched = rows.slice(next).map((row) => row.id);
    if (untouched.length) await db.execute(sql`update notifications set locked_until = null, attempts = attempts - 1 where id in (${sql.join(untouched.map((id) => sql`${id}`), sql`, `)})`);
    return { sent, full: rows.length === batch };
  };

  // Rate-limit hits older than their window are of no use.
  const housekeeping = () => db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(Date.now() - FORM_RATE_WINDOW_MS)));

  const runOnce = async (): Promise<number> => {
    const results = await Promise.all(lanes.map(runLane));
    await housekeeping();
    return results.reduce((sum, result) => sum + result.sent, 0);
  };

  /** Repeats `work` on its own timer until stopped: at once again when it asks to, else after intervalMs (housekeeping). */
  const loop = (name: string, work: () => Promise<boolean>) => {
    const tick = () => {
      if (stopped) return;
      const job = work()
        .catch((error: unknown) => {
          logLine('notification.worker_error', { lane: name, ...describeError(error) });
          return false;
        })
        .then((again) => {
          running.delete(job);
          if (stopped) return;
          const timer = setTimeout(() => {
            timers.delete(timer);
            tick();
          }, again ? 0 : intervalMs);
          timers.add(timer);
        });
      running.add(job);
    };
    const timer = setTimeout(() => {
      timers.delete(timer);
      tick();
    }, 0);
    timers.add(timer);
  };
  /**
   * The running worker: each lane keeps up to `concurrency` deliveries in flight. A free slot is filled
   * at the next look (at once when a delivery ends, else every intervalMs), so a delivery that hangs
   * holds one slot of its own destination until its timeout, and nothing else.
   */
  const pump = (lane: Lane) => {
    let inFlight = 0;
    let looking = false;
    let timer: NodeJS.Timeout | undefined;
    const lookIn = (delay: number) => {
      if (stopped || looking || (timer && delay > 0)) return;
      if (timer) {
        clearTimeout(timer);
        timers.delete(timer);
      }
      timer = setTimeout(() => {
        if (timer) timers.delete(timer);
        timer = undefined;
        const job = look();
        running.add(job);
        void job.finally(() => running.delete(job));
      }, delay);
      timers.add(timer);
    };
    const look = async () => {
      looking = true;
      let full = false;
      try {
        const free = Math.min(concurrency - inFlight, batch);
        if (free > 0) {
          const rows = await claim(lane, free);
          full = rows.length === free;
          for (const row of rows) {
            inFlight += 1;
            const delivery = settle(row).finally(() => {
              inFlight -= 1;
              running.delete(delivery);
              lookIn(0);
            });
            running.add(delivery);
          }
        }
      } catch (error) {
        logLine('notification.worker_error', { lane: lane.name, ...describeError(error) });
      } finally {
        looking = false;
      }
      lookIn(full && inFlight < concurrency ? 0 : intervalMs);
    };
    lookIn(0);
  };
  if (autoStart) {
    for (const lane of lanes) pump(lane);
    loop('housekeeping', async () => (await housekeeping(), false));
  }

  return {
    runOnce,
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      while (running.size > 0) await Promise.all(running); // deliveries in flight end (or time out) first
      mailer?.close();
    },
  };
}

/** Rejects when `promise` has not settled within `ms` (the work itself is left to end or fail on its own). */
function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: not done within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A stored resume to attach: streamed from where it is kept (never the whole file in memory at once), or given whole (tests). */
interface AttachedResume {
  content: Readable | Buffer;
  size: number;
  format: string;
}

/** The stored resume of a job application or talent-pool row, for the mail's attachment. */
async function resumeOf(db: Database, row: ClaimedRow): Promise<AttachedResume | null> {
  if (!row.payload.resume || typeof row.payload.id !== 'string') return null;
  const resume = await openResume(db, row.payload.id);
  return resume ? { content: resume.stream, size: resume.size, format: resume.format } : null;
}

/** Per submission kind: its label, the form's field labels, who sent it and what it is about. */
const kindsOfLead: Record<
  string,
  { label: string; labels: Record<string, string>; who: (p: Record<string, unknown>) => unknown; about?: (p: Record<string, unknown>) => string; asked?: (p: Record<string, unknown>, key: string) => boolean }
> = {
  contact: {
    label: 'Contact enquiry',
    labels: contactForm.labels,
    who: (p) => p.name,
    about: (p) => `${p.company ? ` (${String(p.company)})` : ''}${p.topic && p.topic !== 'general' ? `: ${String(shownValue(p, 'topic'))}` : ''}`,
    // Budget and timeline are the quote path's questions: listed (answered or '-') for a quote, otherwise only when answered.
    asked: (p, key) => !(qualificationFields as readonly string[]).includes(key) || p.topic === QUOTE_TOPIC || Boolean(p[key]),
  },
  'job-application': { label: 'Job application', labels: jobApplicationForm.labels, who: (p) => [p.firstName, p.lastName].filter(Boolean).join(' '), about: (p) => (p.position ? ` for ${String(shownValue(p, 'position'))}` : '') },
  'talent-pool': { label: 'Talent pool resume', labels: talentPoolForm.labels, who: (p) => p.fullName, about: (p) => (p.areaOfInterest ? ` (${String(p.areaOfInterest)})` : '') },
  chat: { label: 'Chat message', labels: chatForm.labels, who: () => '' },
};
kindsOfLead.contact_request = kindsOfLead.contact!;

/** The labels the visitor chose from, for the fields stored as a value (`backend` is shown as Backend Developer). */
const choiceLabels: Record<string, ReadonlyMap<string, string>> = {
  position: new Map(positionOptions.map((option) => [option.value, option.label])),
  experience: new Map(experienceOptions.map((option) => [option.value, option.label])),
  topic: new Map(contactTopics.map((option) => [option.value, option.label])),
  service: new Map(serviceOptionGroups.flatMap((group) => group.options.map((option) => [option.value, option.label] as const))),
  ...Object.fromEntries(qualificationFields.map((field) => [field, new Map(qualificationOptions[field].map((option) => [option.value, option.label]))])),
};
/** A stored choice as the visitor read it (`backend` is Backend Developer, `25k-75k` is $25,000 to $75,000); any other value as it is. */
export const choiceLabel = (key: string, value: unknown): unknown => choiceLabels[key]?.get(String(value)) ?? value;
const shownValue = (p: Record<string, unknown>, key: string) => choiceLabel(key, p[key]);

/** Controls, bidi overrides and other invisible characters: never in a mail, whatever was stored. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/gu;
const oneLine = (value: unknown) => String(value ?? '').replace(/[\s\p{Z}]+/gu, ' ').replace(INVISIBLE, '').trim();
const block = (value: unknown) =>
  String(value ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\p{Zl}\p{Zp}]/gu, '\n')
    .replace(/[^\S\n]/g, ' ')
    .replace(INVISIBLE, (char) => (char === '\n' ? char : ''))
    .trim();

function formatDate(value: unknown): string {
  const date = new Date(String(value ?? ''));
  return Number.isNaN(date.getTime()) ? '' : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The mail for one outbox row: a confirmation to a subscriber, or the agency's notification (a
 * subject and summary a person can act on, Reply-To the visitor, the resume attached under a name
 * built by us). Nothing in it is an instruction to run: no shell command, and the visitor's text
 * is shown as indented, quoted values (the HTML part escapes every one).
 */
export function renderMail(row: { id: string; kind: string; payload: Record<string, unknown> }, notifyTo: string | undefined, resume: AttachedResume | null = null): MailMessage {
  const p = row.payload;
  if (row.kind === bookingKinds.agency || (bookingKinds.visitor as readonly string[]).includes(row.kind)) {
    return bookingMail(row.kind, p as unknown as BookingMailPayload, notifyTo);
  }
  if (row.kind === SIGN_IN_MAIL) return signInMail(p);
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
  const kind = kindsOfLead[row.kind] ?? { label: 'Submission', labels: {}, who: () => '' };
  const email = typeof p.email === 'string' && p.email ? oneLine(p.email) : '';
  const who = oneLine(kind.who(p));
  const from = who || email || 'a visitor';
  const subject = oneLine(`${kind.label} from ${from}${kind.about?.(p) ?? ''}`).slice(0, 180);

  // The form's fields in the form's order, each with its label; the sender is named in the first line.
  const shown = Object.keys(kind.labels).filter((key) => !['resume', 'consent', 'email', 'name', 'fullName', 'firstName', 'lastName'].includes(key) && key in p && (kind.asked?.(p, key) ?? true));
  const fields = shown.map((key) => ({ label: kind.labels[key]!, value: block(shownValue(p, key)) }));
  const intro = `${kind.label} received on the website from ${who || 'a visitor'}${email ? ` <${email}>` : ''}.`;
  const replyHint = email ? 'Reply to this e-mail to answer them.' : 'No e-mail address was given.';
  const file = p.resume as { format?: string; size?: number } | null | undefined;
  const format = (resume?.format ?? file?.format ?? '') as ResumeFormat;
  const attachment = resume ? { filename: attachmentName(who || email.split('@')[0] || '', format), content: resume.content, contentType: resumeMime(format) } : null;
  const resumeLine = attachment
    ? `Resume: attached as ${attachment.filename} (${resumeLabel(format)}, ${Math.max(1, Math.ceil(resume!.size / 1024))} KB).`
    : file
      ? 'Resume: no longer stored.'
      : '';
  const footer = `Received ${formatDate(p.createdAt)}, reference ${oneLine(p.id)}.`;

  const text = [
    intro,
    replyHint,
    '',
    ...fields.flatMap(({ label, value }) =>
      !value ? [`${label}: -`] : value.includes('\n') || value.length > 60 ? [`${label}:`, ...value.split('\n').map((line) => `    ${line}`), ''] : [`${label}: ${value}`],
    ),
    ...(resumeLine ? ['', resumeLine] : []),
    '',
    footer,
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const html = `<!doctype html><html><body style="font:15px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;color:#1c1d21">
<p>${escapeHtml(intro)}<br>${escapeHtml(replyHint)}</p>
<table role="presentation" style="border-collapse:collapse">${fields
    .map(({ label, value }) => `<tr><th style="${cell};text-align:left">${escapeHtml(label)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(value || '-')}</td></tr>`)
    .join('')}</table>
${resumeLine ? `<p>${escapeHtml(resumeLine)}</p>` : ''}
<p style="color:#52525b">${escapeHtml(footer)}</p>
</body></html>`;
  return {
    to: notifyTo,
    subject,
    text,
    html,
    ...(email ? { replyTo: email } : {}),
    ...(attachment ? { attachments: [attachment] } : {}),
  };
}
