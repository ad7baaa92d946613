import path from 'node:path';
import { isLoopbackHost } from '../http/proxy-trust';
import type { EditorStorage } from './keystatic.config';

/**
 * Where the editor (/keystatic) saves, from KEYSTATIC_STORAGE and the address the server binds (HOST):
 * - `local`: writes the files of this checkout. It has no sign-in, so it runs only
 *   on a loopback bind (HOST=127.0.0.1, ::1 or localhost) with no proxy in front (no TRUST_PROXY or TRUSTED_PROXIES),
 *   where it is also the default; each request must also name a loopback host and carry no forwarding header
 *   (server/editor/local-request.ts), so a proxy nobody declared cannot expose it either; it reads, writes and
 *   lists only its collections' files (server/editor/confine.ts).
 * - `github`: every save is a commit on a branch of KEYSTATIC_GITHUB_REPO; editors sign in with GitHub through the
 *   GitHub App named by KEYSTATIC_GITHUB_CLIENT_ID / KEYSTATIC_GITHUB_CLIENT_SECRET; KEYSTATIC_SECRET signs its cookies.
 * - unset on a public bind: the editor is off (its paths are the site's 404 and the API's JSON 404).
 * KEYSTATIC_STORAGE=local on a public bind starts the site but refuses the editor (403 with the reason): the
 * public site never goes down over the editor's setting. An incomplete github setting stops the server at start.
 */
export type EditorMode =
  | { kind: 'off' }
  | { kind: 'refused'; reason: string }
  | { kind: 'local'; baseDirectory: string }
  | { kind: 'github'; repo: `${string}/${string}`; clientId: string; clientSecret: string; secret: string };

/** What the admin UI is told at run time (in its HTML shell): never a secret. */
export function uiStorage(mode: Extract<EditorMode, { kind: 'local' | 'github' }>): EditorStorage {
  return mode.kind === 'local' ? { kind: 'local' } : { kind: 'github', repo: mode.repo };
}

const REPO = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/;
/** Keystatic derives its cookie key from KEYSTATIC_SECRET and refuses one shorter than this. */
export const KEYSTATIC_SECRET_MIN_LENGTH = 32;

export const LOCAL_REFUSED =
  'The editor’s local storage writes this server’s files without any sign-in, so it only runs when the server listens on a loopback address (HOST=127.0.0.1). ' +
  'On a public address, set KEYSTATIC_STORAGE=github (see docs/editing.md).';

export const LOCAL_BEHIND_PROXY =
  'The editor’s local storage has no sign-in, and this server sits behind a proxy (TRUST_PROXY or TRUSTED_PROXIES) that makes it reachable from other machines. ' +
  'Use KEYSTATIC_STORAGE=github there (see docs/editing.md); local storage is for a developer’s own machine.';

/** Reads KEYSTATIC_STORAGE and its settings; throws a message naming the variable when the github setting is incomplete or the value unknown. */
export function editorModeFromEnv(env: Record<string, string | undefined> = process.env): EditorMode {
  const host = env.HOST?.trim() || '0.0.0.0';
  const loopback = isLoopbackHost(host);
  // A loopback bind behind a proxy (nginx, TRUST_PROXY or TRUSTED_PROXIES) is reachable from the world through it.
  const proxied = ['1', 'true'].includes(env.TRUST_PROXY?.trim() ?? '') || Boolean(env.TRUSTED_PROXIES?.trim());
  const storage = env.KEYSTATIC_STORAGE?.trim().toLowerCase() || (loopback && !proxied ? 'local' : 'off');
  if (storage === 'off') return { kind: 'off' };
  if (storage === 'local') {
    if (!loopback) return { kind: 'refused', reason: LOCAL_REFUSED };
    if (proxied) return { kind: 'refused', reason: LOCAL_BEHIND_PROXY };
    return { kind: 'local', baseDirectory: path.resolve(env.KEYSTATIC_LOCAL_DIR?.trim() || process.cwd()) };
  }
  if (storage === 'github') {
    const repo = env.KEYSTATIC_GITHUB_REPO?.trim() ?? '';
    const clientId = env.KEYSTATIC_GITHUB_CLIENT_ID?.trim() ?? '';
    const clientSecret = env.KEYSTATIC_GITHUB_CLIENT_SECRET?.trim() ?? '';
    const secret = env.KEYSTATIC_SECRET?.trim() ?? '';
    const missing = [
      ...(REPO.test(repo) ? [] : ['KEYSTATIC_GITHUB_REPO (owner/name)']),
      ...(clientId ? [] : ['KEYSTATIC_GITHUB_CLIENT_ID']),
      ...(clientSecret ? [] : ['KEYSTATIC_GITHUB_CLIENT_SECRET']),
      ...(secret.length >= KEYSTATIC_SECRET_MIN_LENGTH ? [] : [`KEYSTATIC_SECRET (at least ${KEYSTATIC_SECRET_MIN_LENGTH} characters)`]),
    ];
    if (missing.length > 0) throw new Error(`KEYSTATIC_STORAGE=github needs ${missing.join(', ')}: see docs/editing.md.`);
    return { kind: 'github', repo: repo as `${string}/${string}`, clientId, clientSecret, secret };
  }
  throw new Error(`KEYSTATIC_STORAGE must be local, github or off (got "${storage.slice(0, 40)}").`);
}
