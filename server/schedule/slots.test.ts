import { describe, expect, it } from 'vitest';
import { defaultAvailability, type Availability } from '@/content/scheduling';
import { availabilityFrom } from './config';
import { agencyDate, availableSlots, heldTime, refusal, type HeldTime, type Slot } from './slots';

const discovery = { minutes: 30 };
const review = { minutes: 45 };
const iso = (slots: Slot[]) => slots.map((slot) => slot.start.toISOString());
const onDate = (slots: Slot[], date: string, zone = 'America/New_York') => slots.filter((slot) => agencyDate(slot.start, zone) === date);

function slots(overrides: Partial<Availability>, now: string, held: HeldTime[] = [], callType = discovery): Slot[] {
  return availableSlots({ availability: { ...defaultAvailability, blockedDates: [], ...overrides }, callType, now: new Date(now), held });
}

describe('slot generation in the agency zone', () => {
  it('offers office hours on weekdays, lunch and weekends free, each slot 30 minutes', () => {
    // Monday 2027-03-01, 07:00 in Baltimore.
    const week = slots({}, '2027-03-01T12:00:00Z');
    const tuesday = onDate(week, '2027-03-02');
    expect(iso(tuesday)).toEqual([
      '2027-03-02T14:00:00.000Z', '2027-03-02T14:30:00.000Z', '2027-03-02T15:00:00.000Z', '2027-03-02T15:30:00.000Z',
      '2027-03-02T16:00:00.000Z', '2027-03-02T16:30:00.000Z',
      '2027-03-02T18:00:00.000Z', '2027-03-02T18:30:00.000Z', '2027-03-02T19:00:00.000Z', '2027-03-02T19:30:00.000Z',
      '2027-03-02T20:00:00.000Z', '2027-03-02T20:30:00.000Z', '2027-03-02T21:00:00.000Z', '2027-03-02T21:30:00.000Z',
    ]);
    expect(tuesday.every((slot) => slot.end.getTime() - slot.start.getTime() === 30 * 60_000)).toBe(true);
    expect(onDate(week, '2027-03-06')).toEqual([]);
    expect(onDate(week, '2027-03-07')).toEqual([]);
  });

  it('keeps 09:00 Eastern across the spring-forward week (EST then EDT)', () => {
    const weeks = slots({}, '2027-03-08T12:00:00Z');
    expect(onDate(weeks, '2027-03-12')[0]?.start.toISOString()).toBe('2027-03-12T14:00:00.000Z');
    expect(onDate(weeks, '2027-03-15')[0]?.start.toISOString()).toBe('2027-03-15T13:00:00.000Z');
  });

  it('keeps 09:00 Eastern across the fall-back week (EDT then EST)', () => {
    const weeks = slots({}, '2027-11-01T12:00:00Z');
    expect(onDate(weeks, '2027-11-05')[0]?.start.toISOString()).toBe('2027-11-05T13:00:00.000Z');
    expect(onDate(weeks, '2027-11-08')[0]?.start.toISOString()).toBe('2027-11-08T14:00:00.000Z');
  });

  it('skips the hour a spring-forward change removes and measures the window in real time', () => {
    const sunday = onDate(slots({ weeklyHours: { 7: [{ start: '01:00', end: '04:00' }] } }, '2027-03-10T12:00:00Z'), '2027-03-14');
    // 01:00 and 01:30 EST, then 03:00 and 03:30 EDT; 02:00-02:59 does not exist that night.
    expect(iso(sunday)).toEqual(['2027-03-14T06:00:00.000Z', '2027-03-14T06:30:00.000Z', '2027-03-14T07:00:00.000Z', '2027-03-14T07:30:00.000Z']);
  });

  it('offers a time repeated by a fall-back change once, at its first occurrence', () => {
    const sunday = onDate(slots({ weeklyHours: { 7: [{ start: '00:30', end: '03:00' }] } }, '2027-11-03T12:00:00Z'), '2027-11-07');
    const starts = iso(sunday);
    expect(starts).toEqual(['2027-11-07T04:30:00.000Z', '2027-11-07T05:00:00.000Z', '2027-11-07T05:30:00.000Z', '2027-11-07T07:00:00.000Z', '2027-11-07T07:30:00.000Z']);
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('never offers a time inside the minimum notice', () => {
    // Tuesday 2027-03-02 10:10 Eastern; 12 hours' notice leaves nothing that day and Wednesday from 09:00.
    const now = '2027-03-02T15:10:00Z';
    const offered = slots({}, now);
    expect(onDate(offered, '2027-03-02')).toEqual([]);
    expect(offered[0]?.start.toISOString()).toBe('2027-03-03T14:00:00.000Z');
    expect(offered.every((slot) => slot.start.getTime() >= Date.parse(now) + 12 * 3_600_000)).toBe(true);
    const withNotice = slots({ minimumNoticeHours: 30 }, now);
    expect(withNotice[0]!.start.getTime()).toBeGreaterThanOrEqual(Date.parse(now) + 30 * 3_600_000);
    expect(onDate(withNotice, '2027-03-03').map((slot) => slot.start.toISOString())).toContain('2027-03-03T21:30:00.000Z');
  });

  it('stops at the horizon, counted in the agency’s days', () => {
    const offered = slots({ horizonDays: 21 }, '2027-03-01T12:00:00Z');
    const dates = new Set(offered.map((slot) => agencyDate(slot.start, 'America/New_York')));
    expect(dates.has('2027-03-19')).toBe(true);
    expect(dates.has('2027-03-22')).toBe(false);
    expect([...dates].every((date) => date < '2027-03-22')).toBe(true);
  });

  it('keeps the buffer free after every booked call, and before it', () => {
    const booked = heldTime({ start: new Date('2027-03-02T15:00:00Z'), end: new Date('2027-03-02T15:30:00Z') }, defaultAvailability);
    const tuesday = iso(onDate(slots({}, '2027-03-01T12:00:00Z', [booked]), '2027-03-02'));
    // 10:00 is taken; 09:30 would end with no buffer before it; 10:30 starts inside its buffer.
    expect(tuesday).not.toContain('2027-03-02T15:00:00.000Z');
    expect(tuesday).not.toContain('2027-03-02T14:30:00.000Z');
    expect(tuesday).not.toContain('2027-03-02T15:30:00.000Z');
    expect(tuesday).toContain('2027-03-02T14:00:00.000Z');
    expect(tuesday).toContain('2027-03-02T16:00:00.000Z');
  });

  it('closes a day once it holds the daily maximum', () => {
    const calls = ['2027-03-02T14:00:00Z', '2027-03-02T18:00:00Z'].map((start) =>
      heldTime({ start: new Date(start), end: new Date(Date.parse(start) + 30 * 60_000) }, defaultAvailability));
    const offered = slots({ maxCallsPerDay: 2 }, '2027-03-01T12:00:00Z', calls);
    expect(onDate(offered, '2027-03-02')).toEqual([]);
    expect(onDate(offered, '2027-03-03').length).toBeGreaterThan(0);
  });

  it('offers nothing on a blocked date', () => {
    const offered = availableSlots({ availability: defaultAvailability, callType: discovery, now: new Date('2026-11-23T12:00:00Z'), held: [] });
    expect(onDate(offered, '2026-11-26')).toEqual([]);
    expect(onDate(offered, '2026-11-27')).toEqual([]);
    expect(onDate(offered, '2026-11-30').length).toBeGreaterThan(0);
  });

  it('fits a longer call type inside each window', () => {
    const morning = iso(onDate(slots({}, '2027-03-01T12:00:00Z', [], review), '2027-03-02')).slice(0, 5);
    expect(morning).toEqual(['2027-03-02T14:00:00.000Z', '2027-03-02T14:30:00.000Z', '2027-03-02T15:00:00.000Z', '2027-03-02T15:30:00.000Z', '2027-03-02T16:00:00.000Z']);
    // 11:30 + 45 minutes would run past noon.
    expect(morning).not.toContain('2027-03-02T16:30:00.000Z');
  });

  it('explains why a time is refused', () => {
    const availability = { ...defaultAvailability, blockedDates: [] };
    const query = { availability, callType: discovery, now: new Date('2027-03-01T12:00:00Z'), held: [] as HeldTime[] };
    expect(refusal(new Date('2027-03-02T14:00:00Z'), query)).toBeUndefined();
    expect(refusal(new Date('2027-03-01T15:00:00Z'), query)).toMatch(/too soon/);
    expect(refusal(new Date('2027-03-02T14:10:00Z'), query)).toMatch(/not offered/);
    expect(refusal(new Date('2027-03-06T14:00:00Z'), query)).toMatch(/not offered/);
    expect(refusal(new Date('2027-06-01T14:00:00Z'), query)).toMatch(/not offered/);
    const taken = { ...query, held: [heldTime({ start: new Date('2027-03-02T14:00:00Z'), end: new Date('2027-03-02T14:30:00Z') }, availability)] };
    expect(refusal(new Date('2027-03-02T14:00:00Z'), taken)).toMatch(/just taken/);
  });
});

describe('availability from the environment', () => {
  it('uses the content defaults when nothing is set', () => {
    expect(availabilityFrom({})).toEqual(defaultAvailability);
  });

  it('applies every override', () => {
    const availability = availabilityFrom({
      SCHEDULE_TIME_ZONE: 'Europe/Berlin',
      SCHEDULE_HOURS: 'mon-thu=09:00-12:00,13:00-17:00; fri=09:00-13:00',
      SCHEDULE_SLOT_INTERVAL_MINUTES: '15',
      SCHEDULE_BUFFER_MINUTES: '10',
      SCHEDULE_NOTICE_HOURS: '24',
      SCHEDULE_HORIZON_DAYS: '14',
      SCHEDULE_BLOCKED_DATES: '2027-01-04, 2027-01-05',
      SCHEDULE_MAX_PER_DAY: '3',
    });
    expect(availability).toMatchObject({ timeZone: 'Europe/Berlin', slotIntervalMinutes: 15, bufferMinutes: 10, minimumNoticeHours: 24, horizonDays: 14, maxCallsPerDay: 3 });
    expect(availability.blockedDates).toEqual(['2027-01-04', '2027-01-05']);
    expect(availability.weeklyHours[4]).toEqual([{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }]);
    expect(availability.weeklyHours[5]).toEqual([{ start: '09:00', end: '13:00' }]);
    expect(availability.weeklyHours[6]).toBeUndefined();
  });

  it.each([
    ['SCHEDULE_TIME_ZONE', 'Mars/Olympus'],
    ['SCHEDULE_HOURS', 'funday=09:00-12:00'],
    ['SCHEDULE_HOURS', 'mon=12:00-09:00'],
    ['SCHEDULE_HOURS', 'mon=9-12'],
    ['SCHEDULE_BUFFER_MINUTES', '-5'],
    ['SCHEDULE_HORIZON_DAYS', '1.5'],
    ['SCHEDULE_MAX_PER_DAY', 'many'],
    ['SCHEDULE_BLOCKED_DATES', '2027-13-45'],
  ])('refuses %s=%s at start, naming the variable', (name, value) => {
    expect(() => availabilityFrom({ [name]: value })).toThrow(name);
  });
});

describe('date overrides in the office zone across daylight-saving changes', () => {
  const half = [{ start: '09:00', end: '13:00' }];
  const saturday = [{ start: '10:00', end: '14:00' }];
  const last = (list: Slot[]) => list.at(-1)?.start.toISOString();

  it('spring forward (2027-03-14): an extra Saturday in EST, an extra Sunday and a half day in EDT, a closed holiday', () => {
    const dateOverrides = { '2027-03-13': { hours: saturday }, '2027-03-14': { hours: saturday, label: 'Extra Sunday' }, '2027-03-15': { hours: half, label: 'Half day' }, '2027-03-16': { hours: [], label: 'Holiday' } };
    const offered = slots({ dateOverrides }, '2027-03-10T12:00:00Z');
    expect(onDate(offered, '2027-03-13')[0]?.start.toISOString()).toBe('2027-03-13T15:00:00.000Z'); // 10:00 EST
    expect(last(onDate(offered, '2027-03-13'))).toBe('2027-03-13T18:30:00.000Z'); // 13:30 EST
    expect(onDate(offered, '2027-03-14')[0]?.start.toISOString()).toBe('2027-03-14T14:00:00.000Z'); // 10:00 EDT
    expect(iso(onDate(offered, '2027-03-15'))).toEqual([
      '2027-03-15T13:00:00.000Z', '2027-03-15T13:30:00.000Z', '2027-03-15T14:00:00.000Z', '2027-03-15T14:30:00.000Z',
      '2027-03-15T15:00:00.000Z', '2027-03-15T15:30:00.000Z', '2027-03-15T16:00:00.000Z', '2027-03-15T16:30:00.000Z',
    ]); // 09:00 to 12:30 EDT: no lunch break, nothing after 13:00
    expect(onDate(offered, '2027-03-16')).toEqual([]);
    // Without overrides the weekend is closed and the 16th open.
    const plain = slots({}, '2027-03-10T12:00:00Z');
    expect(onDate(plain, '2027-03-13')).toEqual([]);
    expect(onDate(plain, '2027-03-16')).toHaveLength(14);
  });

  it('fall back (2027-11-07): an extra Saturday in EDT, an extra Sunday in EST, a half day after the change', () => {
    const dateOverrides = { '2027-11-06': { hours: saturday }, '2027-11-07': { hours: saturday }, '2027-11-08': { hours: half }, '2027-11-09': { hours: [], label: 'Offsite' } };
    const offered = slots({ dateOverrides }, '2027-11-03T12:00:00Z');
    expect(onDate(offered, '2027-11-06')[0]?.start.toISOString()).toBe('2027-11-06T14:00:00.000Z'); // 10:00 EDT
    expect(onDate(offered, '2027-11-07')[0]?.start.toISOString()).toBe('2027-11-07T15:00:00.000Z'); // 10:00 EST
    expect(onDate(offered, '2027-11-08')[0]?.start.toISOString()).toBe('2027-11-08T14:00:00.000Z'); // 09:00 EST
    expect(last(onDate(offered, '2027-11-08'))).toBe('2027-11-08T17:30:00.000Z'); // 12:30 EST
    expect(onDate(offered, '2027-11-09')).toEqual([]);
  });

  it('reads the overrides in the configured office zone, not the default one', () => {
    const offered = slots({ timeZone: 'Europe/Berlin', dateOverrides: { '2027-03-27': { hours: saturday } } }, '2027-03-24T08:00:00Z');
    expect(onDate(offered, '2027-03-27', 'Europe/Berlin')[0]?.start.toISOString()).toBe('2027-03-27T09:00:00.000Z'); // 10:00 CET
  });
});
