import { describe, expect, it } from 'vitest';
import { defaultAvailability } from '@/content/scheduling';
import { busyIntervals, merge } from './calendars';
import { hostedSlots, type HeldTime } from './slots';

/** A calendar as Google or Outlook publish it: Eastern time with its VTIMEZONE, CRLF lines. */
export function calendar(...events: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Busy//EN',
    'BEGIN:VTIMEZONE',
    'TZID:America/New_York',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0400',
    'TZNAME:EDT',
    'DTSTART:19700308T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:-0400',
    'TZOFFSETTO:-0500',
    'TZNAME:EST',
    'DTSTART:19701101T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export function vevent(uid: string, ...lines: string[]): string {
  return ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
}

const zone = 'America/New_York';
const iso = (times: HeldTime[]) => times.map((time) => `${time.start.toISOString()}/${time.end.toISOString()}`);
const read = (text: string, from: string, to: string) => busyIntervals(text, { from: new Date(from), to: new Date(to), timeZone: zone });

describe('busy times from an iCalendar feed across daylight-saving changes (America/New_York)', () => {
  it('spring forward 2027-03-14: a weekday 10:00 meeting with an EXDATE and a moved instance', () => {
    const text = calendar(
      vevent('standup', 'DTSTART;TZID=America/New_York:20270308T100000', 'DTEND;TZID=America/New_York:20270308T110000', 'RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;COUNT=15', 'EXDATE;TZID=America/New_York:20270310T100000', 'SUMMARY:Board'),
      // The Tuesday after the change moves to 14:00.
      vevent('standup', 'RECURRENCE-ID;TZID=America/New_York:20270316T100000', 'DTSTART;TZID=America/New_York:20270316T140000', 'DTEND;TZID=America/New_York:20270316T150000'),
      // Thursday's instance is cancelled in its override: free.
      vevent('standup', 'RECURRENCE-ID;TZID=America/New_York:20270318T100000', 'DTSTART;TZID=America/New_York:20270318T100000', 'DTEND;TZID=America/New_York:20270318T110000', 'STATUS:CANCELLED'),
    );
    const busy = iso(read(text, '2027-03-08T00:00:00Z', '2027-03-20T00:00:00Z'));
    expect(busy).toEqual([
      '2027-03-08T15:00:00.000Z/2027-03-08T16:00:00.000Z',
      '2027-03-09T15:00:00.000Z/2027-03-09T16:00:00.000Z',
      // 10 March excluded (EXDATE).
      '2027-03-11T15:00:00.000Z/2027-03-11T16:00:00.000Z',
      '2027-03-12T15:00:00.000Z/2027-03-12T16:00:00.000Z',
      // From Monday 15 March, 10:00 EDT is 14:00 UTC.
      '2027-03-15T14:00:00.000Z/2027-03-15T15:00:00.000Z',
      '2027-03-16T18:00:00.000Z/2027-03-16T19:00:00.000Z',
      '2027-03-17T14:00:00.000Z/2027-03-17T15:00:00.000Z',
      '2027-03-19T14:00:00.000Z/2027-03-19T15:00:00.000Z',
    ]);
  });

  it('fall back 2026-11-01: single events either side, an all-day event of 25 hours, transparent events free', () => {
    const text = calendar(
      vevent('friday', 'DTSTART;TZID=America/New_York:20261030T090000', 'DTEND;TZID=America/New_York:20261030T100000'),
      vevent('monday', 'DTSTART;TZID=America/New_York:20261102T090000', 'DTEND;TZID=America/New_York:20261102T100000'),
      vevent('sunday-off', 'DTSTART;VALUE=DATE:20261101', 'DTEND;VALUE=DATE:20261102'),
      vevent('focus', 'DTSTART;TZID=America/New_York:20261102T130000', 'DTEND;TZID=America/New_York:20261102T170000', 'TRANSP:TRANSPARENT'),
      vevent('utc', 'DTSTART:20261103T150000Z', 'DTEND:20261103T153000Z'),
    );
    expect(iso(read(text, '2026-10-29T00:00:00Z', '2026-11-05T00:00:00Z'))).toEqual([
      '2026-10-30T13:00:00.000Z/2026-10-30T14:00:00.000Z',
      // Midnight EDT to midnight EST: 25 hours.
      '2026-11-01T04:00:00.000Z/2026-11-02T05:00:00.000Z',
      '2026-11-02T14:00:00.000Z/2026-11-02T15:00:00.000Z',
      '2026-11-03T15:00:00.000Z/2026-11-03T15:30:00.000Z',
    ]);
  });

  it('fall back 2027-11-07: a weekly Friday 13:00 keeps its wall-clock time; an all-day day off merges with a meeting inside it', () => {
    const text = calendar(
      vevent('weekly', 'DTSTART;TZID=America/New_York:20271029T130000', 'DTEND;TZID=America/New_York:20271029T140000', 'RRULE:FREQ=WEEKLY;COUNT=3'),
      vevent('off', 'DTSTART;VALUE=DATE:20271112', 'DTEND;VALUE=DATE:20271113'),
    );
    expect(iso(read(text, '2027-10-25T00:00:00Z', '2027-11-20T00:00:00Z'))).toEqual([
      '2027-10-29T17:00:00.000Z/2027-10-29T18:00:00.000Z',
      '2027-11-05T17:00:00.000Z/2027-11-05T18:00:00.000Z',
      // The 12th: the day off (05:00Z to 05:00Z) holds the 18:00Z meeting.
      '2027-11-12T05:00:00.000Z/2027-11-13T05:00:00.000Z',
    ]);
  });

  it('expands an endless rule only within the window, and refuses text that is not iCalendar', () => {
    const text = calendar(vevent('daily', 'DTSTART:20200101T150000Z', 'DURATION:PT30M', 'RRULE:FREQ=DAILY'));
    expect(read(text, '2027-03-01T00:00:00Z', '2027-03-04T00:00:00Z')).toHaveLength(3);
    expect(() => read('<html>not a calendar</html>', '2027-03-01T00:00:00Z', '2027-03-04T00:00:00Z')).toThrow();
  });

  it('merges overlapping and touching intervals', () => {
    const at = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });
    expect(iso(merge([at('2027-01-01T10:00:00Z', '2027-01-01T11:00:00Z'), at('2027-01-01T09:00:00Z', '2027-01-01T10:00:00Z'), at('2027-01-01T10:30:00Z', '2027-01-01T12:00:00Z'), at('2027-01-01T13:00:00Z', '2027-01-01T14:00:00Z')]))).toEqual([
      '2027-01-01T09:00:00.000Z/2027-01-01T12:00:00.000Z',
      '2027-01-01T13:00:00.000Z/2027-01-01T14:00:00.000Z',
    ]);
  });
});

