import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';
import type { HeldTime } from './slots';

/**
 * Busy times from one iCalendar text, within a budget: the pure half of reading a host's calendar. It runs in a
 * worker thread of its own per feed (server/schedule/calendar-reader.ts, calendar-worker.ts), which adds the time
 * and memory limits a synchronous loop cannot give itself. Here:
 *
 * - events are built with their exceptions passed (`{ exceptions: [] }`, then related by UID): without it ical.js
 *   scans every sibling VEVENT for each event (O(n²): 16,000 events took 18.9 s);
 * - a recurring event is expanded near the window, not from DTSTART: simple rules jump whole periods forward
 *   (phase kept), others are stepped through cheaply (no occurrence details) until the window; an event that
 *   started decades ago is expanded within the horizon, never dropped;
 * - a rule that can never produce an instance (BYMONTH=2;BYMONTHDAY=30) is not iterated (ical.js would search
 *   forever): only its DTSTART instance counts;
 * - a feed whose expansion needs more than `budget.iterations` iterator steps or yields more than
 *   `budget.instances` busy instances throws CalendarBudgetError (the caller marks the host busy, failing closed);
 * - VTIMEZONEs are never registered in ical.js's global TimezoneService: each TZID is resolved from this
 *   calendar's own VTIMEZONE (ical.js's Component.getTimeZoneByID), so one feed cannot shift another's times.
 *   A TZID with no VTIMEZONE in its feed is read in the agency's zone, like a floating time.
 */

const DAY = 86_400_000;

export interface FeedBudget {
  /** Busy instances one feed may yield within the window (every event together). */
  instances: number;
  /** Recurrence iterator steps one feed may take (every event together, skipped steps included). */
  iterations: number;
}

export const defaultFeedBudget: FeedBudget = { instances: 50_000, iterations: 500_000 };

/** The feed needs more than its budget: its host is shown busy (no times offered) until a read within budget. */
export class CalendarBudgetError extends Error {
  override name = 'CalendarBudgetError';
}

/** ICAL.Time to an instant: floating times and all-day dates are read in the agency's zone. */
function instantOf(time: ICAL.Time, timeZone: string): Date {
  const tzid = time.zone?.tzid;
  if (time.isDate || !tzid || tzid === 'floating') {
    return new Date(new TZDate(time.year, time.month - 1, time.day, time.isDate ? 0 : time.hour, time.isDate ? 0 : time.minute, time.isDate ? 0 : time.second, timeZone).getTime());
  }
  return time.toJSDate();
}

function isFree(component: ICAL.Component): boolean {
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency === 'TRANSPARENT' || status === 'CANCELLED';
}

const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const numbers = (values: unknown): number[] | undefined => (Array.isArray(values) && values.length ? values.map(Number) : undefined);
const inRange = (values: number[] | undefined, low: number, high: number) => !values || values.some((value) => value !== 0 && Math.abs(value) >= low && Math.abs(value) <= high);

/** A rule no date can satisfy (BYMONTH=2;BYMONTHDAY=30, BYHOUR=25, BYYEARDAY=400, ...): ical.js would search for its next instance forever. */
export function ruleIsImpossible(rule: ICAL.Recur): boolean {
  const parts = rule.parts as Record<string, unknown>;
  const months = numbers(parts.BYMONTH);
  const monthDays = numbers(parts.BYMONTHDAY);
  if (months && !months.some((month) => month >= 1 && month <= 12)) return true;
  if (monthDays) {
    const longest = Math.max(...(months ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]).filter((month) => month >= 1 && month <= 12).map((month) => daysInMonth[month - 1]!));
    if (!monthDays.some((day) => day !== 0 && Math.abs(day) <= longest)) return true;
  }
  const hours = numbers(parts.BYHOUR);
  const minutes = numbers(parts.BYMINUTE);
  const seconds = numbers(parts.BYSECOND);
  if (hours && !hours.some((hour) => hour >= 0 && hour <= 23)) return true;
  if (minutes && !minutes.some((minute) => minute >= 0 && minute <= 59)) return true;
  if (seconds && !seconds.some((second) => second >= 0 && second <= 60)) return true;
  return !inRange(numbers(parts.BYYEARDAY), 1, 366) || !inRange(numbers(parts.BYWEEKNO), 1, 53) || !inRange(numbers(parts.BYSETPOS), 1, 366);
}

const weekdays = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const periods: Partial<Record<string, number>> = { SECONDLY: 1000, MINUTELY: 60_000, HOURLY: 3_600_000, DAILY: DAY, WEEKLY: 7 * DAY };

/**
 * Where to start iterating a rule so its first instances fall just before `target`, with the rule's phase kept:
 * DTSTART moved forward by whole periods (INTERVAL × FREQ, in wall-clock fields as ical.js steps), for the rules
 * where that yields exactly the same instances (one RRULE, no COUNT, no RDATE, no BY-parts but a WEEKLY BYDAY that
 * holds DTSTART's day, or a DAILY BYDAY stepped by weeks). Null: iterate from DTSTART (and skip fast).
 */
