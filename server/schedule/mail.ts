import { site } from '@/content/site';
import { intervalLabel } from '@/lib/schedule/format';
import type { MailMessage } from '../leads/outbox';

/**
 * The mails about a booked call, rendered by the outbox worker from their outbox rows (plain text; what
 * the visitor typed is never put into anything that runs or renders). The visitor's invite travels as an
 * iCalendar part (METHOD:REQUEST or CANCEL) that mail clients offer to add; the agency's copy carries the
 * same file as an attachment.
 */

/** Outbox kinds: the agency's notice, and the visitor's mails. */
export const bookingKinds = { agency: 'booking', visitor: ['booking-confirmation', 'booking-rescheduled', 'booking-cancelled', 'booking-reminder'] } as const;

export interface BookingMailPayload {
  id: string;
  event: 'booked' | 'rescheduled' | 'cancelled';
  callName: string;
  start: string;
  end: string;
  name: string;
  email: string;
  company: string | null;
  topic: string | null;
  visitorTimeZone: string | null;
  agencyTimeZone: string;
  ics: string;
  /** The cancel/reschedule link (visitor mails; removed from the row once sent). */
  manageUrl?: string;
}

function times(p: BookingMailPayload): string[] {
  const interval = { start: p.start, end: p.end };
  const visitor = p.visitorTimeZone && p.visitorTimeZone !== p.agencyTimeZone ? [`Your time: ${intervalLabel(interval, p.visitorTimeZone)}`] : [];
  return [...visitor, `${visitor.length ? 'Our office: ' : 'Time: '}${intervalLabel(interval, p.agencyTimeZone)}`];
}

const signature = ['', `${site.name}`, `${site.email} · ${site.phone.display}`];

export function bookingMail(kind: string, p: BookingMailPayload, notifyTo: string | undefined): MailMessage {
  const when = intervalLabel({ start: p.start, end: p.end }, p.visitorTimeZone ?? p.agencyTimeZone);
  const manage = p.manageUrl ? ['', `Need to cancel or move it? ${p.manageUrl}`, '(The link works once: after a change we send a new one.)'] : [];
  switch (kind) {
    case 'booking': {
      if (!notifyTo) throw new Error('LEADS_NOTIFY_TO is not set');
      const verb = { booked: 'booked', rescheduled: 'moved', cancelled: 'cancelled' }[p.event];
      return {
        to: notifyTo,
        subject: `Call ${verb}: ${p.callName} with ${p.name}, ${intervalLabel({ start: p.start, end: p.end }, p.agencyTimeZone)}`.slice(0, 200),
        text: [
          `A ${p.callName.toLowerCase()} was ${verb} on the website.`,
          '',
          ...times(p),
          `Name: ${p.name}`,
          `Email: ${p.email}`,
          `Company: ${p.company || '-'}`,
          `About: ${p.topic || '-'}`,
          '',
          `Booking id ${p.id}. The invite is attached; every upcoming call is also in the calendar feed.`,
        ].join('\n'),
        replyTo: p.email,
        attachments: [{ filename: 'invite.ics', content: p.ics, contentType: `text/calendar; charset=utf-8; method=${p.event === 'cancelled' ? 'CANCEL' : 'REQUEST'}` }],
      };
    }
    case 'booking-confirmation':
    case 'booking-rescheduled':
      return {
        to: p.email,
        subject: `${kind === 'booking-rescheduled' ? 'Moved: ' : ''}${p.callName} with ${site.name}, ${when}`.slice(0, 200),
        text: [
          `Hello ${p.name},`,
          '',
          kind === 'booking-rescheduled' ? `Your ${p.callName.toLowerCase()} has moved. The new time:` : `Your ${p.callName.toLowerCase()} with ${site.name} is booked.`,
          '',
          ...times(p),
          '',
          'The invite is attached: add it to your calendar. A senior engineer joins you, and the video link follows by e-mail before the call.',
          ...manage,
          ...signature,
        ].join('\n'),
        icalEvent: { method: 'REQUEST', filename: 'invite.ics', content: p.ics },
      };
    case 'booking-cancelled':
      return {
        to: p.email,
        subject: `Cancelled: ${p.callName} with ${site.name}, ${when}`.slice(0, 200),
        text: [`Hello ${p.name},`, '', `Your ${p.callName.toLowerCase()} is cancelled and the time is free again:`, '', ...times(p), '', `Book another time whenever it suits you: ${site.url}/contact#schedule`, ...signature].join('\n'),
        icalEvent: { method: 'CANCEL', filename: 'cancel.ics', content: p.ics },
      };
    case 'booking-reminder':
      return {
        to: p.email,
        subject: `Tomorrow: ${p.callName} with ${site.name}, ${when}`.slice(0, 200),
        text: [`Hello ${p.name},`, '', `A reminder of your ${p.callName.toLowerCase()} with us:`, '', ...times(p), '', 'To cancel or move it, use the link in your confirmation e-mail, or reply to this one.', ...signature].join('\n'),
        replyTo: site.email,
      };
    default:
      throw new Error(`not a booking mail: ${kind}`);
  }
}
