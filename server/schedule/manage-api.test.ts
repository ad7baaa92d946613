import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ManageAnswer, ManagedBooking, SlotsAnswer } from '@/lib/forms/booking';
import type { DatabaseHandle } from '../db';
import { bookings, notifications } from '../db/schema';
import { createApp } from '../app';
import { backends, clearTables, openTestDatabase } from '../testing/test-support';

/**
 * POST /api/schedule/manage with JSON: what the reschedule page of the export (/contact/reschedule)
 * reads and changes with the token from its fragment. The same guarantees as the mailed forms: one
 * winner per host and time, the old link spent, mails and webhooks queued, nothing 5xx, no token logged.
 */

const HOST = 'elena-marchetti';
const visitor = { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', topic: 'A ledger', timeZone: 'Asia/Kathmandu', host: HOST };

describe.each(backends)('POST /api/schedule/manage (JSON) on $name', ({ name, env, skip }) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const logged: string[] = [];
  let address = 0;
  const post = (path: string, body: unknown, from = `198.51.${address}.7`) =>
    app.request(path, { method: 'POST', headers: { 'x-forwarded-for': from, 'user-agent': 'vitest', 'content-type': 'application/json', accept: 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const manage = async (body: unknown) => {
    const response = await post('/api/schedule/manage', body);
    return { status: response.status, headers: response.headers, body: (await response.json()) as ManageAnswer };
  };
  const slots = async (host = HOST) => ((await (await app.request(`/api/schedule/slots?type=discovery&host=${host}`)).json()) as SlotsAnswer).slots.map((slot) => slot.start);
  const outbox = async (kind: string) => handle.db.select().from(notifications).where(eq(notifications.kind, kind));
  /** Books `start` and returns the mailed manage token. */
  const book = async (start: string) => {
    expect((await post('/api/schedule/bookings', { start, ...visitor })).status).toBe(201);
    const mails = await outbox('booking-confirmation');
    return new URL(String(mails.at(-1)!.payload.manageUrl)).searchParams.get('token')!;
  };

  beforeAll(async () => {
    if (skip) return;
    handle = await openTestDatabase(env, `schedule_manage_${name}`);
    const log = { info: (line: string) => void logged.push(line), error: (line: string) => void logged.push(line) };
    app = createApp({ root: '/nonexistent', db: handle.db, api: { trustProxy: true, ipHashSecret: 'test', siteUrl: 'https://site.test', webhookTargets: ['crm'], log } });
  }, 120_000);
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    if (skip) return;
    address += 1;
    await clearTables(handle);
  });

  it.skipIf(skip)('shows the booked call (who, when, video link) to its token, privately, and nothing to any other token', async () => {
    const [first] = await slots();
    const token = await book(first!);
    const shown = await manage({ token, action: 'show' });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.headers.get('referrer-policy')).toBe('no-referrer');
    const booking = (shown.body as { booking: ManagedBooking }).booking;
    expect(booking).toMatchObject({ callType: 'discovery', start: first, timeZone: 'Asia/Kathmandu', host: { id: HOST } });
    expect(booking.meetingUrl).toMatch(/^https:\/\//);
    // Another well-formed token, and hostile ones: the same dead-link answer, never a 5xx.
    const hostile: unknown[] = [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, '', 'x'.repeat(10_000), "' OR 1=1 --", '../../etc/passwd', '<script>alert(1)</script>', 42, null, ['a'], { $ne: '' }];
    for (const bad of hostile) {
      const answer = await manage({ token: bad, action: 'show' });
      expect(answer.status, JSON.stringify(bad).slice(0, 40)).toBe(404);
      expect(answer.body).toMatchObject({ error: 'gone' });
    }
    expect((await manage({ action: 'show' })).status).toBe(404);
    // A body that is not the request at all: 400, not 5xx.
    expect((await post('/api/schedule/manage', '{not json')).status).toBe(400);
    expect((await manage({ token, action: 'delete-everything' })).status).toBe(400);
    expect((await manage({ token, action: 'reschedule', start: 'tomorrow' })).status).toBe(400);
    expect(logged.join('\n')).not.toContain(token);
  });

  it.skipIf(skip)('moves the call: the new time is held, the old one free again, the old token spent, a new one answered and mailed', async () => {
    const offer = await slots();
    const token = await book(offer[0]!);
    const target = offer.at(-1)!;
    const moved = await manage({ token, action: 'reschedule', start: target });
    expect(moved.status).toBe(200);
    const { booking, token: next } = moved.body as { booking: ManagedBooking; token: string };
    expect(booking.start).toBe(target);
    expect(booking.ics).toMatch(/^\/api\/schedule\/bookings\/[0-9a-f-]+\/invite\.ics\?token=/);
    expect(next).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(next).not.toBe(token);
    const rows = await handle.db.select().from(bookings);
    expect(rows.map((row) => row.startsAt.toISOString())).toEqual([target]);
    const free = await slots();
    expect(free).toContain(offer[0]);
    expect(free).not.toContain(target);
    // The visitor's new mail carries the new link; the team's webhook hears of the move.
    const [mail] = await outbox('booking-rescheduled');
    expect(new URL(String(mail?.payload.manageUrl)).searchParams.get('token')).toBe(next);
    expect((await outbox('webhook')).map((row) => row.payload.eventType)).toEqual(['booking.created', 'booking.rescheduled']);
    // The old token reads and changes nothing; the new one works.
    expect((await manage({ token, action: 'show' })).status).toBe(404);
    expect((await manage({ token, action: 'reschedule', start: offer[0] })).status).toBe(404);
    expect((await manage({ token: next, action: 'show' })).status).toBe(200);
    expect(logged.join('\n')).not.toContain(next);
  });

  it.skipIf(skip)('answers 409 for a time every host has taken since, and keeps the call where it was', async () => {
    const offer = await slots('any');
    const token = await book(offer[0]!);
    const target = offer.at(-1)!;
    // Other visitors (other addresses and networks) take every host at the target time.
    for (let index = 0; (await slots('any')).includes(target) && index < 8; index += 1) {
      const other = await post('/api/schedule/bookings', { start: target, ...visitor, host: 'any', email: `other${index}@example.com` }, `203.0.${index}.9`);
      expect(other.status).toBe(201);
    }
    expect(await slots('any')).not.toContain(target);
    const taken = await manage({ token, action: 'reschedule', start: target });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: 'taken' });
    const shown = await manage({ token, action: 'show' });
    expect((shown.body as { booking: ManagedBooking }).booking.start).toBe(offer[0]);
    expect(await outbox('booking-rescheduled')).toHaveLength(0);
  });

  it.skipIf(skip)('cancels with a reason: the time is free, the cancellation mailed, the link dead after', async () => {
    const [first] = await slots();
    const token = await book(first!);
    const cancelled = await manage({ token, action: 'cancel', reason: 'Found an answer internally' });
    expect(cancelled).toMatchObject({ status: 200, body: { cancelled: true } });
    const [row] = await handle.db.select().from(bookings);
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'Found an answer internally' });
    expect(await slots()).toContain(first);
    expect(await outbox('booking-cancelled')).toHaveLength(1);
    expect((await outbox('webhook')).map((entry) => entry.payload.eventType)).toContain('booking.cancelled');
    // A cancelled booking: nothing to show, cancel or move.
    expect((await manage({ token, action: 'show' })).status).toBe(404);
    expect((await manage({ token, action: 'cancel' })).status).toBe(404);
    expect((await manage({ token, action: 'reschedule', start: first })).status).toBe(404);
    expect((await manage({ token, action: 'cancel', reason: 'x'.repeat(501) })).status).toBe(400);
  });
});
