/**
 * The serving tables shared by every way the site is served: the Node server (server/static-site.ts),
 * the static-host files (`_headers`, written by scripts/postbuild.ts) and the nginx configuration
 * (server/hosting/nginx.ts). Each rule is written here once.
 */

/**
 * Security headers sent with every response.
 * Deliberately no Cross-Origin-Opener-Policy: the site has no sign-in or per-visitor state for
 * another window to probe, while COOP makes Chrome move every entry from a fresh tab into a new
 * renderer process with a cold JavaScript context (20 to 50 ms more main-thread work before the
 * first paint, measured with Lighthouse). Framing is denied and scripts are hash-locked by the CSP.
 */
export const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * Content Security Policy for pages. A page's few inline scripts (the submit marker, the anchor arrival, islands'
 * loaders) are allowed by the hashes the build computed for each page (scripts/postbuild.ts
 * writes them into the serving manifest; nothing hashes HTML at request time).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], mediaOrigins: readonly string[] = []): string {
  const media = ["'self'", ...mediaOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `media-src ${media}`,
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The policy of API answers (JSON): nothing may load, run or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The policy of HTML that is not a page of the export (errors written by the server itself, the
 * API's no-JS answers and newsletter pages): nothing may run; inline styles show, forms post to us.
 */
export const LOCKED_DOWN_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/**
 * The policy of the content editor's pages (/keystatic, server/editor/): its one script bundle from here, the
 * styles it injects at run time, images it previews (blob:, data:) and GitHub's avatars, and in GitHub mode its
 * calls to GitHub's API (and the raw files of a public repository). Keystatic's link to Google Fonts stays blocked:
 * the UI falls back to the system font rather than sending editors' addresses to Google. Nothing may frame it. Only the editor's pages carry it: no public page is loosened.
 */
export const EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.github.com https://raw.githubusercontent.com",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** The editor's pages and API answers are never indexed. */
export const NO_INDEX = 'noindex, nofollow';

/** Pages and build-dependent text (RSC payloads, sitemap): cached briefly, then revalidated with ETag / Last-Modified. */
export const HTML_CACHE = 'public, max-age=300, must-revalidate';
/** Content-hashed files under /_astro/: never change under their name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Media and icons shipped from public/ (not content-hashed): a day. */
export const ASSET_CACHE = 'public, max-age=86400';
/** The 404 page and every API answer: never stored, so a page published later is not hidden by a cached 404. */
export const NO_STORE = 'no-store';

/** The 308s of the canonical-URL rule and the redirect table: an hour (browsers may keep a 308 longer). */
export const REDIRECT_CACHE = 'public, max-age=3600';

/** Where content-hashed build output lives: Astro's. */
export const IMMUTABLE_PREFIXES = ['/_astro/'] as const;

/** Content types by extension; anything else is application/octet-stream. nginx gets the same table. */
export const contentTypes: Record<string, string> = {
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
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** Extensions precompressed at build time (.br and .gz beside the file, for files of 512 bytes or more). */
export const compressibleExtensions = ['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg'] as const;
export const PRECOMPRESS_MIN_BYTES = 512;

/** Binary files from public/ that keep a day of caching; every other non-hashed file revalidates. */
export const assetExtensions = ['.png', '.jpg', '.webp', '.avif', '.ico', '.svg', '.woff2', '.mp4', '.webm', '.pdf', '.zip'] as const;

export function extensionOf(urlPath: string): string {
  const name = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** The one Cache-Control of a file of the export, by its URL path. */
export function cacheControlFor(urlPath: string): string {
  if (IMMUTABLE_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) return IMMUTABLE_CACHE;
  return (assetExtensions as readonly string[]).includes(extensionOf(urlPath)) ? ASSET_CACHE : HTML_CACHE;
}

/**
 * Files the build leaves in the export for other tools, never served as files: the static-host
 * rule files, the serving manifest, and the precompressed variants (served only through
 * Accept-Encoding negotiation, never by their own name).
 */
export const SERVING_MANIFEST = '_serving.json';
/** The frame of the pages the server renders (server/pages/site-shell.ts), cut from the export at build. */
export const SITE_SHELL = '_shell.json';
export const buildSideFiles = ['_headers', '_redirects', SERVING_MANIFEST, SITE_SHELL] as const;
export const precompressedSuffixes = ['.br', '.gz'] as const;

export function isBuildSideFile(urlPath: string): boolean {
  const name = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return (buildSideFiles as readonly string[]).includes(name) || precompressedSuffixes.some((suffix) => name.endsWith(suffix));
}

/** Methods the static site answers; anything else gets 405 with this Allow. */
export const PAGE_METHODS = ['GET', 'HEAD'] as const;
