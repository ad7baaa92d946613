import { dateKey, dayLabel, shortDayLabel, timeLabel, type HourCycle, type Interval } from './format';

/**
 * The one slot list of the site: offered times grouped into the days they fall on in a zone, each day
 * and time with the words people read ("Tue, Dec 8", "9:30 a.m." in US English). The picker on /contact
 * and the reschedule page (React), the pages without scripts and the inbox's move page (server HTML,
 * server/pages/slot-list.ts) all read their days and times from here, so they cannot disagree.
 */

export interface SlotTime<S extends Interval> {
  slot: S;
  /** The start as an ISO instant: the value a form posts. */
  value: string;
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

/** A time as the slot list reads it: US English writes "9:30 a.m." (AP style), every other locale its own clock. */
export function slotTimeLabel(instant: string | Date, timeZone: string, locale = 'en-US', cycle?: HourCycle): string {
  const text = timeLabel(instant, timeZone, locale, cycle);
  return locale === 'en-US' ? text.replace(/\u202f?\b([ap])m$/, ' $1.m.') : text;
}

/** Offered slots grouped by the day they fall on in the zone, days and times in time order. */
export function slotDays<S extends Interval>(slots: readonly S[], { timeZone, locale = 'en-US', cycle }: SlotReading): SlotDay<S>[] {
  const byDate = new Map<string, SlotTime<S>[]>();
  const sorted = [...slots].sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime());
  for (const slot of sorted) {
    const date = dateKey(slot.start, timeZone);
    const value = new Date(slot.start).toISOString();
    byDate.set(date, [...(byDate.get(date) ?? []), { slot, value, label: slotTimeLabel(slot.start, timeZone, locale, cycle) }]);
  }
  return [...byDate].map(([date, times]) => ({ date, label: shortDayLabel(times[0]!.slot.start, timeZone, locale), long: dayLabel(times[0]!.slot.start, timeZone, { locale }), times }));
}
