import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callTypes, defaultAvailability, type CallType } from '@/content/scheduling';
import type { DatabaseHandle } from '../db';
import { scheduleHostHours } from '../db/schema';
import { backends, openTestDatabase } from '../testing/test-support';
import { AvailabilityError, hostAvailability, loadAvailability, saveAvailability } from './availability-store';
import { offeredSlots } from './bookings';
import { agencyDate } from './slots';

const base = { ...defaultAvailability, blockedDates: ['2027-03-05'] };
const discovery = callTypes[0] as CallType;
// Monday 2027-03-01, 07:00 in Baltimore.
const now = new Date('2027-03-01T12:00:00Z');
const zone = base.timeZone;

describe.each(backends)('availability as data on $name', ({ name, env, skip }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    if (!skip) handle = await openTestDatabase(env, `availability_${name}`);
  }, 120_000);
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    if (!skip) await handle.db.execute(sql`truncate schedule_settings, schedule_host_hours, schedule_blocked_dates, bookings`);
  });

  const daysOf = async (host: string) => new Set((await offeredSlots(handle.db, base, discovery, now, { host })).map((slot) => agencyDate(slot.start, zone)));

  it.skipIf(skip)('overlays stored weekly hours, blocked dates and settings on the defaults; a save is seen at once in this process', async () => {
    const before = await loadAvailability(handle.db, base);
    expect(before).toMatchObject({ minimumNoticeHours: base.minimumNoticeHours, maxCallsPerDay: base.maxCallsPerDay, hostHours: {}, blockedDates: ['2027-03-05'] });
    expect((await daysOf('priya-raman')).has('2027-03-02')).toBe(true);

    await saveAvailability(handle.db, { kind: 'weekly-hours', host: 'priya-raman', hours: 'mon=09:00-12:00; wed=13:00-17:00' }, 'inbox:james');
    await saveAvailability(handle.db, { kind: 'block-date', date: '2027-03-08', host: 'priya-raman' }, 'inbox:james');
    await saveAvailability(handle.db, { kind: 'block-date', date: '2027-03-10' }, 'inbox:james');
    await saveAvailability(handle.db, { kind: 'settings', maxCallsPerDay: 3, minimumNoticeHours: 24 }, 'inbox:james');

    const after = await loadAvailability(handle.db, base);
    expect(after).toMatchObject({ maxCallsPerDay: 3, minimumNoticeHours: 24, horizonDays: base.horizonDays });
    expect(after.blockedDates).toEqual(['2027-03-05', '2027-03-10']);
    expect(hostAvailability(after, 'priya-raman').blockedDates).toEqual(['2027-03-05', '2027-03-10', '2027-03-08']);
    const priya = await daysOf('priya-raman');
    // Mondays and Wednesdays only, within the 21 days; her day off (8th) and the agency's (10th) blocked; the 1st is too soon.
    expect([...priya].sort()).toEqual(['2027-03-03', '2027-03-15', '2027-03-17']);
    const elena = await daysOf('elena-marchetti');
    expect(elena.has('2027-03-08')).toBe(true);
    expect(elena.has('2027-03-10')).toBe(false);
    expect(elena.has('2027-03-01')).toBe(false); // 24 hours' notice

    const [row] = await handle.db.select().from(scheduleHostHours);
    expect(row).toMatchObject({ host: 'priya-raman', updatedBy: 'inbox:james' });

    // Back to the defaults.
    await saveAvailability(handle.db, { kind: 'weekly-hours', host: 'priya-raman', hours: null }, 'cli');
    await saveAvailability(handle.db, { kind: 'unblock-date', date: '2027-03-10' }, 'cli');
    await saveAvailability(handle.db, { kind: 'settings', maxCallsPerDay: null, minimumNoticeHours: null }, 'cli');
    expect(await loadAvailability(handle.db, base)).toMatchObject({ maxCallsPerDay: base.maxCallsPerDay, minimumNoticeHours: base.minimumNoticeHours, hostHours: {}, blockedDates: ['2027-03-05'] });
  });

  it.skipIf(skip)('refuses invalid changes with the environment parsers messages, storing nothing', async () => {
    await expect(saveAvailability(handle.db, { kind: 'weekly-hours', host: 'priya-raman', hours: 'mon=17:00-09:00' }, 'x')).rejects.toThrow(/weekly hours of priya-raman: "17:00-09:00" is not a window/);
    await expect(saveAvailability(handle.db, { kind: 'weekly-hours', host: 'priya-raman', hours: 'funday=09:00-10:00' }, 'x')).rejects.toThrow(/unknown weekday "funday"/);
    await expect(saveAvailability(handle.db, { kind: 'weekly-hours', host: 'nobody', hours: 'mon=09:00-10:00' }, 'x')).rejects.toThrow(/Unknown host/);
    await expect(saveAvailability(handle.db, { kind: 'block-date', date: '2027-02-30' }, 'x')).rejects.toThrow(AvailabilityError);
    await expect(saveAvailability(handle.db, { kind: 'block-date', date: '2027-03-01,2027-03-02' }, 'x')).rejects.toThrow(AvailabilityError);
    await expect(saveAvailability(handle.db, { kind: 'settings', horizonDays: 0 }, 'x')).rejects.toThrow(/horizonDays: expected a whole number from 1 to 90/);
    await expect(saveAvailability(handle.db, { kind: 'settings', maxCallsPerDay: 2.5 }, 'x')).rejects.toThrow(AvailabilityError);
    await expect(saveAvailability(handle.db, { kind: 'settings', maxCallsPerDay: 3 }, '  ')).rejects.toThrow(/actor/);
    expect(await loadAvailability(handle.db, base)).toMatchObject({ hostHours: {}, maxCallsPerDay: base.maxCallsPerDay, blockedDates: ['2027-03-05'] });
  });
});
