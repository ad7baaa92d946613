import { createHmac, randomBytes } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { site } from '@/content/site';
import { contactSchema, fieldErrors } from '@/lib/forms/contact';
import type { Database } from '../db';
import { contactRequests } from '../db/schema';
import { outboxNotifier, type Notifier } from '../notify';
import { slidingWindowLimiter, type RateLimiter } from '../rate-limit';

export const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 } as const;

export interface ContactApiOptions {
  /** Where enquiries are stored; without it the endpoint answers 503. */
  db?: Database;
  /** Who hears about new enquiries (default: the outbox notifier on `db`). */
  notifier?: Notifier;
  /** Per-address limit (default 5 per 10 minutes). */
  rateLimiter?: RateLimiter;
  /** Behind one reverse proxy: take the client address from the last X-Forwarded-For entry. */
  trustProxy?: boolean;
  /** Secret for the address hash (default: IP_HASH_SECRET, else random per process). */
  ipHashSecret?: string;
  /** Structured log lines (default console.info / console.error). */
  log?: { info: (line: string) => void; error: (line: string) => void };
}

const fallbackMessage = `Please try again in a moment, or e-mail us at ${site.email}.`;

/** POST /api/contact: validates an enquiry with the form's schema, stores it and notifies the team. */
export function createContactApi({
  db,
  notifier,
  rateLimiter = slidingWindowLimiter(CONTACT_RATE_LIMIT),
  trustProxy = false,
  ipHashSecret = process.env.IP_HASH_SECRET || randomBytes(32).toString('hex'),
  log = { info: (line) => console.info(line), error: (line) => console.error(line) },
}: ContactApiOptions = {}) {
  notifier ??= db ? outboxNotifier(db, log.info) : undefined;
  const api = new Hono();
  const logLine = (level: 'info' | 'error', event: string, fields: Record<string, unknown> = {}) =>
    log[level](JSON.stringify({ level, event, ...fields, at: new Date().toISOString() }));

  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  api.post(
    '/',
    // 1. One client, a few enquiries: every attempt counts.
    async (c, next) => {
      const verdict = rateLimiter.hit(clientAddress(c, trustProxy));
      if (!verdict.ok) {
        const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
        return c.json(
          {
            error: 'rate_limited',
            message: `Too many messages from this connection. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or e-mail us at ${site.email}.`,
          },
          429,
          { 'Retry-After': String(verdict.retryAfterSeconds) },
        );
      }
      await next();
    },
    // 2. JSON only.
    async (c, next) => {
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
      if (type !== 'application/json') {
        return c.json({ error: 'unsupported_media_type', message: 'Send the enquiry as JSON (Content-Type: application/json).' }, 415);
      }
      await next();
    },
    // 3. At most 32 KB (declared or streamed).
    bodyLimit({
      maxSize: CONTACT_BODY_LIMIT_BYTES,
      onError: (c) => c.json({ error: 'payload_too_large', message: 'The enquiry is larger than 32 KB. Please shorten the message.' }, 413),
    }),
    async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ error: 'invalid_json', message: 'The request body is not valid JSON.' }, 400);
      }

      // 4. The honeypot: answer like a success, store nothing.
      if (isRecord(body) && typeof body.website === 'string' && body.website.trim() !== '') {
        logLine('info', 'contact.honeypot');
        return c.json({ status: 'received' }, 200);
      }

      // 5. The form's own rules.
      const parsed = contactSchema.safeParse(body);
      if (!parsed.success) {
        return c.json({ error: 'validation', message: 'Some fields need your attention.', fields: fieldErrors(parsed.error) }, 400);
      }

      if (!db) {
        return c.json({ error: 'unavailable', message: `Messages cannot be received right now. ${fallbackMessage}` }, 503);
      }

      // 6. Store, then notify (a failed notification does not lose the stored enquiry).
      const data = parsed.data;
      // What the visitor sent, as stored and as notified (optional fields left blank become null).
      const enquiry = {
        name: data.name,
        email: data.email,
        company: data.company || null,
        service: data.service || null,
        topic: data.topic,
        message: data.message,
      };
      let stored: { id: string; createdAt: Date } | undefined;
      try {
        [stored] = await db
          .insert(contactRequests)
          .values({
            ...enquiry,
            userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
            ipHash: hashAddress(clientAddress(c, trustProxy), ipHashSecret),
          })
          .returning({ id: contactRequests.id, createdAt: contactRequests.createdAt });
      } catch (error) {
        logLine('error', 'contact.store_failed', { error: String(error) });
      }
      if (!stored) {
        return c.json({ error: 'storage', message: `We could not save your message. ${fallbackMessage}` }, 500);
      }

      logLine('info', 'contact.received', { id: stored.id, topic: enquiry.topic, service: enquiry.service });
      try {
        await notifier?.notify({ kind: 'contact_request', id: stored.id, createdAt: stored.createdAt.toISOString(), ...enquiry });
      } catch (error) {
        logLine('error', 'contact.notify_failed', { id: stored.id, error: String(error) });
      }
      return c.json({ id: stored.id }, 201);
    },
  );

  api.all('/', (c) => c.json({ error: 'method_not_allowed', message: 'Use POST.' }, 405, { Allow: 'POST' }));
  return api;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The client's address: the socket peer, or the last X-Forwarded-For hop behind a trusted proxy. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // no socket (app.request in tests)
  }
}

function hashAddress(address: string, secret: string): string {
  return createHmac('sha256', secret).update(address).digest('hex');
}
