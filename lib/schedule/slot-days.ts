import { dateKey, dayLabel, DEFAULT_LOCALE, timeLabel, type HourCycle, type Interval } from './format';

/**
 * The one slot list of the site: offered times grouped into the days they fall on in a zone, each day
 * and time with the words people read ("Tue, Dec 8", "9:30 a.m." in US English). The picker on /contact
 * and the reschedule page (React), the pages without scripts and the inbox's move page (server HTML,
 * server/pages/slot-list.ts) all read their days and times from here, so they cannot disagree.
 */

export interface SlotTime<S extends Interval> {
  slot: S;
  /** "9:30 a.m." (en-US), "09:30" (24-hour locales). */
  label: string;
}

export interface SlotDay<S extends Interval> {
  /** "YYYY-MM-DD" in the zone. */
  date: string;
  /** "Tue, Dec 8". */
  label: string;
  /** "Tuesday, December 8". */
  long: string;
  /** In time order; never empty (a day without times is not listed). */
  times: SlotTime<S>[];
}

export interface SlotReading {
  timeZone: string;
  /** BCP 47; en-US by default (the inbox, and a visitor whose language is unknown). */
  locale?: string;
  /** 12- or 24-hour clock; the locale's own by default. */
  cycle?: HourCycle;
}

/** A time as the slot list reads it: English on a 12-hour clock writes "9:30 a.m." (AP style), every other reading its own. */
export function slotTimeLabel(instant: string | Date, timeZone: string, locale = DEFAULT_LOCALE, cycle?: HourCycle): string {
  return timeLabel(instant, timeZone, locale, cycle).replace(/\s?([ap])m$/, ' $1.m.');
}

/** The day an instant falls on in the zone: its date, "Tue, Dec 8" and "Tuesday, December 8". */
export function dayOf(instant: string | Date, timeZone: string, locale: string): Omit<SlotDay<Interval>, 'times'> {
  return { date: dateKey(instant, timeZone), label: dayLabel(instant, timeZone, { locale, short: true }), long: dayLabel(instant, timeZone, { locale }) };
}

/** Offered slots grouped by the day they fall on in the zone, days and times in time order. */
export function slotDays<S extends Interval>(slots: readonly S[], { timeZone, locale = DEFAULT_LOCALE, cycle }: SlotReading): SlotDay<S>[] {
  const days = new Map<string, SlotDay<S>>();
  for (const slot of [...slots].sort((a, b) => +new Date(a.start) - +new Date(b.start))) {
    const date = dateKey(slot.start, timeZone);
    let day = days.get(date);
    if (!day) days.set(date, (day = { ...dayOf(slot.start, timeZone, locale), times: [] }));
    day.times.push({ slot, label: slotTimeLabel(slot.start, timeZone, locale, cycle) });
  }
  return [...days.values()];
}
