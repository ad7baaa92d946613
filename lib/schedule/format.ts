/**
 * Booked and offered times as people read them, in a given IANA zone: the picker (the visitor's zone,
 * detected or chosen), the page without scripts, the mails and the CLI (the agency's zone beside it).
 * Intl only, so the browser ships no time-zone data.
 */

import { formatClock } from '@/content/business-hours';

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

/**
 * The locale of a reading that names none (API bookings, guests, the CLI): US English, the house style's
 * "Thursday, December 17, 2026, 3 p.m." (docs/voice.md). Other readings only when a visitor's locale is known.
 */
export const DEFAULT_LOCALE = 'en-US';

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** A calendar date ("YYYY-MM-DD") read in a locale with `options`: its narrow weekday ("M"), its short month ("Dec"). */
export function calendarDateLabel(date: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return formatter(locale, 'UTC', options).format(new Date(date));
}

/** The calendar date of an instant in a zone, "YYYY-MM-DD" (for grouping and keys). */
export function dateKey(instant: string | Date, timeZone: string): string {
  const parts = formatter('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(asDate(instant));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** "Tuesday, March 2" (with the year when asked), or "Tue, Mar 2" (`short`: a day's label in the slot list); "Tuesday 2 March" in en-GB. */
export function dayLabel(instant: string | Date, timeZone: string, { locale = DEFAULT_LOCALE, year = false, short = false } = {}): string {
  const name = short ? 'short' : 'long';
  return formatter(locale, timeZone, { weekday: name, day: 'numeric', month: name, ...(year ? { year: 'numeric' } : {}) }).format(asDate(instant));
}

/** 12- or 24-hour time: the locale's own reading, or the visitor's choice (the picker's switch). */
export type HourCycle = '12' | '24';

/** Whether a locale reads the time on a 24-hour clock ("09:30") rather than a 12-hour one ("9:30 am"). */
export function localeHourCycle(locale: string): HourCycle {
  const cycle = formatter(locale, 'UTC', { hour: 'numeric', minute: '2-digit' }).resolvedOptions().hourCycle ?? '';
  return ['h23', 'h24'].includes(cycle) ? '24' : '12';
}

/** "09:30" in 24-hour time, or "9:30 am" in 12-hour time; the locale's own clock unless `cycle` is given. */
export function timeLabel(instant: string | Date, timeZone: string, locale = DEFAULT_LOCALE, cycle: HourCycle = localeHourCycle(locale)): string {
  if (cycle === '24') return formatter(locale, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(asDate(instant));
  const parts = formatter(locale, timeZone, { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }).formatToParts(asDate(instant));
  // English reads "9:00 am" in running text; other languages keep their own day-period words.
  return parts.map((part) => (part.type === 'dayPeriod' && /^en\b/i.test(locale) ? part.value.toLowerCase().replace(/\./g, '') : part.value)).join('');
}

/** Whether a reading is English on a 12-hour clock: the house style applies ("9 a.m.", "3:30 p.m.", docs/voice.md). */
const houseStyle = (locale: string, cycle: HourCycle) => cycle === '12' && /^en\b/i.test(locale);

/**
 * A time as our texts write it: English on a 12-hour clock in the house style, "9 a.m.", "3:30 p.m." (no ":00",
 * `formatClock` of content/business-hours.ts, docs/voice.md), every other reading its own clock ("09:30").
 * The one formatter of the mails, the inbox and the pages without scripts.
 */
export function clockLabel(instant: string | Date, timeZone: string, locale = DEFAULT_LOCALE, cycle: HourCycle = localeHourCycle(locale)): string {
  return houseStyle(locale, cycle) ? formatClock(timeLabel(instant, timeZone, locale, '24')) : timeLabel(instant, timeZone, locale, cycle);
}

/** Ends a sentence after a time: "until 10 a.m." keeps its one period, "until 10:00" gets one. */
export const endSentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** The longest locale tag kept (a booking's locale; real tags are far shorter). */
export const MAX_LOCALE = 35;

/**
 * A BCP 47 tag the runtime formats dates in, canonical ("en-us" → "en-US"), or undefined for anything
 * else (malformed, too long, unsupported): a stored or mailed locale is never a value we did not check.
 */
export function supportedLocale(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LOCALE || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,4}$/.test(value)) return undefined;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(value)[0];
  } catch {
    return undefined;
  }
}

/**
 * The visitor's locale from an Accept-Language header (the pages without scripts), or the fallback:
 * the first tag the runtime formats dates in.
 */
export function localeFrom(acceptLanguage: string | undefined, fallback = DEFAULT_LOCALE): string {
  for (const entry of (acceptLanguage ?? '').slice(0, 256).split(',')) {
    const supported = supportedLocale(entry.split(';')[0]?.trim());
    if (supported) return supported;
  }
  return fallback;
}

/** The zone's name as people say it at that instant: "Eastern Standard Time", "Nepal Time". */
export function zoneName(timeZone: string, at: string | Date = new Date(), locale = DEFAULT_LOCALE): string {
  const parts = formatter(locale, timeZone, { timeZoneName: 'long' }).formatToParts(asDate(at));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The zone's short name for a time in running text: "ET", "PT", "Nepal Time" (US English, as our texts are written). */
export function zoneShortName(timeZone: string, at: string | Date = new Date()): string {
  const parts = formatter('en-US', timeZone, { timeZoneName: 'shortGeneric' }).formatToParts(asDate(at));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** A deadline in running text, with its zone and day: "10 a.m. ET on Thursday, December 17" (docs/voice.md). */
export function deadlineLabel(instant: string | Date, timeZone: string, locale = DEFAULT_LOCALE, cycle: HourCycle = localeHourCycle(locale)): string {
  return `${clockLabel(instant, timeZone, locale, cycle)} ${zoneShortName(timeZone, instant)} on ${dayLabel(instant, timeZone, { locale })}`;
}

/** "Tuesday, March 2, 2027, 9 a.m. to 9:30 a.m. Eastern Standard Time" (the default, US English); in en-GB "Tuesday 2 March 2027, 09:00–09:30 Eastern Standard Time". */
export function intervalLabel({ start, end }: Interval, timeZone: string, locale = DEFAULT_LOCALE, cycle: HourCycle = localeHourCycle(locale)): string {
  const range = houseStyle(locale, cycle) ? ' to ' : '–';
  return `${dayLabel(start, timeZone, { locale, year: true })}, ${clockLabel(start, timeZone, locale, cycle)}${range}${clockLabel(end, timeZone, locale, cycle)} ${zoneName(timeZone, start)}`;
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

/** Zones offered in the picker's and the inbox's lists (zoneChoices adds the chosen one when missing). */
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

/** The zones a list offers: the common ones, the chosen zone first when it is not one of them. */
export function zoneChoices(selected: string): string[] {
  return (commonTimeZones as readonly string[]).includes(selected) ? [...commonTimeZones] : [selected, ...commonTimeZones];
}
