import { describe, expect, it } from 'vitest';
import { slotDays, slotTimeLabel } from './slot-days';

const slot = (start: string, minutes = 30) => ({ start, end: new Date(new Date(start).getTime() + minutes * 60_000).toISOString() });
const view = (days: ReturnType<typeof slotDays>) => days.map((day) => [day.date, day.label, day.times.map((time) => time.label)]);

describe('the slot list: offered times grouped into days', () => {
  it('reads days and times in US English in the office’s zone, in time order whatever the input order', () => {
    // Tuesday 8 December 2026, 9:30 and 16:00 in New York (EST, UTC-5); Wednesday 9:00.
    const days = slotDays([slot('2026-12-09T14:00:00Z'), slot('2026-12-08T21:00:00Z'), slot('2026-12-08T14:30:00Z')], { timeZone: 'America/New_York' });
    expect(view(days)).toEqual([
      ['2026-12-08', 'Tue, Dec 8', ['9:30 a.m.', '4:00 p.m.']],
      ['2026-12-09', 'Wed, Dec 9', ['9:00 a.m.']],
    ]);
    expect(days[0]!.long).toBe('Tuesday, December 8');
    expect(days[0]!.times[0]!.slot.start).toBe('2026-12-08T14:30:00Z');
  });

  it('keeps a daylight-saving change day (14 March 2027 in New York) one day, each time on its own side of the change', () => {
    // 01:30 EST (06:30Z) is before the clocks jump from 2:00 to 3:00; 03:00 EDT (07:00Z) after it; 23:30 EDT is 03:30Z on the 15th.
    const days = slotDays([slot('2027-03-14T06:30:00Z'), slot('2027-03-14T07:00:00Z'), slot('2027-03-15T03:30:00Z'), slot('2027-03-15T13:00:00Z')], { timeZone: 'America/New_York' });
    expect(view(days)).toEqual([
      ['2027-03-14', 'Sun, Mar 14', ['1:30 a.m.', '3:00 a.m.', '11:30 p.m.']],
      ['2027-03-15', 'Mon, Mar 15', ['9:00 a.m.']],
    ]);
  });

  it('moves a visitor in Asia/Kolkata (UTC+05:30) to their own days and clock', () => {
    // 9:30 and 16:00 in New York on Tue 8 Dec are 20:00 that day and 02:30 on Wednesday in Kolkata.
    const slots = [slot('2026-12-08T14:30:00Z'), slot('2026-12-08T21:00:00Z')];
    expect(view(slotDays(slots, { timeZone: 'Asia/Kolkata' }))).toEqual([
      ['2026-12-08', 'Tue, Dec 8', ['8:00 p.m.']],
      ['2026-12-09', 'Wed, Dec 9', ['2:30 a.m.']],
    ]);
    expect(view(slotDays(slots, { timeZone: 'Asia/Kolkata', locale: 'en-IN', cycle: '24' }))).toEqual([
      ['2026-12-08', 'Tue, 8 Dec', ['20:00']],
      ['2026-12-09', 'Wed, 9 Dec', ['02:30']],
    ]);
  });

  it('lists no day without times: nothing offered is no day, a gap (a weekend) is skipped', () => {
    expect(slotDays([], { timeZone: 'America/New_York' })).toEqual([]);
    const days = slotDays([slot('2026-12-11T15:00:00Z'), slot('2026-12-14T15:00:00Z')], { timeZone: 'America/New_York' });
    expect(days.map((day) => day.label)).toEqual(['Fri, Dec 11', 'Mon, Dec 14']);
    expect(days.every((day) => day.times.length > 0)).toBe(true);
  });

  it('writes a.m./p.m. for English on a 12-hour clock; other clocks and languages keep their own words', () => {
    expect(slotTimeLabel('2026-12-08T21:30:00Z', 'America/New_York', 'en-GB', '12')).toBe('4:30 p.m.');
    expect(slotTimeLabel('2026-12-08T17:05:00Z', 'America/New_York')).toBe('12:05 p.m.');
    expect(slotTimeLabel('2026-12-08T17:05:00Z', 'America/New_York', 'en-GB')).toBe('12:05');
    expect(slotTimeLabel('2026-12-08T17:05:00Z', 'America/New_York', 'en-US', '24')).toBe('12:05');
    expect(slotTimeLabel('2026-12-08T17:05:00Z', 'America/New_York', 'de-DE', '12')).toMatch(/^12:05\s?PM$/);
  });
});
