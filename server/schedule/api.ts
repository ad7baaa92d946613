import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { callTypes, type CallType } from '@/content/scheduling';
import { manageRequestSchema, type ManageAnswer, type ManagedBooking, type SlotsAnswer } from '@/lib/forms/booking';
import { isTimeZone, localeFrom } from '@/lib/schedule/format';
import type { Database } from '../db';
import { clientAddress, formEndpoint, hashAddress, networkPrefix, type PipelineOptions } from '../forms/pipeline';
import { bookingByInviteToken, bookingByManageToken, inviteLinkFor, isOverlap, listBookings, offeredSlots, SlotUnavailable } from './bookings';
import { offeredDays, type ClosedDay } from './offered-days';
import { loadAvailability } from './availability-store';
import { callTypeById } from './config';
import { allHostSummaries, hostSummary, isHostOf } from './hosts';
import { ANY_HOST } from '@/content/scheduling';
import type { Booking } from '../db/schema';
import { feedIcs, inviteIcs } from './ics';
import { heldByToken } from './holds';
import { confirmationPage, confirmPage, managePage, messagePage, pickerPage, rescheduledPage, SCHEDULE_PATH } from './pages';
import { cancelWithMails, invitePath, manageUrl, proveWithMails, rescheduleWithMails, type ScheduleContext } from './service';
import { SITE_PAGE_HEADERS } from '../pages/site-page';
import { bookingForm, slotJson } from './booking-form';

/**
 * /api/schedule: free times, booking (JSON from the picker on /contact, or a form post from the page
 * that works without scripts), the invite download, the mailed cancel/reschedule link and the team's
 * private calendar feed.
 */

export interface ScheduleOptions extends PipelineOptions, ScheduleContext {
  db?: Database;
  /** SCHEDULE_FEED_TOKEN: the secret of the calendar feed's address; unset = no feed. */
  feedToken?: string;
}

/** The pages are pages of the site (server/pages/site-page.ts): its policy, no-store, no referrer. */
const HTML_HEADERS = SITE_PAGE_HEADERS;
/** A day parameter ("YYYY-MM-DD"): anything else shows the first day with times. */
const dayParam = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);


/** What the pages show of a booking's host and room. */

function sameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function scheduleApi(options: ScheduleOptions): Hono {
  const { db, availability } = options;
  const now = () => options.now?.() ?? new Date();
  const agencyZone = availability.timeZone;
  const zoneOf = (value: string | undefined) => (value && value.length <= 64 && isTimeZone(value) ? value : agencyZone);
  /** The office zone the pages name: the inbox's stored one, else the environment's (a failed read keeps the latter). */
  const officeZone = async () => (db ? (await loadAvailability(db, availability).catch(() => undefined))?.timeZone ?? agencyZone : agencyZone);
  const api = new Hono();
  const ipHashSecret = options.ipHashSecret ?? process.env.IP_HASH_SECRET ?? randomBytes(32).toString('hex');
  // Every answer here may carry a token (manage, invite, confirmation pages): no Referer leaves with it.
  api.use('*', async (c, next) => {
    await next();
    c.header('Referrer-Policy', 'no-referrer');
  });

  /**
   * The manage and confirm posts' limit (the forms' limiter, FORM_RATE_LIMIT): per client address and per
   * network (/24, /64), so rotating addresses within one network does not multiply it (issue 41).
   */
  const changeLimit = async (c: Context): Promise<'ok' | 'limited' | 'failed'> => {
    const limiter = options.rateLimiter;
    if (!limiter) return 'ok';
    const address = clientAddress(c, options.trustProxy ?? false);
    try {
      for (const key of [`manage:${hashAddress(address, ipHashSecret)}`, `manage-net:${hashAddress(`network:${networkPrefix(address)}`, ipHashSecret)}`]) {
        if (!(await limiter.hit(key)).ok) return 'limited';
      }
      return 'ok';
    } catch {
      return 'failed';
    }
  };
  const tooMany = (c: Context) => c.html(messagePage('Too many changes from this connection', 'Please wait a few minutes and try again, or reply to our email.'), 429, HTML_HEADERS);

  const unavailable = (c: Context) =>
    c.html(messagePage('Please try again in a moment', 'We cannot show or book times right now. Your details were not stored. Please try again in a few minutes, or use the contact form.', { href: '/contact', label: 'Open the contact form' }), 503, HTML_HEADERS);

  /** A booking as the JSON manage answers show it. */
  const managedBooking = (booking: Booking, ics?: string): ManagedBooking => {
    const host = hostSummary(booking.host);
    return {
      callType: booking.callType as ManagedBooking['callType'],
      start: booking.startsAt.toISOString(),
      end: booking.endsAt.toISOString(),
      timeZone: zoneOf(booking.visitorTimeZone ?? undefined),
      ...(host ? { host } : {}),
      ...(booking.meetingUrl ? { meetingUrl: booking.meetingUrl } : {}),
      ...(ics ? { ics } : {}),
      guests: booking.guests,
    };
  };

  /** Who takes a booked call and where, for the pages. */
  const hostAndRoom = (booking: Booking) => ({ host: hostSummary(booking.host), meetingUrl: booking.meetingUrl ?? undefined });

  const offered = (callType: CallType, host?: string) => offeredSlots(db!, availability, callType, now(), { hosts: options.hosts, host });

  api.get('/slots', async (c) => {
    const callType = callTypeById(c.req.query('type'));
    if (!callType) return c.json({ error: 'validation', message: `Unknown call type. Use one of: ${callTypes.map((type) => type.id).join(', ')}.` }, 400, { 'Cache-Control': 'no-store' });
    const host = c.req.query('host') || ANY_HOST;
    if (host !== ANY_HOST && !isHostOf(callType, host)) {
      return c.json({ error: 'validation', message: `Unknown host for this call. Use one of: ${[ANY_HOST, ...callType.hosts].join(', ')}.` }, 400, { 'Cache-Control': 'no-store' });
    }
    if (!db) return c.json({ error: 'unavailable', message: 'Times cannot be shown right now.' }, 503, { 'Cache-Control': 'no-store' });
    try {
      const offer = await offeredDays(db, availability, callType, now(), { hosts: options.hosts, host });
      const reasons = (days: readonly ClosedDay[]) => Object.fromEntries(days.map((day) => [day.date, day.reason]));
      const answer: SlotsAnswer = {
        // The zone the server reads the hours in (the inbox's stored one, else the environment's): the picker's office zone.
        timeZone: offer.timeZone,
        callTypes: callTypes.map(({ id, name, minutes, summary, hosts }) => ({ id, name, minutes, summary, hosts: [...hosts] })),
        hosts: allHostSummaries(),
        slots: slotJson(offer.slots),
        maxPerDay: offer.maxCallsPerDay,
        closedDays: reasons(offer.closed),
        hostClosedDays: Object.fromEntries(Object.entries(offer.hostClosed).map(([id, days]) => [id, reasons(days)])),
      };
      return c.json(answer, 200);
    } catch {
      return c.json({ error: 'unavailable', message: 'Times cannot be shown right now.' }, 503, { 'Cache-Control': 'no-store' });
    }
  });

  // The booking page that needs no scripts.
  api.get('/', async (c) => {
    const callType = callTypeById(c.req.query('type')) ?? (callTypes[0] as CallType);
    if (!db) return unavailable(c);
    try {
      const offer = await offeredDays(db, availability, callType, now(), { hosts: options.hosts });
      const office = offer.timeZone;
      const zone = c.req.query('tz') && c.req.query('tz')!.length <= 64 && isTimeZone(c.req.query('tz')!) ? c.req.query('tz')! : office;
      return c.html(pickerPage({ callType, timeZone: zone, agencyZone: office, locale: localeFrom(c.req.header('accept-language')), slots: offer.slots, closed: offer.closed.filter((day) => !day.weekly), day: dayParam(c.req.query('day')) }), 200, HTML_HEADERS);
    } catch {
      return unavailable(c);
    }
  });

  api.route('/bookings', formEndpoint(bookingForm(options), options));

  api.get('/bookings/:id/invite.ics', async (c) => {
    const notFound = () => c.json({ error: 'Not found' }, 404, { 'Cache-Control': 'no-store' });
    if (!db) return c.json({ error: 'unavailable' }, 503, { 'Cache-Control': 'no-store' });
    const booking = await bookingByInviteToken(db, c.req.param('id'), c.req.query('token') ?? '').catch(() => undefined);
    if (!booking) return notFound();
    return c.body(inviteIcs(booking, callTypeById(booking.callType)), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="invite.ics"',
      'Cache-Control': 'no-store',
    });
  });

  // The mailed link: GET only shows the booking (mail scanners open links); the forms POST the change.
  api.get('/manage', async (c) => {
    if (!db) return unavailable(c);
    const token = c.req.query('token') ?? '';
    const booking = await bookingByManageToken(db, token).catch(() => undefined);
    if (!booking) return c.html(messagePage('This link no longer works', 'The call was canceled or moved since this link was sent (each change sends a new link), or the link is incomplete. Book a new time below, or reply to our email.'), 404, HTML_HEADERS);
    const callType = callTypeById(booking.callType);
    // The times it can move to and, as on the booking page, why a day besides the closed weekdays has none.
    const offer = callType ? await offeredDays(db, availability, callType, now(), { hosts: options.hosts }) : undefined;
    const closed = offer ? offer.closed.filter((day) => !day.weekly) : [];
    return c.html(managePage({ token, callType, start: booking.startsAt, end: booking.endsAt, timeZone: zoneOf(booking.visitorTimeZone ?? undefined), agencyZone: offer?.timeZone ?? (await officeZone()), locale: localeFrom(c.req.header('accept-language')), slots: offer?.slots ?? [], closed, day: dayParam(c.req.query('day')), ...hostAndRoom(booking) }), 200, HTML_HEADERS);
  });

  // The reschedule page of the export (JSON in, JSON out): the same checks and changes as the forms below.
  api.post('/manage', async (c, next) => {
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) return next();
    const answer = (status: 200 | 400 | 404 | 409 | 429 | 503, body: ManageAnswer) => c.json(body, status, { 'Cache-Control': 'no-store' });
    if (!db) return answer(503, { error: 'unavailable', message: 'Your call cannot be changed right now. Please try again in a few minutes.' });
    const limit = await changeLimit(c);
    if (limit === 'failed') return answer(503, { error: 'unavailable', message: 'Your call cannot be changed right now. Please try again in a few minutes.' });
    if (limit === 'limited') return answer(429, { error: 'rate_limited', message: 'Too many changes from this connection. Please wait a few minutes and try again.' });
    const parsed = manageRequestSchema.safeParse(await c.req.json().catch(() => undefined));
    const gone = (message = 'This link no longer works: the call was canceled or moved since it was sent (each change sends a new link), or the link is incomplete.') => answer(404, { error: 'gone', message });
    if (!parsed.success) {
      // A malformed token reads like any other dead link; anything else malformed is the page's fault.
      return parsed.error.issues.some((issue) => issue.path[0] === 'token') ? gone() : answer(400, { error: 'validation', message: parsed.error.issues[0]?.message ?? 'This request could not be read.' });
    }
    const { token, action, start, reason } = parsed.data;
    try {
      if (action === 'cancel') {
        const cancelled = await cancelWithMails(db, { token }, options, reason ?? null);
        return cancelled ? answer(200, { cancelled: true }) : gone();
      }
      if (action === 'reschedule') {
        if (!start) return answer(400, { error: 'validation', message: 'Please pick one of the times shown.' });
        const moved = await rescheduleWithMails(db, { token }, new Date(start), options);
        if (!moved) return gone();
        return answer(200, { booking: managedBooking(moved.booking, invitePath(moved.booking.id, await inviteLinkFor(db, moved.booking.id))), token: moved.manageToken });
      }
      const booking = await bookingByManageToken(db, token);
      return booking ? answer(200, { booking: managedBooking(booking) }) : gone();
    } catch (error) {
      if (error instanceof SlotUnavailable || isOverlap(error)) return answer(409, { error: 'taken', message: error instanceof SlotUnavailable ? error.message : 'That time was just taken. Please pick another one.' });
      return answer(503, { error: 'unavailable', message: 'Your call cannot be changed right now. Please try again in a few minutes.' });
    }
  });

  api.post('/manage', async (c) => {
    if (!db) return unavailable(c);
    const limit = await changeLimit(c);
    if (limit === 'failed') return unavailable(c);
    if (limit === 'limited') return tooMany(c);
    let form: Record<string, string | File>;
    try {
      form = await c.req.parseBody();
    } catch {
      return c.html(messagePage('This request could not be read', 'Please open the link from your email again.'), 400, HTML_HEADERS);
    }
    const token = typeof form.token === 'string' ? form.token : '';
    const action = form.action;
    try {
      if (action === 'cancel') {
        const cancelled = await cancelWithMails(db, { token }, options, typeof form.reason === 'string' ? form.reason : null);
        if (!cancelled) return c.html(messagePage('Nothing to cancel', 'This call was already canceled or moved, or the link is incomplete.'), 404, HTML_HEADERS);
        return c.html(messagePage('Your call is canceled', 'The time is free again and we sent you a cancellation for your calendar. Whenever it suits you, pick a new time: it takes a minute.', { href: '/contact#schedule', label: 'Book another time' }), 200, HTML_HEADERS);
      }
      if (action === 'reschedule') {
        const start = typeof form.start === 'string' ? new Date(form.start) : new Date(Number.NaN);
        const current = await bookingByManageToken(db, token);
        if (!current) return c.html(messagePage('This link no longer works', 'The call was canceled or moved since this link was sent, or the link is incomplete.'), 404, HTML_HEADERS);
        if (Number.isNaN(start.getTime())) return c.redirect(`${SCHEDULE_PATH}/manage?token=${encodeURIComponent(token)}`, 303);
        const moved = await rescheduleWithMails(db, { token }, start, options);
        if (!moved) return c.html(messagePage('This link no longer works', 'The call was canceled or moved since this link was sent.'), 404, HTML_HEADERS);
        const timeZone = zoneOf(moved.booking.visitorTimeZone ?? undefined);
        return c.html(
          rescheduledPage({ callType: callTypeById(moved.booking.callType), start: moved.booking.startsAt, end: moved.booking.endsAt, email: moved.booking.email, visitorZone: timeZone, agencyZone: await officeZone(), locale: localeFrom(c.req.header('accept-language')), icsPath: invitePath(moved.booking.id, await inviteLinkFor(db, moved.booking.id)), ...hostAndRoom(moved.booking) }),
          200,
          HTML_HEADERS,
        );
      }
      return c.html(messagePage('This request could not be read', 'Please open the link from your email again.'), 400, HTML_HEADERS);
    } catch (error) {
      if (error instanceof SlotUnavailable) {
        const booking = await bookingByManageToken(db, token);
        const callType = booking ? callTypeById(booking.callType) : undefined;
        if (!booking || !callType) return c.html(messagePage('This link no longer works', 'The call was canceled or moved since this link was sent.'), 404, HTML_HEADERS);
        const slots = await offered(callType);
        return c.html(managePage({ token, callType, start: booking.startsAt, end: booking.endsAt, timeZone: zoneOf(booking.visitorTimeZone ?? undefined), agencyZone: await officeZone(), locale: localeFrom(c.req.header('accept-language')), slots, message: error.message, ...hostAndRoom(booking) }), 409, HTML_HEADERS);
      }
      return unavailable(c);
    }
  });

  // The link mailed for a held booking (holds.ts): GET only shows it (mail scanners open links); the post proves it.
  api.get('/confirm', async (c) => {
    if (!db) return unavailable(c);
    const token = c.req.query('token') ?? '';
    const booking = await heldByToken(db, token, now()).catch(() => undefined);
    if (!booking) return c.html(messagePage('This link no longer works', 'The call was confirmed already, or the time we kept for it has passed, or the link is incomplete. Book a new time below.'), 404, HTML_HEADERS);
    return c.html(confirmPage({ token, callType: callTypeById(booking.callType), start: booking.startsAt, end: booking.endsAt, timeZone: zoneOf(booking.visitorTimeZone ?? undefined), locale: localeFrom(c.req.header('accept-language')) }), 200, HTML_HEADERS);
  });

  api.post('/confirm', async (c) => {
    if (!db) return unavailable(c);
    const json = (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json');
    const limit = await changeLimit(c);
    if (limit !== 'ok') return json ? c.json({ error: limit === 'limited' ? 'rate_limited' : 'unavailable' }, limit === 'limited' ? 429 : 503, { 'Cache-Control': 'no-store' }) : limit === 'limited' ? tooMany(c) : unavailable(c);
    let token = '';
    try {
      const body = json ? ((await c.req.json()) as Record<string, unknown>) : await c.req.parseBody();
      token = typeof body.token === 'string' ? body.token : '';
    } catch {
      token = '';
    }
    try {
      const proven = await proveWithMails(db, token, options);
      if (!proven) {
        const gone = 'The call was confirmed already, or the time we kept for it has passed, or the link is incomplete.';
        return json ? c.json({ error: 'gone', message: gone }, 404, { 'Cache-Control': 'no-store' }) : c.html(messagePage('This link no longer works', `${gone} Book a new time below.`), 404, HTML_HEADERS);
      }
      const { booking, manageToken } = proven;
      const icsPath = invitePath(booking.id, await inviteLinkFor(db, booking.id));
      if (json) return c.json({ booking: managedBooking(booking, icsPath), token: manageToken }, 200, { 'Cache-Control': 'no-store' });
      return c.html(
        confirmationPage({ callType: callTypeById(booking.callType), start: booking.startsAt, end: booking.endsAt, email: booking.email, visitorZone: zoneOf(booking.visitorTimeZone ?? undefined), agencyZone: await officeZone(), icsPath, managePath: manageUrl('', manageToken), ...hostAndRoom(booking) }),
        200,
        HTML_HEADERS,
      );
    } catch {
      return unavailable(c);
    }
  });

  // The team's private feed: subscribe to its address in Google Calendar, Outlook or Apple Calendar.
  api.get('/calendar.ics', async (c) => {
    if (!sameSecret(c.req.query('token'), options.feedToken)) return c.json({ error: 'Not found' }, 404, { 'Cache-Control': 'no-store' });
    if (!db) return c.json({ error: 'unavailable' }, 503, { 'Cache-Control': 'no-store' });
    const upcoming = await listBookings(db, { upcoming: true, now: now() });
    return c.body(feedIcs(upcoming, callTypeById), 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, no-store' });
  });

  return api;
}
