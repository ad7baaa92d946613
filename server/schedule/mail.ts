import { site } from '@/content/site';
import { budgetRanges, timelines } from '@/lib/forms/booking';
import { intervalLabel, supportedLocale, timeLabel } from '@/lib/schedule/format';
import type { MailMessage, MailRenderer, MailRenderers } from '../mail';
import { TEAM_LOCALE } from '../leads/labels';

/**
 * The mails about a booked call, rendered by the outbox worker from their outbox rows (plain text; what
 * the visitor typed is never put into anything that runs or renders). The visitor's invite travels as an
 * iCalendar part (METHOD:REQUEST or CANCEL) that mail clients offer to add; the agency's copy carries the
 * same file as an attachment.
 */

/** Outbox kinds: the agency's notice, and the visitor's mails. */
export const bookingKinds = {
  agency: 'booking',
  /** Sent whatever LEADS_NOTIFY_TO says: the visitor's mails, the host's notice (SCHEDULE_HOST_EMAILS) and the guests' invites. */
  visitor: ['booking-confirmation', 'booking-rescheduled', 'booking-cancelled', 'booking-reminder', 'booking-host', 'booking-guest', 'booking-confirm'],
  /** The team's alert when the day's ceiling on visitor mail is reached (server/schedule/holds.ts). */
  alert: 'booking-alert',
} as const;

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
  /** The locale the visitor booked in (BCP 47; null or absent = the default, en-GB). */
  locale?: string | null;
  agencyTimeZone: string;
  ics: string;
  /** The cancel/reschedule link (visitor mails; removed from the row once sent). */
  manageUrl?: string;
  /** SITE_URL (no trailing slash): every other link in the mails (book again, the inbox) is built from it. */
  siteUrl?: string;
  /** The team member who moved or cancelled the call in the inbox (absent: the visitor did, with their link). */
  changedBy?: string;
  /** Who takes the call: id, name (roster) and the address their notices go to (SCHEDULE_HOST_EMAILS). */
  host?: string | null;
  hostName?: string | null;
  hostEmail?: string | null;
  meetingUrl?: string | null;
  guests?: readonly string[];
  budget?: string | null;
  timeline?: string | null;
  cancelReason?: string | null;
  /** A held booking's request (kind booking-confirm): the link that proves the address, and until when the time is kept. */
  confirmUrl?: string;
  heldUntil?: string;
  /** A guest's invite: the guest's address. */
  guestEmail?: string;
  /** A reminder: '24h' or '1h' before; none is sent after `expiresAt` (the call's start). */
  lead?: '24h' | '1h';
  expiresAt?: string;
}

const label = (list: readonly { value: string; label: string }[], value: string | null | undefined) => (value ? (list.find((entry) => entry.value === value)?.label ?? value) : '-');

/** What the host and the team read about a booking. */
function details(p: BookingMailPayload): string[] {
  return [
    `Host: ${p.hostName ?? '-'}`,
    `Name: ${p.name}`,
    `Email: ${p.email}`,
    `Company: ${p.company || '-'}`,
    `About: ${p.topic || '-'}`,
    `Guests: ${p.guests?.length ? p.guests.join(', ') : '-'}`,
    `Budget: ${label(budgetRanges, p.budget)}`,
    `Timeline: ${label(timelines, p.timeline)}`,
    ...(p.meetingUrl ? [`Video call: ${p.meetingUrl}`] : []),
    ...(p.event === 'cancelled' ? [`${p.changedBy ? 'Reason sent to the visitor' : 'Reason given'}: ${p.cancelReason || '-'}`] : []),
  ];
}

/**
 * Mails to the visitor and the guests go to addresses the site has not seen confirmed: their subject
 * and opening lines carry only our own words (call type, time, host), never the visitor's name,
 * company, topic or guest list, so a booking cannot make us mail a stranger someone else's message.
 */
function who(p: BookingMailPayload): string {
  return p.hostName ? `${p.hostName} from ${site.name}` : `a senior engineer from ${site.name}`;
}

function joinLines(p: BookingMailPayload): string[] {
  return p.meetingUrl ? ['', `Join the video call: ${p.meetingUrl}`] : [];
}

/**
 * The locale the visitor's mails read times in (with its own 12/24-hour clock): the booking's, checked
 * again since the payload is stored, or undefined (the formatter's default) for none or anything else.
 */
function readerLocale(p: BookingMailPayload): string | undefined {
  return supportedLocale(p.locale);
}

/** The call's times: the visitor's zone and the office's; in `locale` (the visitor's mails) or the default (the team's). */
function times(p: BookingMailPayload, locale?: string): string[] {
  const interval = { start: p.start, end: p.end };
  const visitor = p.visitorTimeZone && p.visitorTimeZone !== p.agencyTimeZone ? [`Your time: ${intervalLabel(interval, p.visitorTimeZone, locale)}`] : [];
  return [...visitor, `${visitor.length ? 'Our office: ' : 'Time: '}${intervalLabel(interval, p.agencyTimeZone, locale)}`];
}

