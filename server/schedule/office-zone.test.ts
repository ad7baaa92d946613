import { createServer } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultAvailability } from '@/content/scheduling';
import type { SlotsAnswer } from '@/lib/forms/booking';
import type { DatabaseHandle } from '../db';
import { calendarBusy } from '../db/schema';
import { createApp } from '../app';
import { backends, clearTables, openTestDatabase } from '../testing/test-support';
import { saveAvailability } from './availability-store';
import { refreshCalendars } from './calendars';
import { calendar, vevent } from './calendar-fixtures';
import { hostSettingsFrom } from './hosts';

/**
 * The office zone the inbox stores (the Availability page) is the one every reader uses, not the
 * environment's SCHEDULE_TIME_ZONE: the booking confirmation without scripts and the calendar poller,
 * as the picker and the slots already do. The environment says New York; the office moved to Los Angeles.
 */
describe.each(backends)('the stored office zone on $name', ({ name, env, skip }) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let address = 0;
  const feed = { body: '', url: '' };
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed.body));

  beforeAll(async () => {
    if (skip) return;
    handle = await openTestDatabase(env, `schedule_office_zone_${name}`);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feed.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/busy.ics`;
    app = createApp({ root: '/nonexistent', db: handle.db, api: { trustProxy: true, ipHashSecret: 'test', siteUrl: 'https://site.test', log: { info: () => {}, error: () => {} } } });
  }, 120_000);
  afterAll(async () => {
    server.close();
    await handle?.close();
  });
  beforeEach(async () => {
    if (skip) return;
    address += 1;
    await clearTables(handle);
    await saveAvailability(handle.db, { kind: 'settings', timeZone: 'America/Los_Angeles' }, 'sales@northstack.test');
  });

  it.skipIf(skip)('the booking page without scripts names the office time in the stored zone', async () => {
    expect(defaultAvailability.timeZone).toBe('America/New_York');
    const { slots } = (await (await app.request('/api/schedule/slots?type=discovery&host=any')).json()) as SlotsAnswer;
    const answer = await app.request('/api/schedule/bookings', {
      method: 'POST',
      headers: { 'x-forwarded-for': `198.51.100.${address}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ start: slots[0]!.start, type: 'discovery', timeZone: 'Asia/Kathmandu', host: 'any', name: 'Ada Lovelace', email: 'ada@example.com', website: '' }).toString(),
    });
    const page = await answer.text();
    expect(page).toMatch(/Our office<\/dt><dd class="text-fg">[^<]*Pacific Standard Time</);
    expect(page).not.toContain('Eastern');
  });

  it.skipIf(skip)("the calendar poller reads a feed's floating times in the stored office zone", async () => {
    // 10:00 to 11:00 with no zone: the office's wall clock.
    feed.body = calendar(vevent('floating', 'DTSTART:20270302T100000', 'DTEND:20270302T110000'));
    const hosts = hostSettingsFrom({ SCHEDULE_BUSY_ICS: `elena-marchetti=${feed.url}` });
    await refreshCalendars({ db: handle.db, settings: hosts, availability: defaultAvailability, now: new Date('2027-03-01T12:00:00Z') });
    const busy = await handle.db.select().from(calendarBusy);
    expect(busy.map((row) => row.startsAt.toISOString())).toEqual(['2027-03-02T18:00:00.000Z']);
  });
});
