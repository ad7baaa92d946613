import { createHash } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { resumeMime } from '../http/resume-name';

/**
 * Webhooks for the team's tools (CRM, Slack, Zapier): each submission is posted as JSON to every
 * LEADS_WEBHOOK_URL, signed as the Standard Webhooks specification says (webhook-id,
 * webhook-timestamp, webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the
 * LEADS_WEBHOOK_SECRET key). The API writes one outbox row per target (kind `webhook`) in the
 * submission's transaction; the outbox worker delivers them like mails (lease, backoff, once).
 * A target is stored by its hash only: such URLs often carry a token in their path.
 */

export interface WebhookTarget {
  url: string;
  /** Stored in the outbox row instead of the URL. */
  key: string;
  /** What logs name: scheme, host and port only. */
  label: string;
}

export interface WebhookSettings {
  targets: WebhookTarget[];
  secret: string;
  /** Each delivery attempt gives up after this long (default 10 s). */
  timeoutMs: number;
}

/** The submission kinds posted to webhooks (newsletter sign-ups are not: they are unconfirmed until the reader clicks). */
export const webhookKinds = ['contact', 'job-application', 'talent-pool', 'chat'] as const;

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

export function webhookTargetKey(url: string): string {
  return createHash('sha256').update(url).digest('hex').slice(0, 32);
}

/**
 * LEADS_WEBHOOK_URL (one or more URLs separated by commas or spaces) and LEADS_WEBHOOK_SECRET
 * (`whsec_` + base64 of 24 to 64 random bytes). Null when no URL is set; throws a message naming
 * the variable when either is wrong, so the server refuses to start rather than drop leads.
 */
export function webhookSettingsFromEnv(env: Record<string, string | undefined> = process.env): WebhookSettings | null {
  const raw = env.LEADS_WEBHOOK_URL?.trim();
  if (!raw) return null;
  const targets: WebhookTarget[] = [];
  for (const entry of raw.split(/[\s,]+/).filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`LEADS_WEBHOOK_URL: "${entry.slice(0, 80)}" is not a URL (expected https://host/path; several URLs are separated by commas).`);
    }
    const where = `${url.protocol}//${url.host}`;
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.test(url.hostname))) {
      throw new Error(`LEADS_WEBHOOK_URL: ${where} must use https (plain http is accepted for localhost only: submissions hold personal data).`);
    }
    if (url.username || url.password) throw new Error(`LEADS_WEBHOOK_URL: ${where} carries a user name or password; put the credential in the path or use the signature.`);
    if (url.hash) throw new Error(`LEADS_WEBHOOK_URL: ${where} has a #fragment, which is never sent; remove it.`);
    if (targets.some((target) => target.url === url.href)) continue;
    targets.push({ url: url.href, key: webhookTargetKey(url.href), label: where });
  }
  const secret = env.LEADS_WEBHOOK_SECRET?.trim() ?? '';
  const key = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret)?.[1];
  const bytes = key && key.length % 4 === 0 ? Buffer.from(key, 'base64').length : 0;
  if (!key || bytes < 24 || bytes > 64) {
    throw new Error(
      `LEADS_WEBHOOK_SECRET must be "whsec_" followed by the base64 of 24 to 64 random bytes when LEADS_WEBHOOK_URL is set${secret ? '' : ' (it is empty)'}; generate one with: node -e "console.log('whsec_' + require('crypto').randomBytes(32).toString('base64'))"`,
    );
  }
  const timeout = Number(env.LEADS_WEBHOOK_TIMEOUT_MS?.trim() || 10_000);
  // At most 20 s: a batch of 10 deliveries then ends well within the outbox's 5-minute lease, so no other process re-claims a row still in it.
  if (!Number.isInteger(timeout) || timeout < 100 || timeout > 20_000) throw new Error('LEADS_WEBHOOK_TIMEOUT_MS must be a whole number of milliseconds between 100 and 20000.');
  return { targets, secret, timeoutMs: timeout };
}

/**
 * The JSON body of one submission, in the Standard Webhooks payload shape (type, timestamp, data).
 * The resume is described (name, type, size), never sent: the team fetches it from the mail or the CLI.
 */
export function webhookBody(payload: Record<string, unknown>): string {
  const { resume, type, eventType, ...fields } = payload;
  delete fields.target;
  const file = resume as { fileName?: string; format?: string; size?: number } | null | undefined;
  const data: Record<string, unknown> = { ...fields, type };
  if (resume !== undefined) data.resume = file ? { name: file.fileName ?? null, type: resumeMime(String(file.format ?? '')), size: file.size ?? null } : null;
  // Bookings name their own event (booking.created, booking.rescheduled, booking.cancelled).
  return JSON.stringify({ type: typeof eventType === 'string' ? eventType : `${String(type)}.received`, timestamp: typeof fields.createdAt === 'string' ? fields.createdAt : new Date().toISOString(), data });
}

/** Posts one signed delivery; resolves when the receiver answered 2xx, rejects otherwise (the outbox retries). */
export async function deliverWebhook(target: WebhookTarget, { id, body, secret, timeoutMs }: { id: string; body: string; secret: string; timeoutMs: number }): Promise<void> {
  const timestamp = new Date();
  const signature = new Webhook(secret).sign(id, timestamp, body);
  let response: Response;
  try {
    response = await fetch(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Northstack-Webhooks/1',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // Never the URL itself (it may hold a token): its origin only.
    const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : ((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message);
    throw new Error(`webhook ${target.label}: ${reason}`);
  }
  await response.body?.cancel().catch(() => {});
  if (response.status < 200 || response.status >= 300) throw new Error(`webhook ${target.label}: HTTP ${response.status}`);
}
