/**
 * Checks and normalises the path of a request as it arrived on the socket, before anything looks
 * it up: the one place that decides which spellings of a path are refused and what a path means.
 */
export const MAX_PATH_LENGTH = 2048;
/** Longer than any file name the file system can hold: such a segment can only be "not found". */
export const MAX_SEGMENT_LENGTH = 255;

export type PathCheck =
  | {
      ok: true;
      /** The percent-decoded path as sent. */
      decoded: string;
      /** Backslashes read as slashes, empty and `.` segments dropped, `..` resolved; no trailing slash (except `/`). */
      normalised: string;
    }
  | { ok: false; status: 400 | 404 | 414; reason: string };

const CONTROL = /[\u0000-\u001f\u007f]/;
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/** `raw` is the request target without its query, exactly as received (still percent-encoded). */
export function checkRequestPath(raw: string): PathCheck {
  if (raw.length > MAX_PATH_LENGTH) return { ok: false, status: 414, reason: 'path too long' };
  if (!raw.startsWith('/')) return { ok: false, status: 400, reason: 'not an origin-form path' };
  if (CONTROL.test(raw) || ENCODED_CONTROL.test(raw)) return { ok: false, status: 400, reason: 'control character' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { ok: false, status: 400, reason: 'malformed percent-encoding' };
  }
  const segments: string[] = [];
  for (const segment of decoded.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      // Like nginx: a path that climbs above the root is a bad request, not a file lookup.
      if (segments.pop() === undefined) return { ok: false, status: 400, reason: 'path above the root' };
      continue;
    }
    if (segment.length > MAX_SEGMENT_LENGTH) return { ok: false, status: 404, reason: 'segment too long' };
    segments.push(segment);
  }
  return { ok: true, decoded, normalised: `/${segments.join('/')}` };
}

/** The path part of a request target (`/a/b?x=1` -> `/a/b`), as sent. */
export function rawPathOf(target: string): string {
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}

/** The query of a request target including its `?`, or ''. Redirects carry it over unchanged. */
export function rawQueryOf(target: string): string {
  const query = target.indexOf('?');
  return query === -1 ? '' : target.slice(query);
}

/** True for /api and everything under it: such paths answer JSON (HTML only to a client that prefers it). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
