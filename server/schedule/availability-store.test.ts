import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callTypes, defaultAvailability, type CallType } from '@/content/scheduling';
import type { DatabaseHandle } from '../db';
import { scheduleDateOverrides, scheduleSettings, scheduleWeeklyHours } from '../db/schema';
import { backends, openTestDatabase, resetAvailability } from '../testing/test-support';
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
    if (!skip) await resetAvailability(handle.db, 'schedule_settings, schedule_weekly_hours, schedule_date_overrides, bookings');
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
    expect(after.blockedDates).toEqual(['2027-03-05']);
    expect(after.dateOverrides).toEqual({ '2027-03-10': { hours: [] } });
    expect(hostAvailability(after, 'priya-raman').dateOverrides).toEqual({ '2027-03-10': { hours: [] }, '2027-03-08': { hours: [], host: 'priya-raman' } });
    const priya = await daysOf('priya-raman');
    // Mondays and Wednesdays only, within the 21 days; her day off (8th) and the agency's (10th) blocked; the 1st is too soon.
    expect([...priya].sort()).toEqual(['2027-03-03', '2027-03-15', '2027-03-17']);
    const elena = await daysOf('elena-marchetti');
    expect(elena.has('2027-03-08')).toBe(true);
    expect(elena.has('2027-03-10')).toBe(false);
    expect(elena.has('2027-03-01')).toBe(false); // 24 hours' notice

    const rows = await handle.db.select().from(scheduleWeeklyHours);
    // Monday and Wednesday one window each; the five other days a closed row.
    expect(rows).toHaveLength(7);
    expect(rows.filter((row) => row.starts)).toEqual([
      expect.objectContaining({ owner: 'priya-raman', weekday: 1, starts: '09:00', ends: '12:00', updatedBy: 'inbox:james' }),
      expect.objectContaining({ owner: 'priya-raman', weekday: 3, starts: '13:00', ends: '17:00' }),
    ]);

    // Back to the defaults.
    await saveAvailability(handle.db, { kind: 'weekly-hours', host: 'priya-raman', hours: null }, 'cli');
    await saveAvailability(handle.db, { kind: 'unblock-date', date: '2027-03-10' }, 'cli');
    await saveAvailability(handle.db, { kind: 'settings', maxCallsPerDay: null, minimumNoticeHours: null }, 'cli');
    expect(await loadAvailability(handle.db, base)).toMatchObject({ maxCallsPerDay: base.maxCallsPerDay, minimumNoticeHours: base.minimumNoticeHours, hostHours: {}, blockedDates: ['2027-03-05'], dateOverrides: {} });
  });

  it.skipIf(skip)('stores typed weekly rows for the agency (two windows a day), the office zone and labelled overrides with hours', async () => {
    await saveAvailability(handle.db, { kind: 'weekly-hours', owner: '', hours: { 1: [{ start: '13:00', end: '17:00' }, { start: '09:00', end: '12:00' }], 6: [{ start: '10:00', end: '14:00' }] } }, 'inbox:james');
    await saveAvailability(handle.db, { kind: 'settings', timeZone: 'America/Los_Angeles' }, 'inbox:james');
    await saveAvailability(handle.db, { kind: 'override', date: '2027-03-03', hours: [{ start: '09:00', end: '13:00' }], label: 'Half day' }, 'inbox:james');
    await saveAvailability(handle.db, { kind: 'override', date: '2027-03-05', hours: [{ start: '10:00', end: '11:00' }], label: 'Extra Friday' }, 'inbox:james');
    await saveAvailability(handle.db, { kind: 'override', date: '2027-03-08', hours: [], label: 'Holiday: Founders Day' }, 'inbox:james');
    const loaded = await loadAvailability(handle.db, base);
    expect(loaded.timeZone).toBe('America/Los_Angeles');
    expect(loaded.weeklyHours).toEqual({ 1: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }], 2: [], 3: [], 4: [], 5: [], 6: [{ start: '10:00', end: '14:00' }], 7: [] });
    // The default's closed 5th opens with its own hours; Monday the 1st from 13:00 (12 hours' notice from 04:00 Pacific).
    expect(loaded.blockedDates).toEqual([]);
    expect(loaded.dateOverrides['2027-03-08']).toEqual({ hours: [], label: 'Holiday: Founders Day' });
    expect(loaded.stored).toEqual({ timeZone: true, agencyHours: true });
    const slots = await offeredSlots(handle.db, base, discovery, now, { host: 'elena-marchetti' });
    const days = new Set(slots.map((slot) => agencyDate(slot.start, 'America/Los_Angeles')));
    expect([...days].sort()).toEqual(['2027-03-01', '2027-03-03', '2027-03-05', '2027-03-06', '2027-03-13', '2027-03-15', '2027-03-20']);
    // Wednesday's half day in Pacific time: 09:00 PST is 17:00 UTC; the last start 12:30.
    const wednesday = slots.filter((slot) => agencyDate(slot.start, 'America/Los_Angeles') === '2027-03-03').map((slot) => slot.start.toISOString());
    expect(wednesday[0]).toBe('2027-03-03T17:00:00.000Z');
    expect(wednesday.at(-1)).toBe('2027-03-03T20:30:00.000Z');
    const [settings] = await handle.db.select().from(scheduleSettings);
    expect(settings?.timeZone).toBe('America/Los_Angeles');
  });

  it.skipIf(skip)('an agency closing wins over a host\'s own hours that day; a host\'s half day replaces only their week', async () => {
    await saveAvailability(handle.db, { kind: 'override', date: '2027-03-09', hours: [], label: 'Offsite' }, 'x');
    await saveAvailability(handle.db, { kind: 'override', date: '2027-03-09', host: 'priya-raman', hours: [{ start: '09:00', end: '10:00' }] }, 'x');
    await saveAvailability(handle.db, { kind: 'override', date: '2027-03-11', host: 'priya-raman', hours: [{ start: '09:00', end: '10:00' }], label: 'Half day' }, 'x');
    const loaded = await loadAvailability(handle.db, base);
    expect(hostAvailability(loaded, 'priya-raman').dateOverrides?.['2027-03-09']).toEqual({ hours: [], label: 'Offsite' });
    expect(hostAvailability(loaded, 'priya-raman').dateOverrides?.['2027-03-11']).toMatchObject({ hours: [{ start: '09:00', end: '10:00' }], host: 'priya-raman' });
    expect(hostAvailability(loaded, 'elena-marchetti').dateOverrides?.['2027-03-11']).toBeUndefined();
    const priya = (await offeredSlots(handle.db, base, discovery, now, { host: 'priya-raman' })).filter((slot) => agencyDate(slot.start, zone) === '2027-03-11');
    expect(priya.map((slot) => slot.start.toISOString())).toEqual(['2027-03-11T14:00:00.000Z', '2027-03-11T14:30:00.000Z']);
    // Saving the date again replaces its override; removing it restores the week.
    await saveAvailability(handle.db, { kind: 'override', date: '2027-03-11', host: 'priya-raman', hours: [] }, 'x');
    expect(await handle.db.select().from(scheduleDateOverrides)).toHaveLength(3);
    await saveAvailability(handle.db, { kind: 'remove-override', date: '2027-03-11', host: 'priya-raman' }, 'x');
    expect(hostAvailability(await loadAvailability(handle.db, base), 'priya-raman').dateOverrides?.['2027-03-11']).toBeUndefined();
  });

  it.skipIf(skip)('refuses invalid changes with the environment parsers messages, storing nothing', async () => {
    await expect(saveAvailability(handle.db, { kind: 'weekly-hours', host: 'priya-raman', hours: 'mon=17:00-09:00' }, 'x')).rejects.toThrow(/weekly hours of priya-raman: "17:00-09:00" is not a window/);
    await expect(saveAvailability(handle.db, { kind: 'weekly-hours', host: 'priya-raman', hours: { 2: [{ start: '12:00', end: '09:00' }] } }, 'x')).rejects.toThrow(/Tuesday: the end \(9 a\.m\.\) must be after the start \(12 p\.m\.\)/);
    await expect(saveAvailability(handle.db, { kind: 'weekly-hours', owner: '', hours: { 2: [{ start: '25:00', end: '26:00' }] } }, 'x')).rejects.toThrow(/"25:00" is not a time/);
    await expect(saveAvailability(handle.db, { kind: 'weekly-hours', owner: '', hours: { 2: [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }] } }, 'x')).rejects.toThrow(/overlap/);
    await expect(saveAvailability(handle.db, { kind: 'override', date: '2027-03-03', hours: [], label: '<b>Party</b>' }, 'x')).rejects.toThrow(/plain text only/);
    await expect(saveAvailability(handle.db, { kind: 'override', date: '2027-03-03', hours: [], label: 'x'.repeat(81) }, 'x')).rejects.toThrow(/at most 80 characters/);
    await expect(saveAvailability(handle.db, { kind: 'override', date: '2027-03-03', host: 'nobody', hours: [] }, 'x')).rejects.toThrow(/Unknown host/);
    await expect(saveAvailability(handle.db, { kind: 'settings', timeZone: 'Mars/Olympus' }, 'x')).rejects.toThrow(/not an IANA time zone/);
    await expect(saveAvailability(handle.db, { kind: 'settings', timeZone: '+05:00' }, 'x')).rejects.toThrow(/not an IANA time zone/);
    await expect(saveAvailability(handle.db, { kind: 'weekly-hours', host: 'priya-raman', hours: 'funday=09:00-10:00' }, 'x')).rejects.toThrow(/unknown weekday "funday"/);
    await expect(saveAvailability(handle.db, { kind: 'weekly-hours', host: 'nobody', hours: 'mon=09:00-10:00' }, 'x')).rejects.toThrow(/Unknown host/);
    await expect(saveAvailability(handle.db, { kind: 'block-date', date: '2027-02-30' }, 'x')).rejects.toThrow(AvailabilityError);
    await expect(saveAvailability(handle.db, { kind: 'block-date', date: '2027-03-01,2027-03-02' }, 'x')).rejects.toThrow(AvailabilityError);
    await expect(saveAvailability(handle.db, { kind: 'settings', horizonDays: 0 }, 'x')).rejects.toThrow(/horizonDays: expected a whole number from 1 to 90/);
    await expect(saveAvailability(handle.db, { kind: 'settings', maxCallsPerDay: 2.5 }, 'x')).rejects.toThrow(AvailabilityError);
    await expect(saveAvailability(handle.db, { kind: 'settings', maxCallsPerDay: 3 }, '  ')).rejects.toThrow(/actor/);
    expect(await loadAvailability(handle.db, base)).toMatchObject({ hostHours: {}, maxCallsPerDay: base.maxCallsPerDay, blockedDates: ['2027-03-05'], dateOverrides: {}, timeZone: base.timeZone });
    expect(await handle.db.select().from(scheduleWeeklyHours)).toEqual([]);
    expect(await handle.db.select().from(scheduleDateOverrides)).toEqual([]);
  });
});
