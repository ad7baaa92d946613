import { and, asc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { ANY_HOST, type Availability, type CallType } from '@/content/scheduling';
import type { Database } from '../db';
import { bookings, notifications, type Booking } from '../db/schema';
import { newToken, tokenHash } from '../http/tokens';
import { hostAvailability, loadAvailability } from './availability-store';
import { calendarBusyTimes } from './calendars';
import { defaultHostSettings, hostName, meetingUrlFor, pickHost, practiceHosts, type HostLoad, type HostSettings } from './hosts';
import { agencyDate, heldTime, hostedRefusal, hostedSlots, type HeldTime, type HostedQuery, type HostedSlot } from './slots';
import { bookingByManageToken } from './booking-tokens';

/**
 * Booking, cancelling and moving calls. Every change runs in one transaction and the database has the
 * last word: the exclusion constraint `bookings_no_overlap` refuses a second booking of held time, so a
 * race between visitors or server processes has exactly one winner whatever the checks before it saw.
 * A per-day advisory lock makes the daily maximum exact too.
 */

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

/** A refusal the visitor can act on: the time is taken or not offered (HTTP 409). */
export class SlotUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SlotUnavailable';
  }
}

/** Time held by confirmed bookings from a day before now on (what slot generation must avoid), with their hosts. */
export async function heldTimes(db: Queryable, now: Date, exceptId?: string): Promise<(HeldTime & { host: string })[]> {
  const rows = await db
    .select({ id: bookings.id, host: bookings.host, start: bookings.startsAt, end: bookings.holdsUntil })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), gt(bookings.holdsUntil, new Date(now.getTime() - 24 * 3_600_000)), notLapsed(now)));
  return rows.filter((row) => row.id !== exceptId).map(({ host, start, end }) => ({ host, start, end }));
}

/** Not a held booking whose time to be proven has passed (it lapses: expireHolds). */
const notLapsed = (now: Date) => or(isNull(bookings.heldUntil), gt(bookings.heldUntil, now));

/**
 * Held bookings whose proof did not come in time lapse: cancelled, their token spent, nothing mailed (none
 * of their mails had gone). Run inside the booking transaction for the time it is about to hold (those
 * rows are the day's, so the day's lock serialises this), so the database's overlap constraint no longer
 * counts them; elsewhere a lapsed hold is simply not counted (notLapsed).
 */
export async function expireHolds(tx: Queryable, now: Date, time: { start: Date; end: Date }) {
  await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, confirmTokenHash: null, manageTokenHash: null })
    .where(and(eq(bookings.status, 'confirmed'), lte(bookings.heldUntil, now), sql`${bookings.startsAt} < ${time.end}`, gt(bookings.holdsUntil, time.start)));
}

/**
 * Each host of the call type with their availability (availability-store.ts over `base`), their
 * bookings (a booking from before hosts, host '', holds everyone), their calendar's busy times and
 * whether that calendar is stale.
 */
export async function hostedQuery(db: Queryable, base: Availability, callType: CallType, now: Date, hosts: HostSettings = defaultHostSettings, exceptId?: string): Promise<HostedQuery> {
  const availability = await loadAvailability(db as Database, base);
  const held = await heldTimes(db, now, exceptId);
  const calendars = await calendarBusyTimes(db as Database, hosts, now);
  return {
    callType,
    now,
    dayHeld: held,
    hosts: callType.hosts.map((id) => ({
      id,
      availability: hostAvailability(availability, id),
      ownWeek: Object.hasOwn(availability.hostHours, id),
      held: held.filter((time) => time.host === id || time.host === ''),
      busy: calendars.busy.get(id) ?? [],
      stale: calendars.stale.has(id),
    })),
  };
}

/** The starts offered for a call type, each with the hosts free for it; with `host`, only that host's. */
export async function offeredSlots(db: Queryable, availability: Availability, callType: CallType, now = new Date(), options: { hosts?: HostSettings; host?: string } = {}): Promise<HostedSlot[]> {
  return slotsOfHost(hostedSlots(await hostedQuery(db, availability, callType, now, options.hosts)), options.host);
}

/** The one host asked for, or undefined for whoever is free (ANY_HOST or nothing). */
export const askedHost = (host?: string) => (host && host !== ANY_HOST ? host : undefined);

/** With a host asked for, only their starts, each naming them alone; else every start. */
export function slotsOfHost(slots: HostedSlot[], host?: string): HostedSlot[] {
  const only = askedHost(host);
  return only ? slots.filter((slot) => slot.hosts.includes(only)).map((slot) => ({ ...slot, hosts: [only] })) : slots;
}

