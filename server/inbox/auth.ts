import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db';
import { inboxChallenges, inboxPasskeys, inboxSessions, inboxSignInTokens, inboxUsers, notifications } from '../db/schema';
import { newToken, tokenHash } from '../http/tokens';
import { INBOX_PATH, normaliseEmail, type InboxSettings } from './config';
import { SIGN_IN_MAIL } from './mail';

/**
 * Who may use the inbox and how they prove it: the allowlist, one-time links, sessions and WebAuthn
 * challenges. Secrets (link tokens, session ids) leave here once and are stored only as SHA-256 hashes.
 * Every check takes `now`, so tests move time instead of waiting.
 */

export type Member = { email: string; source: 'environment' | 'cli' };

/** Everyone who may sign in: INBOX_USERS first, then the people added from the CLI. */
export async function listMembers(db: Database, settings: Pick<InboxSettings, 'users'>): Promise<Member[]> {
  const added = await db.select({ email: inboxUsers.email }).from(inboxUsers).orderBy(inboxUsers.email);
  const fromEnv = new Set(settings.users);
  return [...settings.users.map((email) => ({ email, source: 'environment' as const })), ...added.filter((row) => !fromEnv.has(row.email)).map((row) => ({ email: row.email, source: 'cli' as const }))];
}

export async function isMember(db: Database, settings: Pick<InboxSettings, 'users'>, email: string): Promise<boolean> {
  const address = normaliseEmail(email);
  if (settings.users.includes(address)) return true;
  const [row] = await db.select({ email: inboxUsers.email }).from(inboxUsers).where(eq(inboxUsers.email, address));
  return row !== undefined;
}

export async function addMember(db: Database, email: string): Promise<void> {
  await db.insert(inboxUsers).values({ email: normaliseEmail(email) }).onConflictDoNothing();
}

/**
 * Removes someone added from the CLI and ends what they hold at once: sessions, passkeys, unused links.
 * Returns whether they were on the CLI's list; an INBOX_USERS address stays allowed until the variable changes.
 */
export async function removeMember(db: Database, email: string): Promise<boolean> {
  const address = normaliseEmail(email);
  return db.transaction(async (tx) => {
    const removed = await tx.delete(inboxUsers).where(eq(inboxUsers.email, address)).returning({ email: inboxUsers.email });
    await tx.delete(inboxSessions).where(eq(inboxSessions.email, address));
    await tx.delete(inboxPasskeys).where(eq(inboxPasskeys.email, address));
    await tx.delete(inboxSignInTokens).where(eq(inboxSignInTokens.email, address));
    return removed.length > 0;
  });
}

export function signInUrl(settings: Pick<InboxSettings, 'origin'>, token: string): string {
  return `${settings.origin}${INBOX_PATH}/sign-in/link?token=${token}`;
}

/**
 * Queues a one-time link for a member (token hash and mail in one transaction). For anyone else
 * nothing is stored or sent; the caller answers both cases identically, before calling this (routes.ts
 * defers it past the answer, so the answer's timing cannot tell a member from a stranger).
 */
export async function requestLink(db: Database, settings: InboxSettings, email: string, now = new Date()): Promise<boolean> {
  const address = normaliseEmail(email);
  // The token is drawn and hashed for everyone, so a stranger costs what a member does up to the mail.
  const token = newToken();
  const hashed = tokenHash(token);
  if (!(await isMember(db, settings, address))) return false;
  await db.transaction(async (tx) => {
    await tx.delete(inboxSignInTokens).where(lt(inboxSignInTokens.expiresAt, now));
    await tx.insert(inboxSignInTokens).values({ tokenHash: hashed, email: address, createdAt: now, expiresAt: new Date(now.getTime() + settings.linkMinutes * 60_000) });
    // `confirmUrl`: the outbox drops it from the row once the mail is sent, as it does for the newsletter's link.
    await tx.insert(notifications).values({ kind: SIGN_IN_MAIL, payload: { to: address, confirmUrl: signInUrl(settings, token), minutes: settings.linkMinutes } });
  });
  return true;
}

/** Takes a link: valid once, before it expires, for someone still allowed. The member's address, or null. */
export async function redeemLink(db: Database, settings: InboxSettings, token: string, now = new Date()): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .update(inboxSignInTokens)
    .set({ usedAt: now })
    .where(and(eq(inboxSignInTokens.tokenHash, tokenHash(token)), isNull(inboxSignInTokens.usedAt), gt(inboxSignInTokens.expiresAt, now)))
    .returning({ email: inboxSignInTokens.email });
  if (!row || !(await isMember(db, settings, row.email))) return null;
  return row.email;
}

export interface Session {
  email: string;
  method: string;
  expiresAt: Date;
}

/** Starts a session; the returned value goes into the cookie and nowhere else. */
export async function startSession(db: Database, settings: InboxSettings, email: string, method: 'link' | 'passkey', now = new Date()): Promise<{ value: string; expiresAt: Date }> {
  const value = newToken();
  const expiresAt = new Date(now.getTime() + settings.sessionHours * 3_600_000);
  await db.delete(inboxSessions).where(lt(inboxSessions.expiresAt, now));
  await db.insert(inboxSessions).values({ idHash: tokenHash(value), email: normaliseEmail(email), createdAt: now, expiresAt, method });
  return { value, expiresAt };
}

/** The session a cookie names: unexpired, not signed out, and its member still on the allowlist. */
export async function sessionOf(db: Database, settings: InboxSettings, value: string | undefined, now = new Date()): Promise<Session | null> {
  if (!value || !/^[A-Za-z0-9_-]{20,100}$/.test(value)) return null;
  const [row] = await db
    .select({ email: inboxSessions.email, method: inboxSessions.method, expiresAt: inboxSessions.expiresAt })
    .from(inboxSessions)
    .where(and(eq(inboxSessions.idHash, tokenHash(value)), gt(inboxSessions.expiresAt, now)));
  if (!row || !(await isMember(db, settings, row.email))) return null;
  return row;
}

export async function endSession(db: Database, value: string): Promise<void> {
  await db.delete(inboxSessions).where(eq(inboxSessions.idHash, tokenHash(value)));
}

/** Sign out everywhere: every session of the member, on every device. */
export async function endAllSessions(db: Database, email: string): Promise<number> {
  const ended = await db.delete(inboxSessions).where(eq(inboxSessions.email, normaliseEmail(email))).returning({ id: inboxSessions.idHash });
  return ended.length;
}

export const CHALLENGE_MS = 5 * 60_000;

export async function saveChallenge(db: Database, challenge: string, purpose: 'register' | 'sign-in', email: string | null, now = new Date()): Promise<void> {
  await db.delete(inboxChallenges).where(lt(inboxChallenges.expiresAt, now));
  await db.insert(inboxChallenges).values({ challenge, purpose, email, expiresAt: new Date(now.getTime() + CHALLENGE_MS) });
}

/** Takes a challenge for good: a second answer with the same challenge finds nothing. */
export async function takeChallenge(db: Database, challenge: string, purpose: 'register' | 'sign-in', email: string | null, now = new Date()): Promise<boolean> {
  if (challenge.length > 200) return false;
  const taken = await db
    .delete(inboxChallenges)
    .where(
      and(
        eq(inboxChallenges.challenge, challenge),
        eq(inboxChallenges.purpose, purpose),
        gt(inboxChallenges.expiresAt, now),
        email === null ? isNull(inboxChallenges.email) : eq(inboxChallenges.email, email),
      ),
    )
    .returning({ challenge: inboxChallenges.challenge });
  return taken.length > 0;
}
