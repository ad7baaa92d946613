import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { NO_INDEX, NO_STORE } from '../../http/headers';
import type { RateLimiter } from '../../http/rate-limit';
import type { ServedExport } from '../../live-export';
import { EDITOR_PAGES } from '../paths';
import type { PublishAnswer, Publisher } from './publisher';

/** Where the built release is shown to the editor before it goes live. */
export const PREVIEW_PATH = `${EDITOR_PAGES}/preview`;
/** The Publish API, under the editor's (its access rule, rate limit and the API's same-site guard apply). */
export const PUBLISH_API = 'publish';
/** Publish, Make it live and Roll back per address a minute: each starts or swaps a whole build. */
export const PUBLISH_RATE_LIMIT = 10;

const CONFLICT_MESSAGES: Record<Extract<PublishAnswer, { ok: false }>['error'], string> = {
  already_running: 'A publish is already running: wait for it to finish.',
  nothing_ready: 'Nothing is built and waiting: press Publish first.',
  nothing_to_roll_back: 'There is no earlier version to go back to.',
};

/**
 * GET /publish (the status), POST /publish (start), POST /publish/live (Make it live), POST /publish/rollback,
 * mounted inside the editor's API by server/editor/routes.ts after its access rule. `key` names the client for
 * the rate limit (a hash of its address).
 */
export function publishApi({ publisher, limiter, key }: { publisher: Publisher; limiter?: RateLimiter; key: (c: Context) => string }): Hono {
  const api = new Hono();
  const answer = (c: Context, result: PublishAnswer, okStatus: 200 | 202) =>
    result.ok ? c.json(result.status, okStatus) : c.json({ error: result.error, message: CONFLICT_MESSAGES[result.error], status: result.status }, 409);
  api.use('*', async (c, next) => {
    if (c.req.method !== 'POST' || !limiter) return next();
    const verdict = await limiter.hit(`publish:${key(c)}`);
    if (verdict.ok) return next();
    return c.json({ error: 'rate_limited', message: 'Too many publish requests: wait a minute.' }, 429, { 'Retry-After': String(verdict.retryAfterSeconds) });
  });
  api.get('/', (c) => c.json(publisher.status()));
  api.post('/', (c) => answer(c, publisher.publish(), 202));
  api.post('/live', (c) => answer(c, publisher.makeLive(), 200));
  api.post('/rollback', (c) => answer(c, publisher.rollBack(), 200));
  api.all('*', (c) => c.json({ error: 'not_found', message: 'No such publish action.' }, 404));
  return api;
}

/** How the composition root serves an export under a path (server/static-site.ts): the preview's and the site's one way. */
export type ServeExport = (site: ServedExport, prefix: string) => MiddlewareHandler;

/** GET /keystatic/preview/<page>: the release waiting for "Make it live", never cached or indexed. */
export async function previewPage(c: Context, publisher: Publisher, serveExport: ServeExport): Promise<Response> {
  const ready = publisher.preview();
  if (!ready) return c.text('Nothing to preview: press Publish in the editor, and wait for "Ready".', 404, { 'Cache-Control': NO_STORE, 'X-Robots-Tag': NO_INDEX });
  const response = await serveExport(ready, PREVIEW_PATH)(c, async () => {});
  const headers = new Headers(response?.headers);
  headers.set('Cache-Control', NO_STORE);
  headers.set('X-Robots-Tag', NO_INDEX);
  return new Response(response?.body ?? null, { status: response?.status ?? 404, headers });
}