/** Each host's load for the round robin: confirmed calls from 30 days ago on, and when they were last given one. */
async function hostLoads(tx: Transaction, hosts: readonly string[], now: Date): Promise<HostLoad[]> {
  const rows = await tx
    .select({ host: bookings.host, calls: sql<number>`count(*)::int`, last: sql<Date | string | null>`max(${bookings.createdAt})` })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), gt(bookings.startsAt, new Date(now.getTime() - 30 * 86_400_000)), ne(bookings.host, '')))
    .groupBy(bookings.host);
  return hosts.map((host) => {
    const row = rows.find((entry) => entry.host === host);
    return { host, calls: Number(row?.calls ?? 0), lastBookedAt: row?.last ? new Date(row.last) : null };
  });
}

export interface BookingInput {
  start: Date;
  callType: CallType;
  name: string;
  email: string;
  company?: string | null;
  topic?: string | null;
  visitorTimeZone?: string | null;
  /** The locale the visitor read the times in (already checked: lib/forms/booking.ts); null = the default. */
  locale?: string | null;
  /** A host id of the call type, or 'any' / absent: the round robin picks among the hosts free then. */
  host?: string;
  /** The service or industry page the call was booked from (its slug): with 'any', that practice's lead takes it when free. */
  practice?: string | null;
  /** Guests' addresses, already checked and deduplicated (guests.ts). */
  guests?: readonly string[];
  budget?: string | null;
  timeline?: string | null;
}

export interface BookingMeta {
  submissionId: string | null;
  userAgent: string | null;
  ipHash: string | null;
  /** HMAC of the client's network (/24, /64): the per-network cap counts by it. */
  networkHash?: string | null;
  /** What was submitted, hashed: a replay of the submission id with another body is refused. */
  submissionDigest?: string | null;
  /** HMAC of the client's provider range (/16, /48): holds.ts's caps count by it. */
  rangeHash?: string | null;
}

/** What the mail policy (holds.ts) decides for a booking, under the day's lock: held for a proof, or not. */
export interface HoldDecision {
  heldUntil: Date | null;
  confirmTokenHash: string | null;
}

/** A refusal that is not about the time: a cap reached, a replayed submission id with another body (HTTP 409). */
export class BookingRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BookingRefused';
  }
}

/** What the caller gets back: the booking and the tokens it must hand to the visitor (never stored). */
export interface Issued {
  booking: Booking;
  manageToken: string;
  inviteToken: string;
}

/** Serialises changes that touch one agency day, so the daily maximum cannot be raced past. */
async function lockDay(tx: Transaction, start: Date, availability: Availability) {
  // The day in the zone the daily cap counts in (the stored office zone, holds.ts), so both agree on "one day".
  const { timeZone } = await loadAvailability(tx as unknown as Database, availability);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bookings:${agencyDate(start, timeZone)}`}))`);
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
 * A booking's submission id, once per id: a concurrent retry waits for the first to commit and then
 * finds it. Returns true when the id was booked before with the same body; throws BookingRefused when
 * with another.
 */
async function claimSubmission(tx: Transaction, meta: BookingMeta): Promise<boolean> {
  if (!meta.submissionId) return false;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-submission:${meta.submissionId}`}))`);
  const [replay] = await tx.select({ digest: bookings.submissionDigest }).from(bookings).where(eq(bookings.submissionId, meta.submissionId));
  if (!replay) return false;
  if (replay.digest && meta.submissionDigest && replay.digest !== meta.submissionDigest) {
    throw new BookingRefused('This form was already sent with other details, and that booking stands. To book another call, reload the page and pick a time again.');
  }
  return true;
}

export interface BookingLimits {
  upcomingPerEmail: number;
  upcomingPerNetwork: number;
  perEmailPerDay: number;
}

/** The abuse caps (hosts.ts's limits): each address (the visitor's and every guest's) and the network. Throws BookingRefused. */
export async function checkLimits(tx: Queryable, input: BookingInput, meta: BookingMeta, limits: BookingLimits, now: Date) {
  const tooMany = 'This address already has as many calls booked with us as we take from one person. Please use the links in your confirmation emails to move a call, or write to us.';
  for (const address of [input.email, ...(input.guests ?? [])].map((value) => value.toLowerCase())) {
    const involves = sql`(lower(${bookings.email}) = ${address} or ${address} = any(${bookings.guests}))`;
    const [upcoming] = await tx.select({ n: sql<number>`count(*)::int` }).from(bookings).where(and(eq(bookings.status, 'confirmed'), gt(bookings.endsAt, now), notLapsed(now), involves));
    if (Number(upcoming?.n ?? 0) >= limits.upcomingPerEmail) throw new BookingRefused(tooMany);
    const [today] = await tx.select({ n: sql<number>`count(*)::int` }).from(bookings).where(and(gt(bookings.createdAt, new Date(now.getTime() - 86_400_000)), involves));
    if (Number(today?.n ?? 0) >= limits.perEmailPerDay) throw new BookingRefused(tooMany);
  }
  if (meta.networkHash) {
    const [network] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.status, 'confirmed'), gt(bookings.endsAt, now), notLapsed(now), eq(bookings.networkHash, meta.networkHash)));
    if (Number(network?.n ?? 0) >= limits.upcomingPerNetwork) throw new BookingRefused('Many calls are already booked from this network. Please write to us and we will find a time.');
  }
}

