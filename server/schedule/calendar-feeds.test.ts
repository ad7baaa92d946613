import { describe, expect, it } from 'vitest';
import { busyIntervals } from './calendars';
import { bigCalendar, calendar, endlessMinutely, neverMatching, shadowingZone, vevent } from './calendar-fixtures';
import type { HeldTime } from './slots';

/**
 * Issue 41's findings on the parser itself (in this thread; the worker, its limits and the server's responsiveness
 * are calendar-hostile.test.ts's): fast deterministic ones first, the heavy ones last.
 */

const zone = 'America/New_York';
const iso = (times: HeldTime[]) => times.map((time) => `${time.start.toISOString()}/${time.end.toISOString()}`);
const read = (text: string, from: string, to: string) => busyIntervals(text, { from: new Date(from), to: new Date(to), timeZone: zone });

describe('busy times from hostile and large feeds (issue 41)', () => {
  it("one feed's VTIMEZONE named America/New_York does not shift another feed's New York times", () => {
    // The hostile feed's own event is read in its own (fake, UTC+14) zone: that is its business.
    read(shadowingZone(vevent('shadow', 'DTSTART;TZID=America/New_York:20270315T100000', 'DTEND;TZID=America/New_York:20270315T110000')), '2027-03-14T00:00:00Z', '2027-03-17T00:00:00Z');
    // Another host's feed names the zone without defining it (as some exporters do): read in New York time, not UTC+14.
    const other = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Other//EN', vevent('meeting', 'DTSTART;TZID=America/New_York:20270315T100000', 'DTEND;TZID=America/New_York:20270315T110000'), 'END:VCALENDAR', ''].join('\r\n');
    expect(iso(read(other, '2027-03-14T00:00:00Z', '2027-03-17T00:00:00Z'))).toEqual(['2027-03-15T14:00:00.000Z/2027-03-15T15:00:00.000Z']);
    // And a feed with the real VTIMEZONE keeps its own.
    expect(iso(read(calendar(vevent('real', 'DTSTART;TZID=America/New_York:20270315T100000', 'DTEND;TZID=America/New_York:20270315T110000')), '2027-03-14T00:00:00Z', '2027-03-17T00:00:00Z'))).toEqual(['2027-03-15T14:00:00.000Z/2027-03-15T15:00:00.000Z']);
  });

  it('expands long-running recurring events within the window instead of dropping them: daily since 1970, every 15 minutes since January, weekdays since 2001', () => {
    const since1970 = calendar(vevent('daily', 'DTSTART;TZID=America/New_York:19700101T100000', 'DTEND;TZID=America/New_York:19700101T110000', 'RRULE:FREQ=DAILY'));
    expect(iso(read(since1970, '2027-03-13T00:00:00Z', '2027-03-16T00:00:00Z'))).toEqual([
      '2027-03-13T15:00:00.000Z/2027-03-13T16:00:00.000Z',
      // Spring forward: 10:00 EDT.
      '2027-03-14T14:00:00.000Z/2027-03-14T15:00:00.000Z',
      '2027-03-15T14:00:00.000Z/2027-03-15T15:00:00.000Z',
    ]);
    const quarterHours = calendar(vevent('pings', 'DTSTART:20270101T000500Z', 'DURATION:PT5M', 'RRULE:FREQ=MINUTELY;INTERVAL=15'));
    expect(read(quarterHours, '2027-03-01T00:00:00Z', '2027-03-02T00:00:00Z')).toHaveLength(96);
    const weekdays = calendar(
      vevent('standup', 'DTSTART;TZID=America/New_York:20010101T093000', 'DTEND;TZID=America/New_York:20010101T094500', 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'EXDATE;TZID=America/New_York:20270317T093000'),
      vevent('standup', 'RECURRENCE-ID;TZID=America/New_York:20270316T093000', 'DTSTART;TZID=America/New_York:20270316T160000', 'DTEND;TZID=America/New_York:20270316T161500'),
    );
    expect(iso(read(weekdays, '2027-03-12T00:00:00Z', '2027-03-19T00:00:00Z'))).toEqual([
      '2027-03-12T14:30:00.000Z/2027-03-12T14:45:00.000Z',
      '2027-03-15T13:30:00.000Z/2027-03-15T13:45:00.000Z',
      // Moved to 16:00; the 17th excluded.
      '2027-03-16T20:00:00.000Z/2027-03-16T20:15:00.000Z',
      '2027-03-18T13:30:00.000Z/2027-03-18T13:45:00.000Z',
    ]);
  });

  it('reads a rule that can never produce an instance (BYMONTH=2;BYMONTHDAY=30) as its DTSTART alone, without iterating it', () => {
    expect(read(neverMatching(), '2027-03-01T00:00:00Z', '2027-06-01T00:00:00Z')).toEqual([]);
    expect(iso(read(neverMatching(), '2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z'))).toEqual(['2024-01-01T09:00:00.000Z/2024-01-01T10:00:00.000Z']);
  });

  it('a feed of 200 endless FREQ=MINUTELY events is over its budget (CalendarBudgetError), not expanded for minutes', () => {
    let error: unknown;
    try {
      read(endlessMinutely(), '2027-03-01T00:00:00Z', '2027-06-09T00:00:00Z');
    } catch (caught) {
      error = caught;
    }
    expect((error as Error)?.name).toBe('CalendarBudgetError');
  }, 60_000);

  it('parses an honest calendar of 16,000 events in seconds: each event built with its exceptions passed (no O(n²) sibling scan)', () => {
    const text = bigCalendar(16_000);
    const started = performance.now();
    const busy = read(text, '2027-02-28T00:00:00Z', '2027-06-09T00:00:00Z');
    const took = performance.now() - started;
    console.info(`16,000 events (${(text.length / 1e6).toFixed(1)} MB): ${Math.round(took)} ms`);
    // 90 days of meetings (two merged blocks a day). Generous bound: it was 18.9 s (more than 120 s on this loaded 2-core host); about 1 s now.
    expect(busy).toHaveLength(180);
    expect(took).toBeLessThan(15_000);
  }, 60_000);
});
