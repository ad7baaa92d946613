import * as z from 'zod/mini';
import { supportedLocale } from '@/lib/schedule/format';
import { ANY_HOST, callHosts, callTypes, type CallTypeId } from '@/content/scheduling';
import { emailAddress, firstErrorPerField, honeypot, optionalText, qualification, requiredText, submissionId, type FieldErrors } from './fields';

/**
 * Booking a call: the schema the picker on /contact validates with and POST /api/schedule/bookings
 * checks again (JSON from the picker, a form post from the page that works without scripts). Whether
 * the time is offered is the server's call (server/schedule/); here only its shape is checked.
 */

const callTypeIds = callTypes.map((type) => type.id) as [CallTypeId, ...CallTypeId[]];
const hostChoices = [ANY_HOST, ...callHosts.map((host) => host.id)] as [string, ...string[]];

/** Optional qualification the host reads before the call (also asked on the contact form's quote path). */
export { budgetRanges, timelines } from './qualification';
/** At most this many guests (email addresses) get the invite too. */
export const MAX_GUESTS = 3;

/** An instant as the API writes it: ISO 8601 in UTC, to the minute or second. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;

export const bookingSchema = z.object({
  start: z
    .string({ error: 'Please pick a time.' })
    .check(z.trim(), z.minLength(1, 'Please pick a time.'), z.regex(INSTANT, 'Please pick one of the times shown.'), z.refine((value) => !Number.isNaN(Date.parse(value)), 'Please pick one of the times shown.')),
  type: z._default(z.enum(callTypeIds, { error: 'Please choose a kind of call.' }), callTypeIds[0]),
  name: requiredText({ label: 'your name', max: 100, min: 2 }),
  email: emailAddress(),
  company: optionalText({ label: 'the company name', max: 120 }),
  topic: optionalText({ label: 'what the call is about', max: 1000, multiline: true }),
  /** A host id of the call type, or 'any' (the round robin picks among the hosts free at that time). */
  host: z._default(z.enum(hostChoices, { error: 'Please choose who you would like to meet.' }), ANY_HOST),
  /**
   * Guests' email addresses, separated by commas, spaces or new lines (one text field, so the page
   * without scripts posts it as it is). The server splits, checks and caps it (MAX_GUESTS).
   */
  guests: optionalText({ label: 'the guests', max: 800, multiline: true }),
  ...qualification,
  /** The zone the visitor read the times in (IANA name), for the mails. */
  timeZone: z.optional(z.string().check(z.maxLength(64), z.regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$|^UTC$/, 'Invalid time zone.'))),
  /**
   * The locale the visitor read the times in (the picker's navigator.language, the no-JS page's
   * Accept-Language), for the mails: a supported BCP 47 tag, canonical; anything else is dropped
   * (undefined = the mails' default), never an error.
   */
  locale: z.optional(z.pipe(z.unknown(), z.transform((value) => supportedLocale(value)))),
  /**
   * The service or industry page the visitor booked from (its slug, from /contact?service=…): with whoever is
   * free, that practice's lead takes the call when free. Not a slug: dropped (undefined), never an error.
   */
  practice: z.optional(z.pipe(z.unknown(), z.transform((value) => (typeof value === 'string' && /^[a-z0-9-]{1,60}$/.test(value) ? value : undefined)))),
  submissionId,
  website: honeypot,
});

export type BookingInput = z.input<typeof bookingSchema>;
export type BookingData = z.output<typeof bookingSchema>;
export const bookingFields = ['start', 'type', 'name', 'email', 'company', 'topic', 'host', 'guests', 'budget', 'timeline', 'timeZone', 'locale', 'practice', 'website'] as const;
export type BookingField = (typeof bookingFields)[number];

export function bookingErrors(error: Parameters<typeof firstErrorPerField>[0]): FieldErrors<BookingField> {
  return firstErrorPerField(error, bookingFields);
}

/** A host as the API names them: from the roster (name, title) and content/scheduling.ts (intro). */
export interface HostSummary {
  id: string;
  name: string;
  title: string;
  intro: string;
  /** Same-origin path of the portrait (an image with explicit dimensions), if the roster has one. */
  portrait?: string;
}