/**
 * The host of a booking at `start`: the chosen one if free then; else the lead of the practice it was booked from
 * when free (the round robin among them), else the round robin's pick among all; throws SlotUnavailable.
 */
async function hostFor(tx: Transaction, input: BookingInput, query: HostedQuery): Promise<string> {
  const chosen = input.host && input.host !== ANY_HOST ? input.host : undefined;
  // A chosen host: only their times are computed (the race for one host's slot is the busy path).
  const asked = chosen ? { ...query, hosts: query.hosts.filter((host) => host.id === chosen) } : query;
  const free = hostedSlots(asked).find((slot) => slot.start.getTime() === input.start.getTime())?.hosts ?? [];
  if (!free.length) {
    const reason = hostedRefusal(input.start, asked) ?? 'That time was just taken. Please pick another one.';
    throw new SlotUnavailable(chosen && /taken/.test(reason) ? `That time was just taken with ${hostName(chosen) ?? 'that host'}. Please pick another time, or let whoever is free take the call.` : reason);
  }
  if (chosen) return chosen;
  const leads = practiceHosts(input.practice, input.callType).filter((id) => free.includes(id));
  const host = pickHost(leads.length ? leads : free, await hostLoads(tx, free, query.now));
  if (!host) throw new SlotUnavailable('That time was just taken. Please pick another one.');
  return host;
}

/**
 * Books a call inside the caller's transaction. Throws SlotUnavailable when the time is not offered or
 * is taken (for the chosen host, or for every host), BookingRefused past a cap or for a replayed
 * submission id with another body; returns null when `meta.submissionId` was booked before with the
 * same body (an idempotent retry, concurrent or not).
 */
export async function bookCall(
  tx: Transaction,
  input: BookingInput,
  meta: BookingMeta,
  availability: Availability,
  now = new Date(),
  hosts: HostSettings = defaultHostSettings,
  decide?: (tx: Transaction) => Promise<HoldDecision>,
): Promise<Issued | null> {
  if (await claimSubmission(tx, meta)) return null;
  await lockDay(tx, input.start, availability);
  const slot = { start: input.start, end: new Date(input.start.getTime() + input.callType.minutes * 60_000) };
  await expireHolds(tx, now, heldTime(slot, availability));
  await checkLimits(tx, input, meta, hosts.limits, now);
  const hold = (await decide?.(tx)) ?? { heldUntil: null, confirmTokenHash: null };
  const host = await hostFor(tx, input, await hostedQuery(tx, availability, input.callType, now, hosts));
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
      locale: input.locale || null,
      host,
      guests: [...(input.guests ?? [])],
      budget: input.budget || null,
      timeline: input.timeline || null,
      meetingUrl: meetingUrlFor(host, hosts),
      // A held booking gets its manage link with the proof (holds.ts), not in the answer.
      manageTokenHash: hold.heldUntil ? null : tokenHash(manageToken),
      inviteTokenHash: tokenHash(inviteToken),
      ...hold,
    })
    .returning();
  if (!booking) throw new Error('booking not stored');
  return { booking, manageToken, inviteToken };
}

/** A new download link for a booking's invite; the one before it stops working (one link at a time). */
export { bookingByInviteToken, bookingByManageToken, inviteLinkFor, replayedBooking } from './booking-tokens';

/** Removes the reminder still waiting for a booking (it is cancelled or moved). */
async function dropReminder(tx: Transaction, bookingId: string) {
  await tx.delete(notifications).where(and(eq(notifications.leadId, bookingId), eq(notifications.kind, 'booking-reminder'), isNull(notifications.sentAt)));
}

/**
 * Cancels a confirmed booking (by its mailed token, or by id for the operator): the slot is free at
 * once, the token is spent. Returns the cancelled booking, or undefined when there was nothing to cancel.
 */
