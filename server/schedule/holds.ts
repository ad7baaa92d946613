import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Availability } from '@/content/scheduling';
import type { Database } from '../db';
import { bookings, notifications, type Booking } from '../db/schema';
import { newToken, tokenHash } from '../http/tokens';
import { loadAvailability } from './availability-store';
import { BookingRefused, type BookingInput, type BookingMeta, type HoldDecision, type Transaction } from './bookings';
import type { AbuseLimits } from './hosts';
import { agencyDate } from './slots';

/**
 * When a booking's mails go at once and when they wait for the visitor's proof (security issue 41).
 *
 * A booking names addresses nobody has proven: the visitor's and the guests'. Mailing them at once is
 * what a real buyer needs (one booking, the invite in their inbox), and what a relay needs too. So a
 * booking is mailed at once only while its volume and pattern look like a buyer's; otherwise it is
 * **held**: its time is kept for SCHEDULE_HOLD_MINUTES, the only mail is a link to the visitor's own
 * address (our words only), and nothing else (confirmation, guests' invites, host, team, webhooks) goes
 * until the link is followed. A held booking nobody proves lapses silently (expireHolds).
 *
 * Held: the booking names guests; the address or the network had a booking cancelled in 24 hours
 * (cancel and rebook); the network or its provider range already had its bookings mailed at once in
 * 24 hours; that day's bookings without a proof already hold their share of its maximum.
 * Refused: too many held at once from the network or range; the network's mails of the day used up;
 * a held booking when no mail can go (the day's ceiling).
 */

/** Outbox kinds that go to an address a visitor typed (theirs or a guest's): what the mail caps count. */
export const VISITOR_MAIL_KINDS = ['booking-confirmation', 'booking-rescheduled', 'booking-cancelled', 'booking-reminder', 'booking-guest', 'booking-confirm'] as const;
/** The team's alert when the day's ceiling is reached (once per 24 hours). */
export const CEILING_ALERT_KIND = 'booking-alert';

const DAY_MS = 86_400_000;

type Log = { info: (line: string) => void; error: (line: string) => void };

async function count(tx: Transaction, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(bookings).where(where);
  return Number(row?.n ?? 0);
}

/** Visitor and guest mails queued in 24 hours: all of them, or for one network's bookings. */
export async function visitorMailsSince(tx: Transaction, since: Date, networkHash?: string | null): Promise<number> {
  const base = and(inArray(notifications.kind, [...VISITOR_MAIL_KINDS]), gt(notifications.createdAt, since));
  if (!networkHash) {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(notifications).where(base);
    return Number(row?.n ?? 0);
  }
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .innerJoin(bookings, eq(bookings.id, notifications.leadId))
    .where(and(base, eq(bookings.networkHash, networkHash)));
  return Number(row?.n ?? 0);
}

/**
 * Whether visitor and guest mails may be queued now for a booking from `networkHash`: not past the
 * day's ceiling (which alerts the team once) nor the network's budget.
 */
export async function mayMail(tx: Transaction, networkHash: string | null | undefined, limits: AbuseLimits, now: Date, log?: Log): Promise<{ ok: boolean; ceiling: boolean; network: boolean }> {
  const since = new Date(now.getTime() - DAY_MS);
  const ceiling = (await visitorMailsSince(tx, since)) >= limits.visitorMailsPerDay;
  if (ceiling) await alertCeiling(tx, limits, now, log);
  const network = !!networkHash && (await visitorMailsSince(tx, since, networkHash)) >= limits.mailsPerNetworkPerDay;
  return { ok: !ceiling && !network, ceiling, network };
}

