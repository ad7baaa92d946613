/**
 * A module of its own, with no imports: the chat widget on every page reads it, and must not pull the
 * scheduling content into every page's script.
 */

/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * The agency's business hours: the one source for when people answer (the chat's presence, every
 * "we reply within" promise) and the frame of the call picker's weekly hours (content/scheduling.ts). The office is in
 * Maryland: Eastern time, Monday to Friday, closed on the US federal holidays and over the winter close.
 */
export const businessHours = {
  timeZone: 'America/New_York',
  /** How the zone is written beside a time: '9 a.m. ET'. */
  zoneLabel: 'ET',
  days: [1, 2, 3, 4, 5] as readonly Weekday[],
  opens: '09:00',
  closes: '17:00',
  /** Whole days the office is closed, "YYYY-MM-DD" in the agency's zone. */
  holidays: [
    '2026-11-26', '2026-11-27', '2026-12-24', '2026-12-25', '2026-12-31',
    '2027-01-01', '2027-01-18', '2027-02-15', '2027-05-31', '2027-06-18', '2027-07-05',
    '2027-09-06', '2027-11-25', '2027-11-26', '2027-12-24', '2027-12-31',
  ] as readonly string[],
} as const;
export type BusinessHours = typeof businessHours;

/** Day names by JavaScript's getDay() (0 Sunday). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** '09:00' -> '9 a.m.', '17:30' -> '5:30 p.m.', '12:00' -> '12 p.m.' (the site's house style). */
export function formatClock(hhmm: string): string {
  const hour = Number(hhmm.slice(0, 2));
  const minute = hhmm.slice(3, 5);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute === '00' ? '' : `:${minute}`} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
}

/** 'weekdays, 9 a.m. to 5 p.m. ET': how every reply promise and the contact details name the hours. */
export function businessHoursLabel(hours: BusinessHours = businessHours): string {
  const days = hours.days.join(',') === '1,2,3,4,5' ? 'weekdays' : hours.days.map((day) => WEEKDAYS[day % 7]).join(', ');
  return `${days}, ${formatClock(hours.opens)} to ${formatClock(hours.closes)} ${hours.zoneLabel}`;
}