export async function cancelBooking(tx: Transaction, where: BookingRef, reason?: string | null): Promise<Booking | undefined> {
  const match = 'token' in where ? eq(bookings.manageTokenHash, tokenHash(where.token)) : and(eq(bookings.id, where.id), where.sequence === undefined ? undefined : eq(bookings.sequence, where.sequence));
  const [booking] = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: new Date(), manageTokenHash: null, sequence: sql`${bookings.sequence} + 1`, cancelReason: cleanReason(reason) })
    .where(and(match, eq(bookings.status, 'confirmed')))
    .returning();
  if (booking) await dropReminder(tx, booking.id);
  return booking;
}

/** The visitor's optional reason for cancelling: plain text, at most 500 characters, null when empty. */
export function cleanReason(reason: string | null | undefined): string | null {
  const text = (reason ?? '').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').trim().slice(0, 500);
  return text || null;
}

/**
 * Who is changing a booking: the visitor with their mailed manage token, or the team by id; with
 * `sequence`, the version the team's page showed: a call changed since (moved or cancelled by another
 * request) is left alone, so of two changes made from one page exactly one applies (issue 41).
 */
export type BookingRef = { token: string } | { id: string; sequence?: number };

/**
 * Moves a booking to another start in one UPDATE: the row keeps holding its old time until it holds the
 * new one, so the visitor never has two slots, nor none. The old token is spent; a new one is issued
 * (the visitor's new manage link). By token: the token must still be the current one. By id (the team):
 * the call must be confirmed and not over, and unchanged since it was read (its sequence), so of two
 * concurrent changes (a move and a cancel, or two moves) exactly one applies.
 */
export async function rescheduleBooking(
  tx: Transaction,
  where: BookingRef,
  start: Date,
  callTypeOf: (id: string) => CallType | undefined,
  availability: Availability,
  now = new Date(),
  hosts: HostSettings = defaultHostSettings,
): Promise<(Issued & { movedFrom: Date }) | undefined> {
  const current = 'token' in where ? await bookingByManageToken(tx, where.token) : await upcomingBooking(tx, where.id, now);
  if (!current) return undefined;
  const callType = callTypeOf(current.callType);
  if (!callType) throw new SlotUnavailable('This kind of call can no longer be booked. Please book a new one.');
  await lockDay(tx, start, availability);
  const query = await hostedQuery(tx, availability, callType, now, hosts, current.id);
  // The same host when they are free at the new time, else whoever is free (the visitor chose a time, not a person, when moving).
  const free = hostedSlots(query).find((slot) => slot.start.getTime() === start.getTime())?.hosts ?? [];
  const host = await hostFor(tx, { start, callType, name: current.name, email: current.email, host: free.includes(current.host) ? current.host : ANY_HOST }, query);
  const slot = { start, end: new Date(start.getTime() + callType.minutes * 60_000) };
  const manageToken = newToken();
  const unchanged = 'token' in where ? eq(bookings.manageTokenHash, tokenHash(where.token)) : eq(bookings.sequence, where.sequence ?? current.sequence);
  const [booking] = await tx
    .update(bookings)
    .set({
      startsAt: slot.start,
      endsAt: slot.end,
      holdsUntil: heldTime(slot, availability).end,
      manageTokenHash: tokenHash(manageToken),
      sequence: sql`${bookings.sequence} + 1`,
      host,
      meetingUrl: host === current.host && current.meetingUrl ? current.meetingUrl : meetingUrlFor(host, hosts),
    })
    .where(and(eq(bookings.id, current.id), unchanged, eq(bookings.status, 'confirmed')))
    .returning();
  if (!booking) return undefined; // spent or changed by a concurrent request
  await dropReminder(tx, booking.id);
  return { booking, manageToken, inviteToken: '', movedFrom: current.startsAt };
}

/** A confirmed call that has not ended, by id (what the team may still move), or undefined. */
/** A confirmed call still ahead, by id; a booking held for the visitor's proof (holds.ts) is none until it is proven. */
export async function upcomingBooking(db: Queryable, id: string, now = new Date()): Promise<Booking | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [booking] = await db.select().from(bookings).where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed'), gt(bookings.endsAt, now), isNull(bookings.heldUntil)));
  return booking;
}

/** Bookings for the operator and the calendar feed, soonest first. */
export async function listBookings(db: Queryable, { upcoming = false, now = new Date() } = {}): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(upcoming ? and(eq(bookings.status, 'confirmed'), gt(bookings.endsAt, now), isNull(bookings.heldUntil)) : undefined)
    .orderBy(asc(bookings.startsAt));
}
