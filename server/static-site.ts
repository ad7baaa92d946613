import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { redirects } from '@/content/redirects';
import { inlineScriptHashes } from '@/lib/build/inline-scripts';
import { contentSecurityPolicy } from './headers';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
};

/** Compressible types are precompressed at build time (scripts/postbuild.ts) as .br and .gz. */
const compressible = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg']);

export const HTML_CACHE = 'public, max-age=300, must-revalidate';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const ASSET_CACHE = 'public, max-age=86400';

const redirectMap = new Map(redirects.map((entry) => [entry.from, entry.to]));

interface ResolvedFile {
  file: string;
  ext: string;
  /** The file's version (mtime and size), for caches keyed by it. */
  version: string;
}

/**
 * Serves a Next.js static export the way a production host does: the redirect table first,
 * one canonical URL per page (no trailing slash, no .html), the 404 page with status 404,
 * precompressed variants, long caching for hashed assets and short caching for HTML.
 */
export function staticSite({ root, mediaOrigins = [] }: { root: string; mediaOrigins?: string[] }): MiddlewareHandler {
  // Keyed by file version, so a rebuild under a running server never serves stale hashes.
  const cspCache = new Map<string, string>();
  const csp = ({ file, version }: ResolvedFile, html: string) => {
    const key = `${file}:${version}`;
    let policy = cspCache.get(key);
    if (!policy) {
      policy = contentSecurityPolicy(inlineScriptHashes(html), mediaOrigins);
      cspCache.set(key, policy);
    }
    return policy;
  };

  const resolve = (pathname: string): ResolvedFile | undefined => {
    const candidates = pathname === '/' ? ['index.html'] : [pathname.slice(1), `${pathname.slice(1)}.html`];
    for (const candidate of candidates) {
      const file = path.join(root, candidate);
      if (!file.startsWith(root + path.sep)) return undefined; // no escaping the export
      const stats = statSync(file, { throwIfNoEntry: false });
      if (stats?.isFile()) return { file, ext: path.extname(file), version: `${stats.mtimeMs}:${stats.size}` };
    }
    return undefined;
  };

  const send = (c: Context, resolved: ResolvedFile, status: 200 | 404 = 200) => {
    const { file, ext } = resolved;
    const headers: Record<string, string> = {
      'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
      'Cache-Control':
        ext === '.html' ? HTML_CACHE : c.req.path.startsWith('/_next/static/') ? IMMUTABLE_CACHE : ASSET_CACHE,
    };
    let body: Buffer = readFileSync(file);
    if (ext === '.html') headers['Content-Security-Policy'] = csp(resolved, body.toString('utf8'));
    if (compressible.has(ext)) {
      headers['Vary'] = 'Accept-Encoding';
      const accepted = c.req.header('accept-encoding') ?? '';
      for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
        if (accepted.includes(encoding) && existsSync(file + suffix)) {
          body = readFileSync(file + suffix);
          headers['Content-Encoding'] = encoding;
          break;
        }
      }
    }
    headers['Content-Length'] = String(body.length);
    if (c.req.method === 'HEAD') return c.body(null, status, headers);
    return c.body(new Uint8Array(body), status, headers);
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }

    const target = redirectMap.get(pathname.replace(/\/+$/, '') as `/${string}`);
    if (target) return c.redirect(target + url.search, 308);

    const resolved = resolve(pathname);
    if (resolved && resolved.ext !== '.html') return send(c, resolved);

    // One canonical form: no trailing slash and no .html suffix.
    if (pathname.length > 1 && pathname.endsWith('/')) return c.redirect(pathname.replace(/\/+$/, '') + url.search, 308);
    if (pathname.endsWith('.html')) {
      const clean = pathname === '/index.html' ? '/' : pathname.slice(0, -'.html'.length);
      return c.redirect(clean + url.search, 308);
    }
    if (resolved) return send(c, resolved);

    const notFound = resolve('/404');
    if (notFound) return send(c, notFound, 404);
    return c.text('Not found', 404);
  };
}
