import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { site } from '@/content/site';
import type { Database } from '../db';
import { inboxPasskeys } from '../db/schema';
import { isMember, saveChallenge, takeChallenge } from './auth';
import type { InboxSettings } from './config';

/**
 * Passkeys per device with @simplewebauthn/server: a signed-in member registers one (the first sign-in
 * is by mailed link), then signs in with it. Discoverable credentials, so sign-in needs no address.
 * Each challenge is stored once and taken by the answer that uses it: a replayed answer is refused.
 */

const rpOf = (settings: InboxSettings) => ({ rpID: new URL(settings.origin).hostname, origin: settings.origin });

export async function listPasskeys(db: Database, email: string) {
  return db
    .select({ id: inboxPasskeys.id, label: inboxPasskeys.label, createdAt: inboxPasskeys.createdAt, lastUsedAt: inboxPasskeys.lastUsedAt })
    .from(inboxPasskeys)
    .where(eq(inboxPasskeys.email, email))
    .orderBy(inboxPasskeys.createdAt);
}

export async function removePasskey(db: Database, email: string, id: string): Promise<boolean> {
  const [own] = await db.select({ email: inboxPasskeys.email }).from(inboxPasskeys).where(eq(inboxPasskeys.id, id));
  if (own?.email !== email) return false;
  await db.delete(inboxPasskeys).where(eq(inboxPasskeys.id, id));
  return true;
}

export async function registrationOptions(db: Database, settings: InboxSettings, email: string, now = new Date()) {
  const existing = await db.select({ id: inboxPasskeys.id, transports: inboxPasskeys.transports }).from(inboxPasskeys).where(eq(inboxPasskeys.email, email));
  const options = await generateRegistrationOptions({
    rpName: `${site.name} inbox`,
    rpID: rpOf(settings).rpID,
    userName: email,
    // A stable handle that is not the address itself.
    userID: new Uint8Array(createHash('sha256').update(`inbox:${email}`).digest()),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: row.transports ?? undefined })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await saveChallenge(db, options.challenge, 'register', email, now);
  return options;
}

export async function registerPasskey(db: Database, settings: InboxSettings, email: string, response: RegistrationResponseJSON, label: string, now = new Date()): Promise<boolean> {
  const { rpID, origin } = rpOf(settings);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => takeChallenge(db, challenge, 'register', email, now),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch {
    return false;
  }
  if (!verified.verified) return false;
  const { credential } = verified.registrationInfo;
  await db
    .insert(inboxPasskeys)
    .values({ id: credential.id, email, publicKey: Buffer.from(credential.publicKey).toString('base64url'), counter: credential.counter, transports: credential.transports ?? null, label: label.slice(0, 80), createdAt: now })
    .onConflictDoNothing();
  return true;
}

export async function signInOptions(db: Database, settings: InboxSettings, now = new Date()) {
  const options = await generateAuthenticationOptions({ rpID: rpOf(settings).rpID, userVerification: 'preferred' });
  await saveChallenge(db, options.challenge, 'sign-in', null, now);
  return options;
}

/** Verifies a sign-in answer; the member's address, or null. */
export async function verifySignIn(db: Database, settings: InboxSettings, response: AuthenticationResponseJSON, now = new Date()): Promise<string | null> {
  if (typeof response?.id !== 'string' || response.id.length > 1024) return null;
  const [passkey] = await db.select().from(inboxPasskeys).where(eq(inboxPasskeys.id, response.id));
  if (!passkey || !(await isMember(db, settings, passkey.email))) return null;
  const { rpID, origin } = rpOf(settings);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => takeChallenge(db, challenge, 'sign-in', null, now),
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: { id: passkey.id, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')), counter: passkey.counter, transports: passkey.transports ?? undefined },
      requireUserVerification: false,
    });
  } catch {
    return null;
  }
  if (!verified.verified) return null;
  await db.update(inboxPasskeys).set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now }).where(eq(inboxPasskeys.id, passkey.id));
  return passkey.email;
}

/** A passkey's name in the list: the browser and system, from the user agent. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'Browser';
  const system = /iPhone|iPad/.test(ua) ? 'iOS' : /Android/.test(ua) ? 'Android' : /Mac OS X/.test(ua) ? 'macOS' : /Windows/.test(ua) ? 'Windows' : /Linux/.test(ua) ? 'Linux' : 'device';
  return `${browser} on ${system}, ${randomBytes(2).toString('hex')}`;
}
