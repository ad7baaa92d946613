import type { ApiOptions } from '../api';
import type { DatabaseHandle } from '../db';
import { databaseLimiter, formRateLimit } from '../rate-limit';
import { mailSettingsFromEnv, smtpMailer, startOutboxWorker, type OutboxWorker } from './outbox';

/**
 * Lead capture's share of the server: the API options (rate limit in the database) and the outbox
 * worker when SMTP_URL is set. server/main.ts calls `setupLeads` once and `stop` on shutdown. The
 * operator CLI needs nothing from here: it reaches the database itself (PostgreSQL, or the embedded
 * database's private socket in DATA_DIR).
 */
export function setupLeads(database: DatabaseHandle, env: Record<string, string | undefined> = process.env) {
  const limit = formRateLimit(env);
  const mail = mailSettingsFromEnv(env);
  let worker: OutboxWorker | undefined;
  if (mail) worker = startOutboxWorker({ db: database.db, mailer: smtpMailer(mail), notifyTo: mail.notifyTo, intervalMs: Number(env.OUTBOX_INTERVAL_MS) || 2000 });

  const api: Pick<ApiOptions, 'rateLimiter' | 'siteUrl'> = {
    rateLimiter: limit > 0 ? databaseLimiter(database.db, { limit }) : undefined,
    siteUrl: env.SITE_URL?.trim() || undefined,
  };
  return {
    api,
    mail: mail ? `mail via SMTP${mail.notifyTo ? ` to ${mail.notifyTo}` : ' (newsletter confirmations only: LEADS_NOTIFY_TO unset)'}` : 'no SMTP_URL: notifications wait in the outbox',
    async stop() {
      await worker?.stop();
    },
  };
}
