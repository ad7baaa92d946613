import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientAddress, hashAddress } from '../forms/pipeline';
import { EDITOR_CSP, NO_INDEX, NO_STORE } from '../http/headers';
import type { ProxyTrust } from '../http/proxy-trust';
import { slidingWindowLimiter, type RateLimiter } from '../http/rate-limit';
import { contentRoot } from '@/content/shared/collection';
import { checkEditableFile, editableRules, editableTree, type PathVerdict } from './confine';
import { collections, editorConfig } from './keystatic.config';
import { problemLabel } from './ui/refusal-marks';
import { isLocalRequest } from './local-request';
import { checkUploadedImage, isUploadedImage } from './uploads';
import { readCheckRequest, saveProblems, saveRefusal, type SaveChanges, type SaveProblem } from './save-check';
import { EDITOR_API, EDITOR_BODY_MAX_BYTES, EDITOR_CHECK, EDITOR_CHECK_MAX_FILES, EDITOR_PAGES, EDITOR_TOO_LARGE } from './paths';
import { LOCAL_BEHIND_PROXY, uiStorage, type EditorMode } from './storage';
import type { Publisher } from './publish/publisher';
import type { GitHubPublisher } from './publish/github';
import { githubPublishApi, PREVIEW_PATH, PUBLISH_API, PUBLISH_RATE_LIMIT, previewPage, publishApi, type ServeExport } from './publish/routes';


/** A refused save's answer, each field named as the editor labels it ('Last day to apply', not 'validThrough'). */
const labelledRefusal = (problems: readonly SaveProblem[]) =>
  saveRefusal(problems, (problem) => problemLabel(collections as unknown as Parameters<typeof problemLabel>[0], problem));
/**
 * The content editor (Keystatic) beside the site: its admin UI at /keystatic (an HTML shell and one script bundle,
 * never part of the static export) and its API at /api/keystatic/* (Keystatic's generic handler on Hono).
 * Off: nothing is mounted (the site's 404). Refused (local storage on a public bind): 403 with the reason.
 */

/** The admin UI's script, built by scripts/build-server.mjs beside the server bundle (dist/server/editor/). */
export const EDITOR_SCRIPT_PATH = `${EDITOR_PAGES}/assets/editor.js`;
const EDITOR_SCRIPT_FILE = 'editor/editor.js';
/** Requests per address a minute: opening the editor reads each entry once; far above what one person clicks. */
export const EDITOR_RATE_LIMIT = 300;
export const EDITOR_RATE_WINDOW_MS = 60 * 1000;
/** Save checks per address a minute (each reads every collection): one editor saves far less often. */
export const EDITOR_CHECK_RATE_LIMIT = 30;

export interface EditorOptions {
  mode: EditorMode;
  trustProxy?: ProxyTrust;
  ipHashSecret?: string;
  /** Default: EDITOR_RATE_LIMIT per address a minute, in memory; null = none. */
  rateLimiter?: RateLimiter | null;
  /** The editor's Publish (server/editor/publish/): its API is mounted at /api/keystatic/publish when given. */
  publisher?: Publisher;
  /** GitHub mode's Publish (server/editor/publish/github.ts), at the same path. */
  githubPublisher?: GitHubPublisher;
  /** Default: PUBLISH_RATE_LIMIT per address a minute, in memory; null = none. */
  publishRateLimiter?: RateLimiter | null;
  /** For the save check (EDITOR_CHECK). Default: EDITOR_CHECK_RATE_LIMIT per address a minute; null = none. */
  checkRateLimiter?: RateLimiter | null;
}

const editorHeaders = { 'Cache-Control': NO_STORE, 'X-Robots-Tag': NO_INDEX } as const;

/**
 * The HTML shell of the admin UI: the storage kind and repository go to the bundle as JSON data (not a script), and
 * whether this server has a Publish (the bar's own root beside Keystatic's).
 */
