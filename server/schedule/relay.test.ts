import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingConfirmation, SlotsAnswer } from '@/lib/forms/booking';
import type { DatabaseHandle } from '../db';
import { bookings, notifications } from '../db/schema';
import { createApp } from '../app';
import { FORM_RATE_WINDOW_MS, slidingWindowLimiter } from '../http/rate-limit';
import { backends, clearTables, openTestDatabase } from '../testing/test-support';
import { hostSettingsFrom } from './hosts';
import { bookingMail, type BookingMailPayload } from './mail';
import { upcomingBooking } from './bookings';

/**
 * Security issue 41, reproduced through the app on PGlite and PostgreSQL: bookings as a mail relay
 * (book and cancel in a loop from one /24, many addresses, three guests each), the calendar emptied
 * from many /64s of one /48, the no-JS manage form without a limit, the visitor's text as a name in
 * the guests' invites, no ceiling on the day's visitor mail, and a honeypot whose answer told whether
 * an address had calls.
 */

/** Outbox kinds that go to an address a visitor typed (the team's and the hosts' copies are not counted). */
const VISITOR_MAILS = ['booking-confirmation', 'booking-rescheduled', 'booking-cancelled', 'booking-reminder', 'booking-guest', 'booking-confirm'];
const SCAM = 'Your account is locked - call +1 555 0100 now';

