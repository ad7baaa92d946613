import type { Availability } from '@/content/scheduling';
import { MAX_GUESTS } from '@/lib/forms/booking';
import { emailAddress } from '@/lib/forms/fields';
import type { Database } from '../db';
import { inboxAudit, notifications, type Booking } from '../db/schema';
import { bookCall, cancelBooking, rescheduleBooking, withOverlapCheck, type BookingInput, type BookingRef, type BookingMeta, type Issued, type Transaction } from './bookings';
import { loadAvailability } from './availability-store';
import { callTypeById } from './config';
import { defaultHostSettings, hostName, type HostSettings } from './hosts';
import { planMails, mayMail, proveHeld, type MailPlan } from './holds';
import { defaultOrganizer, inviteIcs } from './ics';
import type { BookingMailPayload } from './mail';

/**
 * Booking flows with their mails: each change and its outbox rows in one transaction, so a booking is
 * never without its invite and a cancelled call never sends its reminder. Used by the API and the CLI.
 */

export interface ScheduleContext {
  availability: Availability;
  /** Absolute origin for the links in mails. */
  siteUrl: string;
  /** The inbox's origin (INBOX_ORIGIN via server/inbox/config.ts, else SITE_URL): the team's mails link to the call there. */
  inboxOrigin?: string;
  now?: () => Date;
  /** Hosts' calendars, rooms, addresses and the abuse caps (hosts.ts; default: none configured). */
  hosts?: HostSettings;
  /** Keys of the LEADS_WEBHOOK_URL targets: booking.created / .rescheduled / .cancelled go to each. */
  webhookTargets?: readonly string[];
  /** Where the day's mail ceiling is logged (holds.ts). */
  log?: { info: (line: string) => void; error: (line: string) => void };
  /** The office zone the mails name (the inbox's stored one: withOfficeZone); default `availability.timeZone`. */
  officeZone?: string;
}

/** The context with the office zone the server reads the hours in (the stored one, else the environment's). */
async function withOfficeZone(db: Database | Transaction, context: ScheduleContext): Promise<ScheduleContext> {
  if (context.officeZone) return context;
  const stored = await loadAvailability(db as Database, context.availability).catch(() => undefined);
  return { ...context, officeZone: stored?.timeZone ?? context.availability.timeZone };
}

/** Reminders: a day and an hour before the call; each expires when the call starts. */
export const REMINDERS = [
  { lead: '24h', beforeMs: 24 * 3_600_000 },
  { lead: '1h', beforeMs: 3_600_000 },
] as const;

/**
 * The `guests` field: addresses separated by commas, semicolons, spaces or new lines; each checked as
 * an email address, lower-cased, deduplicated, the visitor's own left out; at most MAX_GUESTS.
 * Returns the list, or a message for the visitor.
 */
export function guestList(raw: string | null | undefined, own: string): { guests: string[] } | { error: string } {
  const guests: string[] = [];
  for (const entry of (raw ?? '').split(/[\s,;]+/).filter(Boolean)) {
    const parsed = emailAddress({ normalise: true }).safeParse(entry);
    if (!parsed.success) return { error: `"${entry.slice(0, 60)}" is not an email address.` };
    const guest = parsed.data.toLowerCase();
    if (guest === own.toLowerCase() || guests.includes(guest)) continue;
    guests.push(guest);
  }
  if (guests.length > MAX_GUESTS) return { error: `Please add at most ${MAX_GUESTS} guests.` };
  return { guests };
}

export function manageUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/api/schedule/manage?token=${token}`;
}

export function confirmUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/api/schedule/confirm?token=${token}`;
}

export function invitePath(id: string, token: string): string {
  return `/api/schedule/bookings/${id}/invite.ics?token=${token}`;
}

