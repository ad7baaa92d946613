import { lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db';
import { mailKindsFor, renderMail, type AttachedResume, type Mailer, type MailRenderers } from '../mail';
import { rateLimitHits } from '../db/schema';
import { describeError } from '../http/log';
import { FORM_RATE_WINDOW_MS } from '../http/rate-limit';
import { openResume } from './operations';
import { deliverWebhook, webhookBody, type WebhookSettings } from './webhooks';

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
  renderers,
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
  /** The mail of each outbox kind (server/runtime.ts composes the features' renderers). */
  renderers: MailRenderers;
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
  const visitorKinds = mailKindsFor(renderers, 'visitor');
  const mailKinds = !mailer ? [] : notifyTo ? [...mailKindsFor(renderers, 'agency'), ...visitorKinds] : visitorKinds;
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
      await withDeadline(mailer!.send(renderMail(renderers, row, notifyTo, resume)), mailTimeoutMs, 'mail');
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
      // Sent: the links of a confirmation mail are not kept (only their hashes are, on the subscriber), nor the
      // visitor's invite that carries the manage link.
      const invite = typeof row.payload.manageUrl === 'string' ? sql` - 'ics'` : sql``;
      await db.execute(sql`update notifications set sent_at = now(), locked_until = null, last_error = null,
        payload = payload - 'confirmUrl' - 'unsubscribeUrl' - 'manageUrl'${invite} where id = ${row.id}`);
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

/** The stored resume of a job application or talent-pool row, for the mail's attachment. */
async function resumeOf(db: Database, row: ClaimedRow): Promise<AttachedResume | null> {
  if (!row.payload.resume || typeof row.payload.id !== 'string') return null;
  const resume = await openResume(db, row.payload.id);
  return resume ? { content: resume.stream, size: resume.size, format: resume.format } : null;
}
