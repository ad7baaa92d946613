import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { createApi, type ApiOptions } from './api';
import type { Database } from './db';
import { API_CSP, LOCKED_DOWN_CSP, NO_STORE, securityHeaders } from './http/headers';
import { describeError, jsonLogger, type Logger } from './http/log';
import { checkRequestPath, isApiPath, rawPathOf } from './http/request-path';
import { EDITOR_PAGES } from './editor/paths';
import { editorPages } from './editor/routes';
import type { EditorMode } from './editor/storage';
import { frameServerPagesFrom } from './pages/site-page';
import type { Publisher } from './editor/publish/publisher';
import { LiveExport } from './live-export';
import { readSiteManifest, type SiteManifest } from './site-manifest';
import { plainError, requestTarget, staticSite } from './static-site';

export interface AppOptions {
  /** The static export to serve (default: ./out). */
  root?: string;
  /**
   * The export's serving manifest (default: read from `root`, written there by the postbuild; without
   * one, e.g. for API-only tests, no path is a page). server/main.ts reads it and refuses to start without it.
   */
  manifest?: SiteManifest;
  /** Where the API stores enquiries (opened once by server/main.ts); without it POST /api/contact answers 503. */
  db?: Database;
  /** The API's other settings: notifier, rate limit, proxy trust. */
  api?: Omit<ApiOptions, 'db'>;
  /** Where unexpected errors are logged (default: JSON lines on stderr). */
  log?: Logger;
  /** The content editor at /keystatic and /api/keystatic (server/editor/storage.ts): off by default. */
  editor?: EditorMode;
  /** The export as the editor's Publish swaps it (server/live-export.ts): default, `root` and `manifest`, fixed. */
  live?: LiveExport;
  /** The editor's Publish (server/editor/publish/): its API and preview are mounted when given. */
  publisher?: Publisher;
}

type Env = { Variables: { requestId: string } };