const signature = ['', `${site.name}`, `${site.email} · ${site.phone.display}`];

/** A page of the site the mail links to, on the server's own SITE_URL (rows queued before it was stored: the site's address). */
const link = (p: BookingMailPayload, path: string) => `${(p.siteUrl || site.url).replace(/\/+$/, '')}${path}`;

/** Where a visitor's reply goes: the call's host when they have an address (SCHEDULE_HOST_EMAILS), else the team's. */
const replyTo = (p: BookingMailPayload) => p.hostEmail || site.email;


export function bookingMail(kind: string, p: BookingMailPayload, notifyTo: string | undefined): MailMessage {
  const locale = readerLocale(p);
  const when = intervalLabel({ start: p.start, end: p.end }, p.visitorTimeZone ?? p.agencyTimeZone, locale);
  const manage = p.manageUrl ? ['', `Need to cancel or move it? ${p.manageUrl}`, '(The link works until the call changes: after a change we send a new one.)'] : [];
  switch (kind) {
    case 'booking': {
      if (!notifyTo) throw new Error('LEADS_NOTIFY_TO is not set');
      const verb = { booked: 'booked', rescheduled: 'moved', cancelled: 'cancelled' }[p.event];
      return {
        to: notifyTo,
        subject: oneLine(`Call ${verb}: ${p.callName} with ${p.name}${p.hostName ? ` (host ${p.hostName})` : ''}, ${intervalLabel({ start: p.start, end: p.end }, p.agencyTimeZone, TEAM_LOCALE)}`).slice(0, 200),
        text: [
          p.changedBy && p.event !== 'booked' ? `A ${p.callName.toLowerCase()} was ${verb} by ${p.changedBy} in the inbox.` : `A ${p.callName.toLowerCase()} was ${verb} on the website.`,
          '',
          ...times(p, TEAM_LOCALE),
          ...details(p),
          '',
          `See it in the inbox: ${link(p, '/api/inbox/calls')}`,
          'The invite is attached; every upcoming call is also in the calendar feed.',
        ].join('\n'),
        replyTo: p.email,
        attachments: [{ filename: 'invite.ics', content: p.ics, contentType: `text/calendar; charset=utf-8; method=${p.event === 'cancelled' ? 'CANCEL' : 'REQUEST'}` }],
      };
    }
    case 'booking-host': {
      if (!p.hostEmail) throw new Error('no address for the host');
      const verb = { booked: 'booked', rescheduled: 'moved', cancelled: 'cancelled' }[p.event];
      return {
        to: p.hostEmail,
        subject: oneLine(`Your call ${verb}: ${p.callName} with ${p.name}, ${intervalLabel({ start: p.start, end: p.end }, p.agencyTimeZone, TEAM_LOCALE)}`).slice(0, 200),
        text: [p.changedBy && p.event !== 'booked' ? `A ${p.callName.toLowerCase()} you host was ${verb} by ${p.changedBy} in the inbox.` : `A ${p.callName.toLowerCase()} you host was ${verb} on the website.`, '', ...times(p, TEAM_LOCALE), ...details(p), '', `See it in the inbox: ${link(p, '/api/inbox/calls')}`, 'The invite is attached.'].join('\n'),
        replyTo: p.email,
        attachments: [{ filename: 'invite.ics', content: p.ics, contentType: `text/calendar; charset=utf-8; method=${p.event === 'cancelled' ? 'CANCEL' : 'REQUEST'}` }],
      };
    }
    case 'booking-guest': {
      if (!p.guestEmail) throw new Error('no guest address');
      const cancelled = p.event === 'cancelled';
      return {
        to: p.guestEmail,
        subject: `${cancelled ? 'Cancelled' : 'Invitation'}: ${p.callName} with ${site.name}, ${intervalLabel({ start: p.start, end: p.end }, p.agencyTimeZone)}`.slice(0, 200),
        text: [
          'Hello,',
          '',
          cancelled
            ? `The ${p.callName.toLowerCase()} with ${who(p)} you were added to as a guest is cancelled.`
            : `You were added as a guest to a ${p.callName.toLowerCase()} with ${who(p)}. The invite is attached.`,
          '',
          `Time: ${intervalLabel({ start: p.start, end: p.end }, p.agencyTimeZone)}`,
          ...(cancelled ? [] : joinLines(p)),
          '',
          `If you do not expect this, ignore this e-mail or tell us at ${site.email}.`,
          ...signature,
        ].join('\n'),
        replyTo: replyTo(p),
        icalEvent: { method: cancelled ? 'CANCEL' : 'REQUEST', filename: 'invite.ics', content: p.ics },
      };
    }
    case 'booking-confirmation':
    case 'booking-rescheduled':
      return {
        to: p.email,
        subject: `${kind === 'booking-rescheduled' ? (p.changedBy ? 'We moved your call: ' : 'Moved: ') : ''}${p.callName} with ${site.name}, ${when}`.slice(0, 200),
        text: [
          'Hello,',
          '',
          kind !== 'booking-rescheduled'
            ? `Your ${p.callName.toLowerCase()} with ${who(p)} is booked.`
            : p.changedBy
              ? `We are sorry: we needed to move your ${p.callName.toLowerCase()} with ${who(p)}. The new time:`
              : `Your ${p.callName.toLowerCase()} with ${who(p)} has moved. The new time:`,
          '',
          ...times(p, locale),
          ...joinLines(p),
          '',
          'The invite is attached: add it to your calendar.',
          ...(p.guests?.length ? [`Your guests get the invite too: ${p.guests.join(', ')}.`] : []),
          ...manage,
          ...signature,
        ].join('\n'),
        replyTo: replyTo(p),
        icalEvent: { method: 'REQUEST', filename: 'invite.ics', content: p.ics },
      };
    case 'booking-confirm':
      // Our words only: this goes to an address nobody has proven yet.
      return {
        to: p.email,
        subject: `Please confirm: ${p.callName} with ${site.name}, ${when}`.slice(0, 200),
        text: [
          'Hello,',
          '',
          `A ${p.callName.toLowerCase()} with ${who(p)} was requested for this address on our website:`,
          '',
          ...times(p, locale),
          '',
          `To confirm it, open this link and press "Confirm": ${p.confirmUrl ?? ''}`,
          `We keep the time for you until ${p.heldUntil ? timeLabel(p.heldUntil, p.visitorTimeZone ?? p.agencyTimeZone, locale) : 'a short while'}. Until you confirm, nothing else is sent to anyone.`,
          '',
          `If you did not ask for this, ignore this e-mail: the time is released and nothing more is sent.`,
          ...signature,
        ].join('\n'),
        replyTo: site.email,
      };
    case 'booking-alert':
      if (!notifyTo) throw new Error('LEADS_NOTIFY_TO is not set');
      return {
        to: notifyTo,
        subject: 'Bookings: the day\'s ceiling on visitor e-mail is reached',
        text: [
          `The website has queued ${(p as unknown as { limit?: number }).limit ?? 'the maximum of'} e-mails to visitors and guests of bookings in the last 24 hours (SCHEDULE_MAX_VISITOR_MAILS_PER_DAY).`,
          'Until the count falls below it, bookings are taken without mailing visitors or guests, and bookings that need a confirmation are refused.',
          'This may be a flood of bookings used to send mail: look at the upcoming calls in the inbox. This alert is sent once per 24 hours.',
        ].join('\n'),
      };
    case 'booking-cancelled':
      return {
        to: p.email,
        subject: `${p.changedBy ? 'We need to cancel' : 'Cancelled'}: ${p.callName} with ${site.name}, ${when}`.slice(0, 200),
        text: (p.changedBy
          ? [
              'Hello,',
              '',
              `We are sorry: we need to cancel your ${p.callName.toLowerCase()} with ${who(p)}:`,
              '',
              ...times(p, locale),
              // The team's own words (the inbox's cancel form), never the visitor's.
              ...(p.cancelReason ? ['', `Why: ${p.cancelReason}`] : []),
              '',
              `Please pick another time that suits you: ${link(p, '/contact#schedule')}`,
              'Or reply to this e-mail and we find one with you.',
              ...signature,
            ]
          : ['Hello,', '', `Your ${p.callName.toLowerCase()} with ${who(p)} is cancelled and the time is free again:`, '', ...times(p, locale), '', `Book another time whenever it suits you: ${link(p, '/contact#schedule')}`, ...signature]
        ).join('\n'),
        replyTo: replyTo(p),
        icalEvent: { method: 'CANCEL', filename: 'cancel.ics', content: p.ics },
      };
    case 'booking-reminder':
      return {
        to: p.email,
        subject: `${p.lead === '1h' ? 'In an hour' : 'Tomorrow'}: ${p.callName} with ${site.name}, ${when}`.slice(0, 200),
        text: [
          'Hello,',
          '',
          `A reminder of your ${p.callName.toLowerCase()} with ${who(p)}:`,
          '',
          ...times(p, locale),
          ...joinLines(p),
          ...(manage.length ? manage : ['', 'To cancel or move it, use the link in your confirmation e-mail, or reply to this one.']),
          ...signature,
        ].join('\n'),
        replyTo: replyTo(p),
      };
    default:
      throw new Error(`not a booking mail: ${kind}`);
  }
}

/** One line for a mail header: no line breaks or other controls (nodemailer encodes the rest). */
function oneLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
}

const renderBooking: MailRenderer['render'] = (payload, notifyTo, _resume, kind) => bookingMail(kind, payload as unknown as BookingMailPayload, notifyTo);
/** The bookings' mails by outbox kind: the visitor's confirmations and the agency's notice. */
export const bookingMails: MailRenderers = {
  ...Object.fromEntries(bookingKinds.visitor.map((kind) => [kind, { audience: 'visitor', render: renderBooking }] as const)),
  [bookingKinds.agency]: { audience: 'agency', render: renderBooking },
  [bookingKinds.alert]: { audience: 'agency', render: renderBooking },
};
