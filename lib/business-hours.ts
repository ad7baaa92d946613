import { businessHours, formatClock, WEEKDAYS, type BusinessHours, type Weekday } from '@/content/business-hours';

export { businessHoursLabel, formatClock } from '@/content/business-hours';

/**
 * Whether the team is in (content/scheduling.ts `businessHours`), computed from an instant and the
 * agency's zone with the browser's own Intl (no library in the page): the chat's presence dot and its
 * "back at" line. Wall-clock arithmetic in the agency's zone, so daylight saving needs no special case.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The agency's calendar date ('2026-11-27') and minutes since midnight at an instant. */
function wallClock(at: Date, timeZone: string): { date: string; minutes: number } {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    wallClocks.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(at).map(({ type, value }) => [type, value]));
  return { date: `${part.year}-${part.month}-${part.day}`, minutes: Number(part.hour) * 60 + Number(part.minute) };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A calendar date moved by whole days (calendar arithmetic, no zone involved). */
function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
function weekdayOf(date: string): Weekday {
  return (((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1) as Weekday;
}

function isWorkingDay(date: string, hours: BusinessHours): boolean {
  return hours.days.includes(weekdayOf(date)) && !hours.holidays.includes(date);
}

export type Presence =
  | { open: true; closes: string }
  | { open: false; reason: 'holiday' | 'closed'; back: string };

/**
 * Whether the team is in at `at`, and if not, when it is back, as words: 'today at 9 a.m. ET',
 * 'tomorrow at 9 a.m. ET', 'Monday at 9 a.m. ET', or 'Monday, January 4 at 9 a.m. ET' a week or more away.
 */
export function presenceAt(at: Date, hours: BusinessHours = businessHours): Presence {
  const { date, minutes } = wallClock(at, hours.timeZone);
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const workingToday = isWorkingDay(date, hours);
  if (workingToday && minutes >= opens && minutes < closes) return { open: true, closes: `${formatClock(hours.closes)} ${hours.zoneLabel}` };
  const reason = hours.holidays.includes(date) ? 'holiday' : 'closed';
  let offset = workingToday && minutes < opens ? 0 : 1;
  while (offset < 60 && !isWorkingDay(addDays(date, offset), hours)) offset += 1;
  const backDate = addDays(date, offset);
  const weekday = WEEKDAYS[weekdayOf(backDate) % 7]!;
  const day = offset === 0 ? 'today' : offset === 1 ? 'tomorrow' : offset < 7 ? weekday : `${weekday}, ${MONTHS[Number(backDate.slice(5, 7)) - 1]} ${Number(backDate.slice(8, 10))}`;
  return { open: false, reason, back: `${day} at ${formatClock(hours.opens)} ${hours.zoneLabel}` };
}
