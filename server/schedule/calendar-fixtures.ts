/** iCalendar feeds for tests: as Google or Outlook publish them. */

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

const stamp = (time: number) => `${new Date(time).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** An honest busy calendar of `count` single half-hour meetings spread over 90 days from `start` (about 120 bytes each). */
export function bigCalendar(count: number, start = Date.UTC(2027, 2, 1)): string {
  const events: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const at = start + (index % 90) * 86_400_000 + (index % 20) * 1_800_000;
    events.push(vevent(`meeting-${index}@example.com`, `DTSTART:${stamp(at)}`, `DTEND:${stamp(at + 1_800_000)}`, `SUMMARY:Meeting ${index}`));
  }
  return calendar(...events);
}

/** The hostile feeds: a rule that never matches (224 bytes), 200 endless FREQ=MINUTELY events (27 KB). */
export const neverMatching = () => calendar(vevent('never', 'DTSTART:20240101T090000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'));
export const endlessMinutely = (count = 200) => calendar(...Array.from({ length: count }, (_, index) => vevent(`minutely-${index}`, 'DTSTART:20200101T000000Z', 'DURATION:PT1M', 'RRULE:FREQ=MINUTELY')));

/** A VTIMEZONE that names America/New_York but sits at UTC+14: a feed that would shadow the real zone for other feeds. */
export function shadowingZone(...events: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hostile//Zone//EN',
    'BEGIN:VTIMEZONE',
    'TZID:America/New_York',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+1400',
    'TZOFFSETTO:+1400',
    'TZNAME:FAKE',
    'DTSTART:19700101T000000',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