/** One alert to the team per 24 hours when the ceiling is reached (an advisory lock makes it one across processes). */
async function alertCeiling(tx: Transaction, limits: AbuseLimits, now: Date, log?: Log) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('booking-mail-ceiling'))`);
  const [sent] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.kind, CEILING_ALERT_KIND), gt(notifications.createdAt, new Date(now.getTime() - DAY_MS))));
  if (Number(sent?.n ?? 0) > 0) return;
  await tx.insert(notifications).values({ kind: CEILING_ALERT_KIND, payload: { type: 'booking-alert', limit: limits.visitorMailsPerDay, at: now.toISOString() } });
  log?.error(JSON.stringify({ level: 'error', event: 'booking.mail_ceiling', limit: limits.visitorMailsPerDay, at: now.toISOString() }));
}

export interface MailPlan extends HoldDecision {
  /** The confirmation link's token of a held booking (mailed to the visitor, never stored). */
  confirmToken: string | null;
  /** No visitor or guest mail may go now (the day's ceiling): the booking stands, its answer carries the links. */
  muted: boolean;
}

/** Decides a new booking's mails under the day's lock (bookCall's `decide`); throws BookingRefused. */
export async function planMails(tx: Transaction, input: BookingInput, meta: BookingMeta, limits: AbuseLimits, base: Availability, now: Date, log?: Log): Promise<MailPlan> {
  const since = new Date(now.getTime() - DAY_MS);
  const mail = await mayMail(tx, meta.networkHash, limits, now, log);
  if (mail.network) throw new BookingRefused('Many emails have gone to bookings from this network today. Please write to us and we will find a time.');
  const fromNetwork = meta.networkHash ? eq(bookings.networkHash, meta.networkHash) : undefined;
  const fromRange = meta.rangeHash ? eq(bookings.rangeHash, meta.rangeHash) : undefined;
  const atOnce = and(gt(bookings.createdAt, since), isNull(bookings.heldUntil), isNull(bookings.provenAt));
  const address = input.email.toLowerCase();
  // Cancelled within holdAfterCancelHours, or a hold that lapsed then (swept or not yet: bookings.ts's expireHolds).
  const rebookSince = new Date(now.getTime() - limits.holdAfterCancelHours * 3_600_000);
  const cancelled = or(and(eq(bookings.status, 'cancelled'), gt(bookings.cancelledAt, rebookSince)), and(eq(bookings.status, 'confirmed'), lte(bookings.heldUntil, now), gt(bookings.heldUntil, rebookSince)));

  let held = (input.guests?.length ?? 0) > 0;
  if (!held && limits.holdAfterCancelHours > 0) held = (await count(tx, and(cancelled, sql`(lower(${bookings.email}) = ${address}${fromNetwork ? sql` or ${fromNetwork}` : sql``})`))) > 0;
  if (!held && fromNetwork) held = (await count(tx, and(atOnce, fromNetwork))) >= limits.atOncePerNetworkPerDay;
  if (!held && fromRange) held = (await count(tx, and(atOnce, fromRange))) >= limits.atOncePerRangePerDay;
  if (!held) {
    const { maxCallsPerDay, timeZone } = await loadAvailability(tx as unknown as Database, base);
    const share = Math.max(1, Math.floor((maxCallsPerDay * limits.unprovenDayShare) / 100));
    const day = agencyDate(input.start, timeZone);
    const near = await tx
      .select({ start: bookings.startsAt })
      .from(bookings)
      .where(and(eq(bookings.status, 'confirmed'), isNull(bookings.provenAt), or(isNull(bookings.heldUntil), gt(bookings.heldUntil, now)), gt(bookings.startsAt, new Date(input.start.getTime() - 2 * DAY_MS)), sql`${bookings.startsAt} < ${new Date(input.start.getTime() + 2 * DAY_MS)}`));
    held = near.filter((row) => agencyDate(row.start, timeZone) === day).length >= share;
  }
  if (!held) return { heldUntil: null, confirmTokenHash: null, confirmToken: null, muted: mail.ceiling };

  const waiting = and(eq(bookings.status, 'confirmed'), gt(bookings.heldUntil, now));
  const tooManyHeld = 'A booking from this network is still waiting to be confirmed. Please use the link we emailed, or write to us and we will find a time.';
  if (fromNetwork && (await count(tx, and(waiting, fromNetwork))) >= limits.heldPerNetwork) throw new BookingRefused(tooManyHeld);
  if (fromRange && (await count(tx, and(waiting, fromRange))) >= limits.heldPerRange) throw new BookingRefused(tooManyHeld);
  if (mail.ceiling) throw new BookingRefused('We cannot send the email this booking needs right now. Please write to us and we will find a time.');
  const confirmToken = newToken();
  return { heldUntil: new Date(now.getTime() + limits.holdMinutes * 60_000), confirmTokenHash: tokenHash(confirmToken), confirmToken, muted: false };
}

/**
 * The visitor's proof: the held booking named by the mailed token, still holding its time, becomes a
 * booking like any other (a manage token, its mails queued by the caller). Undefined when the token is
 * unknown, used or lapsed.
 */
export async function proveHeld(tx: Transaction, token: string, now: Date): Promise<{ booking: Booking; manageToken: string } | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const manageToken = newToken();
  const [booking] = await tx
    .update(bookings)
    .set({ heldUntil: null, confirmTokenHash: null, provenAt: now, manageTokenHash: tokenHash(manageToken) })
    .where(and(eq(bookings.confirmTokenHash, tokenHash(token)), eq(bookings.status, 'confirmed'), gt(bookings.heldUntil, now)))
    .returning();
  return booking ? { booking, manageToken } : undefined;
}

/** The held booking a mailed confirmation link names (for its page), or undefined. */
export async function heldByToken(db: Database, token: string, now: Date): Promise<Booking | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.confirmTokenHash, tokenHash(token)), eq(bookings.status, 'confirmed'), gt(bookings.heldUntil, now)));
  return booking;
}
