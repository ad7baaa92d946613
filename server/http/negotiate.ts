import type { Context } from 'hono';

/**
 * How the API picks the form of an answer: JSON, unless the request prefers `text/html` over
 * `application/json` (a browser navigation or plain form post sends `Accept: text/html,…`, where
 * JSON only matches the wildcard at q=0.8). A JSON body can never come from an HTML form, so it
 * always gets JSON; the wildcard alone (curl's and fetch's default), no Accept at all, or a tie
 * also get JSON.
 */

/** The request's media type, lower case, without parameters ('' when absent). */
export function requestMediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export function prefersHtml(c: Context): boolean {
  if (requestMediaType(c) === 'application/json') return false;
  return htmlPreferred(c.req.header('accept'));
}

/** True when `accept` ranks text/html above application/json (by q, then by how specific the matching entry is). */
export function htmlPreferred(accept: string | undefined): boolean {
  if (!accept) return false;
  const html = rank(accept, 'text', 'html');
  const json = rank(accept, 'application', 'json');
  if (html.q === 0) return false;
  return html.q > json.q || (html.q === json.q && html.specificity > json.specificity);
}

/** The q of the most specific Accept entry matching type/subtype (RFC 9110, section 12.5.1). */
function rank(accept: string, type: string, subtype: string): { q: number; specificity: number } {
  let best = { q: 0, specificity: -1 };
  for (const entry of accept.split(',')) {
    const [range = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const [entryType, entrySubtype] = range.split('/');
    const specificity =
      entryType === type && entrySubtype === subtype ? 2 : entryType === type && entrySubtype === '*' ? 1 : entryType === '*' && entrySubtype === '*' ? 0 : -1;
    if (specificity < 0 || specificity < best.specificity) continue;
    const qParam = params.find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    best = { q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0, specificity };
  }
  return best.specificity < 0 ? { q: 0, specificity: -1 } : best;
}
