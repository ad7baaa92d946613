import { TZDate } from '@date-fns/tz';
import { dateKey } from '@/lib/schedule/format';
import type { Availability, CallType, HoursWindow, Weekday } from '@/content/scheduling';

/** A bookable interval: instants (UTC inside a Date), end exclusive. */
export interface Slot {
  start: Date;
  end: Date;
}

/** A booking that holds time: its call plus the buffer after it (the database's exclusion range). */
export interface HeldTime {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;

/** The agency's calendar date of an instant, "YYYY-MM-DD": the date key every reader of the schedule groups by. */
export const agencyDate = (instant: Date, timeZone: string): string => dateKey(instant, timeZone);

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * The instant a wall-clock time on a date has in the zone, or undefined when that time does not exist
 * there (skipped by a spring-forward change). An ambiguous time (repeated by a fall-back change) is the
 * first of the two.
 */
function wallClock(year: number, month: number, day: number, minuteOfDay: number, timeZone: string): Date | undefined {
  const hours = Math.floor(minuteOfDay / 60);
  const minutes = minuteOfDay % 60;
  const local = new TZDate(year, month, day, hours, minutes, timeZone);
  if (local.getDate() !== day || local.getHours() !== hours || local.getMinutes() !== minutes) return undefined;
  // TZDate may settle on the later of two repeated times; one hour earlier may read the same.
  const earlier = new TZDate(local.getTime() - 60 * MINUTE, timeZone);
  if (earlier.getDate() === day && earlier.getHours() === hours && earlier.getMinutes() === minutes) return new Date(earlier.getTime());
  return new Date(local.getTime());
}

/** The time a booking holds: its call and the buffer after it. */
export function heldTime(slot: Slot, availability: Pick<Availability, 'bufferMinutes'>): HeldTime {
  return { start: slot.start, end: new Date(slot.end.getTime() + availability.bufferMinutes * MINUTE) };
}

function overlaps(a: HeldTime, b: HeldTime): boolean {
  return a.start < b.end && b.start < a.end;
}

export interface SlotQuery {
  availability: Availability;
  callType: Pick<CallType, 'minutes'>;
  now: Date;
  /** Time already held by confirmed bookings (call plus buffer), any call type. */
  held: readonly HeldTime[];
  /** Bookings counted toward the daily maximum (default: `held`); with hosts, every host's bookings. */
  dayHeld?: readonly HeldTime[];
  /** Busy times from the host's own calendar: a slot keeps the buffer clear on both sides of them. */
  busy?: readonly HeldTime[];
}

/** Every slot offered for a call type from now to the horizon, in time order. */
export function availableSlots({ availability, callType, now, held, dayHeld = held, busy = [] }: SlotQuery): Slot[] {
  const { timeZone } = availability;
  const earliest = now.getTime() + availability.minimumNoticeHours * 60 * MINUTE;
  const today = new TZDate(now.getTime(), timeZone);
  const blocked = new Set(availability.blockedDates);
  const callsPerDay = new Map<string, number>();
  for (const time of dayHeld) {
    const day = agencyDate(time.start, timeZone);
    callsPerDay.set(day, (callsPerDay.get(day) ?? 0) + 1);
  }

  const slots: Slot[] = [];
  for (let offset = 0; offset < availability.horizonDays; offset += 1) {
    // Noon never falls in a daylight-saving gap, so the calendar date is read safely from it.
    const noon = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, 12, 0, timeZone);
    const year = noon.getFullYear();
    const month = noon.getMonth();
    const day = noon.getDate();
    const date = `${year}-${pad(month + 1)}-${pad(day)}`;
    if (blocked.has(date)) continue;
    if ((callsPerDay.get(date) ?? 0) >= availability.maxCallsPerDay) continue;
    const weekday = (((noon.getDay() + 6) % 7) + 1) as Weekday;
    for (const window of dayWindows(availability, date, weekday)) {
      slots.push(...windowSlots(window, { year, month, day }, availability, callType, earliest, held, busy));
    }
  }
  return slots;
}

/** The windows of one date: its override's own hours (none when it closes the day), else the weekday's. */
export function dayWindows(availability: Availability, date: string, weekday: Weekday): readonly HoursWindow[] {
  return availability.dateOverrides?.[date]?.hours ?? availability.weeklyHours[weekday] ?? [];
}

