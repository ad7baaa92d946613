import { site } from '@/content/site';
import { budgetRanges, timelines } from '@/lib/forms/booking';
import { deadlineLabel, DEFAULT_LOCALE, endSentence, intervalLabel, supportedLocale } from '@/lib/schedule/format';
import { NOT_GIVEN } from '@/lib/forms/choice-labels';
import type { MailMessage, MailRenderer, MailRenderers } from '../mail';
import { composeMail, greetingFor, type MailBlock } from '../mail/template';
import { TEAM_LOCALE } from '../leads/labels';
import { oneLine } from '@/lib/plain-text';

/**
 * The mails about a booked call, rendered by the outbox worker from their outbox rows in the one mail
 * template (server/mail/template.ts: a text part and an HTML part, every value escaped). The visitor's invite travels as an
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
  /** The locale the visitor booked in (BCP 47; null or absent = the default, US English: DEFAULT_LOCALE). */
  locale?: string | null;
  agencyTimeZone: string;
  ics: string;
  /** The cancel/reschedule link (visitor mails; removed from the row once sent). */
  manageUrl?: string;
  /** SITE_URL (no trailing slash): every other link in the mails (book again, the inbox) is built from it. */
  siteUrl?: string;
  /** The inbox's origin (INBOX_ORIGIN, else SITE_URL; no trailing slash): the team's "See it in the inbox" button. */
  inboxUrl?: string;
  /** The team member who moved or cancelled the call in the inbox (absent: the visitor did, with their link). */
  changedBy?: string;
  /** Their name when the roster knows their address (SCHEDULE_HOST_EMAILS); the team's mails name them by it, else by the address. */
  changedByName?: string;
  /** Who takes the call: id, name (roster) and the address their notices go to (SCHEDULE_HOST_EMAILS). */
  host?: string | null;
  hostName?: string | null;
  hostEmail?: string | null;
  meetingUrl?: string | null;
  guests?: readonly string[];
  budget?: string | null;
  timeline?: string | null;
  cancelReason?: string | null;
  /** A move by the team (the inbox): their sentence to the visitor on why. */
  moveReason?: string;
  /** A held booking's request (kind booking-confirm): the link that proves the address, and until when the time is kept. */
  confirmUrl?: string;
  heldUntil?: string;
  /** A guest's invite: the guest's address. */
  guestEmail?: string;
  /** A reminder: '24h' or '1h' before; none is sent after `expiresAt` (the call's start). */
  lead?: '24h' | '1h';
  expiresAt?: string;
}

const label = (list: readonly { value: string; label: string }[], value: string | null | undefined) => (value ? (list.find((entry) => entry.value === value)?.label ?? value) : NOT_GIVEN);

/** What the host and the team read about a booking; a blank field reads as in the lead mails (NOT_GIVEN). */
function details(p: BookingMailPayload): [string, string][] {
  return [
    ['Host', p.hostName || NOT_GIVEN],
    ['Name', p.name],
    ['Email', p.email],
    ['Company', p.company || NOT_GIVEN],
    ['Guests', p.guests?.length ? p.guests.join(', ') : 'None'],
    ['Budget', label(budgetRanges, p.budget)],
    ['Timeline', label(timelines, p.timeline)],
    // A canceled call's room is closed: no link to it.
    ...(p.meetingUrl && p.event !== 'cancelled' ? [['Video call', p.meetingUrl] as [string, string]] : []),
    ...(p.event === 'cancelled' ? [[p.changedBy ? 'Reason sent to the visitor' : 'Reason given', p.cancelReason || NOT_GIVEN] as [string, string]] : []),
    ...(p.event === 'rescheduled' && p.moveReason ? [['Reason sent to the visitor', p.moveReason] as [string, string]] : []),
  ];
}

/**
 * Mails to the visitor and the guests go to addresses the site has not seen confirmed: they carry our own
 * words (call type, time, host) and at most the first name as one word of letters (greetingFor), never the
 * visitor's company, agenda or guest list, so a booking cannot make us mail a stranger someone else's message.
 */
function who(p: BookingMailPayload): string {
  return p.hostName ? `${p.hostName} from ${site.name}` : `a senior engineer from ${site.name}`;
}

