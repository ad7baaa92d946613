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
