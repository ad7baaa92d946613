import type { Context, MiddlewareHandler } from 'hono';
import type { RateLimiter } from '../http/rate-limit';
import { INBOX_PATH } from './config';

/** Signed-in POSTs per member in 15 minutes: far above real work in a quarter hour (docs/inbox.md), far below a flood. */
export const POST_LIMIT = 300;
export const POST_WINDOW_MS = 15 * 60_000;

/** Ending a session is never refused: it only takes access away. */
const UNLIMITED = new Set([`${INBOX_PATH}/sign-out`, `${INBOX_PATH}/sign-out-everywhere`]);

/**
 * Every signed-in POST counts against its member's budget before anything is read or stored (runs after the
 * session check): a stolen or looping session cannot flood the leads, the calls' mails or the audit log.
 * Past it: 429 with Retry-After, JSON for our script's passkey calls, the inbox's page (`refused`) for a form.
 */
export function postLimit(limiter: RateLimiter | undefined, refused: (c: Context) => Response | Promise<Response>): MiddlewareHandler<{ Variables: { member: string } }> {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !limiter || UNLIMITED.has(c.req.path)) return next();
    const verdict = await limiter.hit(`inbox-post:${c.get('member')}`);
    if (verdict.ok) return next();
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    if ((c.req.header('content-type') ?? '').includes('application/json')) return c.json({ error: 'rate_limited' }, 429);
    return refused(c);
  };
}
