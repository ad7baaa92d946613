import { createServer, type Server } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { defaultAvailability } from '@/content/scheduling';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingConfirmation, SlotsAnswer } from '@/lib/forms/booking';
import type { DatabaseHandle } from '../db';
import { bookings, calendarSources, notifications } from '../db/schema';
import { createApp } from '../app';
import { backends, clearTables, openTestDatabase } from '../testing/test-support';
import { startOutboxWorker } from '../leads/outbox';
import type { MailMessage } from '../mail';
import { mailRenderers } from '../runtime';
import { webhookBody } from '../leads/webhooks';
import { calendarStatus, refreshCalendars } from './calendars';
import { calendar, vevent } from './calendar-fixtures';
import { hostSettingsFrom } from './hosts';

/**
 * Hosts end to end through the app, on PGlite and PostgreSQL: a calendar server on loopback, the round
 * robin, the caps, the honeypot, replays, the webhook events, reminders' expiry and the manage page's
 * Referrer-Policy.
 */

const HOST = 'elena-marchetti';
const OTHER = 'priya-raman';

function icsServer() {
  const state = { body: '', etag: '"v1"', requests: [] as { ifNoneMatch?: string }[], server: undefined as unknown as Server, url: '' };
  state.server = createServer((request, response) => {
    state.requests.push({ ifNoneMatch: request.headers['if-none-match'] });
    if (request.headers['if-none-match'] === state.etag) {
      response.writeHead(304).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/calendar', etag: state.etag }).end(state.body);
  });
  return state;
}

describe.each(backends)('hosts, calendars and limits on $name', ({ name, env, skip }) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const cal = icsServer();
  let hosts: ReturnType<typeof hostSettingsFrom>;
  let address = 0;
  const logs: string[] = [];
  const post = (body: Record<string, unknown>, ip = `203.0.${address}.1`) =>
    app.request('/api/schedule/bookings', { method: 'POST', headers: { 'x-forwarded-for': ip, 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
  const slots = async (host = 'any', type = 'discovery') => (await (await app.request(`/api/schedule/slots?type=${type}&host=${host}`)).json()) as SlotsAnswer;
  const outbox = async (kind: string) => handle.db.select().from(notifications).where(eq(notifications.kind, kind));
  const visitor = (email: string, extra: Record<string, unknown> = {}) => ({ name: 'Ada Lovelace', email, company: 'Analytical Engines', topic: 'Ledger', ...extra });

  beforeAll(async () => {
    if (skip) return;
    handle = await openTestDatabase(env, `schedule_hosts_${name}`);
    await new Promise<void>((resolve) => cal.server.listen(0, '127.0.0.1', resolve));
    cal.url = `http://127.0.0.1:${(cal.server.address() as { port: number }).port}/private/secret-calendar-token.ics`;
    hosts = hostSettingsFrom({ SCHEDULE_BUSY_ICS: `${HOST}=${cal.url}`, SCHEDULE_HOST_EMAILS: `${HOST}=elena@agency.test` });
    app = createApp({
      root: '/nonexistent',
      db: handle.db,
      api: { trustProxy: true, ipHashSecret: 'test', siteUrl: 'https://site.test', webhookTargets: ['hook'], schedule: { hosts }, log: { info: () => {}, error: () => {} } },
    });
  }, 120_000);
  afterAll(async () => {
    cal.server.close();
    await handle?.close();
  });
  beforeEach(async () => {
    if (skip) return;
    address += 1;
    await clearTables(handle);
    await handle.db.execute(sql`truncate calendar_busy, calendar_sources`);
    cal.requests.length = 0;
    fullReads = new Map();
  });

  /** Tomorrow-or-later weekday 10:00-11:00 in New York, busy in the host's calendar every day. */
  const busyCalendar = () => calendar(vevent('daily', 'DTSTART;TZID=America/New_York:20260101T100000', 'DTEND;TZID=America/New_York:20260101T110000', 'RRULE:FREQ=DAILY'));
  // One process's memory of full reads (conditional requests are sent while it is recent).
  let fullReads = new Map<string, number>();
  const refresh = (now = new Date()) => refreshCalendars({ db: handle.db, settings: hosts, availability: defaultAvailability, now, fullReads, log: { info: (line) => logs.push(JSON.stringify(line)), error: (line) => logs.push(JSON.stringify(line)) } });
  const tenInNewYork = (start: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: '2-digit', hour12: false }).format(new Date(start)) === '10';

  it.skipIf(skip)('never offers a host a time their calendar is busy; a 304 keeps it; down, the last good copy serves; stale, the host offers nothing and /api/health says so', async () => {
    cal.body = busyCalendar();
    // Not yet read: the host's calendar is stale, so the host offers nothing (the others do).
    expect((await slots(HOST)).slots).toEqual([]);
    expect((await (await app.request('/api/health')).json())).toMatchObject({ status: 'degraded', calendars: { stale: [HOST] } });

    await refresh();
    const own = (await slots(HOST)).slots;
    expect(own.length).toBeGreaterThan(20);
    expect(own.filter((slot) => tenInNewYork(slot.start))).toEqual([]);
    // Another host is free at 10:00; 'any' lists that start without the busy host.
    const ten = (await slots()).slots.filter((slot) => tenInNewYork(slot.start));
    expect(ten.length).toBeGreaterThan(0);
    for (const slot of ten) expect(slot.hosts).not.toContain(HOST);
    // Booking the busy host at 10:00 is refused.
    expect((await post({ start: ten[0]!.start, host: HOST, ...visitor('a@example.com') })).status).toBe(409);
    expect((await (await app.request('/api/health')).json())).toMatchObject({ status: 'ok', calendars: { stale: [] } });

    // Unchanged: a conditional request, answered 304.
    await refresh();
    expect(cal.requests.at(-1)?.ifNoneMatch).toBe('"v1"');
    expect((await slots(HOST)).slots).toEqual(own);

    // The calendar server goes down: the last good copy serves.
    cal.server.closeAllConnections();
    await new Promise<void>((resolve) => cal.server.close(() => resolve()));
    await refresh();
    expect((await slots(HOST)).slots).toEqual(own);
    const [status] = await calendarStatus(handle.db, hosts);
    expect(status).toMatchObject({ host: HOST, stale: false, lastError: expect.stringMatching(/ECONNREFUSED|UND_ERR|fetch failed|HTTP/) });
    // Seven hours later (the default limit is six): stale.
    expect((await calendarStatus(handle.db, hosts, new Date(Date.now() + 7 * 3_600_000)))[0]?.stale).toBe(true);
    await handle.db.update(calendarSources).set({ fetchedAt: new Date(Date.now() - 7 * 3_600_000) });
    expect((await slots(HOST)).slots).toEqual([]);
    expect((await (await app.request('/api/health')).json())).toMatchObject({ status: 'degraded', calendars: { stale: [HOST] } });
    // Logs name the host, never the secret address.
    expect(logs.join('\n')).toContain(HOST);
    expect(logs.join('\n')).not.toContain('secret-calendar-token');
    await new Promise<void>((resolve) => cal.server.listen(Number(new URL(cal.url).port), '127.0.0.1', resolve));
  });

  it.skipIf(skip)("spreads 'whoever is free' over the free hosts: four bookings of one start, four hosts; the fifth is refused", async () => {
    cal.body = calendar();
    await refresh();
    const [slot] = (await slots()).slots.filter((entry) => entry.hosts?.length === 4);
    const booked: BookingConfirmation[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await post({ start: slot!.start, ...visitor(`rr${index}@example.com`) }, `198.18.${index}.1`);
      expect(response.status).toBe(201);
      booked.push((await response.json()) as BookingConfirmation);
    }
    expect(new Set(booked.map((entry) => entry.host?.id)).size).toBe(4);
    expect((await post({ start: slot!.start, ...visitor('rr4@example.com') }, '198.18.9.1')).status).toBe(409);
    // The confirmation names the host, the video room, the manage page.
    expect(booked[0]).toMatchObject({ host: { name: expect.any(String), title: expect.any(String) }, meetingUrl: expect.stringMatching(/^https:\/\/meet\.jit\.si\/Northstack-/), manage: expect.stringMatching(/^\/api\/schedule\/manage\?token=/) });
  });

  it.skipIf(skip)('caps upcoming calls per address (guests count) and per network, and a daily cap per address', async () => {
    cal.body = calendar();
    await refresh();
    const free = (await slots(OTHER)).slots;
    const at = (index: number) => free[index * 3]!.start;
    expect((await post({ start: at(0), host: OTHER, ...visitor('cap@example.com') })).status).toBe(201);
    expect((await post({ start: at(1), host: OTHER, ...visitor('other@example.com', { guests: 'cap@example.com' }) }, '198.19.1.1')).status).toBe(201);
    // cap@ is in two upcoming calls (one as a guest): a third is refused, as visitor or as guest.
    const third = await post({ start: at(2), host: OTHER, ...visitor('cap@example.com') }, '198.19.2.1');
    expect(third.status).toBe(409);
    expect(((await third.json()) as { message: string }).message).toMatch(/already has as many calls/);
    expect((await post({ start: at(2), host: OTHER, ...visitor('x@example.com', { guests: 'CAP@example.com' }) }, '198.19.3.1')).status).toBe(409);
    // One network (/24): four upcoming calls, then no more; another network books.
    for (let index = 0; index < 4; index += 1) expect((await post({ start: at(3 + index), host: OTHER, ...visitor(`n${index}@example.com`) }, `192.0.2.${10 + index}`)).status).toBe(201);
    expect((await post({ start: at(8), host: OTHER, ...visitor('n9@example.com') }, '192.0.2.99')).status).toBe(409);
    expect((await post({ start: at(8), host: OTHER, ...visitor('n9@example.com') }, '192.0.3.99')).status).toBe(201);
  });

  it.skipIf(skip)('answers the honeypot as a booking: 201 with the same fields when free, 409 when taken, nothing stored', async () => {
    cal.body = calendar();
    await refresh();
    const [slot] = (await slots(OTHER)).slots;
    const real = (await (await post({ start: slot!.start, host: OTHER, ...visitor('real@example.com') })).json()) as Record<string, unknown>;
    const taken = await post({ start: slot!.start, host: OTHER, ...visitor('bot@example.com'), website: 'https://spam.example' }, '198.20.0.1');
    expect(taken.status).toBe(409);
    expect(Object.keys((await taken.json()) as object).sort()).toEqual(['error', 'message', 'slots']);
    const next = (await slots(OTHER)).slots[1]!;
    const decoy = await post({ start: next.start, host: OTHER, ...visitor('bot@example.com'), website: 'https://spam.example' }, '198.20.0.2');
    expect(decoy.status).toBe(201);
    const answer = (await decoy.json()) as Record<string, unknown>;
    expect(Object.keys(answer).sort()).toEqual(Object.keys(real).sort());
    expect(answer).toMatchObject({ start: next.start, host: { id: OTHER } });
    expect(await handle.db.select().from(bookings).where(eq(bookings.email, 'bot@example.com'))).toEqual([]);
    // Past a cap, the honeypot still answers as for an address it knows nothing of (issue 41: a cap's answer told
    // that the address had calls); relay.test.ts compares the two.
    await post({ start: (await slots(OTHER)).slots[2]!.start, host: OTHER, ...visitor('real@example.com') }, '198.20.1.1');
    const capped = await post({ start: (await slots(OTHER)).slots[3]!.start, host: OTHER, ...visitor('real@example.com'), website: 'x' }, '198.20.0.3');
    expect(capped.status).toBe(201);
  });

  it.skipIf(skip)('refuses a replayed submission id with another body (409), returns the same booking to concurrent retries', async () => {
    cal.body = calendar();
    await refresh();
    const [first, second] = (await slots(OTHER)).slots;
    const submissionId = crypto.randomUUID();
    const body = { start: first!.start, host: OTHER, submissionId, ...visitor('same@example.com') };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(body)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(1);
    const other = await post({ ...body, start: second!.start });
    expect(other.status).toBe(409);
    expect(((await other.json()) as { message: string }).message).toMatch(/already sent with other details/);
    expect(await handle.db.select().from(bookings)).toHaveLength(1);
  });

  it.skipIf(skip)('posts booking.created, .rescheduled and .cancelled to the webhooks, with no guests or links; tells the host; invites the guests', async () => {
    cal.body = calendar();
    await refresh();
    const [first, second] = (await slots(HOST)).slots;
    const response = await post({ start: first!.start, host: HOST, ...visitor('hook@example.com', { guests: 'guest@example.com', budget: '25k-75k', timeline: 'asap' }) });
    const booked = (await response.json()) as BookingConfirmation & { held?: boolean };
    // Guests: the booking is held until the visitor follows the link mailed to their own address (issue 41).
    expect(booked).toMatchObject({ held: true });
    expect(booked.manage).toBeUndefined();
    expect(await outbox('booking-guest')).toEqual([]);
    const [request] = await outbox('booking-confirm');
    const confirmToken = new URL(request!.payload.confirmUrl as string).searchParams.get('token')!;
    const proven = await app.request('/api/schedule/confirm', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: confirmToken }) });
    expect(proven.status).toBe(200);
    const manage = `/api/schedule/manage?token=${((await proven.json()) as { token: string }).token}`;
    const token = new URL(manage, 'https://site.test').searchParams.get('token')!;
    const page = await app.request(manage);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    // The page without scripts and its confirmation (which carries the invite's token) too.
    expect((await app.request('/api/schedule')).headers.get('referrer-policy')).toBe('no-referrer');
    const [third] = (await slots(OTHER)).slots.slice(-1);
    const confirmed = await app.request('/api/schedule/bookings', {
      method: 'POST',
      headers: { 'x-forwarded-for': '198.21.0.1', 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ start: third!.start, host: OTHER, name: 'Ada Lovelace', email: 'form@example.com' }).toString(),
    });
    expect(confirmed.status).toBe(201);
    expect(await confirmed.text()).toMatch(/\/invite\.ics\?token=/);
    expect(confirmed.headers.get('referrer-policy')).toBe('no-referrer');
    const form = (fields: Record<string, string>) =>
      app.request('/api/schedule/manage', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, body: new URLSearchParams(fields).toString() });
    const moved = await form({ token, action: 'reschedule', start: second!.start });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('referrer-policy')).toBe('no-referrer');
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.email, 'hook@example.com'));
    const newToken = (await outbox('booking-rescheduled')).find((mail) => mail.leadId === row!.id)!.payload.manageUrl as string;
    expect((await form({ token: new URL(newToken).searchParams.get('token')!, action: 'cancel', reason: 'Found another "vendor"\u0000' })).status).toBe(200);
    expect((await handle.db.select().from(bookings).where(eq(bookings.email, 'hook@example.com')))[0]?.cancelReason).toBe('Found another "vendor"');

    const hooks = (await outbox('webhook')).filter((hook) => hook.leadId === row!.id).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const bodies = hooks.map((hook) => JSON.parse(webhookBody(hook.payload)) as { type: string; data: Record<string, unknown> });
    expect(bodies.map((body) => body.type)).toEqual(['booking.created', 'booking.rescheduled', 'booking.cancelled']);
    for (const body of bodies) {
      expect(body.data).toMatchObject({ id: row!.id, host: HOST, email: 'hook@example.com' });
      expect(JSON.stringify(body)).not.toMatch(/guest@example\.com|token|meet\.jit\.si/);
    }
    // The host is told (SCHEDULE_HOST_EMAILS), with budget and timeline; the guest gets the invite, with none of the visitor's words up front.
    const hostMails = await outbox('booking-host');
    expect(hostMails.map((mail) => mail.payload.event)).toEqual(expect.arrayContaining(['booked', 'rescheduled', 'cancelled']));
    const guestMails = await outbox('booking-guest');
    expect(guestMails[0]?.payload).toMatchObject({ guestEmail: 'guest@example.com', meetingUrl: booked.meetingUrl });
    // A guest's invite has the reminder alarm but never the visitor's manage link (a guest cannot change the call).
    for (const mail of guestMails) {
      if (mail.payload.event !== 'cancelled') expect(String(mail.payload.ics)).toContain('BEGIN:VALARM');
      expect(String(mail.payload.ics)).not.toMatch(/manage|token/i);
    }
  });

  it.skipIf(skip)('sends no reminder once the call has started (fake clock); a due one carries the video and manage links', async () => {
    cal.body = calendar();
    await refresh();
    const last = (await slots(OTHER)).slots.at(-1)!;
    expect((await post({ start: last.start, host: OTHER, ...visitor('remind@example.com') })).status).toBe(201);
    const reminders = await outbox('booking-reminder');
    expect(reminders).toHaveLength(2);
    // Both fall due; the clock reads past the call's start: both expire unsent.
    await handle.db.update(notifications).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(notifications.kind, 'booking-reminder'));
    const sent: MailMessage[] = [];
    const mailer = { send: async (message: MailMessage) => void sent.push(message), close: () => {} };
    const late = startOutboxWorker({ db: handle.db, renderers: mailRenderers, mailer, autoStart: false, log: () => {}, now: () => new Date(Date.parse(last.start) + 60_000) });
    await late.runOnce();
    expect(sent.filter((mail) => /In an hour|Tomorrow/.test(mail.subject))).toEqual([]);
    expect((await outbox('booking-reminder')).every((row) => row.sentAt && row.lastError?.startsWith('expired'))).toBe(true);
    // Before the start, a due reminder goes out with the video and manage links, and opens with our words only.
    await handle.db.update(notifications).set({ sentAt: null, lastError: null, payload: sql`${notifications.payload} || ${JSON.stringify({ manageUrl: 'https://site.test/api/schedule/manage?token=x' })}::jsonb` }).where(eq(notifications.kind, 'booking-reminder'));
    const onTime = startOutboxWorker({ db: handle.db, renderers: mailRenderers, mailer, autoStart: false, log: () => {}, now: () => new Date(Date.parse(last.start) - 3_600_000) });
    await onTime.runOnce();
    const reminder = sent.find((mail) => /In an hour|Tomorrow/.test(mail.subject));
    expect(reminder?.text).toMatch(/Join the video call: https:\/\/meet\.jit\.si\/Northstack-/);
    expect(reminder?.text).toContain('https://site.test/api/schedule/manage?token=x');
    // The first name as the greeting, and none of the rest the visitor typed (company, agenda).
    expect(reminder?.text.split('\n')[0]).toBe('Hello Ada,');
    expect(reminder?.text).not.toMatch(/Analytical|Ledger/);
  });
});