/** `actor`: the team member who made the change in the inbox (the mails then say so: the agency's voice to the visitor, the member's name to the team). */
export function mailPayload(booking: Booking, event: BookingMailPayload['event'], context: ScheduleContext, actor?: string, moveReason?: string): BookingMailPayload {
  const callType = callTypeById(booking.callType);
  const hostEmail = (context.hosts ?? defaultHostSettings).emails.get(booking.host);
  return {
    host: booking.host || null,
    hostName: hostName(booking.host) ?? null,
    hostEmail: hostEmail ?? null,
    meetingUrl: booking.meetingUrl,
    guests: booking.guests,
    budget: booking.budget,
    timeline: booking.timeline,
    cancelReason: booking.cancelReason,
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
    locale: booking.locale,
    agencyTimeZone: context.officeZone ?? context.availability.timeZone,
    siteUrl: context.siteUrl,
    ...(context.inboxOrigin ? { inboxUrl: context.inboxOrigin } : {}),
    ...(actor ? { changedBy: actor } : {}),
    ...(actor && memberName(actor, context) ? { changedByName: memberName(actor, context) } : {}),
    ...(actor && moveReason ? { moveReason } : {}),
    // The team's and the host's invite carry the visitor's agenda; the visitor's and guests' are rebuilt without it (mailedPayload).
    ics: inviteIcs(booking, callType, hostEmail ? { name: defaultOrganizer.name, email: hostEmail } : defaultOrganizer, teamDescription(booking)),
  };
}

/** A team member's name when the roster knows their address (SCHEDULE_HOST_EMAILS), else undefined: the inbox knows members by address only. */
function memberName(address: string, context: ScheduleContext): string | undefined {
  const wanted = address.trim().toLowerCase();
  const host = [...(context.hosts ?? defaultHostSettings).emails].find(([, email]) => email.toLowerCase() === wanted)?.[0];
  return host ? hostName(host) : undefined;
}

/** What the team's invite says under the call: who booked, for which company, and the agenda they wrote. */
function teamDescription(booking: Booking): string {
  return [`${booking.name} <${booking.email}>`, booking.company ? `Company: ${booking.company}` : '', booking.topic ? `Agenda: ${booking.topic}` : ''].filter(Boolean).join('\n');
}

/**
 * The payload of a mail to an address a visitor typed (theirs or a guest's): its invite names every
 * attendee by their address, never by the name the visitor typed (issue 41: the text became the CN).
 */
function mailedPayload(booking: Booking, payload: BookingMailPayload, context: ScheduleContext, description?: string): BookingMailPayload {
  const hostEmail = (context.hosts ?? defaultHostSettings).emails.get(booking.host);
  return { ...payload, ics: inviteIcs(booking, callTypeById(booking.callType), hostEmail ? { name: defaultOrganizer.name, email: hostEmail } : defaultOrganizer, description, { attendeeNames: false }) };
}

/** The webhook rows of a booking event (one per LEADS_WEBHOOK_URL target): what a lead event carries, no more (no guests, tokens or link). */
async function queueWebhooks(tx: Transaction, booking: Booking, event: 'created' | 'rescheduled' | 'cancelled', context: ScheduleContext) {
  const targets = context.webhookTargets ?? [];
  if (!targets.length) return;
  const data = {
    type: 'booking',
    eventType: `booking.${event}`,
    id: booking.id,
    createdAt: new Date().toISOString(),
    callType: booking.callType,
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    host: booking.host || null,
    name: booking.name,
    email: booking.email,
    company: booking.company,
    topic: booking.topic,
  };
  await tx.insert(notifications).values(targets.map((target) => ({ kind: 'webhook', leadId: booking.id, payload: { ...data, target } })));
}

/** The host's notice (when the host has an address: SCHEDULE_HOST_EMAILS) and each guest's invite. */
async function queueHostAndGuests(tx: Transaction, booking: Booking, payload: BookingMailPayload, guestsToo: boolean, context: ScheduleContext) {
  const rows: (typeof notifications.$inferInsert)[] = [];
  if (payload.hostEmail) rows.push({ kind: 'booking-host', leadId: booking.id, payload: { ...payload } });
  const mailed = guestsToo && booking.guests.length ? mailedPayload(booking, payload, context) : payload;
  if (guestsToo) for (const guest of booking.guests) rows.push({ kind: 'booking-guest', leadId: booking.id, payload: { ...mailed, guestEmail: guest } });
  if (rows.length) await tx.insert(notifications).values(rows);
}

