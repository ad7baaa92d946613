import * as z from 'zod/mini';
import { callTypes, type CallTypeId } from '@/content/scheduling';
import { emailAddress, firstErrorPerField, honeypot, optionalText, requiredText, submissionId, type FieldErrors } from './fields';

/**
 * Booking a call: the schema the picker on /contact validates with and POST /api/schedule/bookings
 * checks again (JSON from the picker, a form post from the page that works without scripts). Whether
 * the time is offered is the server's call (server/schedule/); here only its shape is checked.
 */

const callTypeIds = callTypes.map((type) => type.id) as [CallTypeId, ...CallTypeId[]];

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
  /** The zone the visitor read the times in (IANA name), for the mails. */
  timeZone: z.optional(z.string().check(z.maxLength(64), z.regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$|^UTC$/, 'Invalid time zone.'))),
  submissionId,
  website: honeypot,
});

export type BookingInput = z.input<typeof bookingSchema>;
export type BookingData = z.output<typeof bookingSchema>;
export const bookingFields = ['start', 'type', 'name', 'email', 'company', 'topic', 'timeZone', 'website'] as const;
export type BookingField = (typeof bookingFields)[number];

export function bookingErrors(error: Parameters<typeof firstErrorPerField>[0]): FieldErrors<BookingField> {
  return firstErrorPerField(error, bookingFields);
}

/** What POST /api/schedule/bookings answers with 201. */
export interface BookingConfirmation {
  id: string;
  start: string;
  end: string;
  /** Same-origin path of the invite (text/calendar), carrying an unguessable token. */
  ics: string;
}

/** What GET /api/schedule/slots answers. */
export interface SlotsAnswer {
  timeZone: string;
  callTypes: { id: CallTypeId; name: string; minutes: number; summary: string }[];
  slots: { start: string; end: string }[];
}