function fastStart(event: ICAL.Event, target: number, timeZone: string): ICAL.Time | null {
  const rules = event.component.getAllProperties('rrule');
  if (rules.length !== 1 || event.component.hasProperty('rdate')) return null;
  const rule = rules[0]!.getFirstValue() as ICAL.Recur;
  const period = periods[rule.freq];
  if (!period || rule.count) return null;
  const start = event.startDate;
  const parts = Object.entries(rule.parts as Record<string, unknown[]>).filter(([name, values]) => name !== 'WKST' && values?.length);
  let step = period * (rule.interval || 1);
  if (parts.length) {
    const [name, values] = parts[0]!;
    if (parts.length > 1 || name !== 'BYDAY' || !values.every((day) => typeof day === 'string' && /^[A-Z]{2}$/.test(day))) return null;
    if (rule.freq === 'WEEKLY' && !values.includes(weekdays[start.dayOfWeek() - 1]!)) return null;
    if (rule.freq === 'DAILY') {
      if ((rule.interval || 1) !== 1) return null;
      step = 7 * DAY;
    } else if (rule.freq !== 'WEEKLY') return null;
  }
  const gap = target - instantOf(start, timeZone).getTime();
  // One period of margin each way (a daylight-saving hour, the rounding).
  const periodsAhead = Math.floor(gap / step) - 1;
  if (periodsAhead <= 0) return null;
  const moved = start.clone();
  if (step >= DAY) moved.adjust((periodsAhead * step) / DAY, 0, 0, 0);
  else moved.adjust(0, 0, 0, (periodsAhead * step) / 1000);
  return moved;
}

/**
 * The busy intervals of an iCalendar text between `from` and `to`: single, recurring (RRULE, RDATE,
 * EXDATE, RECURRENCE-ID overrides) and all-day events in their VTIMEZONE (or the agency's zone when
 * floating); transparent and cancelled events (or instances) are free. Throws when the text is not
 * iCalendar, and CalendarBudgetError when it needs more than `budget`.
 */
export function busyIntervals(text: string, { from, to, timeZone, budget = defaultFeedBudget }: { from: Date; to: Date; timeZone: string; budget?: FeedBudget }): HeldTime[] {
  const root = new ICAL.Component(ICAL.parse(text));
  const calendar = root.name === 'vcalendar' ? root : root.getFirstSubcomponent('vcalendar');
  if (!calendar) throw new Error('not an iCalendar (no VCALENDAR)');
  const vevents = calendar.getAllSubcomponents('vevent');
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Component[] = [];
  vevents.forEach((component, index) => {
    if (component.hasProperty('recurrence-id')) {
      exceptions.push(component);
      return;
    }
    const uid = String(component.getFirstPropertyValue('uid') ?? `#${index}`);
    // `exceptions: []`: related below by UID, instead of ical.js scanning every sibling for each event.
    masters.set(masters.has(uid) ? `${uid}#${index}` : uid, new ICAL.Event(component, { exceptions: [] }));
  });
  const orphans: ICAL.Event[] = [];
  for (const component of exceptions) {
    const master = masters.get(String(component.getFirstPropertyValue('uid') ?? ''));
    if (master?.isRecurring()) master.relateException(component);
    else orphans.push(new ICAL.Event(component, { exceptions: [] }));
  }

  const busy: HeldTime[] = [];
  let instances = 0;
  let iterations = 0;
  const add = (start: Date, end: Date, free: boolean) => {
    if (free || end <= from || start >= to || end <= start) return;
    instances += 1;
    if (instances > budget.instances) throw new CalendarBudgetError(`more than ${budget.instances} busy instances within ${Math.round((to.getTime() - from.getTime()) / DAY)} days`);
    busy.push({ start, end });
  };
  const endOf = (start: ICAL.Time, end: ICAL.Time | null) => (end ? instantOf(end, timeZone) : new Date(instantOf(start, timeZone).getTime() + (start.isDate ? DAY : 0)));
  const single = (event: ICAL.Event) => add(instantOf(event.startDate, timeZone), endOf(event.startDate, event.endDate), isFree(event.component));

  for (const event of [...masters.values(), ...orphans]) {
    if (!event.startDate) continue;
    if (!event.isRecurring() || event.isRecurrenceException()) {
      single(event);
      continue;
    }
    const rules = event.component.getAllProperties('rrule').map((property) => property.getFirstValue() as ICAL.Recur);
    if (rules.length && rules.every(ruleIsImpossible) && !event.component.hasProperty('rdate')) {
      // RFC 5545: DTSTART is the first instance, whatever the rule; the rule itself yields none.
      single(event);
      continue;
    }
    const length = endOf(event.startDate, event.endDate).getTime() - instantOf(event.startDate, timeZone).getTime();
    // Instances ending before this cannot touch the window (a day of margin for daylight saving and overrides' lengths).
    const skipBefore = from.getTime() - Math.max(length, 0) - DAY;
    const jump = fastStart(event, skipBefore, timeZone);
    if (jump) {
      // Overrides of instances before the jump are not met by the iterator: each stands on its own.
      for (const exception of Object.values(event.exceptions)) {
        if (exception.recurrenceId && exception.recurrenceId.compare(jump) < 0) single(exception);
      }
    }
    const iterator = event.iterator(jump ?? undefined);
    for (let next = iterator.next(); next; next = iterator.next()) {
      iterations += 1;
      if (iterations > budget.iterations) throw new CalendarBudgetError(`more than ${budget.iterations} recurrence steps`);
      const at = instantOf(next, timeZone).getTime();
      const overridden = Object.hasOwn(event.exceptions, next.toString()) || event.rangeExceptions.length > 0;
      if (at < skipBefore && !overridden) continue;
      if (at >= to.getTime() && !overridden) break;
      const details = event.getOccurrenceDetails(next);
      const start = instantOf(details.startDate, timeZone);
      // The iterator runs in the master's order; an override may move an instance anywhere, so only the master's time bounds the loop.
      if (at >= to.getTime() && start >= to) break;
      add(start, endOf(details.startDate, details.endDate), isFree(details.item.component));
    }
  }
  return merge(busy);
}

/** Overlapping or touching intervals joined, in time order. */
export function merge(intervals: readonly HeldTime[]): HeldTime[] {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: HeldTime[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) {
      if (interval.end > last.end) last.end = interval.end;
    } else merged.push({ start: interval.start, end: interval.end });
  }
  return merged;
}
