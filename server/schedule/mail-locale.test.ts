import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingSchema, type SlotsAnswer } from '@/lib/forms/booking';
import type { DatabaseHandle } from '../db';
import { bookings, notifications } from '../db/schema';
import { createApp } from '../app';
import { backends, clearTables, openTestDatabase } from '../testing/test-support';
import { bookingMail, type BookingMailPayload } from './mail';

/** Thursday 3 December 2026, 09:00–09:30 in New York (the office's zone). */
const payload: BookingMailPayload = {
  id: 'b-1',
  event: 'booked',
  callName: 'Discovery call',
  start: '2026-12-03T14:00:00.000Z',
  end: '2026-12-03T14:30:00.000Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: null,
  topic: null,
  visitorTimeZone: 'America/New_York',
  agencyTimeZone: 'America/New_York',
  ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
  manageUrl: 'https://site.test/api/schedule/manage?token=x',
};
const visitorKinds = ['booking-confirmation', 'booking-rescheduled', 'booking-cancelled', 'booking-reminder'] as const;
const mailText = (kind: string, locale: string | null | undefined) => {
  const mail = bookingMail(kind, { ...payload, locale, lead: '24h' }, undefined);
  return `${mail.subject}\n${mail.text}`;
};

describe("the visitor's mails read the time in the booking's locale", () => {
  it.each(visitorKinds)('%s: en-US reads "December 3" and "9:00 am", en-GB "3 December" and "09:00"', (kind) => {
    const us = mailText(kind, 'en-US');
    expect(us).toContain('Thursday, December 3, 2026');
    // ICU puts a narrow no-break space before the day period (as the picker shows it).
    expect(us).toMatch(/\b9:00\sam–9:30\sam\b/u);
    expect(us).not.toContain('09:00');

    const gb = mailText(kind, 'en-GB');
    expect(gb).toMatch(/Thursday,? 3 December 2026/);
    expect(gb).toContain('09:00–09:30');
    expect(gb).not.toMatch(/\b[ap]m\b/);
  });

  it('falls back to the default for no locale or a hostile one (never formats with it, never throws)', () => {
    const fallback = mailText('booking-confirmation', null);
    expect(fallback).toContain('3 December 2026, 09:00–09:30');
    for (const hostile of ['en-US\nBcc: x@evil.test', 'x'.repeat(200), 'xx-invalid-tag-', '../../etc', 'en-US-u-ca-<script>']) {
      expect(mailText('booking-confirmation', hostile)).toBe(fallback);
    }
  });

  it('the one schema keeps a supported tag (canonical) and drops anything else without an error', () => {
    const parse = (locale: unknown) => bookingSchema.safeParse({ start: payload.start, name: 'Ada Lovelace', email: 'ada@example.com', locale });
    expect(parse('en-us')).toMatchObject({ success: true, data: { locale: 'en-US' } });
    for (const hostile of [42, {}, 'en-US\r\nX: y', `en-${'a'.repeat(40)}`, 'qq-ZZ-nonsense-tag', '']) {
      const parsed = parse(hostile);
      expect(parsed.success).toBe(true);
      expect(parsed.data?.locale).toBeUndefined();
    }
  });

  it("keeps the team's copy in the default, whatever the visitor's locale", () => {
    const team = bookingMail('booking', { ...payload, locale: 'en-US' }, 'team@example.com');
    expect(team.text).toContain('09:00–09:30');
    expect(team.text).not.toContain('December 3');
  });
});

describe.each(backends)('a booking keeps its locale on $name', ({ name, env, skip }) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let address = 0;
  const headers = () => ({ 'x-forwarded-for': `198.51.100.${address}`, 'user-agent': 'vitest' });
  const json = (path: string, body: unknown) =>
    app.request(path, { method: 'POST', headers: { ...headers(), 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
  const formPost = (path: string, fields: Record<string, string>) =>
    app.request(path, { method: 'POST', headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' }, body: new URLSearchParams(fields).toString() });
  const offer = async () => ((await (await app.request('/api/schedule/slots?type=discovery&host=elena-marchetti')).json()) as SlotsAnswer).slots;
  const outbox = async (kind: string) => handle.db.select().from(notifications).where(eq(notifications.kind, kind));
  const visitor = { name: 'Ada Lovelace', email: 'ada@example.com', timeZone: 'America/New_York', host: 'elena-marchetti' };

  beforeAll(async () => {
    if (skip) return;
    handle = await openTestDatabase(env, `schedule_locale_${name}`);
    app = createApp({ root: '/nonexistent', db: handle.db, api: { trustProxy: true, ipHashSecret: 'test', siteUrl: 'https://site.test', log: { info: () => {}, error: () => {} } } });
  }, 120_000);
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    if (skip) return;
    address += 1;
    await clearTables(handle);
  });

  it.skipIf(skip)('stores the picker\'s en-US, mails in it, and keeps it when the call moves (JSON)', async () => {
    const slots = await offer();
    expect((await json('/api/schedule/bookings', { start: slots[0]!.start, ...visitor, locale: 'en-us' })).status).toBe(201);
    expect((await handle.db.select().from(bookings))[0]?.locale).toBe('en-US');
    const [confirmation] = await outbox('booking-confirmation');
    const mail = bookingMail('booking-confirmation', confirmation!.payload as unknown as BookingMailPayload, undefined);
    expect(mail.text).toMatch(/Time: [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[ap]m–/u);

    const token = new URL(String(confirmation!.payload.manageUrl)).searchParams.get('token')!;
    expect((await json('/api/schedule/manage', { token, action: 'reschedule', start: slots.at(-1)!.start })).status).toBe(200);
    expect((await handle.db.select().from(bookings))[0]?.locale).toBe('en-US');
    const [moved] = await outbox('booking-rescheduled');
    expect(bookingMail('booking-rescheduled', moved!.payload as unknown as BookingMailPayload, undefined).text).toMatch(/\d{1,2}:\d{2}\s[ap]m–/u);
  });

  it.skipIf(skip)('takes the no-JS page\'s en-GB; a hostile or unsupported locale books with the default, never an error', async () => {
    const slots = await offer();
    expect((await formPost('/api/schedule/bookings', { start: slots[0]!.start, type: 'discovery', ...visitor, locale: 'en-GB' })).status).toBeLessThan(400);
    const [gb] = await outbox('booking-confirmation');
    expect(bookingMail('booking-confirmation', gb!.payload as unknown as BookingMailPayload, undefined).text).toMatch(/Time: [A-Z][a-z]+day,? \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2}–\d{2}:\d{2} /);

    for (const [index, locale] of [`en-US${'-x'.repeat(40)}`, 'en-US"><script>', 'qq-ZZ-nonsense-tag'].entries()) {
      address += 1;
      const answer = await json('/api/schedule/bookings', { start: slots[(index + 1) * 8]!.start, ...visitor, email: `v${index}@example.com`, locale });
      expect(answer.status, `${String(locale)}: ${await answer.clone().text()}`).toBe(201);
    }
    const rows = await handle.db.select().from(bookings);
    expect(rows.map((row) => row.locale).sort()).toEqual(['en-GB', null, null, null]);
  });
});
