import { statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import send from '@fastify/send';
import type { Context, MiddlewareHandler } from 'hono';
import { CODINGS, CODING_SUFFIX, negotiateCoding } from './http/encoding';
import {
  IMMUTABLE_PREFIXES,
  LOCKED_DOWN_CSP,
  NO_STORE,
  PAGE_METHODS,
  REDIRECT_CACHE,
  cacheControlFor,
  compressibleExtensions,
  contentTypes,
  extensionOf,
  isBuildSideFile,
} from './http/headers';
import { checkRequestPath, rawPathOf, rawQueryOf } from './http/request-path';
import type { LiveExport, ServedExport } from './live-export';
import { redirectMap, type ServedPage } from './site-manifest';

/**
 * Serves the static export. File delivery (ETag and Last-Modified with 304, If-Range, single byte
 * ranges with 206 and 416, HEAD) is @fastify/send's; what is ours is the thin layer around it:
 * which URL is which file (clean URLs, the canonical trailing-slash rule, the redirect table,
 * only real pages answer 200), the precompressed variant for the request's Accept-Encoding, the
 * caching rules and each page's Content-Security-Policy from the build's manifest.
 * A LiveExport is read once per request (server/live-export.ts): a swap never mixes two exports in one answer.
 * `prefix` serves the export under a path of its own (the editor's preview: /keystatic/preview/careers/…).
 */
export function staticSite(site: ServedExport | LiveExport, { prefix = '' }: { prefix?: string } = {}): MiddlewareHandler {
  const pageHeaders = (page: ServedPage) => ({ 'Content-Security-Policy': page.csp });
  const exportOf = () => ('current' in site ? site.current() : site);
  const assetRoots = () => ('assetRoots' in site ? site.assetRoots() : []);

  const deliver = async (c: Context, root: string, urlPath: string, options: { status?: 404; extra?: Record<string, string>; conditional?: boolean } = {}) => {
    const ext = extensionOf(urlPath);
    const compressible = (compressibleExtensions as readonly string[]).includes(ext);
    const file = path.join(root, ...urlPath.split('/').filter(Boolean));
    const coding = compressible ? negotiateCoding(c.req.header('accept-encoding'), CODINGS.filter((name) => isFile(file + CODING_SUFFIX[name]))) : undefined;
    const headers = requestHeaders(c, options.conditional !== false);
    const served = urlPath.split('/').map(encodeURIComponent).join('/') + (coding ? CODING_SUFFIX[coding] : '');
    const result = await send({ headers, method: c.req.method } as never, served, {
      root,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      contentType: false,
    });
    if (result.type === 'directory' || (result.type === 'error' && (result.statusCode === 404 || result.statusCode === 403))) {
      result.stream.destroy();
      return undefined;
    }
    if (result.type === 'error' && result.statusCode >= 500) {
      result.stream.destroy();
      throw (result.metadata as { error?: Error }).error ?? new Error('static file error');
    }

    const response = new Headers();
    for (const [name, value] of Object.entries(result.headers)) response.set(name, String(value));
    if (result.type === 'error') {
      // 412 and 416 (with its Content-Range): send's own short HTML, which runs nothing.
      response.set('Content-Security-Policy', LOCKED_DOWN_CSP);
      response.set('Cache-Control', NO_STORE);
    } else {
      if (result.statusCode !== 304) response.set('Content-Type', contentTypes[ext] ?? 'application/octet-stream');
      if (coding) response.set('Content-Encoding', coding);
      if (compressible) response.set('Vary', 'Accept-Encoding');
      response.set('Cache-Control', options.status === 404 ? NO_STORE : cacheControlFor(urlPath));
      for (const [name, value] of Object.entries(options.extra ?? {})) response.set(name, value);
    }
    const status = options.status ?? result.statusCode;
    if (options.status === 404) {
      for (const name of ['ETag', 'Last-Modified', 'Accept-Ranges', 'Content-Range']) response.delete(name);
    }
    const bodyless = c.req.method === 'HEAD' || status === 304;
    if (bodyless) result.stream.destroy();
    return new Response(bodyless ? null : (Readable.toWeb(result.stream) as ReadableStream), { status, headers: response });
  };

  const notFound = async (c: Context, { root, manifest }: ServedExport) => {
    const response = await deliver(c, root, `/${manifest.notFound.file}`, { status: 404, extra: pageHeaders(manifest.notFound), conditional: false });
    return response ?? c.text('Not found', 404, { 'Cache-Control': NO_STORE });
  };

  return async (c) => {
    const served = exportOf();
    const { root, manifest } = served;
    const target = requestTarget(c).slice(prefix.length) || '/';
    const check = checkRequestPath(rawPathOf(target));
    if (!check.ok) return check.status === 404 ? notFound(c, served) : plainError(c, check.status);
    if (!(PAGE_METHODS as readonly string[]).includes(c.req.method)) {
      return c.text('Method not allowed', 405, { Allow: PAGE_METHODS.join(', '), 'Cache-Control': NO_STORE });
    }

    const { decoded, normalised } = check;
    // Every Location below is a path from our own tables (a page or a redirect target), so a
    // redirect can never point off the site, whatever spelling the request used.
    for (const key of pageKeys(normalised)) {
      const to = redirectMap.get(key);
      if (to) return redirect(c, prefix + to + rawQueryOf(target));
      const page = manifest.pages[key];
      if (!page) continue;
      if (key !== decoded) return redirect(c, prefix + key + rawQueryOf(target));
      return (await deliver(c, root, `/${page.file}`, { extra: pageHeaders(page) })) ?? notFound(c, served);
    }

    // Not a page: a file of the export, unless it is HTML (pages are served only at their
    // canonical URL) or a build-side file.
    if (normalised === '/' || extensionOf(normalised) === '.html' || isBuildSideFile(normalised)) return notFound(c, served);
    const file = await deliver(c, root, normalised);
    if (file) return file;
    // A content-hashed file of the export before a swap (or of the pending one): same name, same bytes.
    if (IMMUTABLE_PREFIXES.some((start) => normalised.startsWith(start))) {
      for (const other of assetRoots()) {
        const kept = other === root ? undefined : await deliver(c, other, normalised);
        if (kept) return kept;
      }
    }
    return notFound(c, served);
  };
}

/** The page paths a request path may stand for: itself, without `.html`, `/index` as `/`. */
function pageKeys(normalised: string): string[] {
  const keys = [normalised];
  const bare = normalised.endsWith('.html') ? normalised.slice(0, -'.html'.length) || '/' : normalised;
  if (bare !== normalised) keys.push(bare);
  if (bare === '/index') keys.push('/');
  return keys;
}

function redirect(c: Context, location: string) {
  return c.body(null, 308, { Location: location, 'Cache-Control': REDIRECT_CACHE });
}

/** A bad request or an over-long path: a short plain answer, nothing from the export. */
export function plainError(c: Context, status: 400 | 414) {
  return c.text(status === 414 ? 'URI too long' : 'Bad request', status, { 'Cache-Control': NO_STORE });
}

/** The request target as it arrived on the socket (on Node), else rebuilt from the URL. */
export function requestTarget(c: Context): string {
  const incoming = (c.env as { incoming?: { url?: string } } | undefined)?.incoming;
  if (incoming?.url?.startsWith('/')) return incoming.url;
  const url = new URL(c.req.url);
  return url.pathname + url.search;
}

/** The request headers @fastify/send reads, lower-cased; a Range it should ignore is left out. */
function requestHeaders(c: Context, conditional: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of c.req.raw.headers) headers[name] = value;
  if (!conditional) {
    for (const name of ['range', 'if-range', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since']) delete headers[name];
  }
  if (headers.range !== undefined && !isWellFormedRange(headers.range)) delete headers.range;
  return headers;
}

const RANGE_SPEC = /^(?:(\d+)-(\d*)|-(\d+))$/;

/**
 * RFC 9110 14.2: a Range the server cannot parse is ignored (200 with the whole file). send would
 * answer some such headers with 416, so only well-formed byte ranges reach it. Several ranges are
 * answered with the whole file (200), which RFC 9110 allows; one range gets 206, an unsatisfiable
 * one 416 with `Content-Range: bytes * /size`.
 */
export function isWellFormedRange(header: string): boolean {
  const match = /^bytes=(.+)$/i.exec(header.trim());
  if (!match?.[1]) return false;
  return match[1].split(',').every((spec) => {
    const parts = RANGE_SPEC.exec(spec.trim());
    if (!parts) return false;
    if (parts[1] !== undefined && parts[2] !== '' && Number(parts[1]) > Number(parts[2])) return false;
    return true;
  });
}

function isFile(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}
