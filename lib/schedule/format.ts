/**
 * Booked and offered times as people read them, in a given IANA zone: the picker (the visitor's zone,
 * detected or chosen), the page without scripts, the mails and the CLI (the agency's zone beside it).
 * Intl only, so the browser ships no time-zone data.
 */

export interface Interval {
  start: string | Date;
  end: string | Date;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    dayFormats.set(key, format);
  }
  return format;
}

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** The calendar date of an instant in a zone, "YYYY-MM-DD" (for grouping and keys). */
export function dateKey(instant: string | Date, timeZone: string): string {
  const parts = formatter('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(asDate(instant));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** "Tuesday 2 March" (with the year when asked). */
export function dayLabel(instant: string | Date, timeZone: string, { locale = 'en-GB', year = false } = {}): string {
  return formatter(locale, timeZone, { weekday: 'long', day: 'numeric', month: 'long', ...(year ? { year: 'numeric' } : {}) }).format(asDate(instant));
}

/** "Tue 2 Mar": a day button's label. */
export function shortDayLabel(instant: string | Date, timeZone: string, locale = 'en-GB'): string {
  return formatter(locale, timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(asDate(instant));
}

/** "09:30" in 24-hour time, or "9:30 AM" for locales that read 12-hour time. */
export function timeLabel(instant: string | Date, timeZone: string, locale = 'en-GB'): string {
  const numeric = formatter(locale, timeZone, { hour: 'numeric', minute: '2-digit' });
  const twentyFour = ['h23', 'h24'].includes(numeric.resolvedOptions().hourCycle ?? '');
  return (twentyFour ? formatter(locale, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) : numeric).format(asDate(instant));
}

/** The zone's name as people say it at that instant: "Eastern Standard Time", "Nepal Time". */
export function zoneName(timeZone: string, at: string | Date = new Date(), locale = 'en-US'): string {
  const parts = formatter(locale, timeZone, { timeZoneName: 'long' }).formatToParts(asDate(at));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** "Tuesday 2 March 2027, 09:00–09:30 Eastern Standard Time". */
export function intervalLabel({ start, end }: Interval, timeZone: string, locale = 'en-GB'): string {
  return `${dayLabel(start, timeZone, { locale, year: true })}, ${timeLabel(start, timeZone, locale)}–${timeLabel(end, timeZone, locale)} ${zoneName(timeZone, start)}`;
}

/** Slots grouped by the day they fall on in the zone, days and slots in time order. */
export function groupByDay<Slot extends Interval>(slots: readonly Slot[], timeZone: string): { date: string; slots: Slot[] }[] {
  const days = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => asDate(a.start).getTime() - asDate(b.start).getTime())) {
    const key = dateKey(slot.start, timeZone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

/** Whether the runtime knows the zone (a visitor's choice or a detected zone may be unknown). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Zones offered in the picker's list: the visitor's own is added when missing. */
export const commonTimeZones = [
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Phoenix',
  'America/Chicago',
  'America/New_York',
  'America/Halifax',
  'America/Sao_Paulo',
  'UTC',
  'Europe/London',
  'Europe/Lisbon',
  'Europe/Berlin',
  'Europe/Paris',
  'Europe/Warsaw',
  'Europe/Kyiv',
  'Africa/Lagos',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const;
