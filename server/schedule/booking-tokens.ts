import { and, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { bookings, type Booking } from '../db/schema';
import { newToken, tokenHash } from '../http/tokens';
import type { Transaction } from './bookings';

type Queryable = Database | Transaction;

/** The links a booking is reached by (the invite's, the manage page's) and an idempotent retry's answer: token lookups and renewals. */

async function renewInviteToken(db: Queryable, match: ReturnType<typeof eq>): Promise<{ booking: Booking; inviteToken: string } | null> {
  const inviteToken = newToken();
  const [booking] = await db.update(bookings).set({ inviteTokenHash: tokenHash(inviteToken) }).where(match).returning();
  return booking ? { booking, inviteToken } : null;
}

/** An idempotent retry: the booking stored under the submission id, with a fresh invite link. */
export async function replayedBooking(db: Database, submissionId: string): Promise<{ booking: Booking; inviteToken: string } | null> {
  return renewInviteToken(db, eq(bookings.submissionId, submissionId));
}

/** A fresh invite link for a booking just moved (its page shows one). */
export async function inviteLinkFor(db: Database, id: string): Promise<string> {
  const renewed = await renewInviteToken(db, eq(bookings.id, id));
  if (!renewed) throw new Error('booking not found');
  return renewed.inviteToken;
}

/** The confirmed booking a mailed manage link names, or undefined (unknown, used or cancelled). */
export async function bookingByManageToken(db: Queryable, token: string): Promise<Booking | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const [booking] = await db.select().from(bookings).where(and(eq(bookings.manageTokenHash, tokenHash(token)), eq(bookings.status, 'confirmed')));
  return booking;
}

export async function bookingByInviteToken(db: Queryable, id: string, token: string): Promise<Booking | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id) || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const [booking] = await db.select().from(bookings).where(and(eq(bookings.id, id), eq(bookings.inviteTokenHash, tokenHash(token))));
  return booking;
}
