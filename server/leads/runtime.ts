import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiOptions } from '../api';
import { DEFAULT_DATA_DIR, type DatabaseHandle } from '../db';
import { databaseLimiter, formRateLimit } from '../rate-limit';
import { mailSettingsFromEnv, smtpMailer, startOutboxWorker, type OutboxWorker } from './outbox';
import { availabilityFrom, feedTokenFrom } from '../schedule/config';

/**
 * Lead capture's share of the server: the API options (rate limit in the database, admin token),
 * the outbox worker when SMTP_URL is set, and the admin file the CLI reads. server/main.ts calls
 * `setupLeads` once and `stop` on shutdown.
 */

export interface AdminFile {
  pid: number;
  port: number;
  token: string;
}

/** Where the server writes its admin token: ADMIN_TOKEN_FILE, else beside DATA_DIR ({DATA_DIR}.admin.json). */
export function adminFilePath(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.ADMIN_TOKEN_FILE?.trim() || `${(env.DATA_DIR?.trim() || DEFAULT_DATA_DIR).replace(/\/+$/, '')}.admin.json`);
}

export function readAdminFile(file: string): AdminFile | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as AdminFile;
    return typeof parsed.token === 'string' && Number.isInteger(parsed.port) && Number.isInteger(parsed.pid) ? parsed : null;
  } catch {
    return null;
  }
}

export function setupLeads(database: DatabaseHandle, env: Record<string, string | undefined> = process.env) {
  const limit = formRateLimit(env);
  const token = randomBytes(32).toString('base64url');
  // With PostgreSQL the CLI connects directly; an in-memory database has nothing to administer from outside.
  const adminFile = env.DATABASE_URL?.trim() || env.DATA_DIR?.startsWith('memory://') ? null : adminFilePath(env);
  const mail = mailSettingsFromEnv(env);
  let worker: OutboxWorker | undefined;
  if (mail) worker = startOutboxWorker({ db: database.db, mailer: smtpMailer(mail), notifyTo: mail.notifyTo, intervalMs: Number(env.OUTBOX_INTERVAL_MS) || 2000 });

  const api: Pick<ApiOptions, 'rateLimiter' | 'admin' | 'siteUrl' | 'schedule'> = {
    rateLimiter: limit > 0 ? databaseLimiter(database.db, { limit }) : undefined,
    admin: adminFile ? { token } : undefined,
    siteUrl: env.SITE_URL?.trim() || undefined,
    schedule: { availability: availabilityFrom(env), feedToken: feedTokenFrom(env) },
  };
  return {
    api,
    mail: mail ? `mail via SMTP${mail.notifyTo ? ` to ${mail.notifyTo}` : ' (newsletter confirmations only: LEADS_NOTIFY_TO unset)'}` : 'no SMTP_URL: notifications wait in the outbox',
    /** Once listening: write the admin file (0600) the CLI uses to reach this server. */
    listening(port: number) {
      if (!adminFile) return;
      try {
        mkdirSync(path.dirname(adminFile), { recursive: true });
        rmSync(adminFile, { force: true });
        writeFileSync(adminFile, JSON.stringify({ pid: process.pid, port, token } satisfies AdminFile), { mode: 0o600, flag: 'wx' });
        chmodSync(adminFile, 0o600);
      } catch (error) {
        console.error(`Could not write the admin file ${adminFile}; npm run leads cannot reach this server:`, error);
      }
    },
    async stop() {
      if (adminFile && readAdminFile(adminFile)?.pid === process.pid) rmSync(adminFile, { force: true });
      await worker?.stop();
    },
  };
}
