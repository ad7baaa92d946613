import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { NO_INDEX, NO_STORE } from '../../http/headers';
import type { RateLimiter } from '../../http/rate-limit';
import type { ServedExport } from '../../live-export';
import { EDITOR_PAGES } from '../paths';
import type { GitHubAnswer, GitHubPublisher } from './github';
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

/** Where Keystatic's GitHub sign-in keeps the person's access token (set by its OAuth callback). */
export const GITHUB_TOKEN_COOKIE = 'keystatic-gh-access-token';

const limited = (limiter: RateLimiter | undefined, key: (c: Context) => string) => async (c: Context, next: () => Promise<void>) => {
  if (c.req.method !== 'POST' || !limiter) return next();
  const verdict = await limiter.hit(`publish:${key(c)}`);
  if (verdict.ok) return next();
  return c.json({ error: 'rate_limited', message: 'Too many publish requests: wait a minute.' }, 429, { 'Retry-After': String(verdict.retryAfterSeconds) });
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
  api.use('*', limited(limiter, key));
  api.get('/', (c) => c.json(publisher.status()));
  api.post('/', (c) => answer(c, publisher.publish(), 202));
  api.post('/live', (c) => answer(c, publisher.makeLive(), 200));
  api.post('/rollback', (c) => answer(c, publisher.rollBack(), 200));
  api.all('*', (c) => c.json({ error: 'not_found', message: 'No such publish action.' }, 404));
  return api;
}

/**
 * GitHub mode: GET /publish?branch=… (the pull request's status; merges it once its checks pass) and POST
 * /publish?branch=… (opens it), as the person Keystatic signed in; Make it live and Roll back are GitHub's merge
 * and Revert there.
 */
export function githubPublishApi({ publisher, limiter, key }: { publisher: GitHubPublisher; limiter?: RateLimiter; key: (c: Context) => string }): Hono {
  const api = new Hono();
  api.use('*', limited(limiter, key));
  const run = async (c: Context, action: 'status' | 'publish') => {
    const token = tokenOf(c.req.header('cookie'));
    if (!token) return c.json({ error: 'signed_out', message: 'Sign in with GitHub first.' }, 401);
    const result: GitHubAnswer = await publisher[action](token, c.req.query('branch') ?? '');
    return result.ok ? c.json(result.status, action === 'publish' ? 202 : 200) : c.json({ error: result.error, message: result.message }, result.httpStatus);
  };
  api.get('/', (c) => run(c, 'status'));
  api.post('/', (c) => run(c, 'publish'));
  api.all('*', (c) => c.json({ error: 'not_found', message: 'In GitHub mode a publish goes live when its pull request merges; undo one with Revert on the pull request.' }, 404));
  return api;
}

/** The token in Keystatic's sign-in cookie, or undefined. */
export function tokenOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === GITHUB_TOKEN_COOKIE && value.length > 0) {
      const token = decodeURIComponent(value.join('='));
      return /^[\w.-]{10,255}$/.test(token) ? token : undefined;
    }
  }
  return undefined;
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
