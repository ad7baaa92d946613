import type { Context, Next } from 'hono';
import { LOCKED_DOWN_CSP } from './headers';
import { escapeHtml, htmlPage } from './html';
import { prefersHtml } from './negotiate';

/**
 * Cross-site request forgery guard for the API's state-changing methods: another site cannot make
 * its visitors submit our forms from their own browsers. Refused with 403:
 * - `Sec-Fetch-Site: cross-site` (every current browser sends it);
 * - an `Origin` that is not exactly one of ours, compared as a whole origin (scheme, host and port): the
 *   request's own origin (its URL, which the adapter builds from the Host header) or the origin of
 *   SITE_URL / NEXT_PUBLIC_SITE_URL / INBOX_ORIGIN. A page on another port of the same host name
 *   (`http://localhost:4444` posting to `http://localhost:3000`) is another origin, which a browser calls
 *   `same-site`: refused (issue 41). Behind a proxy that forwards the host without its port (nginx's
 *   `$host`), the site's origin is SITE_URL's. A browser that says `Sec-Fetch-Site: same-origin` is believed
 *   even when its Origin is `null` (a no-referrer policy); one that says `same-site` must name its origin.
 * A request with neither header (curl, a server, the operator's CLI) is not a browser's forgery and
 * passes. Paths in `exempt` (the RFC 8058 one-click unsubscribe, cross-site by nature) always pass.
 */
export function sameSiteOnly({ siteOrigins, exempt = [] }: { siteOrigins: readonly string[]; exempt?: readonly string[] }) {
  const origins = new Set(siteOrigins.map(originOf).filter((origin): origin is string => origin !== null));
  return async (c: Context, next: Next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const path = c.req.path.replace(/\/+$/, '');
    if (exempt.some((suffix) => path.endsWith(suffix))) return next();
    if (!isCrossSite({ fetchSite: c.req.header('sec-fetch-site'), origin: c.req.header('origin'), self: originOf(c.req.url) ?? undefined }, origins)) return next();
    const message = 'This form can only be sent from our own website. Please open the page on our site and send it from there.';
    if (prefersHtml(c)) {
      return c.html(htmlPage({ title: 'This form was not sent', body: `<p>${escapeHtml(message)}</p>` }), 403, { 'Content-Security-Policy': LOCKED_DOWN_CSP });
    }
    return c.json({ error: 'cross_site', message }, 403);
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request is another origin's: `self` is the request's own origin (scheme://host[:port]), `siteOrigins` the configured ones. */
export function isCrossSite({ fetchSite, origin, self }: { fetchSite?: string; origin?: string; self?: string }, siteOrigins: ReadonlySet<string>): boolean {
  const site = fetchSite?.trim().toLowerCase();
  if (site === 'cross-site') return true;
  if (site === 'same-origin') return false;
  // A browser sends Origin with every POST it marks same-site; without one it cannot be checked.
  if (origin === undefined) return site === 'same-site';
  const given = originOf(origin.trim());
  if (given === null) return true; // 'null' or garbage: not our origin
  if (siteOrigins.has(given)) return false;
  return self === undefined || given !== originOf(self);
}

/** scheme://host[:port], lower case, default port left out, or null when `value` is not an http(s) URL. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
