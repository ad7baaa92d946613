import type { Context, Next } from 'hono';
import { LOCKED_DOWN_CSP } from './headers';
import { escapeHtml, htmlPage } from './html';
import { prefersHtml } from './negotiate';

/**
 * Cross-site request forgery guard for the API's state-changing methods: another site cannot make
 * its visitors submit our forms from their own browsers. Refused with 403:
 * - `Sec-Fetch-Site: cross-site` (every current browser sends it);
 * - an `Origin` that is not the site's own: neither the request's own host (the Host header, which
 *   nginx forwards, read from the request URL the adapter builds with it) nor the origin of SITE_URL / NEXT_PUBLIC_SITE_URL. A browser that says
 *   `Sec-Fetch-Site: same-origin` is believed even when its Origin is `null` (a no-referrer policy).
 * A request with neither header (curl, a server, the operator's CLI) is not a browser's forgery and
 * passes. Paths in `exempt` (the RFC 8058 one-click unsubscribe, cross-site by nature) always pass.
 */
export function sameSiteOnly({ siteOrigins, exempt = [] }: { siteOrigins: readonly string[]; exempt?: readonly string[] }) {
  const origins = new Set(siteOrigins.map(originOf).filter((origin): origin is string => origin !== null));
  return async (c: Context, next: Next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const path = c.req.path.replace(/\/+$/, '');
    if (exempt.some((suffix) => path.endsWith(suffix))) return next();
    if (!isCrossSite({ fetchSite: c.req.header('sec-fetch-site'), origin: c.req.header('origin'), host: new URL(c.req.url).host }, origins)) return next();
    const message = 'This form can only be sent from our own website. Please open the page on our site and send it from there.';
    if (prefersHtml(c)) {
      return c.html(htmlPage({ title: 'This form was not sent', body: `<p>${escapeHtml(message)}</p>` }), 403, { 'Content-Security-Policy': LOCKED_DOWN_CSP });
    }
    return c.json({ error: 'cross_site', message }, 403);
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSite({ fetchSite, origin, host }: { fetchSite?: string; origin?: string; host?: string }, siteOrigins: ReadonlySet<string>): boolean {
  const site = fetchSite?.trim().toLowerCase();
  if (site === 'cross-site') return true;
  if (origin === undefined) return false;
  if (site === 'same-origin') return false;
  const given = originOf(origin.trim());
  if (given === null) return true; // 'null' or garbage: not our origin
  if (siteOrigins.has(given)) return false;
  return hostnameOf(host) === null || new URL(given).hostname !== hostnameOf(host);
}

/** scheme://host[:port], lower case, or null when `value` is not an http(s) URL. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The host name of a Host header (port dropped: nginx forwards `$host`, which has none). */
function hostnameOf(host: string | undefined): string | null {
  if (!host) return null;
  try {
    return new URL(`http://${host.trim()}`).hostname;
  } catch {
    return null;
  }
}