function windowSlots(
  window: HoursWindow,
  date: { year: number; month: number; day: number },
  availability: Availability,
  callType: Pick<CallType, 'minutes'>,
  earliest: number,
  held: readonly HeldTime[],
  busy: readonly HeldTime[],
): Slot[] {
  const buffer = availability.bufferMinutes * MINUTE;
  const windowEnd = minutesOf(window.end);
  const closes = wallClock(date.year, date.month, date.day, windowEnd, availability.timeZone);
  const slots: Slot[] = [];
  let previous = -Infinity;
  for (let minute = minutesOf(window.start); minute + callType.minutes <= windowEnd; minute += availability.slotIntervalMinutes) {
    const start = wallClock(date.year, date.month, date.day, minute, availability.timeZone);
    if (!start || start.getTime() <= previous) continue;
    previous = start.getTime();
    const slot = { start, end: new Date(start.getTime() + callType.minutes * MINUTE) };
    // Across a daylight-saving change the window can be shorter in real time than on the clock.
    if (closes && slot.end > closes) continue;
    if (slot.start.getTime() < earliest) continue;
    const holds = heldTime(slot, availability);
    if (held.some((time) => overlaps(holds, time))) continue;
    const guarded = { start: new Date(slot.start.getTime() - buffer), end: holds.end };
    if (busy.some((time) => overlaps(guarded, time))) continue;
    slots.push(slot);
  }
  return slots;
}

/** One host's side of a slot query: their availability, their bookings and their calendar's busy times. */
export interface HostTime {
  id: string;
  availability: Availability;
  held: readonly HeldTime[];
  busy: readonly HeldTime[];
  /** The host's calendar is configured but stale (or never read): they offer no times. */
  stale?: boolean;
  /** False when the host works the agency's weekly hours: a weekday they are off is then the office's closing. */
  ownWeek?: boolean;
}

/** A start offered with the hosts free for it (in the call type's order). */
export interface HostedSlot extends Slot {
  hosts: string[];
}

export interface HostedQuery {
  callType: Pick<CallType, 'minutes'>;
  now: Date;
  hosts: readonly HostTime[];
  /** Every confirmed booking, for the agency's daily maximum. */
  dayHeld: readonly HeldTime[];
}

/** Every start at which at least one of the hosts is free for the call plus buffers, with those hosts. */
export function hostedSlots({ callType, now, hosts, dayHeld }: HostedQuery): HostedSlot[] {
  const byStart = new Map<number, HostedSlot>();
  for (const host of hosts) {
    if (host.stale) continue;
    for (const slot of availableSlots({ availability: host.availability, callType, now, held: host.held, busy: host.busy, dayHeld })) {
      const key = slot.start.getTime();
      const entry = byStart.get(key);
      if (entry) entry.hosts.push(host.id);
      else byStart.set(key, { ...slot, hosts: [host.id] });
    }
  }
  return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Why a start is not offered now, or undefined when it is. The message is shown to the visitor. */
export function refusal(start: Date, query: SlotQuery): string | undefined {
  const offered = availableSlots(query).some((slot) => slot.start.getTime() === start.getTime());
  if (offered) return undefined;
  const { availability, now } = query;
  if (start.getTime() < now.getTime() + availability.minimumNoticeHours * 60 * MINUTE) {
    return `That time is too soon: calls are booked at least ${availability.minimumNoticeHours} hours ahead.`;
  }
  const free = availableSlots({ ...query, held: [] }).some((slot) => slot.start.getTime() === start.getTime());
  if (free) return 'That time was just taken. Please pick another one.';
  return 'That time is not offered. Please pick one of the times shown.';
}

/** Why no host offers a start now (shown to the visitor), or undefined when at least one does. */
export function hostedRefusal(start: Date, query: HostedQuery): string | undefined {
  const at = (slots: Slot[]) => slots.some((slot) => slot.start.getTime() === start.getTime());
  if (at(hostedSlots(query))) return undefined;
  const notice = Math.min(...query.hosts.map((host) => host.availability.minimumNoticeHours));
  if (start.getTime() < query.now.getTime() + notice * 60 * MINUTE) return `That time is too soon: calls are booked at least ${notice} hours ahead.`;
  const unbooked = hostedSlots({ ...query, dayHeld: [], hosts: query.hosts.map((host) => ({ ...host, held: [] })) });
  if (at(unbooked)) return 'That time was just taken. Please pick another one.';
  return 'That time is not offered. Please pick one of the times shown.';
}