/**
 * The locale the visitor's mails read times in (with its own 12/24-hour clock): the booking's, checked
 * again since the payload is stored, or US English (DEFAULT_LOCALE) for none or anything else.
 */
function readerLocale(p: BookingMailPayload): string {
  return supportedLocale(p.locale) ?? DEFAULT_LOCALE;
}

/** The call's times: the visitor's zone and the office's; in `locale` (the visitor's mails) or the team's. */
function times(p: BookingMailPayload, locale?: string, reader: 'visitor' | 'team' = 'visitor'): [string, string][] {
  const interval = { start: p.start, end: p.end };
  const visitor: [string, string][] = p.visitorTimeZone && p.visitorTimeZone !== p.agencyTimeZone ? [[reader === 'team' ? 'Their time' : 'Your time', intervalLabel(interval, p.visitorTimeZone, locale)]] : [];
  return [...visitor, [visitor.length ? 'Our office' : 'Time', intervalLabel(interval, p.agencyTimeZone, locale)]];
}

/** A page of the site the mail links to, on the server's own SITE_URL (rows queued before it was stored: the site's address). */
const link = (p: BookingMailPayload, path: string) => `${(p.siteUrl || site.url).replace(/\/+$/, '')}${path}`;

/** A page of the inbox, on its own origin (INBOX_ORIGIN; rows queued before it was stored: SITE_URL). */
const inboxLink = (p: BookingMailPayload, path: string) => `${(p.inboxUrl || p.siteUrl || site.url).replace(/\/+$/, '')}/api/inbox${path}`;

/** Where a visitor's reply goes: the call's host when they have an address (SCHEDULE_HOST_EMAILS), else the team's. */
const replyTo = (p: BookingMailPayload) => p.hostEmail || site.email;

