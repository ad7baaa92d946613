import { createHash, randomBytes } from 'node:crypto';

/** A random token for a mail link (256 bits, URL-safe); only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
