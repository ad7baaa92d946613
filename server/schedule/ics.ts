import { createEvent, createEvents, type EventAttributes } from 'ics';
import { site } from '@/content/site';
import type { CallType } from '@/content/scheduling';
import { hostName } from './hosts';

/**
 * iCalendar for booked calls (the `ics` writer): the invite mailed to the visitor (METHOD:REQUEST, the
 * agency as organiser), its cancellation (METHOD:CANCEL, same UID, higher SEQUENCE) and the team's
 * private feed. The UID is derived from the booking id, so every calendar updates the same event.
 */

export interface CalendarBooking {
  id: string;
  callType: string;
  startsAt: Date;
  endsAt: Date;
  name: string;
  email: string;
  company: string | null;
  topic: string | null;
  sequence: number;
  status: string;
  createdAt: Date;
  /** Who takes the call (a host id; '' for calls booked before hosts). */
  host?: string;
  guests?: readonly string[];
  meetingUrl?: string | null;
}

export interface Organizer {
  name: string;
  email: string;
}

export const defaultOrganizer: Organizer = { name: site.name, email: site.email };

const domain = new URL(site.url).hostname.replace(/^www\./, '');

export function bookingUid(id: string): string {
  return `booking-${id}@${domain}`;
}

export function callTitle(callType: Pick<CallType, 'name'> | undefined): string {
  return `${callType?.name ?? 'Call'} with ${site.name}`;
}

/**
 * A parameter value (CN): RFC 5545 has no escape inside one, and the \`ics\` writer's \`\\"\` is not one
 * (a quote ends the value, so a name could add ROLE=, PARTSTAT= or another address). Quotes and control
 * characters (line breaks included) are taken out; what remains sits inside the writer's DQUOTEs, where
 * ";", ":" and "," are plain text.
 */
export function paramText(value: string): string {
  return value.replace(/["\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200) || '-';
}

/** A TEXT value before the writer escapes it (\\, ;, , and line breaks): no other control characters, line breaks as \n. */
export function plainText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, ' ');
}

/** A calendar address (mailto:): the validated address without anything that could end the line or the value. */
function address(email: string): string {
  return email.replace(/[\s"\u0000-\u001f\u007f-\u009f;:,<>\\]/g, '');
}

function event(booking: CalendarBooking, callType: CallType | undefined, organizer: Organizer, extra: { description?: string; cancelled?: boolean; attendeeNames?: boolean } = {}): EventAttributes {
  const host = booking.host ? hostName(booking.host) : undefined;
  const meeting = booking.meetingUrl ?? undefined;
  const description = [meeting ? `Join the video call: ${meeting}` : '', host ? `With ${host}, ${site.name}` : '', extra.description ?? ''].filter(Boolean).join('\n\n');
  return {
    uid: bookingUid(booking.id),
    sequence: booking.sequence,
    start: booking.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: booking.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: plainText(callTitle(callType)),
    description: description ? plainText(description) : undefined,
    location: meeting ? plainText(meeting) : 'Video call: the link follows by email before the call',
    ...(meeting ? { url: meeting } : {}),
    status: extra.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    // The agency organises; the host is named (CN) as the organiser when known, with the agency's address.
    organizer: { name: paramText(host ? `${host} (${organizer.name})` : organizer.name), email: address(organizer.email) },
    attendees: [
      // In a mailed invite (attendeeNames false) the visitor is named by their address: the name is their free text.
      { name: paramText(extra.attendeeNames === false ? address(booking.email) : booking.name), email: address(booking.email), rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' },
      ...(booking.guests ?? []).map((guest) => ({ name: paramText(guest), email: address(guest), rsvp: true, partstat: 'NEEDS-ACTION' as const, role: 'OPT-PARTICIPANT' as const })),
    ],
    created: booking.createdAt.getTime(),
    productId: `-//${site.name}//Scheduling//EN`,
  };
}

function written(result: { error: Error | null; value: string | null }): string {
  if (result.error || !result.value) throw result.error ?? new Error('iCalendar not written');
  return result.value;
}

/**
 * The invite for the visitor's calendar (METHOD:REQUEST), or its cancellation (METHOD:CANCEL).
 * `attendeeNames: false`: every attendee's CN is their address (what is mailed to the visitor and guests).
 */
export function inviteIcs(booking: CalendarBooking, callType: CallType | undefined, organizer = defaultOrganizer, description?: string, options: { attendeeNames?: boolean } = {}): string {
  const cancelled = booking.status === 'cancelled';
  // A call in the calendar reminds its attendee a quarter of an hour before (the mailed reminders come a day and an hour before).
  const alarms = cancelled ? undefined : [{ action: 'display' as const, description: plainText(`${callTitle(callType)} in 15 minutes`), trigger: { minutes: INVITE_ALARM_MINUTES, before: true } }];
  return written(createEvent({ ...event(booking, callType, organizer, { description, cancelled, attendeeNames: options.attendeeNames }), ...(alarms ? { alarms } : {}), method: cancelled ? 'CANCEL' : 'REQUEST' }));
}

/** How long before a call the invite's alarm (VALARM) goes off. */
export const INVITE_ALARM_MINUTES = 15;

/** The team's feed: every upcoming booking, with what the visitor told us. */
export function feedIcs(bookings: CalendarBooking[], callTypeOf: (id: string) => CallType | undefined, organizer = defaultOrganizer): string {
  const events = bookings.map((booking) =>
    event(booking, callTypeOf(booking.callType), organizer, {
      description: [
        `${booking.name} <${booking.email}>`,
        booking.company ? `Company: ${booking.company}` : '',
        booking.topic ? `About: ${booking.topic}` : '',
        booking.guests?.length ? `Guests: ${booking.guests.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    }),
  );
  if (events.length === 0) {
    // `ics` refuses an empty list; a calendar with no events is still a valid subscription.
    return ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${site.name}//Scheduling//EN`, 'METHOD:PUBLISH', `X-WR-CALNAME:${site.name} calls`, 'END:VCALENDAR', ''].join('\r\n');
  }
  return written(createEvents(events, { method: 'PUBLISH', calName: `${site.name} calls`, productId: `-//${site.name}//Scheduling//EN` }));
}