/** The call in Google Calendar's add-event page (the attached invite serves every other calendar): our words only. */
function googleCalendarUrl(p: BookingMailPayload): string {
  const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const query = new URLSearchParams({ action: 'TEMPLATE', text: `${p.callName} with ${site.name}`, dates: `${stamp(p.start)}/${stamp(p.end)}`, ...(p.meetingUrl ? { location: p.meetingUrl } : {}) });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** The visitor's buttons: join, reschedule or cancel, add to a calendar. */
function visitorActions(p: BookingMailPayload, calendar = true): MailBlock[] {
  const actions = [
    ...(p.meetingUrl ? [{ label: 'Join the video call', url: p.meetingUrl }] : []),
    ...(p.manageUrl ? [{ label: 'Reschedule or cancel', url: p.manageUrl }] : []),
    ...(calendar ? [{ label: 'Add to Google Calendar', url: googleCalendarUrl(p) }] : []),
  ];
  return [
    { actions },
    ...(p.manageUrl ? [{ note: 'The reschedule link works until the call changes: after a change we send you a new one.' }] : []),
  ];
}

const VERB = { booked: 'booked', rescheduled: 'moved', cancelled: 'canceled' } as const;

/** Who did what, for the team: "A discovery call you host was moved by Priya Shah in the inbox." (their address when the roster has no name) or "… on the website." */
const teamOpening = (p: BookingMailPayload, what: string) => `${what} was ${VERB[p.event]} ${p.changedBy && p.event !== 'booked' ? `by ${p.changedByName || p.changedBy} in the inbox` : 'on the website'}.`;

/** The team's and the host's notice: who did what, the call, the visitor's answers and agenda, the record in the inbox. */
function teamNotice(p: BookingMailPayload, to: string, subject: string, opening: string): MailMessage {
  return {
    to,
    subject: oneLine(subject).slice(0, 200),
    ...composeMail({
      preview: opening,
      blocks: [
        { paragraph: opening },
        { facts: [...times(p, TEAM_LOCALE, 'team'), ...details(p)] },
        ...(p.topic ? [{ quote: p.topic, label: 'What they want to discuss' }] : []),
        { actions: [{ label: 'See it in the inbox', url: inboxLink(p, `/calls/${p.id}`) }] },
        { note: `The invite is attached. Reply to this email to write to ${p.name || 'the visitor'}.` },
      ],
    }),
    replyTo: p.email,
    attachments: [{ filename: 'invite.ics', content: p.ics, contentType: `text/calendar; charset=utf-8; method=${p.event === 'cancelled' ? 'CANCEL' : 'REQUEST'}` }],
  };
}

/** A mail to the visitor (or a guest): the greeting, our words, the agency's signature, replies to a person. */
function visitorMail(p: BookingMailPayload, to: string, subject: string, greeting: string, blocks: MailBlock[], extra: Partial<MailMessage> = {}): MailMessage {
  return { to, subject: oneLine(subject).slice(0, 200), ...composeMail({ greeting, preview: oneLine(subject), blocks, signature: true }), replyTo: replyTo(p), ...extra };
}

export function bookingMail(kind: string, p: BookingMailPayload, notifyTo: string | undefined): MailMessage {
  const locale = readerLocale(p);
  const when = intervalLabel({ start: p.start, end: p.end }, p.visitorTimeZone ?? p.agencyTimeZone, locale);
  const teamWhen = intervalLabel({ start: p.start, end: p.end }, p.agencyTimeZone, TEAM_LOCALE);
  const callName = p.callName.toLowerCase();
  const hello = greetingFor(p.name);
  switch (kind) {
    case 'booking': {
      if (!notifyTo) throw new Error('LEADS_NOTIFY_TO is not set');
      return teamNotice(p, notifyTo, `Call ${VERB[p.event]}: ${p.callName} with ${p.name}${p.hostName ? ` (host ${p.hostName})` : ''}, ${teamWhen}`, teamOpening(p, `A ${callName}`));
    }
    case 'booking-host': {
      if (!p.hostEmail) throw new Error('no address for the host');
      return teamNotice(p, p.hostEmail, `Your call ${VERB[p.event]}: ${p.callName} with ${p.name}, ${teamWhen}`, teamOpening(p, `A ${callName} you host`));
    }
    case 'booking-guest': {
      if (!p.guestEmail) throw new Error('no guest address');
      const cancelled = p.event === 'cancelled';
      const time = intervalLabel({ start: p.start, end: p.end }, p.agencyTimeZone, DEFAULT_LOCALE);
      return visitorMail(
        p,
        p.guestEmail,
        `${cancelled ? 'Canceled' : 'Invitation'}: ${p.callName} with ${site.name}, ${time}`,
        'Hello,',
        [
          { paragraph: cancelled ? `The ${callName} with ${who(p)} you were added to as a guest is canceled.` : `You were added as a guest to a ${callName} with ${who(p)}. The invite is attached.` },
          { facts: [['Time', time]] },
          ...(cancelled ? [] : visitorActions({ ...p, manageUrl: undefined })),
          { note: `If you do not expect this, ignore this email or tell us at ${site.email}.` },
        ],
        { icalEvent: { method: cancelled ? 'CANCEL' : 'REQUEST', filename: 'invite.ics', content: p.ics } },
      );
    }
    case 'booking-confirmation':
    case 'booking-rescheduled': {
      const moved = kind === 'booking-rescheduled';
      return visitorMail(
        p,
        p.email,
        `${moved ? (p.changedBy ? 'We moved your call: ' : 'Moved: ') : ''}${p.callName} with ${site.name}, ${when}`,
        hello,
        [
          {
            paragraph: !moved
              ? `Your ${callName} with ${who(p)} is booked.${p.hostName ? ` ${p.hostName} reads what you wrote before the call.` : ''}`
              : p.changedBy
                ? `We are sorry: we needed to move your ${callName} with ${who(p)}. The new time:`
                : `Your ${callName} with ${who(p)} has moved. The new time:`,
          },
          { facts: times(p, locale) },
          // The team's own words (the inbox's move form), never the visitor's.
          ...(moved && p.changedBy && p.moveReason ? [{ paragraph: `Why: ${p.moveReason}` }] : []),
          ...visitorActions(p),
          { paragraph: `The invite is attached: add it to your calendar.${p.guests?.length ? ` Your guests get it too: ${p.guests.join(', ')}.` : ''} To add someone or share an agenda, reply to this email.` },
        ],
        { icalEvent: { method: 'REQUEST', filename: 'invite.ics', content: p.ics } },
      );
    }
    case 'booking-confirm':
      // Our words only: this goes to an address nobody has proven yet.
      return visitorMail(p, p.email, `Please confirm: ${p.callName} with ${site.name}, ${when}`, 'Hello,', [
        { paragraph: `A ${callName} with ${who(p)} was requested for this address on our website:` },
        { facts: times(p, locale) },
        { actions: [{ label: 'Confirm the call', url: p.confirmUrl ?? '' }] },
        { note: `We keep the time for you until ${endSentence(p.heldUntil ? deadlineLabel(p.heldUntil, p.visitorTimeZone ?? p.agencyTimeZone, locale) : 'a short while')} Until you confirm, nothing else is sent to anyone. If you did not ask for this, ignore this email: the time is released and nothing more is sent.` },
      ]);
    case 'booking-alert': {
      if (!notifyTo) throw new Error('LEADS_NOTIFY_TO is not set');
      const subject = "Bookings: the day's ceiling on visitor email is reached";
      return {
        to: notifyTo,
        subject,
        ...composeMail({
          preview: subject,
          blocks: [
            { paragraph: `The website has queued ${(p as unknown as { limit?: number }).limit ?? 'the maximum of'} emails to visitors and guests of bookings in the last 24 hours (SCHEDULE_MAX_VISITOR_MAILS_PER_DAY).` },
            { paragraph: 'Until the count falls below it, bookings are taken without mailing visitors or guests, and bookings that need a confirmation are refused.' },
            { paragraph: 'This may be a flood of bookings used to send mail: look at the upcoming calls in the inbox. This alert is sent once per 24 hours.' },
            { actions: [{ label: 'See the calls', url: inboxLink(p, '/calls') }] },
          ],
        }),
      };
    }
    case 'booking-cancelled':
      return visitorMail(
        p,
        p.email,
        `${p.changedBy ? 'We need to cancel' : 'Canceled'}: ${p.callName} with ${site.name}, ${when}`,
        hello,
        p.changedBy
          ? [
              { paragraph: `We are sorry: we need to cancel your ${callName} with ${who(p)}:` },
              { facts: times(p, locale) },
              // The team's own words (the inbox's cancel form), never the visitor's.
              ...(p.cancelReason ? [{ paragraph: `Why: ${p.cancelReason}` }] : []),
              { paragraph: 'Please pick another time that suits you, or reply to this email and we will find one with you.' },
              { actions: [{ label: 'Pick another time', url: link(p, '/contact#schedule') }] },
            ]
          : [
              { paragraph: `Your ${callName} with ${who(p)} is canceled and the time is free again:` },
              { facts: times(p, locale) },
              { actions: [{ label: 'Book another time', url: link(p, '/contact#schedule') }] },
            ],
        { icalEvent: { method: 'CANCEL', filename: 'cancel.ics', content: p.ics } },
      );
    case 'booking-reminder':
      return visitorMail(p, p.email, `${p.lead === '1h' ? 'In an hour' : 'Tomorrow'}: ${p.callName} with ${site.name}, ${when}`, hello, [
        { paragraph: `A reminder of your ${callName} with ${who(p)}:` },
        { facts: times(p, locale) },
        ...visitorActions(p, false),
        ...(p.manageUrl ? [] : [{ note: 'To cancel or move it, use the link in your confirmation email, or reply to this one.' }]),
      ]);
    default:
      throw new Error(`not a booking mail: ${kind}`);
  }
}


const renderBooking: MailRenderer['render'] = (payload, notifyTo, _resume, kind) => bookingMail(kind, payload as unknown as BookingMailPayload, notifyTo);
/** The bookings' mails by outbox kind: the visitor's confirmations and the agency's notice. */
export const bookingMails: MailRenderers = {
  ...Object.fromEntries(bookingKinds.visitor.map((kind) => [kind, { audience: 'visitor', render: renderBooking }] as const)),
  [bookingKinds.agency]: { audience: 'agency', render: renderBooking },
  [bookingKinds.alert]: { audience: 'agency', render: renderBooking },
};