export function editorShell(mode: Extract<EditorMode, { kind: 'local' | 'github' }>, { publish = false }: { publish?: boolean } = {}): string {
  const settings = JSON.stringify({ storage: uiStorage(mode), ...(publish ? { publish } : {}) }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="${NO_INDEX}"><title>Northstack content editor</title></head>
<body><div id="root"></div>${publish ? '<div id="publish-bar"></div>' : ''}<noscript>The content editor needs JavaScript.</noscript>
<script type="application/json" id="editor-settings">${settings}</script>
<script type="module" src="${EDITOR_SCRIPT_PATH}"></script>
</body>
</html>
`;
}

const refusedPage = (reason: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="${NO_INDEX}"><title>Editor unavailable</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1.5rem;color:#0f172a;line-height:1.6}</style></head>
<body><main><h1>The editor is not available here</h1><p>${reason.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p></main></body>
</html>
`;

let script: string | undefined;
function editorScript(): string | undefined {
  const file = fileURLToPath(new URL(`./${EDITOR_SCRIPT_FILE}`, import.meta.url));
  if (script === undefined && existsSync(file)) script = readFileSync(file, 'utf8');
  return script;
}

/**
 * /keystatic and /keystatic/*: the shell for every path of the UI (its own router), its script, or the refusal;
 * with a publisher, /keystatic/preview/* is the release waiting to go live (server/editor/publish/routes.ts).
 */
export function editorPages(mode: EditorMode, { preview, publishBar = preview !== undefined }: { preview?: { publisher: Publisher; serveExport: ServeExport }; publishBar?: boolean } = {}): Hono | undefined {
  if (mode.kind === 'off') return undefined;
  const pages = new Hono();
  pages.on(['GET', 'HEAD'], '*', (c) => {
    const headers = { ...editorHeaders, 'Content-Security-Policy': EDITOR_CSP };
    if (mode.kind === 'refused') return c.html(refusedPage(mode.reason), 403, headers);
    if (mode.kind === 'local' && !isLocalRequest(c.req.raw)) return c.html(refusedPage(LOCAL_BEHIND_PROXY), 403, headers);
    const pathname = new URL(c.req.url).pathname;
    if (preview && (pathname === PREVIEW_PATH || pathname.startsWith(`${PREVIEW_PATH}/`))) return previewPage(c, preview.publisher, preview.serveExport);
    if (pathname === EDITOR_SCRIPT_PATH) {
      const body = editorScript();
      if (body === undefined) return c.text('The editor is not built: run npm run build:server.', 404, headers);
      return c.body(body, 200, { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' });
    }
    return c.html(editorShell(mode, { publish: publishBar }), 200, headers);
  });
  pages.all('*', (c) => c.text('Method not allowed', 405, { ...editorHeaders, Allow: 'GET, HEAD' }));
  return pages;
}

/** The editor's API (/api/keystatic/*), rate- and size-limited; undefined when the editor is off. */
export function editorApi({ mode, trustProxy = false, ipHashSecret = process.env.IP_HASH_SECRET || randomBytes(32).toString('hex'), rateLimiter, checkRateLimiter, publisher, githubPublisher, publishRateLimiter }: EditorOptions): Hono | undefined {
  if (mode.kind === 'off') return undefined;
  const api = new Hono();
  api.use('*', async (c, next) => {
    await next();
    c.header('X-Robots-Tag', NO_INDEX);
  });
  if (mode.kind === 'refused') {
    api.all('*', (c) => c.json({ error: 'editor_refused', message: mode.reason }, 403));
    return api;
  }
  if (mode.kind === 'local') {
    api.use('*', async (c, next) => (isLocalRequest(c.req.raw) ? next() : c.json({ error: 'editor_refused', message: LOCAL_BEHIND_PROXY }, 403)));
  }
  const limiter = rateLimiter === null ? undefined : (rateLimiter ?? slidingWindowLimiter({ limit: EDITOR_RATE_LIMIT, windowMs: EDITOR_RATE_WINDOW_MS }));
  if (limiter) {
    api.use('*', async (c, next) => {
      const verdict = await limiter.hit(`editor:${hashAddress(clientAddress(c, trustProxy), ipHashSecret)}`);
      if (verdict.ok) return next();
      return c.json({ error: 'rate_limited', message: 'Too many editor requests from this connection.' }, 429, { 'Retry-After': String(verdict.retryAfterSeconds) });
    });
  }
  api.use('*', bodyLimit({ maxSize: EDITOR_BODY_MAX_BYTES, onError: (c) => c.json({ error: 'payload_too_large', message: EDITOR_TOO_LARGE }, 413) }));
  const publishLimiter = publishRateLimiter === null ? undefined : (publishRateLimiter ?? slidingWindowLimiter({ limit: PUBLISH_RATE_LIMIT, windowMs: EDITOR_RATE_WINDOW_MS }));
  const publishKey = (c: Context) => hashAddress(clientAddress(c, trustProxy), ipHashSecret);
  if (mode.kind === 'local' && publisher) api.route(`/${PUBLISH_API}`, publishApi({ publisher, limiter: publishLimiter, key: publishKey }));
  if (mode.kind === 'github' && githubPublisher) api.route(`/${PUBLISH_API}`, githubPublishApi({ publisher: githubPublisher, limiter: publishLimiter, key: publishKey }));
  // The save check: in GitHub mode the editor's page posts a commit's files here before sending it to GitHub
  // (server/editor/ui/save-guard.ts); the files are checked against the content this server was built with.
  const checkLimiter = checkRateLimiter === null ? undefined : (checkRateLimiter ?? slidingWindowLimiter({ limit: EDITOR_CHECK_RATE_LIMIT, windowMs: EDITOR_RATE_WINDOW_MS }));
  api.post(EDITOR_CHECK.slice(EDITOR_API.length), async (c) => {
    if (checkLimiter) {
      const verdict = await checkLimiter.hit(`editor-check:${hashAddress(clientAddress(c, trustProxy), ipHashSecret)}`);
      if (!verdict.ok) return c.json({ error: 'rate_limited', message: 'Too many save checks from this connection.' }, 429, { 'Retry-After': String(verdict.retryAfterSeconds) });
    }
    const request = readCheckRequest(await c.req.json().catch(() => undefined), EDITOR_CHECK_MAX_FILES);
    if (!request.ok) return c.json({ error: 'malformed', message: request.message }, 400, editorHeaders);
    // An uploaded image is read by its content, as in a local save (server/editor/uploads.ts).
    for (const { path: file, contents } of request.changes.additions) {
      if (!isUploadedImage(file)) continue;
      const upload = await checkUploadedImage(file, Buffer.from(contents, 'base64'));
      if (!upload.ok) return c.json({ error: 'image_refused', message: upload.message, path: file.slice(0, 200) }, 422, editorHeaders);
    }
    const base = mode.kind === 'local' ? mode.baseDirectory : path.dirname(contentRoot());
    const problems = saveProblems(base, request.changes);
    return problems.length > 0 ? c.json(labelledRefusal(problems), 422, editorHeaders) : c.json({ ok: true }, 200, editorHeaders);
  });
  const config = editorConfig(uiStorage(mode));
  const handler =
    mode.kind === 'local'
      ? makeGenericAPIRouteHandler({ config, localBaseDirectory: mode.baseDirectory })
      : makeGenericAPIRouteHandler({ config, clientId: mode.clientId, clientSecret: mode.clientSecret, secret: mode.secret });
  // Local storage: every path Keystatic's handler would read, write or list is checked first (server/editor/confine.ts).
  const rules = mode.kind === 'local' ? editableRules(config) : [];
  const refused = (c: Context, verdict: Extract<PathVerdict, { ok: false }>, file: unknown) =>
    c.json({ error: 'editor_path_refused', rule: verdict.rule, message: verdict.message, ...(typeof file === 'string' ? { path: file.slice(0, 200) } : {}) }, verdict.status);
  api.all('*', async (c) => {
    const url = new URL(c.req.url);
    let body: unknown;
    if (mode.kind === 'local') {
      // The parameters exactly as Keystatic's handler reads them: each part of the path decoded, empty parts dropped.
      let params: string[];
      try {
        params = url.pathname.slice(EDITOR_API.length).split('/').map(decodeURIComponent).filter(Boolean);
      } catch {
        return refused(c, { ok: false, status: 400, rule: 'malformed', message: 'The request path has a broken %-escape.' }, undefined);
      }
      if (params[0] === 'blob') {
        const file = params.slice(2).join('/');
        const verdict = await checkEditableFile(rules, mode.baseDirectory, file);
        if (!verdict.ok) return refused(c, verdict, file);
      }
      if (c.req.method === 'POST' && params.join('/') === 'update') {
        body = await c.req.json().catch(() => undefined);
        const changes = body as { additions?: unknown; deletions?: unknown } | undefined;
        if (typeof changes !== 'object' || changes === null || !Array.isArray(changes.additions) || !Array.isArray(changes.deletions)) {
          return refused(c, { ok: false, status: 400, rule: 'malformed', message: 'A save is a JSON object with the lists additions and deletions.' }, undefined);
        }
        for (const change of [...changes.additions, ...changes.deletions] as unknown[]) {
          const file = (change as { path?: unknown } | null)?.path;
          const verdict = await checkEditableFile(rules, mode.baseDirectory, file);
          if (!verdict.ok) return refused(c, verdict, file);
        }
        // Every image in the save is read by its content before anything is written (Keystatic writes the whole save).
        for (const change of changes.additions as unknown[]) {
          const { path: file, contents } = change as { path: string; contents?: unknown };
          if (!isUploadedImage(file)) continue;
          const upload = await checkUploadedImage(file, Buffer.from(typeof contents === 'string' ? contents : '', 'base64url'));
          if (!upload.ok) return c.json({ error: 'image_refused', message: upload.message, path: file.slice(0, 200) }, 422);
        }
        // What content:check would refuse is refused here, before anything is written (server/editor/save-check.ts).
        const problems = saveProblems(mode.baseDirectory, changes as SaveChanges);
        if (problems.length > 0) return c.json(labelledRefusal(problems), 422);
      }
    }
    // Behind a trusted TLS proxy the request arrives as http: GitHub's callback address must be the public https one.
    if (mode.kind === 'github' && trustProxy !== false && c.req.header('x-forwarded-proto') === 'https') url.protocol = 'https:';
    const request = { headers: c.req.raw.headers, method: c.req.method, url: url.toString(), json: async () => body ?? c.req.json() };
    const answer = await handler(request);
    const headers = new Headers(answer.headers);
    if (mode.kind === 'github') secureCookies(headers);
    let payload = answer.body;
    // The local tree (GET tree, and the answer to a save) lists the whole checkout: the editor is shown only its files.
    if (mode.kind === 'local' && answer.status === 200 && typeof payload === 'string' && headers.get('content-type') === 'application/json') {
      payload = JSON.stringify(editableTree(rules, JSON.parse(payload) as { path: string; type?: string }[]));
    }
    return new Response(payload as BodyInit | null, { status: answer.status ?? 200, statusText: answer.statusText, headers });
  });
  return api;
}

/** Keystatic marks its sign-in cookies Secure only when NODE_ENV is production: here always (browsers accept them on http://localhost too). */
function secureCookies(headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length === 0) return;
  headers.delete('Set-Cookie');
  for (const value of cookies) headers.append('Set-Cookie', /;\s*secure/i.test(value) ? value : `${value}; Secure`);
}