/** What POST /api/schedule/bookings answers with 201. */
export interface BookingConfirmation {
  id: string;
  start: string;
  end: string;
  /** Same-origin path of the invite (text/calendar), carrying an unguessable token. */
  ics: string;
  /** Who takes the call (chosen, or picked by the round robin). */
  host?: HostSummary;
  /** The call's video room (https). */
  meetingUrl?: string;
  /** Same-origin path of the page to reschedule or cancel (carries the manage token). */
  manage?: string;
  /** The guests who were sent the invite too. */
  guests?: string[];
  /**
   * Set when the booking waits for the visitor's proof (server/schedule/holds.ts: guests named, a cancel and
   * rebook, a busy network): the time is kept until `heldUntil` and the only mail is a confirmation link to
   * the visitor's own address; no manage link until it is followed.
   */
  held?: true;
  heldUntil?: string;
}

/** What GET /api/schedule/slots?type=…&host=… answers (host: an id, or 'any' / absent for everyone). */
export interface SlotsAnswer {
  timeZone: string;
  callTypes: { id: CallTypeId; name: string; minutes: number; summary: string; hosts?: string[] }[];
  /** Every host of every call type, in the picker's order. */
  hosts?: HostSummary[];
  /** Each free start, with the hosts of the asked call type free for it (at least one). */
  slots: { start: string; end: string; hosts?: string[] }[];
  /** The most calls one day takes: the picker's honest ceiling (a day never shows more). */
  maxPerDay?: number;
  /** Each date of the horizon without times (the office's "YYYY-MM-DD") and why, for whoever is free: "Christmas Day", "Office closed", "Fully booked". */
  closedDays?: Record<string, string>;
  /** The same per host of the call type, for a visitor who chose one. */
  hostClosedDays?: Record<string, Record<string, string>>;
}

/** The mailed manage token's shape (the server also checks it is the current one). */
export const MANAGE_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
/** The most a cancel reason keeps (the server trims it again). */
export const MAX_CANCEL_REASON = 500;

/**
 * POST /api/schedule/manage with a JSON body (the reschedule page of the export): the token travels in
 * the body, never in an address. `show` reads the booking, `reschedule` moves it to `start`, `cancel`
 * cancels it with an optional reason. The no-JS forms post the same fields, checked by the same schema.
 */
export const manageRequestSchema = z.object({
  token: z.string().check(z.regex(MANAGE_TOKEN, 'This link is incomplete.')),
  action: z.enum(['show', 'reschedule', 'cancel'], { error: 'Unknown action.' }),
  start: z.optional(z.string().check(z.regex(INSTANT, 'Please pick one of the times shown.'), z.refine((value) => !Number.isNaN(Date.parse(value)), 'Please pick one of the times shown.'))),
  reason: z.optional(z.string().check(z.maxLength(MAX_CANCEL_REASON, `At most ${MAX_CANCEL_REASON} characters, please.`))),
});
export type ManageRequest = z.output<typeof manageRequestSchema>;

/** A booked call as the manage answers show it (times in UTC; the visitor's zone for reading them). */
export interface ManagedBooking {
  callType: CallTypeId;
  start: string;
  end: string;
  /** The zone the visitor booked in (IANA name). */
  timeZone: string;
  host?: HostSummary;
  meetingUrl?: string;
  /** Same-origin path of the invite (.ics), after a move. */
  ics?: string;
  guests: string[];
}

/**
 * What POST /api/schedule/manage answers with JSON: 200 `{ booking }` (show), 200 `{ booking, token }`
 * after a move (the old token is spent: `token` is the new one, also mailed), 200 `{ cancelled: true }`;
 * errors `{ error, message }`: 400 validation, 404 `gone` (unknown, moved or cancelled), 409 `taken`, 429, 503.
 */
export type ManageAnswer =
  | { booking: ManagedBooking; token?: string }
  | { cancelled: true }
  | { error: 'validation' | 'gone' | 'taken' | 'rate_limited' | 'unavailable'; message: string };