describe('slots with the hosts busy times', () => {
  const availability = { ...defaultAvailability, blockedDates: [] };
  const now = new Date('2027-03-08T12:00:00Z');
  const busy = read(calendar(vevent('standup', 'DTSTART;TZID=America/New_York:20270315T100000', 'DTEND;TZID=America/New_York:20270315T110000')), '2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z');
  const slots = hostedSlots({
    callType: { minutes: 30 },
    now,
    dayHeld: [],
    hosts: [
      { id: 'elena-marchetti', availability, held: [], busy },
      { id: 'priya-raman', availability, held: [], busy: [], stale: true },
    ],
  });
  const on = (start: string) => slots.find((slot) => slot.start.toISOString() === start);

  it('never offers a busy host a time that touches the meeting or its buffers; a stale calendar offers nothing', () => {
    // 10:00-11:00 EDT busy, 15 minutes of buffer either side: 09:30 (ends 10:00 + 15) and 11:00 (starts within the buffer) are refused; 11:30 is free.
    expect(on('2027-03-15T13:00:00.000Z')?.hosts).toEqual(['elena-marchetti']);
    for (const start of ['2027-03-15T13:30:00.000Z', '2027-03-15T14:00:00.000Z', '2027-03-15T14:30:00.000Z', '2027-03-15T15:00:00.000Z']) expect(on(start)).toBeUndefined();
    expect(on('2027-03-15T15:30:00.000Z')?.hosts).toEqual(['elena-marchetti']);
    expect(slots.every((slot) => !slot.hosts.includes('priya-raman'))).toBe(true);
  });
});
