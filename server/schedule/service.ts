import type { Availability } from '@/content/scheduling';
import type { Database } from '../db';
import { notifications, type Booking } from '../db/schema';
import { bookCall, cancelBooking, rescheduleBooking, withOverlapCheck, type BookingInput, type BookingMeta, type Issued, type Transaction } from './bookings';
import { callTypeById } from './config';
import { inviteIcs } from './ics';
import type { BookingMailPayload } from './mail';

/**
 * Booking flows with their mails: each change and its outbox rows in one transaction, so a booking is
 * never without its invite and a cancelled call never sends its reminder. Used by the API and the CLI.
 */

export interface ScheduleContext {
  availability: Availability;
  /** Absolute origin for the links in mails. */
  siteUrl: string;
  now?: () => Date;
}

const REMINDER_BEFORE_MS = 24 * 3_600_000;

export function manageUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/api/schedule/manage?token=${token}`;
}

export function invitePath(id: string, token: string): string {
  return `/api/schedule/bookings/${id}/invite.ics?token=${token}`;
}

export function mailPayload(booking: Booking, event: BookingMailPayload['event'], context: ScheduleContext): BookingMailPayload {
  const callType = callTypeById(booking.callType);
  return {
    id: booking.id,
    event,
    callName: callType?.name ?? 'Call',
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    name: booking.name,
    email: booking.email,
    company: booking.company,
    topic: booking.topic,
    visitorTimeZone: booking.visitorTimeZone,
    agencyTimeZone: context.availability.timeZone,
    ics: inviteIcs(booking, callType),
  };
}

/** The visitor's mail and reminder, queued beside a new or moved booking. */
async function queueVisitorMails(tx: Transaction, booking: Booking, kind: 'booking-confirmation' | 'booking-rescheduled', token: string, context: ScheduleContext) {
  const now = context.now?.() ?? new Date();
  const payload = mailPayload(booking, kind === 'booking-confirmation' ? 'booked' : 'rescheduled', context);
  const rows: (typeof notifications.$inferInsert)[] = [{ kind, leadId: booking.id, payload: { ...payload, manageUrl: manageUrl(context.siteUrl, token) } }];
  const remindAt = new Date(booking.startsAt.getTime() - REMINDER_BEFORE_MS);
  // A call booked less than a day ahead has its confirmation fresh in mind: no reminder.
  if (remindAt.getTime() > now.getTime()) rows.push({ kind: 'booking-reminder', leadId: booking.id, payload: { ...payload }, nextAttemptAt: remindAt });
  await tx.insert(notifications).values(rows);
}

/** Books inside the pipeline's transaction; the agency's notice is the pipeline's own outbox row. */
export async function bookWithMails(tx: Transaction, input: BookingInput, meta: BookingMeta, context: ScheduleContext): Promise<{ issued: Issued; agencyNotice: BookingMailPayload } | null> {
  const issued = await bookCall(tx, input, meta, context.availability, context.now?.());
  if (!issued) return null;
  await queueVisitorMails(tx, issued.booking, 'booking-confirmation', issued.manageToken, context);
  return { issued, agencyNotice: mailPayload(issued.booking, 'booked', context) };
}

async function notifyAgency(tx: Transaction, booking: Booking, event: BookingMailPayload['event'], context: ScheduleContext) {
  await tx.insert(notifications).values({ kind: 'booking', leadId: booking.id, payload: { ...mailPayload(booking, event, context), type: 'booking' } });
}

/** Cancels (mailed token or operator id) and tells both sides; undefined when nothing was confirmed. */
export async function cancelWithMails(db: Database, where: { token: string } | { id: string }, context: ScheduleContext): Promise<Booking | undefined> {
  return db.transaction(async (tx) => {
    const booking = await cancelBooking(tx, where);
    if (!booking) return undefined;
    await tx.insert(notifications).values({ kind: 'booking-cancelled', leadId: booking.id, payload: { ...mailPayload(booking, 'cancelled', context) } });
    await notifyAgency(tx, booking, 'cancelled', context);
    return booking;
  });
}

/** Moves a booking and mails the new invite and link; throws SlotUnavailable when the time is not free. */
export async function rescheduleWithMails(db: Database, token: string, start: Date, context: ScheduleContext): Promise<Issued | undefined> {
  return withOverlapCheck(() =>
    db.transaction(async (tx) => {
      const moved = await rescheduleBooking(tx, token, start, callTypeById, context.availability, context.now?.());
      if (!moved) return undefined;
      await queueVisitorMails(tx, moved.booking, 'booking-rescheduled', moved.manageToken, context);
      await notifyAgency(tx, moved.booking, 'rescheduled', context);
      return moved;
    }),
  );
}

