import { createEvent, createEvents, type EventAttributes } from 'ics';
import { site } from '@/content/site';
import type { CallType } from '@/content/scheduling';

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

function event(booking: CalendarBooking, callType: CallType | undefined, organizer: Organizer, extra: { description?: string; cancelled?: boolean } = {}): EventAttributes {
  return {
    uid: bookingUid(booking.id),
    sequence: booking.sequence,
    start: booking.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: booking.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: callTitle(callType),
    description: extra.description,
    location: 'Video call: the link follows by e-mail before the call',
    status: extra.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: organizer.name, email: organizer.email },
    attendees: [{ name: booking.name, email: booking.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
    created: booking.createdAt.getTime(),
    productId: `-//${site.name}//Scheduling//EN`,
  };
}

function written(result: { error: Error | null; value: string | null }): string {
  if (result.error || !result.value) throw result.error ?? new Error('iCalendar not written');
  return result.value;
}

/** The invite for the visitor's calendar (METHOD:REQUEST), or its cancellation (METHOD:CANCEL). */
export function inviteIcs(booking: CalendarBooking, callType: CallType | undefined, organizer = defaultOrganizer, description?: string): string {
  const cancelled = booking.status === 'cancelled';
  return written(createEvent({ ...event(booking, callType, organizer, { description, cancelled }), method: cancelled ? 'CANCEL' : 'REQUEST' }));
}

/** The team's feed: every upcoming booking, with what the visitor told us. */
export function feedIcs(bookings: CalendarBooking[], callTypeOf: (id: string) => CallType | undefined, organizer = defaultOrganizer): string {
  const events = bookings.map((booking) =>
    event(booking, callTypeOf(booking.callType), organizer, {
      description: [`${booking.name} <${booking.email}>`, booking.company ? `Company: ${booking.company}` : '', booking.topic ? `About: ${booking.topic}` : '']
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