/**
 * The visitor's mail and reminder, queued beside a new or moved booking, with the host's and guests'.
 * `visitorsToo` false (past the mail caps: holds.ts): the host's notice only.
 */
async function queueVisitorMails(tx: Transaction, booking: Booking, kind: 'booking-confirmation' | 'booking-rescheduled', token: string, context: ScheduleContext, visitorsToo = true, actor?: string, moveReason?: string) {
  const now = context.now?.() ?? new Date();
  const payload = mailPayload(booking, kind === 'booking-confirmation' ? 'booked' : 'rescheduled', context, actor, moveReason);
  if (!visitorsToo) return queueHostAndGuests(tx, booking, payload, false, context);
  const link = manageUrl(context.siteUrl, token);
  // The visitor's own invite carries their manage link (the guests' invites do not: they cannot change the call).
  const mailed = mailedPayload(booking, payload, context, `Need to cancel or move it? ${link}`);
  const rows: (typeof notifications.$inferInsert)[] = [{ kind, leadId: booking.id, payload: { ...mailed, manageUrl: link } }];
  for (const reminder of REMINDERS) {
    const remindAt = new Date(booking.startsAt.getTime() - reminder.beforeMs);
    // A reminder whose time has passed when booking is not sent (the confirmation is fresh in mind); none once the call has started (expiresAt).
    if (remindAt.getTime() <= now.getTime()) continue;
    rows.push({ kind: 'booking-reminder', leadId: booking.id, payload: { ...payload, ics: '', manageUrl: link, lead: reminder.lead, expiresAt: booking.startsAt.toISOString() }, nextAttemptAt: remindAt });
  }
  await tx.insert(notifications).values(rows);
  await queueHostAndGuests(tx, booking, payload, true, context);
}

/**
 * Books inside the pipeline's transaction; the agency's notice is the pipeline's own outbox row. A
 * booking holds.ts holds gets one mail, to the visitor's own address, with the link that proves it
 * (`held`; no manage token, no agency notice, no webhook until then); past the day's ceiling (`muted`)
 * the visitor's and guests' mails are not queued, the answer carries the links.
 */
export async function bookWithMails(tx: Transaction, input: BookingInput, meta: BookingMeta, given: ScheduleContext): Promise<{ issued: Issued; agencyNotice: BookingMailPayload | null; held: Date | null } | null> {
  const context = await withOfficeZone(tx, given);
  const hosts = context.hosts ?? defaultHostSettings;
  const now = context.now?.() ?? new Date();
  let plan: MailPlan | undefined;
  const issued = await bookCall(tx, input, meta, context.availability, now, hosts, async (inner) => (plan = await planMails(inner, input, meta, hosts.limits, context.availability, now, context.log)));
  if (!issued) return null;
  if (plan?.confirmToken && issued.booking.heldUntil) {
    const payload = mailPayload(issued.booking, 'booked', context);
    await tx.insert(notifications).values({ kind: 'booking-confirm', leadId: issued.booking.id, payload: { ...payload, ics: '', confirmUrl: confirmUrl(context.siteUrl, plan.confirmToken), heldUntil: issued.booking.heldUntil.toISOString() } });
    return { issued: { ...issued, manageToken: '' }, agencyNotice: null, held: issued.booking.heldUntil };
  }
  await queueVisitorMails(tx, issued.booking, 'booking-confirmation', issued.manageToken, context, !plan?.muted);
  await queueWebhooks(tx, issued.booking, 'created', context);
  return { issued, agencyNotice: mailPayload(issued.booking, 'booked', context), held: null };
}

/**
 * The visitor's proof of a held booking (the mailed link's page posts it): the booking's mails go now,
 * as a booking's would have (confirmation with its manage link, reminders, host, guests, team,
 * webhooks). Undefined when the link is unknown, used or lapsed.
 */