/** A request id from the front proxy (or our own socket layer) is kept when it looks like one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(c: Context): string {
  const incoming = (c.env as { incoming?: { headers?: Record<string, unknown> } } | undefined)?.incoming;
  const given = incoming?.headers?.['x-request-id'] ?? c.req.header('x-request-id');
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The answer to a failed page request when the export has no server-error page (a server without a build). */
const PLAIN_ERROR_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Something went wrong</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.5rem;color:#0f172a;line-height:1.6}a{color:#1d4ed8}</style></head>
<body><main><h1>Unexpected Application Error!</h1><p>500</p><p>The page could not be delivered. Please try again in a moment, or go back to the <a href="/">home page</a>.</p></main></body>
</html>
`;

/** The site's server-error page (app/pages/500.astro) with its policy, read once at start; the plain page without one. */
function serverErrorPage(root: string, manifest: SiteManifest): { html: string; csp: string } {
  const page = manifest.serverError;
  if (page) {
    try {
      return { html: readFileSync(path.join(root, page.file), 'utf8'), csp: page.csp };
    } catch {
      // The manifest names a file the export lacks: the plain page answers.
    }
  }
  return { html: PLAIN_ERROR_PAGE, csp: LOCKED_DOWN_CSP };
}

/**
 * One Hono app: the API under /api and the static export for everything else. Every response
 * carries the security headers and an X-Request-Id; every /api answer is `no-store` with a
 * locked-down CSP, and JSON unless the client prefers HTML (server/http/negotiate.ts).
 */
export function createApp({ root = path.resolve('out'), manifest, db, api = {}, log = jsonLogger, editor = { kind: 'off' }, live, publisher }: AppOptions = {}) {
  const siteRoot = path.resolve(root);
  const served = live ?? new LiveExport({ root: siteRoot, manifest: manifest ?? readManifestOrNone(siteRoot) });
  // The pages the server renders are framed by the header and footer cut from this export (server/pages/site-page.ts).
  frameServerPagesFrom(served.current().root);
  let errorPage = serverErrorPage(served.current().root, served.current().manifest);
  served.onSwap((next) => {
    frameServerPagesFrom(next.root);
    errorPage = serverErrorPage(next.root, next.manifest);
  });
  const app = new Hono<Env>();

  app.use('*', async (c, next) => {
    const id = requestIdOf(c);
    c.set('requestId', id);
    await next();
    c.header('X-Request-Id', id);
    // A stricter Referrer-Policy set by a route (no-referrer on pages carrying a token) is kept.
    for (const [name, value] of Object.entries(securityHeaders)) if (!(name === 'Referrer-Policy' && c.res.headers.has(name))) c.header(name, value);
    // Every API answer has a policy: nothing may load or run (the API's own HTML pages set theirs).
    if (!c.res.headers.has('Content-Security-Policy') && isApiPath(rawPathOf(requestTarget(c)).replace(/^\/+/, '/'))) c.header('Content-Security-Policy', API_CSP);
  });

  // The request path is checked once, before routing: control characters, malformed escapes and
  // paths above the root are 400, over-long paths 414 (JSON under /api, plain text elsewhere).
  app.use('*', async (c, next) => {
    const raw = rawPathOf(requestTarget(c));
    const check = checkRequestPath(raw);
    if (check.ok || check.status === 404) return next();
    if (isApiPath(raw.replace(/^\/+/, '/'))) {
      return c.json({ error: check.status === 414 ? 'uri_too_long' : 'bad_request', message: 'The request path is not valid.' }, check.status, {
        'Cache-Control': NO_STORE,
      });
    }
    return plainError(c, check.status);
  });

  // /api/vitals takes the pages of the export live now: a page published a minute ago counts, without a restart.
  const livePage = (pagePath: string) => Object.hasOwn(served.current().manifest.pages, pagePath);
  const apiApp = createApi({ ...(api.pagePaths === undefined ? { isPage: livePage } : {}), ...api, db, editor: { mode: editor, publisher, ...api.editor } });
  const apiMethods = allowedMethods(apiApp.routes, '/api');
  app.use('/api', noStore);
  app.use('/api/*', noStore);
  app.route('/api', apiApp);
  // Whatever the API's routes did not answer: JSON 405 (with Allow) for a known path, else JSON 404.
  const apiFallback = (c: Context) => {
    const check = checkRequestPath(rawPathOf(requestTarget(c)));
    const allowed = check.ok ? apiMethods.get(check.normalised) : undefined;
    if (allowed && !allowed.includes(c.req.method)) {
      return c.json({ error: 'method_not_allowed', message: `Use ${allowed.join(' or ')}.` }, 405, { Allow: allowed.join(', ') });
    }
    return c.json({ error: 'not_found', message: 'No such API endpoint.' }, 404);
  };
  app.all('/api', apiFallback);
  app.all('/api/*', apiFallback);

  // The content editor's admin UI (never part of the export): mounted only when the editor is on.
  const pages = editorPages(editor, {
    ...(publisher ? { preview: { publisher, serveExport: (release, prefix) => staticSite(release, { prefix }) } } : {}),
    publishBar: publisher !== undefined || api.editor?.githubPublisher !== undefined,
  });
  if (pages) {
    app.route(EDITOR_PAGES, pages);
  }

  app.use('*', staticSite(served));

  app.onError((error, c) => {
    const id = c.get('requestId');
    // A body the client broke (malformed chunked encoding, answered 400 by the socket layer) or abandoned: not our error.
    const incoming = (c.env as { incoming?: { destroyed?: boolean; complete?: boolean } } | undefined)?.incoming;
    if (incoming?.destroyed && !incoming.complete) {
      log.info({ event: 'request_body_aborted', id, method: c.req.method, path: rawPathOf(requestTarget(c)).slice(0, 512) });
      return c.json({ error: 'invalid_body', message: 'The request body could not be read.' }, 400, { 'Cache-Control': NO_STORE });
    }
    log.error({ event: 'unhandled_error', id, method: c.req.method, path: rawPathOf(requestTarget(c)).slice(0, 512), ...describeError(error) });
    if (isApiPath(c.req.path)) {
      return c.json({ error: 'internal_error', message: 'Something went wrong on our side. Please try again in a moment.', requestId: id }, 500, {
        'Cache-Control': NO_STORE,
      });
    }
    return c.html(errorPage.html, 500, { 'Cache-Control': NO_STORE, 'Content-Security-Policy': errorPage.csp });
  });
  return app;
}

export function readManifestOrNone(root: string): SiteManifest {
  try {
    return readSiteManifest(root);
  } catch {
    return { version: 1, pages: {}, notFound: { file: '404.html', csp: LOCKED_DOWN_CSP } };
  }
}

async function noStore(c: Context, next: () => Promise<void>) {
  await next();
  c.header('Cache-Control', NO_STORE);
}

/** Methods per API path from the router's table (HEAD wherever GET is; middleware entries skipped). */
export function allowedMethods(routes: readonly { path: string; method: string }[], prefix: string): Map<string, string[]> {
  const methods = new Map<string, string[]>();
  for (const route of routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    const full = `${prefix}${route.path}`.replace(/\/+$/, '') || '/';
    const list = methods.get(full) ?? [];
    for (const method of route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]) if (!list.includes(method)) list.push(method);
    methods.set(full, list);
  }
  return methods;
}
