import type { ApiOptions } from './api';
import type { DatabaseHandle } from './db';
import { databaseLimiter, formRateLimit } from './http/rate-limit';
import { formMails } from './api/mail';
import { SIGN_IN_MAIL, signInMail } from './inbox/mail';
import { startOutboxWorker, type OutboxWorker } from './leads/outbox';
import { mailSettingsFromEnv, smtpMailer, type MailRenderers } from './mail';
import { bookingMails } from './schedule/mail';
import { webhookSettingsFromEnv } from './leads/webhooks';
import { availabilityFrom, feedTokenFrom } from './schedule/config';
import { startCalendarPoller } from './schedule/calendars';
import { hostSettingsFrom } from './schedule/hosts';
import { jsonLogger } from './http/log';

/** Every outbox kind's mail, from the features that write them: the forms, the bookings, the inbox's sign-in link. */
export const mailRenderers: MailRenderers = {
  ...formMails,
  ...bookingMails,
  [SIGN_IN_MAIL]: { audience: 'visitor', render: signInMail },
};

/**
 * Lead capture's share of the server: the API options (rate limit in the database, webhook targets)
 * and the outbox worker when SMTP_URL or LEADS_WEBHOOK_URL is set. server/main.ts calls `setupLeads`
 * once and `stop` on shutdown; it throws, with a message naming the variable, when the configuration
 * is wrong. The operator CLI needs nothing from here: it reaches the database itself (PostgreSQL, or
 * the embedded database's private socket in DATA_DIR).
 */
export function setupLeads(database: DatabaseHandle, env: Record<string, string | undefined> = process.env) {
  const limit = formRateLimit(env);
  const mail = mailSettingsFromEnv(env);
  const webhooks = webhookSettingsFromEnv(env);
  let worker: OutboxWorker | undefined;
  if (mail || webhooks) {
    worker = startOutboxWorker({ db: database.db, renderers: mailRenderers, mailer: mail ? smtpMailer(mail) : undefined, notifyTo: mail?.notifyTo, webhooks, intervalMs: Number(env.OUTBOX_INTERVAL_MS) || 2000 });
  }

  const availability = availabilityFrom(env);
  const hosts = hostSettingsFrom(env);
  // The hosts' calendars are read in the background (never on a visitor's request).
  const calendars = startCalendarPoller({ db: database.db, settings: hosts, availability, log: jsonLogger });

  const api: Pick<ApiOptions, 'rateLimiter' | 'siteUrl' | 'webhookTargets' | 'schedule'> = {
    rateLimiter: limit > 0 ? databaseLimiter(database.db, { limit }) : undefined,
    siteUrl: env.SITE_URL?.trim() || undefined,
    webhookTargets: webhooks?.targets.map((target) => target.key),
    schedule: { availability, feedToken: feedTokenFrom(env), hosts },
  };
  return {
    api,
    mail: [
      mail ? `mail via SMTP${mail.notifyTo ? ` to ${mail.notifyTo}` : ' (newsletter confirmations only: LEADS_NOTIFY_TO unset)'}` : 'no SMTP_URL: mails wait in the outbox',
      ...(webhooks ? [`signed webhooks to ${webhooks.targets.map((target) => target.label).join(', ')}`] : []),
    ].join('; '),
    async stop() {
      await calendars.stop();
      await worker?.stop();
    },
  };
}