export async function proveWithMails(db: Database, token: string, given: ScheduleContext): Promise<{ booking: Booking; manageToken: string } | undefined> {
  const context = await withOfficeZone(db, given);
  const now = context.now?.() ?? new Date();
  const hosts = context.hosts ?? defaultHostSettings;
  return db.transaction(async (tx) => {
    const proven = await proveHeld(tx, token, now);
    if (!proven) return undefined;
    const mail = await mayMail(tx, proven.booking.networkHash, hosts.limits, now, context.log);
    await queueVisitorMails(tx, proven.booking, 'booking-confirmation', proven.manageToken, context, !mail.ceiling);
    await notifyAgency(tx, proven.booking, 'booked', context);
    await queueWebhooks(tx, proven.booking, 'created', context);
    return proven;
  });
}

async function notifyAgency(tx: Transaction, booking: Booking, event: BookingMailPayload['event'], context: ScheduleContext, actor?: string, moveReason?: string) {
  await tx.insert(notifications).values({ kind: 'booking', leadId: booking.id, payload: { ...mailPayload(booking, event, context, actor, moveReason), type: 'booking' } });
}

/**
 * A team member's change to a call, recorded in `inbox_audit` in the change's own transaction: who,
 * what, which booking and the times, never the visitor's data.
 */
async function auditCallChange(tx: Transaction, actor: string | undefined, action: 'cancel-call' | 'move-call', booking: Booking, detail: Record<string, unknown> = {}) {
  if (actor) await tx.insert(inboxAudit).values({ actor, action, detail: { booking: booking.id, ...detail } });
}

/** Cancels (mailed token or operator id) and tells both sides; undefined when nothing was confirmed. `actor`: the team member, audited. */
export async function cancelWithMails(db: Database, where: BookingRef, given: ScheduleContext, reason?: string | null, actor?: string): Promise<Booking | undefined> {
  const context = await withOfficeZone(db, given);
  return db.transaction(async (tx) => {
    const booking = await cancelBooking(tx, where, reason);
    if (!booking) return undefined;
    // A held booking (the team cancelling it by id) had nothing mailed: nothing to take back.
    if (booking.heldUntil) {
      await auditCallChange(tx, actor, 'cancel-call', booking);
      return booking;
    }
    const payload = mailPayload(booking, 'cancelled', context, actor);
    const now = context.now?.() ?? new Date();
    const mail = await mayMail(tx, booking.networkHash, (context.hosts ?? defaultHostSettings).limits, now, context.log);
    if (mail.ok) await tx.insert(notifications).values({ kind: 'booking-cancelled', leadId: booking.id, payload: { ...mailedPayload(booking, payload, context) } });
    await queueHostAndGuests(tx, booking, payload, mail.ok, context);
    await notifyAgency(tx, booking, 'cancelled', context, actor);
    await queueWebhooks(tx, booking, 'cancelled', context);
    await auditCallChange(tx, actor, 'cancel-call', booking);
    return booking;
  });
}

/**
 * Moves a booking (the visitor's mailed token, or the team by id) and mails the visitor's new invite and
 * manage link, the host and guests, the agency and the webhooks; throws SlotUnavailable when the time is
 * not free. `actor`: the team member, audited with the old and new start; `reason`: their sentence to the
 * visitor (the inbox's move form), in the visitor's, host's and team's mails.
 */
export async function rescheduleWithMails(db: Database, where: BookingRef, start: Date, given: ScheduleContext, actor?: string, reason?: string): Promise<Issued | undefined> {
  const context = await withOfficeZone(db, given);
  return withOverlapCheck(() =>
    db.transaction(async (tx) => {
      const moved = await rescheduleBooking(tx, where, start, callTypeById, context.availability, context.now?.(), context.hosts);
      if (!moved) return undefined;
      const mail = await mayMail(tx, moved.booking.networkHash, (context.hosts ?? defaultHostSettings).limits, context.now?.() ?? new Date(), context.log);
      await queueVisitorMails(tx, moved.booking, 'booking-rescheduled', moved.manageToken, context, mail.ok, actor, reason);
      await notifyAgency(tx, moved.booking, 'rescheduled', context, actor, reason);
      await queueWebhooks(tx, moved.booking, 'rescheduled', context);
      await auditCallChange(tx, actor, 'move-call', moved.booking, { from: moved.movedFrom.toISOString(), to: moved.booking.startsAt.toISOString(), host: moved.booking.host });
      return moved;
    }),
  );
}
