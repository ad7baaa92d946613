import type { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import { site } from '@/content/site';

/**
 * Mail, shared by the features: the message a mail is, the mailer that sends it (nodemailer over
 * SMTP_URL), and the renderers by outbox kind. Each feature renders its own mails (the forms' notices
 * in server/api/mail.ts, the bookings' in server/schedule/mail.ts, the inbox's sign-in link in
 * server/inbox/mail.ts); the composition root (server/runtime.ts) hands the outbox one registry of them,
 * so the outbox imports none of the features.
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

/** A stored resume to attach: streamed from where it is kept (never the whole file in memory at once), or given whole (tests). */
export interface AttachedResume {
  content: Readable | Buffer;
  size: number;
  format: string;
}

/** One outbox kind's mail: who it goes to (visitors' mails go whatever LEADS_NOTIFY_TO says, the agency's only where it is set) and how it is written. */
export interface MailRenderer {
  audience: 'visitor' | 'agency';
  render(payload: Record<string, unknown>, notifyTo: string | undefined, resume: AttachedResume | null, kind: string): MailMessage;
}

/** The mail of every outbox kind, by kind. */
export type MailRenderers = Readonly<Record<string, MailRenderer>>;

/** The outbox kinds mailed to the given audience. */
export function mailKindsFor(renderers: MailRenderers, audience: MailRenderer['audience']): string[] {
  return Object.entries(renderers)
    .filter(([, renderer]) => renderer.audience === audience)
    .map(([kind]) => kind);
}

/** The mail for one outbox row, by its kind. */
export function renderMail(renderers: MailRenderers, row: { id: string; kind: string; payload: Record<string, unknown> }, notifyTo: string | undefined, resume: AttachedResume | null = null): MailMessage {
  const renderer = renderers[row.kind];
  if (!renderer) throw new Error(`no mail for the outbox kind ${row.kind}`);
  return renderer.render(row.payload, notifyTo, resume, row.kind);
}
