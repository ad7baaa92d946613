import { TZDate } from '@date-fns/tz';
import type { Availability, Weekday } from '@/content/scheduling';
import { hostSummary } from '@/lib/schedule/hosts';
import { agencyDate, dayWindows, type HostedQuery, type HostedSlot } from './slots';

/**
 * Why a day offers no times: the picker strikes such a day and says why ("Christmas Day", "Office
 * closed", "Fully booked"), the booking page without scripts too, and the inbox's preview tells the team in
 * more words. One module, so the three agree.
 */
export type DayReason =
  /** The weekday has no hours (the agency's or, with `host`, that host's week). */
  | { kind: 'weekday'; host?: string }
  /** A closed date override (agency-wide, or with `host` that host's), with its label. */
  | { kind: 'override'; label?: string; host?: string }
  /** A closed date of the defaults (content/business-hours.ts holidays, SCHEDULE_BLOCKED_DATES). */
  | { kind: 'default-closed' }
  /** Open, but every time is taken (bookings, calendars, the daily cap). */
  | { kind: 'booked' }
  /** Open, but every time is within the minimum notice. */
  | { kind: 'notice'; hours: number }
  /** After the last bookable day. */
  | { kind: 'horizon'; days: number }
  /** The host's calendar cannot be read: no times offered until it is. */
  | { kind: 'stale'; host: string }
  /** Whoever is free: the office is open, but every host of the call is away or off that day (their own overrides or weeks); `weekly` when only their weeks close it. */
  | { kind: 'no-host'; weekly: boolean };

/** ISO weekday of a calendar date "YYYY-MM-DD". */
export function weekdayOf(date: string): Weekday {
  return (((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1) as Weekday;
}

/** Why an availability has no hours on a date, or undefined when it has some. */
export function closedReason(availability: Availability, date: string, host?: string): DayReason | undefined {
  const override = availability.dateOverrides?.[date];
  if (override) return override.hours.length ? undefined : { kind: 'override', ...(override.label ? { label: override.label } : {}), ...(override.host ? { host: override.host } : {}) };
  if (availability.blockedDates.includes(date)) return { kind: 'default-closed' };
  return dayWindows(availability, date, weekdayOf(date)).length ? undefined : { kind: 'weekday', ...(host ? { host } : {}) };
}

/** A host as a visitor reads them in a reason: the first name ("Priya"). */
const firstName = (host: string) => hostSummary(host)?.name.split(' ')[0] ?? 'The host';

/**
 * The short reason a visitor reads beside a struck day: a closed date's label, else who or what closes it
 * ("Priya is away", "Office closed"), never a generic word for a person the visitor chose by name.
 */
export function visitorReason(reason: DayReason): string {
  switch (reason.kind) {
    case 'override':
      return reason.label ?? (reason.host ? `${firstName(reason.host)} is away` : 'Office closed');
    case 'weekday':
      return reason.host ? `${firstName(reason.host)} is off that day` : 'Office closed';
    case 'no-host':
      return 'No host free';
    case 'default-closed':
      return 'Office closed';
    case 'booked':
    case 'stale':
      return 'Fully booked';
    case 'notice':
      return 'Too soon to book';
    case 'horizon':
      return 'Not bookable yet';
  }
}

/** The agency's dates from today to the horizon, "YYYY-MM-DD", in its zone. */
export function horizonDates(availability: Pick<Availability, 'timeZone' | 'horizonDays'>, now: Date): string[] {
  return Array.from({ length: availability.horizonDays }, (_, offset) => horizonDate(availability.timeZone, now, offset));
}

/** The agency's date `offset` days after today, read at noon (never in a daylight-saving gap). */
function horizonDate(timeZone: string, now: Date, offset: number): string {
  const today = new TZDate(now.getTime(), timeZone);
  return agencyDate(new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, 12, 0, timeZone), timeZone);
}

/** The agency's dates on which `slots` offer a time (to `only`, when given): read once per list, not per date. */
export function offeredDates(slots: readonly HostedSlot[], timeZone: string, only?: string): ReadonlySet<string> {
  return new Set(slots.filter((slot) => !only || slot.hosts.includes(only)).map((slot) => agencyDate(slot.start, timeZone)));
}

/**
 * Why one date has no times for the asked hosts (all of the query's, or `only`), or undefined when it has
 * some (`offered`: offeredDates of the query's slots for the same hosts). A reason shared by every host (the office closed, a holiday) wins; then a host's own closing when
 * one host was asked; then the notice; else every time is taken.
 */
export function dayReason(query: HostedQuery, offered: ReadonlySet<string>, date: string, timeZone: string, only?: string): DayReason | undefined {
  const hosts = query.hosts.filter((host) => !only || host.id === only);
  const first = hosts[0];
  if (!first) return { kind: 'booked' };
  if (offered.has(date)) return undefined;
  if (date > horizonDate(timeZone, query.now, first.availability.horizonDays - 1)) return { kind: 'horizon', days: first.availability.horizonDays };
  // A closed weekday is the host's own only when they keep their own week; else the office is closed.
  const closed = hosts.map((host) => closedReason(host.availability, date, host.ownWeek === false ? undefined : host.id));
  if (closed.every(Boolean)) {
    const shared = closed.find((reason) => reason && !('host' in reason && reason.host));
    return shared ?? (hosts.length === 1 ? closed[0]! : { kind: 'no-host', weekly: closed.every((reason) => reason?.kind === 'weekday') });
  }
  const open = hosts.filter((_, index) => !closed[index]);
  if (open.every((host) => host.stale)) return hosts.length === 1 ? { kind: 'stale', host: open[0]!.id } : { kind: 'booked' };
  // Open: either every window ends within the notice, or its times are taken.
  const notice = Math.min(...open.map((host) => host.availability.minimumNoticeHours));
  const earliest = query.now.getTime() + notice * 3_600_000;
  const nextDay = new TZDate(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + 1, 0, 0, timeZone);
  if (nextDay.getTime() <= earliest) return { kind: 'notice', hours: notice };
  const lastEnd = Math.max(...open.flatMap((host) => dayWindows(host.availability, date, weekdayOf(date)).map((window) => {
    const [h = 0, m = 0] = window.end.split(':').map(Number);
    return new TZDate(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), h, m, timeZone).getTime();
  })));
  if (lastEnd <= earliest) return { kind: 'notice', hours: notice };
  return { kind: 'booked' };
}
