import { describe, expect, it } from 'vitest';
import { slotDays } from './slot-days';
import { clockLabel, dateKey, endSentence, dayLabel, intervalLabel, isTimeZone, localeFrom, localeHourCycle, timeLabel, zoneName } from './format';

// Tuesday 2 March 2027: 09:00 and 16:30 in Baltimore (EST, UTC-5).
const morning = { start: '2027-03-02T14:00:00.000Z', end: '2027-03-02T14:30:00.000Z' };
const afternoon = { start: '2027-03-02T21:30:00.000Z', end: '2027-03-02T22:00:00.000Z' };

describe('times in the visitor’s zone', () => {
  it('reads a slot in Kathmandu (UTC+05:45), moving a late slot to the next day', () => {
    expect(timeLabel(morning.start, 'Asia/Kathmandu', 'en-GB')).toBe('19:45');
    expect(dateKey(morning.start, 'Asia/Kathmandu')).toBe('2027-03-02');
    expect(timeLabel(afternoon.start, 'Asia/Kathmandu', 'en-GB')).toBe('03:15');
    expect(dateKey(afternoon.start, 'Asia/Kathmandu')).toBe('2027-03-03');
    expect(slotDays([afternoon, morning], { timeZone: 'Asia/Kathmandu' }).map((day) => [day.date, day.times.length])).toEqual([
      ['2027-03-02', 1],
      ['2027-03-03', 1],
    ]);
  });

  it('reads a slot in Honolulu (UTC-10), keeping both on one day', () => {
    expect(timeLabel(morning.start, 'Pacific/Honolulu', 'en-GB')).toBe('04:00');
    expect(timeLabel(afternoon.start, 'Pacific/Honolulu', 'en-GB')).toBe('11:30');
    expect(slotDays([morning, afternoon], { timeZone: 'Pacific/Honolulu' }).map((day) => [day.date, day.times.map((time) => time.slot)])).toEqual([['2027-03-02', [morning, afternoon]]]);
  });

  it('names the zone and the day as people say them, daylight saving included', () => {
    expect(zoneName('America/New_York', morning.start)).toBe('Eastern Standard Time');
    expect(zoneName('America/New_York', '2027-03-15T13:00:00Z')).toBe('Eastern Daylight Time');
    expect(dayLabel(morning.start, 'America/New_York', { locale: 'en-GB' })).toBe('Tuesday 2 March');
    expect(intervalLabel(morning, 'America/New_York', 'en-GB')).toMatch(/^Tuesday,? 2 March 2027, 09:00–09:30 Eastern Standard Time$/);
    expect(timeLabel(morning.start, 'America/New_York', 'en-US')).toBe('9:00\u202fam');
  });

  it('reads a time with no locale (an API booking, a guest) in US English, the house style', () => {
    expect(dayLabel(morning.start, 'America/New_York')).toBe('Tuesday, March 2');
    expect(clockLabel(afternoon.start, 'America/New_York')).toBe('4:30 p.m.');
    expect(intervalLabel(morning, 'America/New_York')).toBe('Tuesday, March 2, 2027, 9 a.m. to 9:30 a.m. Eastern Standard Time');
    expect(localeFrom(undefined)).toBe('en-US');
  });

  it('reads times and dates as the visitor’s locale does, with the 12/24-hour switch', () => {
    expect(dayLabel(morning.start, 'America/New_York', { locale: 'en-US' })).toBe('Tuesday, March 2');
    expect(timeLabel(afternoon.start, 'America/New_York', 'en-US')).toBe('4:30\u202fpm');
    expect(timeLabel(afternoon.start, 'America/New_York', 'en-GB')).toBe('16:30');
    expect(timeLabel(afternoon.start, 'America/New_York', 'de-DE')).toBe('16:30');
    expect(timeLabel(afternoon.start, 'America/New_York', 'en-US', '24')).toBe('16:30');
    expect(timeLabel(afternoon.start, 'America/New_York', 'en-GB', '12')).toBe('4:30\u202fpm');
    expect(localeHourCycle('en-US')).toBe('12');
    expect(localeHourCycle('en-GB')).toBe('24');
  });

  it('takes the locale of a page without scripts from Accept-Language, skipping what is not a locale', () => {
    expect(localeFrom('en-GB,en;q=0.9')).toBe('en-GB');
    expect(localeFrom('*, de-DE;q=0.8')).toBe('de-DE');
    expect(localeFrom('<script>')).toBe('en-US');
    expect(localeFrom(undefined)).toBe('en-US');
  });

  it('knows which zones exist', () => {
    expect(isTimeZone('Asia/Kathmandu')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('writes US English times in the house style (docs/voice.md: "9 a.m.", "4:30 p.m.", ranges with "to"), other readings their own clock', () => {
    const zone = 'America/New_York';
    expect(clockLabel(morning.start, zone, 'en-US')).toBe('9 a.m.');
    expect(clockLabel(afternoon.start, zone, 'en-US')).toBe('4:30 p.m.');
    expect(clockLabel('2027-03-02T17:00:00.000Z', zone, 'en-US')).toBe('12 p.m.');
    expect(clockLabel('2027-03-02T05:00:00.000Z', zone, 'en-US')).toBe('12 a.m.');
    expect(clockLabel(morning.start, zone, 'en-GB')).toBe('09:00');
    expect(clockLabel(afternoon.start, zone, 'en-US', '24')).toBe('16:30');
    expect(intervalLabel(afternoon, zone, 'en-US')).toBe('Tuesday, March 2, 2027, 4:30 p.m. to 5 p.m. Eastern Standard Time');
    expect(`until ${endSentence(clockLabel(morning.start, zone, 'en-US'))}`).toBe('until 9 a.m.');
    expect(`until ${endSentence(clockLabel(morning.start, zone, 'en-GB'))}`).toBe('until 09:00.');
    expect(intervalLabel(morning, zone, 'en-GB')).toMatch(/^Tuesday,? 2 March 2027, 09:00–09:30 Eastern Standard Time$/);
  });
});
