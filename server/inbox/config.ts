import { site } from '@/content/site';

/**
 * The inbox's settings, from the environment: who may sign in (INBOX_USERS, always honoured, beside
 * the people added with `npm run leads -- inbox-users add`) and the public origin (INBOX_ORIGIN, else
 * SITE_URL) that mailed links point to and that passkeys are bound to (its host name is the WebAuthn
 * relying party: a host name, never an IP address).
 */
export interface InboxSettings {
  /** Lower-case addresses from INBOX_USERS. */
  users: readonly string[];
  /** scheme://host[:port] of the inbox, without a trailing slash. */
  origin: string;
  /** Minutes a mailed sign-in link works (default 15). */
  linkMinutes: number;
  /** Hours a session lasts from sign-in (default 12). */
  sessionHours: number;
  /** INBOX_SIGN_IN_RATE_LIMIT: link requests per address in 15 minutes (default 5; a client gets four times it; 0 = off). */
  signInRateLimit: number;
}

export const INBOX_PATH = '/api/inbox';

/** How the inbox writes dates and times: as the team reads them (server/leads/labels.ts). */
export { TEAM_LOCALE as INBOX_LOCALE } from '../leads/labels';

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** A plausible address (one @, no spaces or controls, at most 254 characters). */
export function isEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@<>()",;:\\[\]\p{Cc}]+@[^\s@<>()",;:\\[\]\p{Cc}]+\.[^\s@<>()",;:\\[\]\p{Cc}]+$/u.test(value);
}

export function inboxSettingsFrom(env: Record<string, string | undefined> = process.env): InboxSettings {
  const users = (env.INBOX_USERS ?? '')
    .split(',')
    .map(normaliseEmail)
    .filter(Boolean);
  const invalid = users.find((user) => !isEmail(user));
  if (invalid) throw new Error(`INBOX_USERS must be comma-separated email addresses ("${invalid}" is not one).`);
  const given = (env.INBOX_ORIGIN?.trim() || env.SITE_URL?.trim() || site.url).replace(/\/+$/, '');
  let origin: string;
  try {
    origin = new URL(given).origin;
  } catch {
    throw new Error(`INBOX_ORIGIN (or SITE_URL) must be an absolute URL (got "${given}").`);
  }
  const hostname = new URL(origin).hostname;
  if (/^[\d.]+$/.test(hostname) || hostname.startsWith('[')) {
    throw new Error(`INBOX_ORIGIN (or SITE_URL) must name a host, not an IP address (${hostname}): passkeys refuse an IP address as relying party.`);
  }
  const rate = env.INBOX_SIGN_IN_RATE_LIMIT?.trim() ? Number(env.INBOX_SIGN_IN_RATE_LIMIT) : 5;
  if (!Number.isInteger(rate) || rate < 0) throw new Error(`INBOX_SIGN_IN_RATE_LIMIT must be a whole number >= 0 (got "${env.INBOX_SIGN_IN_RATE_LIMIT}").`);
  return { users, origin, linkMinutes: positive(env.INBOX_LINK_MINUTES, 15), sessionHours: positive(env.INBOX_SESSION_HOURS, 12), signInRateLimit: rate };
}

function positive(raw: string | undefined, fallback: number): number {
  if (!raw?.trim()) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Inbox durations must be positive numbers (got "${raw}").`);
  return value;
}
