import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingConfirmation, SlotsAnswer } from '@/lib/forms/booking';
import { bookingMail, type BookingMailPayload } from './mail';
import type { DatabaseHandle } from '../db';
import { bookings, notifications } from '../db/schema';
import { createApp } from '../app';
import { backends, clearTables, openTestDatabase, resetAvailability } from '../testing/test-support';

const FEED_TOKEN = 'feed-token-0123456789abcdefghijklmnop';
// With a chosen host: one winner per host and time (several hosts may take the same start).
const HOST = 'elena-marchetti';
const visitor = { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', topic: 'A ledger for our supply chain', timeZone: 'Asia/Kathmandu', host: HOST };

describe.each(backends)('/api/schedule on $name', ({ name, env, skip }) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let address = 0;
  const headers = () => ({ 'x-forwarded-for': `198.51.100.${address}`, 'user-agent': 'vitest' });
  const json = (path: string, body: unknown) =>
    app.request(path, { method: 'POST', headers: { ...headers(), 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
  const formPost = (path: string, fields: Record<string, string>) =>
    app.request(path, { method: 'POST', headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' }, body: new URLSearchParams(fields).toString() });
  const slots = async (type = 'discovery', host = HOST) => (await (await app.request(`/api/schedule/slots?type=${type}&host=${host}`)).json()) as SlotsAnswer;
  const outbox = async (kind: string) => handle.db.select().from(notifications).where(eq(notifications.kind, kind));

  beforeAll(async () => {
    if (skip) return;
    handle = await openTestDatabase(env, `schedule_api_${name}`);
    app = createApp({ root: '/nonexistent', db: handle.db, api: { trustProxy: true, ipHashSecret: 'test', siteUrl: 'https://site.test', schedule: { feedToken: FEED_TOKEN }, log: { info: () => {}, error: () => {} } } });
  }, 120_000);
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    if (skip) return;
    address += 1;
    await clearTables(handle);
  });

  it.skipIf(skip)('explains each day without times (holiday label, office closed, a host away) and answers the stored office zone; the page without scripts names them too', async () => {
    const { saveAvailability } = await import('./availability-store');
    await resetAvailability(handle.db, 'schedule_date_overrides, schedule_weekly_hours, schedule_settings');
    const before = await slots('discovery', 'any');
    const dayOf = (start: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(start));
    const days = [...new Set(before.slots.map((slot) => dayOf(slot.start)))];
    const [holiday, away] = [days[2]!, days[3]!];
    await saveAvailability(handle.db, { kind: 'override', date: holiday, hours: [], label: 'Holiday: Christmas Day' }, 'test');
    await saveAvailability(handle.db, { kind: 'override', date: away, host: 'priya-raman', hours: [], label: 'Dentist' }, 'test');
    const after = await slots('discovery', 'any');
    expect(after.closedDays?.[holiday]).toBe('Holiday: Christmas Day');
    expect(after.slots.some((slot) => dayOf(slot.start) === holiday)).toBe(false);
    // Priya's day away: the others still take calls, so only her list strikes it.
    expect(after.closedDays?.[away]).toBeUndefined();
    expect(after.hostClosedDays?.['priya-raman']?.[away]).toBe('Dentist');
    const weekend = Object.entries(after.closedDays ?? {}).find(([date]) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()));
    expect(weekend?.[1]).toBe('Office closed');
    const page = await (await app.request('/api/schedule?type=discovery')).text();
    // Without scripts the holiday is a line among the days, with its reason and no time to choose.
    expect(page).toMatch(new RegExp(`id="slots-closed-${holiday}" data-closed-day>.*Holiday: Christmas Day, no times</span></p>`));
    // The picker reads the office zone the server uses: the stored one.
    await saveAvailability(handle.db, { kind: 'settings', timeZone: 'America/Chicago' }, 'test');
    const chicago = await slots('discovery', 'any');
    expect(chicago.timeZone).toBe('America/Chicago');
    // The mails name the same office zone.
    expect((await json('/api/schedule/bookings', { start: chicago.slots.at(-1)!.start, ...visitor, host: 'any' })).status).toBe(201);
    const [notice] = await outbox('booking');
    expect((notice?.payload as { agencyTimeZone?: string }).agencyTimeZone).toBe('America/Chicago');
    // Back to the defaults through the store (a save clears its cache; a bare truncate would not).
    await saveAvailability(handle.db, { kind: 'settings', timeZone: null }, 'test');
    await saveAvailability(handle.db, { kind: 'remove-override', date: holiday }, 'test');
    await saveAvailability(handle.db, { kind: 'remove-override', date: away, host: 'priya-raman' }, 'test');
  });

  it.skipIf(skip)("names the host a visitor chose when their day away has no label (\"Priya is away\"), and says when no host is free", async () => {
    const { saveAvailability } = await import('./availability-store');
    const before = await slots('discovery', 'any');
    const dayOf = (start: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(start));
    const [away, everyone] = [...new Set(before.slots.map((slot) => dayOf(slot.start)))].slice(4, 6) as [string, string];
    await saveAvailability(handle.db, { kind: 'override', date: away, host: 'priya-raman', hours: [] }, 'test');
    for (const host of ['james-whitfield', 'elena-marchetti', 'priya-raman', 'marcus-lindqvist']) await saveAvailability(handle.db, { kind: 'override', date: everyone, host, hours: [] }, 'test');
    const after = await slots('discovery', 'any');
    expect(after.hostClosedDays?.['priya-raman']?.[away]).toBe('Priya is away');
    expect(after.closedDays?.[away]).toBeUndefined();
    expect(after.closedDays?.[everyone]).toBe('No host free');
    expect(Object.values(after.hostClosedDays ?? {}).flatMap((days) => Object.values(days))).not.toContain('Host away');
    for (const host of ['james-whitfield', 'elena-marchetti', 'priya-raman', 'marcus-lindqvist']) await saveAvailability(handle.db, { kind: 'remove-override', date: everyone, host }, 'test');
    await saveAvailability(handle.db, { kind: 'remove-override', date: away, host: 'priya-raman' }, 'test');
  });

  it.skipIf(skip)('lists three weeks of free slots in UTC, with the agency zone and the call types', async () => {
    const answer = await slots();
    expect(answer.timeZone).toBe('America/New_York');
    expect(answer.callTypes.map((type) => type.id)).toEqual(['discovery', 'technical-review']);
    expect(answer.slots.length).toBeGreaterThan(20);
    for (const slot of answer.slots) {
      expect(slot.start).toMatch(/Z$/);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
      expect(Date.parse(slot.start)).toBeGreaterThan(Date.now() + 11.9 * 3_600_000);
      expect(Date.parse(slot.start)).toBeLessThan(Date.now() + 22 * 86_400_000);
    }
    const review = await slots('technical-review');
    expect(Date.parse(review.slots[0]!.end) - Date.parse(review.slots[0]!.start)).toBe(45 * 60_000);
    expect((await app.request('/api/schedule/slots?type=lunch')).status).toBe(400);
  });

  it.skipIf(skip)('books a slot (201 with a calendar link), then refuses it to the next visitor (409 with fresh slots)', async () => {
    const [first] = (await slots()).slots;
    const response = await json('/api/schedule/bookings', { start: first!.start, ...visitor });
    expect(response.status).toBe(201);
    const booked = (await response.json()) as BookingConfirmation;
    expect(booked).toMatchObject({ start: first!.start, end: first!.end });
    expect(booked.ics).toMatch(/^\/api\/schedule\/bookings\/[0-9a-f-]{36}\/invite\.ics\?token=[\w-]{40,}$/);

    const invite = await app.request(booked.ics);
    expect(invite.status).toBe(200);
    expect(invite.headers.get('content-type')).toMatch(/^text\/calendar/);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await invite.text())).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(first!.start).toISOString());
    expect((await app.request(booked.ics.replace(/token=.*/, 'token=wrong-token-wrong-token-wrong'))).status).toBe(404);

    const again = await json('/api/schedule/bookings', { start: first!.start, ...visitor, email: 'grace@example.com' });
    expect(again.status).toBe(409);
    const refused = (await again.json()) as { message: string; slots: { start: string }[] };
    expect(refused.message).toMatch(/taken/);
    expect(refused.slots.map((slot) => slot.start)).not.toContain(first!.start);
    expect((await slots()).slots.map((slot) => slot.start)).not.toContain(first!.start);

    // The agency's notice and the visitor's confirmation (with its one-time link) wait in the outbox.
    expect(await outbox('booking')).toHaveLength(1);
    const [confirmation] = await outbox('booking-confirmation');
    expect(String(confirmation?.payload.manageUrl)).toMatch(/^https:\/\/site\.test\/api\/schedule\/manage\?token=/);
    expect(String(confirmation?.payload.ics)).toContain('METHOD:REQUEST');
    // The visitor's invite reminds them 15 minutes before and carries their manage link (read with ical.js).
    const mailedInvite = new ICAL.Component(ICAL.parse(String(confirmation?.payload.ics))).getFirstSubcomponent('vevent')!;
    const alarm = mailedInvite.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT15M');
    expect(String(mailedInvite.getFirstPropertyValue('description'))).toContain(`Need to cancel or move it? ${String(confirmation?.payload.manageUrl)}`);
    // A call more than a day ahead gets two reminders, a day and an hour before it, each with the video and manage links and expiring at the start.
    const last = (await slots()).slots.at(-1)!;
    const later = (await (await json('/api/schedule/bookings', { start: last.start, ...visitor, email: 'later@example.com' })).json()) as BookingConfirmation;
    const reminders = (await outbox('booking-reminder')).filter((row) => row.payload.email === 'later@example.com');
    expect(reminders.map((row) => row.nextAttemptAt.toISOString()).sort()).toEqual([Date.parse(last.start) - 24 * 3_600_000, Date.parse(last.start) - 3_600_000].map((at) => new Date(at).toISOString()));
    for (const reminder of reminders) {
      expect(reminder.payload).toMatchObject({ meetingUrl: later.meetingUrl, expiresAt: new Date(last.start).toISOString() });
      expect(String(reminder.payload.manageUrl)).toMatch(/^https:\/\/site\.test\/api\/schedule\/manage\?token=/);
    }
  });

  it.skipIf(skip)('gives one 201 and nine 409s to ten visitors posting the same slot at once', async () => {
    const [, second] = (await slots()).slots;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => json('/api/schedule/bookings', { start: second!.start, ...visitor, email: `v${i}@example.com` })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await handle.db.select().from(bookings)).toHaveLength(1);
  }, 30_000); // ten serialised booking transactions: seconds on a loaded 2-core machine

  it.skipIf(skip)('refuses bad fields with 400 and times that are not offered with 409, never 5xx', async () => {
    const [first] = (await slots()).slots;
    const cases: [unknown, number][] = [
      [{ ...visitor, start: 'tomorrow at nine' }, 400],
      [{ ...visitor, start: first!.start, email: 'not-an-address' }, 400],
      [{ ...visitor, start: first!.start, name: '' }, 400],
      [{ ...visitor, start: first!.start, type: 'lunch' }, 400],
      [{ ...visitor, start: first!.start, name: '\u0000\u001b\u202e' }, 400],
      [{ ...visitor, start: '2020-01-01T14:00:00Z' }, 409],
      [{ ...visitor, start: new Date(Date.parse(first!.start) + 10 * 60_000).toISOString() }, 409],
      [{ ...visitor, start: new Date(Date.now() + 60 * 86_400_000).toISOString() }, 409],
      [{ ...visitor, start: '9999-12-31T23:59:59Z' }, 409],
      [[], 400],
    ];
    for (const [body, status] of cases) {
      const response = await json('/api/schedule/bookings', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
    }
    expect(await handle.db.select().from(bookings)).toHaveLength(0);
  });

  it.skipIf(skip)('treats a filled honeypot as a success and stores nothing; a retried submission is one booking', async () => {
    const [first] = (await slots()).slots;
    expect((await json('/api/schedule/bookings', { start: first!.start, ...visitor, website: 'https://spam.example' })).status).toBe(201);
    expect(await handle.db.select().from(bookings)).toHaveLength(0);
    const submissionId = '0f8e7d6c-5b4a-4392-8170-6e5d4c3b2a19';
    const one = (await (await json('/api/schedule/bookings', { start: first!.start, ...visitor, submissionId })).json()) as BookingConfirmation;
    const two = await json('/api/schedule/bookings', { start: first!.start, ...visitor, submissionId });
    expect(two.status).toBe(201);
    expect(((await two.json()) as BookingConfirmation).id).toBe(one.id);
    expect(await handle.db.select().from(bookings)).toHaveLength(1);
  });

  it.skipIf(skip)('books without scripts: the page lists radio buttons, the form post answers a confirmation page', async () => {
    const page = await app.request('/api/schedule?tz=Asia/Kathmandu');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<form method="post" action="\/api\/schedule\/bookings"/);
    expect(html).toContain('Nepal Time');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    // The site's one slot list: every offered day a disclosure (the first open), its times radio buttons of one group.
    const days = [...html.matchAll(/name="start" value="([^"]+)"/g)].map((match) => new Date(match[1]!).toLocaleDateString('en-CA', { timeZone: 'Asia/Kathmandu' }));
    expect(new Set(days).size).toBeGreaterThan(1);
    expect([...html.matchAll(/<details /g)]).toHaveLength(new Set(days).size);
    expect([...html.matchAll(/<details [^>]*open>/g)]).toHaveLength(1);
    // A link's day is shown open too (no scripts needed to reach it).
    const third = [...new Set(days)][2]!;
    const asked = await (await app.request(`/api/schedule?tz=Asia/Kathmandu&day=${third}`)).text();
    expect([...asked.matchAll(/<details [^>]*open>/g)]).toHaveLength(2);
    const value = /name="start" value="([^"]+)"/.exec(html)?.[1];
    const submissionId = /name="submissionId" value="([^"]+)"/.exec(html)?.[1];
    expect(value).toBeTruthy();
    const answer = await formPost('/api/schedule/bookings', { start: value!, type: 'discovery', timeZone: 'Asia/Kathmandu', submissionId: submissionId!, host: HOST, name: 'Ada <b>Lovelace</b>', email: 'ada@example.com', company: '', topic: '', website: '' });
    expect(answer.status).toBe(201);
    const confirmation = await answer.text();
    expect(confirmation).toContain('Your call is booked');
    expect(confirmation).toContain('Nepal Time');
    expect(confirmation).toContain('Eastern');
    expect(confirmation).toMatch(/href="\/api\/schedule\/bookings\/[0-9a-f-]+\/invite\.ics\?token=/);
    expect(confirmation).toContain('https://calendar.google.com/calendar/render?');
    // The same slot again: 409, the visitor's fields kept (escaped) for another pick.
    const taken = await formPost('/api/schedule/bookings', { start: value!, type: 'discovery', timeZone: 'Asia/Kathmandu', host: HOST, name: 'Grace <i>Hopper</i>', email: 'grace@example.com' });
    expect(taken.status).toBe(409);
    const retry = await taken.text();
    expect(retry).toContain('was just taken');
    expect(retry).toContain('value="Grace &lt;i&gt;Hopper&lt;/i&gt;"');
    expect(retry).not.toContain(`value="${value}"`);
  });

  it.skipIf(skip)('cancels from the mailed link: GET changes nothing, the POST frees the slot once and queues METHOD:CANCEL', async () => {
    const [first] = (await slots()).slots;
    await json('/api/schedule/bookings', { start: first!.start, ...visitor });
    const [confirmation] = await outbox('booking-confirmation');
    const link = new URL(String(confirmation!.payload.manageUrl));
    const token = link.searchParams.get('token')!;
    const view = await app.request(`${link.pathname}${link.search}`);
    expect(view.status).toBe(200);
    const manage = await view.text();
    expect(manage).toContain('Cancel my call');
    // Reschedule and Cancel come first, before the times and the forms; the cancel form asks an optional reason.
    expect(manage.indexOf('href="#reschedule"')).toBeLessThan(manage.indexOf('name="start"'));
    expect(manage.indexOf('href="#cancel"')).toBeLessThan(manage.indexOf('name="start"'));
    expect(manage).toMatch(/<textarea id="reason" name="reason"/);
    expect(view.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await handle.db.select().from(bookings))[0]?.status).toBe('confirmed');
    const head = await app.request(`${link.pathname}${link.search}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect((await handle.db.select().from(bookings))[0]?.status).toBe('confirmed');

    const cancelled = await formPost('/api/schedule/manage', { token, action: 'cancel', reason: 'Found another slot internally' });
    expect(cancelled.status).toBe(200);
    const cancelledPage = await cancelled.text();
    expect(cancelledPage).toContain('Your call is canceled');
    expect(cancelledPage).toContain('href="/contact#schedule"');
    expect((await handle.db.select().from(bookings))[0]?.status).toBe('cancelled');
    const [notice] = await outbox('booking-cancelled');
    expect(String(notice?.payload.ics)).toContain('METHOD:CANCEL');
    expect((await slots()).slots.map((slot) => slot.start)).toContain(first!.start);
    expect((await formPost('/api/schedule/manage', { token, action: 'cancel' })).status).toBe(404);
    expect((await app.request(`${link.pathname}${link.search}`)).status).toBe(404);
  });

  it.skipIf(skip)('reschedules from the mailed link: one slot moves, the old link dies, a new one is mailed', async () => {
    const offer = (await slots()).slots;
    await json('/api/schedule/bookings', { start: offer[0]!.start, ...visitor });
    const token = new URL(String((await outbox('booking-confirmation'))[0]!.payload.manageUrl)).searchParams.get('token')!;
    const target = offer.at(-1)!.start;
    const moved = await formPost('/api/schedule/manage', { token, action: 'reschedule', start: target });
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain('Your call has moved');
    const rows = await handle.db.select().from(bookings);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.startsAt.toISOString()).toBe(new Date(target).toISOString());
    expect(rows[0]?.sequence).toBe(1);
    expect((await formPost('/api/schedule/manage', { token, action: 'cancel' })).status).toBe(404);
    const [mail] = await outbox('booking-rescheduled');
    expect(String(mail?.payload.manageUrl)).not.toContain(token);
    expect(String(mail?.payload.ics)).toContain('SEQUENCE:1');
  });

  it.skipIf(skip)('stores the picker\'s en-US, mails in it, and keeps it when the call moves (JSON)', async () => {
    const offered = (await slots()).slots;
    expect((await json('/api/schedule/bookings', { start: offered[0]!.start, ...visitor, locale: 'en-us' })).status).toBe(201);
    expect((await handle.db.select().from(bookings))[0]?.locale).toBe('en-US');
    const [confirmation] = await outbox('booking-confirmation');
    const mail = bookingMail('booking-confirmation', confirmation!.payload as unknown as BookingMailPayload, undefined);
    expect(mail.text).toMatch(/Your time: [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}(:\d{2})? [ap]\.m\. to \d{1,2}(:\d{2})? [ap]\.m\. /u);

    const token = new URL(String(confirmation!.payload.manageUrl)).searchParams.get('token')!;
    expect((await json('/api/schedule/manage', { token, action: 'reschedule', start: offered.at(-1)!.start })).status).toBe(200);
    expect((await handle.db.select().from(bookings))[0]?.locale).toBe('en-US');
    const [moved] = await outbox('booking-rescheduled');
    expect(bookingMail('booking-rescheduled', moved!.payload as unknown as BookingMailPayload, undefined).text).toMatch(/\d{1,2}(:\d{2})? [ap]\.m\. to /u);
  });

  it.skipIf(skip)('takes the no-JS page\'s en-GB; a hostile or unsupported locale books with the default, never an error', async () => {
    const offered = (await slots()).slots;
    expect((await formPost('/api/schedule/bookings', { start: offered[0]!.start, type: 'discovery', ...visitor, locale: 'en-GB' })).status).toBeLessThan(400);
    const [gb] = await outbox('booking-confirmation');
    expect(bookingMail('booking-confirmation', gb!.payload as unknown as BookingMailPayload, undefined).text).toMatch(/Your time: [A-Z][a-z]+day,? \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2}–\d{2}:\d{2} /);

    for (const [index, locale] of [`en-US${'-x'.repeat(40)}`, 'en-US"><script>', 'qq-ZZ-nonsense-tag'].entries()) {
      address += 1;
      const answer = await json('/api/schedule/bookings', { start: offered[(index + 1) * 8]!.start, ...visitor, email: `v${index}@example.com`, locale });
      expect(answer.status, `${String(locale)}: ${await answer.clone().text()}`).toBe(201);
    }
    const rows = await handle.db.select().from(bookings);
    expect(rows.map((row) => row.locale).sort()).toEqual(['en-GB', null, null, null]);
  });

  it.skipIf(skip)('serves the team feed only with its secret', async () => {
    const [first] = (await slots()).slots;
    await json('/api/schedule/bookings', { start: first!.start, ...visitor });
    expect((await app.request('/api/schedule/calendar.ics')).status).toBe(404);
    expect((await app.request('/api/schedule/calendar.ics?token=feed-token-0123456789abcdefghijklmnoX')).status).toBe(404);
    const feed = await app.request(`/api/schedule/calendar.ics?token=${FEED_TOKEN}`);
    expect(feed.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(1);
    expect(events[0]?.description).toContain('Ada Lovelace <ada@example.com>');
  });
});

describe('/api/schedule without a database', () => {
  const app = createApp({ root: '/nonexistent', api: { log: { info: () => {}, error: () => {} } } });
  it('answers 503, never a 5xx of another kind, and keeps nothing', async () => {
    expect((await app.request('/api/schedule/slots')).status).toBe(503);
    expect((await app.request('/api/schedule')).status).toBe(503);
    const booking = await app.request('/api/schedule/bookings', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ start: '2030-01-01T14:00:00Z', ...visitor }) });
    expect(booking.status).toBe(503);
  });
});
