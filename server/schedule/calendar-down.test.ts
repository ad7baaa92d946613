import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SlotsAnswer } from '@/lib/forms/booking';
import type { DatabaseHandle } from '../db';
import { calendarSources } from '../db/schema';
import { createApp } from '../app';
import { availabilityView } from '../inbox/availability';
import { availabilityPage } from '../inbox/call-pages';
import { backends, clearTables, openTestDatabase } from '../testing/test-support';
import { saveAvailability } from './availability-store';
import { calendarStatus, refreshCalendars } from './calendars';
import { calendar, vevent } from './calendar-fixtures';
import { availabilityFrom } from './config';
import { hostSettingsFrom } from './hosts';

/**
 * A host's calendar feed goes down in each way a feed does (refused, 500, garbage, too slow) while the
 * office's hours are stored ones (the inbox's editor): the picker keeps answering, offers what
 * docs/scheduling.md says is safe (the last good copy for SCHEDULE_CALENDAR_MAX_AGE_HOURS, then nothing from
 * that host, the others still within the stored hours), and the inbox's availability page tells the team.
 */

const HOST = 'elena-marchetti';
const ZONE = 'America/New_York';

type Mode = 'ok' | 'refused' | 'error' | 'garbage' | 'slow';

function feed() {
  const state = { mode: 'ok' as Mode, body: '', server: undefined as unknown as Server, url: '', port: 0 };
  state.server = createServer((request, response) => {
    if (state.mode === 'error') response.writeHead(500, { 'content-type': 'text/plain' }).end('upstream exploded');
    else if (state.mode === 'garbage') response.writeHead(200, { 'content-type': 'text/calendar' }).end('<html><body>Sign in to see this calendar</body></html>');
    else if (state.mode === 'slow') setTimeout(() => response.writeHead(200, { 'content-type': 'text/calendar' }).end(state.body), 2_000).unref();
    else response.writeHead(200, { 'content-type': 'text/calendar' }).end(state.body);
  });
  return state;
}

/** The hour of a start in New York. */
const hourInNewYork = (start: string) => Number(new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: '2-digit', hourCycle: 'h23' }).format(new Date(start)));

