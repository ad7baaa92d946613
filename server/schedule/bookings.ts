import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Availability, CallType } from '@/content/scheduling';
import type { Database } from '../db';
import { bookings, notifications, type Booking } from '../db/schema';
import { newToken, tokenHash } from '../leads/tokens';
import { agencyDate, availableSlots, heldTime, refusal, type HeldTime, type Slot } from './slots';

/**
 * Booking, cancelling and moving calls. Every change runs in one transaction and the database has the
 * last word: the exclusion constraint `bookings_no_overlap` refuses a second booking of held time, so a
 * race between visitors or server processes has exactly one winner whatever the checks before it saw.
 * A per-day advisory lock makes the daily maximum exact too.
 */

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Queryable = Database | Transaction;

/** A refusal the visitor can act on: the time is taken or not offered (HTTP 409). */
export class SlotUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SlotUnavailable';
  }
}

/** Time held by confirmed bookings from a day before now on (what slot generation must avoid). */
export async function heldTimes(db: Queryable, now: Date, exceptId?: string): Promise<HeldTime[]> {
  const rows = await db
    .select({ id: bookings.id, start: bookings.startsAt, end: bookings.holdsUntil })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), gt(bookings.holdsUntil, new Date(now.getTime() - 24 * 3_600_000))));
  return rows.filter((row) => row.id !== exceptId).map(({ start, end }) => ({ start, end }));
}

export async function offeredSlots(db: Queryable, availability: Availability, callType: CallType, now = new Date()): Promise<Slot[]> {
  return availableSlots({ availability, callType, now, held: await heldTimes(db, now) });
}

export interface BookingInput {
  start: Date;
  callType: CallType;
  name: string;
  email: string;
  company?: string | null;
  topic?: string | null;
  visitorTimeZone?: string | null;
}

export interface BookingMeta {
  submissionId: string | null;
  userAgent: string | null;
  ipHash: string | null;
}

/** What the caller gets back: the booking and the tokens it must hand to the visitor (never stored). */
export interface Issued {
  booking: Booking;
  manageToken: string;
  inviteToken: string;
}

/** Serialises changes that touch one agency day, so the daily maximum cannot be raced past. */
async function lockDay(tx: Transaction, start: Date, availability: Availability) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bookings:${agencyDate(start, availability.timeZone)}`}))`);
}

export function isOverlap(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === '23P01') return true;
  }
  return false;
}

/** Runs a booking change, turning the database's overlap refusal into SlotUnavailable. */
export async function withOverlapCheck<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isOverlap(error)) throw new SlotUnavailable('That time was just taken. Please pick another one.');
    throw error;
  }
}

/**
 * Books a call inside the caller's transaction. Throws SlotUnavailable when the time is not offered or
 * is taken; returns null when `meta.submissionId` was booked before (an idempotent retry).
 */
export async function bookCall(tx: Transaction, input: BookingInput, meta: BookingMeta, availability: Availability, now = new Date()): Promise<Issued | null> {
  if (meta.submissionId) {
    const [replay] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.submissionId, meta.submissionId));
    if (replay) return null;
  }
  await lockDay(tx, input.start, availability);
  const reason = refusal(input.start, { availability, callType: input.callType, now, held: await heldTimes(tx, now) });
  if (reason) throw new SlotUnavailable(reason);
  const slot = { start: input.start, end: new Date(input.start.getTime() + input.callType.minutes * 60_000) };
  const manageToken = newToken();
  const inviteToken = newToken();
  const [booking] = await tx
    .insert(bookings)
    .values({
      ...meta,
      callType: input.callType.id,
      startsAt: slot.start,
      endsAt: slot.end,
      holdsUntil: heldTime(slot, availability).end,
      name: input.name,
      email: input.email,
      company: input.company || null,
      topic: input.topic || null,
      visitorTimeZone: input.visitorTimeZone || null,
      manageTokenHash: tokenHash(manageToken),
      inviteTokenHash: tokenHash(inviteToken),
    })
    .returning();
  if (!booking) throw new Error('booking not stored');
  return { booking, manageToken, inviteToken };
}

/** A new download link for a booking's invite; the one before it stops working (one link at a time). */
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

/** Removes the reminder still waiting for a booking (it is cancelled or moved). */
async function dropReminder(tx: Transaction, bookingId: string) {
  await tx.delete(notifications).where(and(eq(notifications.leadId, bookingId), eq(notifications.kind, 'booking-reminder'), isNull(notifications.sentAt)));
}

/**
 * Cancels a confirmed booking (by its mailed token, or by id for the operator): the slot is free at
 * once, the token is spent. Returns the cancelled booking, or undefined when there was nothing to cancel.
 */
export async function cancelBooking(tx: Transaction, where: { token: string } | { id: string }): Promise<Booking | undefined> {
  const match = 'token' in where ? eq(bookings.manageTokenHash, tokenHash(where.token)) : eq(bookings.id, where.id);
  const [booking] = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: new Date(), manageTokenHash: null, sequence: sql`${bookings.sequence} + 1` })
    .where(and(match, eq(bookings.status, 'confirmed')))
    .returning();
  if (booking) await dropReminder(tx, booking.id);
  return booking;
}

/**
 * Moves a booking to another start in one UPDATE: the row keeps holding its old time until it holds the
 * new one, so the visitor never has two slots, nor none. The old token is spent; a new one is issued.
 */
export async function rescheduleBooking(
  tx: Transaction,
  token: string,
  start: Date,
  callTypeOf: (id: string) => CallType | undefined,
  availability: Availability,
  now = new Date(),
): Promise<Issued | undefined> {
  const current = await bookingByManageToken(tx, token);
  if (!current) return undefined;
  const callType = callTypeOf(current.callType);
  if (!callType) throw new SlotUnavailable('This kind of call can no longer be booked. Please book a new one.');
  await lockDay(tx, start, availability);
  const reason = refusal(start, { availability, callType, now, held: await heldTimes(tx, now, current.id) });
  if (reason) throw new SlotUnavailable(reason);
  const slot = { start, end: new Date(start.getTime() + callType.minutes * 60_000) };
  const manageToken = newToken();
  const [booking] = await tx
    .update(bookings)
    .set({
      startsAt: slot.start,
      endsAt: slot.end,
      holdsUntil: heldTime(slot, availability).end,
      manageTokenHash: tokenHash(manageToken),
      sequence: sql`${bookings.sequence} + 1`,
    })
    .where(and(eq(bookings.id, current.id), eq(bookings.manageTokenHash, tokenHash(token)), eq(bookings.status, 'confirmed')))
    .returning();
  if (!booking) return undefined; // spent by a concurrent request
  await dropReminder(tx, booking.id);
  return { booking, manageToken, inviteToken: '' };
}

/** Bookings for the operator and the calendar feed, soonest first. */
export async function listBookings(db: Queryable, { upcoming = false, now = new Date() } = {}): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(upcoming ? and(eq(bookings.status, 'confirmed'), gt(bookings.endsAt, now)) : undefined)
    .orderBy(asc(bookings.startsAt));
}