describe.each(backends)('issue 41: relay and flood on $name', ({ name, env, skip }) => {
  let handle: DatabaseHandle;
  const apps = new Map<string, ReturnType<typeof createApp>>();
  /** An app with these schedule variables (one per set, on the one database), the form limiter on (5 per address and 10 minutes). */
  const appWith = (vars: Record<string, string> = {}) => {
    const key = JSON.stringify(vars);
    if (!apps.has(key)) {
      apps.set(
        key,
        createApp({
          root: '/nonexistent',
          db: handle.db,
          api: {
            trustProxy: true,
            ipHashSecret: 'test',
            siteUrl: 'https://site.test',
            rateLimiter: slidingWindowLimiter({ limit: 5, windowMs: FORM_RATE_WINDOW_MS }),
            schedule: { hosts: hostSettingsFrom({ SCHEDULE_HOST_EMAILS: 'elena-marchetti=elena@agency.test', ...vars }) },
            log: { info: () => {}, error: (line) => console.error(line) },
          },
        }),
      );
    }
    return apps.get(key)!;
  };
  const post = (body: Record<string, unknown>, ip: string, app = appWith()) =>
    app.request('/api/schedule/bookings', { method: 'POST', headers: { 'x-forwarded-for': ip, 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
  const manageJson = (body: Record<string, unknown>, ip: string, app = appWith()) =>
    app.request('/api/schedule/manage', { method: 'POST', headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const manageForm = (fields: Record<string, string>, ip: string, app = appWith()) =>
    app.request('/api/schedule/manage', { method: 'POST', headers: { 'x-forwarded-for': ip, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, body: new URLSearchParams(fields).toString() });
  const slots = async (type = 'discovery', app = appWith()) => ((await (await app.request(`/api/schedule/slots?type=${type}`)).json()) as SlotsAnswer).slots;
  const visitorMails = async () => (await handle.db.select().from(notifications).where(inArray(notifications.kind, VISITOR_MAILS))).length;
  const tokenOf = (link: string) => new URL(link, 'https://site.test').searchParams.get('token')!;
  /** The visitor follows the link of the confirmation request mailed to their own address. */
  const confirmHeld = async (bookingId: string, ip: string, app = appWith()) => {
    const [request] = await handle.db.select().from(notifications).where(and(eq(notifications.kind, 'booking-confirm'), eq(notifications.leadId, bookingId)));
    expect(request, 'a confirmation request to the visitor').toBeDefined();
    const link = request!.payload.confirmUrl as string;
    // Opening the link (a mail scanner does) changes nothing; the page's button does.
    expect((await app.request(link.replace('https://site.test', ''))).status).toBe(200);
    return app.request('/api/schedule/confirm', { method: 'POST', headers: { 'x-forwarded-for': ip, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, body: new URLSearchParams({ token: tokenOf(link) }).toString() });
  };

  beforeAll(async () => {
    if (skip) return;
    handle = await openTestDatabase(env, `schedule_relay_${name}`);
  }, 120_000);
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    if (skip) return;
    apps.clear();
    await clearTables(handle);
  }, 120_000);

  it.skipIf(skip)('finding 1: a book-and-cancel loop from one /24, a new address and three guests each time, queues at most a handful of visitor mails', async () => {
    const free = await slots();
    let booked = 0;
    for (let round = 0; round < 48; round += 1) {
      const ip = `198.51.100.${round + 1}`;
      const guests = [1, 2, 3].map((n) => `g${round}-${n}@victims.example`).join(', ');
      const start = free[round % 8]!.start;
      const response = await post({ start, name: SCAM, email: `v${round}@victims.example`, topic: SCAM, guests }, ip);
      if (response.status !== 201) continue;
      booked += 1;
      const answer = (await response.json()) as BookingConfirmation;
      // Cancel with the token the 201 carries: half through the JSON answer, half through the no-JS form.
      if (answer.manage) {
        if (round % 2) await manageJson({ token: tokenOf(answer.manage), action: 'cancel' }, ip);
        else await manageForm({ token: tokenOf(answer.manage), action: 'cancel' }, ip);
      }
    }
    const sent = await visitorMails();
    console.info(`issue 41 relay (guests): ${booked} bookings answered 201, ${sent} visitor mails queued`);
    expect(sent).toBeLessThanOrEqual(6);
  }, 120_000);

  it.skipIf(skip)('finding 1: the same loop without guests (cancel and rebook) queues at most a handful of visitor mails', async () => {
    const free = await slots();
    for (let round = 0; round < 48; round += 1) {
      const ip = `198.51.100.${round + 1}`;
      const response = await post({ start: free[round % 8]!.start, name: SCAM, email: `w${round}@victims.example` }, ip);
      if (response.status !== 201) continue;
      const answer = (await response.json()) as BookingConfirmation;
      if (answer.manage) await manageJson({ token: tokenOf(answer.manage), action: 'cancel' }, ip);
    }
    const sent = await visitorMails();
    console.info(`issue 41 relay (no guests): ${sent} visitor mails queued`);
    expect(sent).toBeLessThanOrEqual(6);
  }, 120_000);

  it.skipIf(skip)('finding 1: the manage form is rate limited per network, the no-JS post as well as JSON', async () => {
    const form: number[] = [];
    const json: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      form.push((await manageForm({ token: 'x'.repeat(43), action: 'cancel' }, `198.51.101.${index + 1}`)).status);
      json.push((await manageJson({ token: 'y'.repeat(43), action: 'cancel' }, `198.51.102.${index + 1}`)).status);
    }
    expect(form).toContain(429);
    expect(json).toContain(429);
    // Another network is not held back by them.
    expect((await manageJson({ token: 'z'.repeat(43), action: 'cancel' }, '192.0.2.1')).status).toBe(404);
  }, 120_000);

  it.skipIf(skip)("finding 1: guests' invites and mails carry the visitor's address, never their free text, as a name", async () => {
    const [slot] = await slots();
    const response = await post({ start: slot!.start, name: SCAM, email: 'booker@example.com', guests: 'one@example.com, two@example.com' }, '203.0.113.7');
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as BookingConfirmation;
    const request = await handle.db.select().from(notifications).where(and(eq(notifications.kind, 'booking-confirm'), eq(notifications.leadId, id)));
    if (request.length) expect((await confirmHeld(id, '203.0.113.7')).status).toBe(200);
    const guestRows = await handle.db.select().from(notifications).where(eq(notifications.kind, 'booking-guest'));
    expect(guestRows).toHaveLength(2);
    for (const row of guestRows) {
      const mail = bookingMail('booking-guest', row.payload as unknown as BookingMailPayload, undefined);
      expect(JSON.stringify(mail)).not.toContain('Your account is locked');
      const ics = (row.payload.ics as string).replace(/\r\n[ \t]/g, '');
      expect(ics).toMatch(/CN="?booker@example\.com"?:mailto:booker@example\.com/);
      expect(ics).not.toContain('Your account is locked');
    }
    // The visitor's own mailed invite names them by their address too; the team's copy keeps the name.
    const [confirmation] = await handle.db.select().from(notifications).where(eq(notifications.kind, 'booking-confirmation'));
    expect((confirmation!.payload.ics as string).replace(/\r\n[ \t]/g, '')).not.toContain('Your account is locked');
    const [team] = await handle.db.select().from(notifications).where(eq(notifications.kind, 'booking'));
    expect((team!.payload.ics as string).replace(/\r\n[ \t]/g, '')).toContain('Your account is locked');
  }, 120_000);

  it.skipIf(skip)('finding 1: a ceiling on the day\'s visitor mail across all addresses, and one alert to the team (not one per attempt)', async () => {
    const app = appWith({ SCHEDULE_MAX_VISITOR_MAILS_PER_DAY: '4' });
    const free = await slots('discovery', app);
    for (let index = 0; index < 10; index += 1) {
      // A fresh /16 and address each time: no per-network or per-address limit applies.
      const response = await post({ start: free[index * 7]!.start, name: 'Ada', email: `fresh${index}@example.com` }, `10.${index + 1}.0.1`, app);
      expect([201, 409]).toContain(response.status);
    }
    const confirmations = await handle.db.select().from(notifications).where(inArray(notifications.kind, ['booking-confirmation', 'booking-confirm']));
    expect(confirmations.length).toBeLessThanOrEqual(4);
    expect(await handle.db.select().from(notifications).where(eq(notifications.kind, 'booking-alert'))).toHaveLength(1);
  }, 120_000);

  it.skipIf(skip)('finding 2: 14 IPv6 /64s in one /48, bookings from each, leave most of the horizon free for both call types', async () => {
    const before = { discovery: (await slots('discovery')).length, review: (await slots('technical-review')).length };
    let taken = 0;
    for (let net = 0; net < 14; net += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const type = attempt % 2 ? 'technical-review' : 'discovery';
        const [first] = await slots(type);
        if (!first) break;
        const response = await post({ start: first.start, type, name: 'Bot', email: `b${net}-${attempt}@flood.example` }, `2001:db8:4242:${net.toString(16)}::${attempt + 1}`);
        if (response.status === 201) taken += 1;
      }
    }
    const after = { discovery: (await slots('discovery')).length, review: (await slots('technical-review')).length };
    console.info(`issue 41 flood: ${taken} bookings from one /48; free slots discovery ${before.discovery} -> ${after.discovery}, review ${before.review} -> ${after.review}`);
    expect(taken).toBeLessThanOrEqual(12);
    expect(after.discovery).toBeGreaterThanOrEqual(before.discovery * 0.75);
    expect(after.review).toBeGreaterThanOrEqual(before.review * 0.75);
    // A real buyer from another network still books at once.
    const [slot] = await slots();
    expect((await post({ start: slot!.start, name: 'Grace', email: 'grace@example.com' }, '192.0.2.50')).status).toBe(201);
  }, 120_000);

  it.skipIf(skip)('finding 2: an unconfirmed hold expires and frees its time', async () => {
    const [slot] = await slots('technical-review');
    const response = await post({ start: slot!.start, type: 'technical-review', host: 'elena-marchetti', name: 'Ada', email: 'held@example.com', guests: 'g@example.com' }, '203.0.113.8');
    expect(response.status).toBe(201);
    const answer = (await response.json()) as BookingConfirmation & { held?: boolean };
    expect(answer.held).toBe(true);
    expect(answer.manage).toBeUndefined();
    await handle.db.execute(sql`update bookings set held_until = now() - interval '1 minute' where email = 'held@example.com'`);
    const again = await post({ start: slot!.start, type: 'technical-review', host: 'elena-marchetti', name: 'Grace', email: 'grace@example.com' }, '192.0.2.60');
    expect(again.status).toBe(201);
    const [expired] = await handle.db.select().from(bookings).where(eq(bookings.email, 'held@example.com'));
    expect(expired?.status).toBe('cancelled');
    expect(await handle.db.select().from(notifications).where(eq(notifications.kind, 'booking-guest'))).toEqual([]);
  }, 120_000);

  it.skipIf(skip)('a held booking is no call the team can move or cancel until the visitor proves it', async () => {
    const [slot] = await slots();
    const response = await post({ start: slot!.start, name: 'Ada', email: 'waiting@example.com', guests: 'g@example.com' }, '203.0.113.9');
    const answer = (await response.json()) as BookingConfirmation;
    expect(answer.held).toBe(true);
    expect(answer.heldUntil).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await upcomingBooking(handle.db, answer.id)).toBeUndefined();
    await handle.db.execute(sql`update bookings set held_until = null, proven_at = now() where id = ${answer.id}`);
    expect((await upcomingBooking(handle.db, answer.id))?.email).toBe('waiting@example.com');
  }, 120_000);

  it.skipIf(skip)("finding 3: the honeypot's answer does not depend on whether the address has calls", async () => {
    const free = await slots();
    for (const [index, ip] of ['203.0.113.20', '198.51.103.20'].entries()) expect((await post({ start: free[index * 5]!.start, name: 'Ada', email: 'known@example.com' }, ip)).status).toBe(201);
    const known = await post({ start: free[12]!.start, name: 'Bot', email: 'known@example.com', website: 'x' }, '192.0.2.70');
    const unknown = await post({ start: free[12]!.start, name: 'Bot', email: 'nobody@example.com', website: 'x' }, '192.0.2.71');
    expect(known.status).toBe(unknown.status);
    expect(Object.keys((await known.json()) as object).sort()).toEqual(Object.keys((await unknown.json()) as object).sort());
  }, 120_000);

  it.skipIf(skip)("a real buyer's path is unchanged: one booking from a fresh address and network, no guests, answered 201 with its mails at once", async () => {
    const [slot] = await slots();
    const response = await post({ start: slot!.start, host: 'elena-marchetti', name: 'Grace Hopper', email: 'grace@example.com' }, '192.0.2.80');
    expect(response.status).toBe(201);
    const answer = (await response.json()) as BookingConfirmation;
    expect(answer.manage).toMatch(/^\/api\/schedule\/manage\?token=/);
    const kinds = (await handle.db.select().from(notifications)).map((row) => row.kind).sort();
    expect(kinds).toEqual(expect.arrayContaining(['booking', 'booking-confirmation', 'booking-host']));
    expect(kinds).not.toContain('booking-confirm');
  }, 120_000);
});