describe.each(backends)('a host calendar down, with stored hours, on $name', ({ name, env, skip }) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const cal = feed();
  let hosts: ReturnType<typeof hostSettingsFrom>;

  beforeAll(async () => {
    if (skip) return;
    handle = await openTestDatabase(env, `calendar_down_${name}`);
    await new Promise<void>((resolve) => cal.server.listen(0, '127.0.0.1', resolve));
    cal.port = (cal.server.address() as { port: number }).port;
    cal.url = `http://127.0.0.1:${cal.port}/private/secret-feed-token.ics`;
    hosts = hostSettingsFrom({ SCHEDULE_BUSY_ICS: `${HOST}=${cal.url}` });
    app = createApp({ root: '/nonexistent', db: handle.db, api: { trustProxy: true, ipHashSecret: 'test', siteUrl: 'https://site.test', schedule: { hosts }, log: { info: () => {}, error: () => {} } } });
  }, 120_000);
  afterAll(async () => {
    cal.server.closeAllConnections();
    cal.server.close();
    await handle?.close();
  });
  beforeEach(async () => {
    if (skip) return;
    await clearTables(handle);
    await handle.db.execute(sql`truncate calendar_busy, calendar_sources, schedule_weekly_hours, schedule_date_overrides, schedule_settings`);
    cal.mode = 'ok';
  });

  // Busy 10:00-11:00 every day in the host's own calendar.
  const busy = () => calendar(vevent('daily', 'DTSTART;TZID=America/New_York:20260101T100000', 'DTEND;TZID=America/New_York:20260101T110000', 'RRULE:FREQ=DAILY'));
  // A read as the poller makes it: the slow mode outlasts a short timeout (the setting's floor is a second).
  // (The office zone both as `timeZone` and as the availability defaults, which a change on another branch reads it from.)
  const refresh = () => {
    const options = { db: handle.db, settings: { ...hosts, calendarTimeoutMs: 300 }, timeZone: ZONE, availability: availabilityFrom(process.env), log: { info: () => {}, error: () => {} } };
    return refreshCalendars(options as Parameters<typeof refreshCalendars>[0]);
  };
  const slots = async (host = 'any') => {
    const response = await app.request(`/api/schedule/slots?type=discovery&host=${host}`);
    expect(response.status, `slots for ${host}`).toBe(200);
    return ((await response.json()) as SlotsAnswer).slots;
  };
  const inboxPage = async () => availabilityPage({ member: 'sales@northstack.test', view: await availabilityView(handle.db, availabilityFrom(process.env), hosts) });

  it.skipIf(skip).each(['refused', 'error', 'garbage', 'slow'] as const)(
    'feed %s: the last good copy serves within the stored mornings, then the host offers nothing while the others still do; no 5xx; the inbox says so',
    async (mode) => {
      // The office works mornings only (stored by the editor), so every offered time is 9 to 12 in New York.
      await saveAvailability(handle.db, { kind: 'weekly-hours', hours: 'mon-fri=09:00-12:00' }, 'sales@northstack.test');
      cal.body = busy();
      await refresh();
      const good = await slots(HOST);
      expect(good.length).toBeGreaterThan(10);
      // Mornings only, and never the 10:00 hour the calendar holds (nor the half hour before it, with the buffer).
      expect(good.filter((slot) => hourInNewYork(slot.start) < 9 || hourInNewYork(slot.start) >= 12)).toEqual([]);
      expect(good.filter((slot) => hourInNewYork(slot.start) === 10)).toEqual([]);

      cal.mode = mode;
      if (mode === 'refused') {
        cal.server.closeAllConnections();
        await new Promise<void>((resolve) => cal.server.close(() => resolve()));
      }
      await refresh();
      // The copy read before serves: the same times, the busy hour still held.
      expect(await slots(HOST)).toEqual(good);
      const [status] = await calendarStatus(handle.db, hosts);
      expect(status).toMatchObject({ host: HOST, stale: false, overBudget: false, lastError: expect.any(String) });
      expect(status?.lastError).not.toContain('secret-feed-token');
      expect(await inboxPage()).toMatch(/Elena Marchetti<\/strong>: the last read failed: the copy read .* still serves/);
      expect((await (await app.request('/api/health')).json())).toMatchObject({ calendars: { stale: [] } });

      // Past SCHEDULE_CALENDAR_MAX_AGE_HOURS (6): the copy is stale and the host offers nothing ...
      await handle.db.update(calendarSources).set({ fetchedAt: new Date(Date.now() - 7 * 3_600_000) });
      expect(await slots(HOST)).toEqual([]);
      const any = await slots();
      // ... while the other hosts still do, within the stored hours, and none of the times names the host.
      expect(any.length).toBeGreaterThan(10);
      expect(any.filter((slot) => slot.hosts?.includes(HOST))).toEqual([]);
      expect(any.filter((slot) => hourInNewYork(slot.start) >= 12)).toEqual([]);
      // Booking the host is refused as a taken time, never a server error.
      const booked = await app.request('/api/schedule/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ start: good[0]!.start, host: HOST, name: 'Ada Lovelace', email: 'ada@example.com' }),
      });
      expect(booked.status).toBe(409);
      expect((await (await app.request('/api/health')).json())).toMatchObject({ status: 'degraded', calendars: { stale: [HOST] } });
      expect(await inboxPage()).toMatch(/Elena Marchetti<\/strong>: stale \(not read recently\): no times offered/);

      if (mode === 'refused') await new Promise<void>((resolve) => cal.server.listen(cal.port, '127.0.0.1', resolve));
    },
    30_000,
  );

  it.skipIf(skip)('a feed that never answered well: the host offers nothing from the start, the others do, and the picker answers 200', async () => {
    cal.mode = 'garbage';
    await refresh();
    expect(await slots(HOST)).toEqual([]);
    expect((await slots()).length).toBeGreaterThan(10);
    expect(await inboxPage()).toMatch(/Elena Marchetti<\/strong>: stale/);
  }, 30_000);
});
