import { asc } from 'drizzle-orm';
import { callHosts, callTypes, type Availability, type CallType, type HoursWindow, type Weekday } from '@/content/scheduling';
import { hostSummary } from '@/lib/schedule/hosts';
import type { Database } from '../db';
import { scheduleDateOverrides, scheduleSettings, scheduleWeeklyHours } from '../db/schema';
import { AvailabilityError, checkDate, hostAvailability, loadAvailability, type AvailabilityChange, type WeeklyHours, weekdayNames } from '../schedule/availability-store';
import { hostedQuery } from '../schedule/bookings';
import { calendarStatus } from '../schedule/calendars';
import { availabilityLimits } from '../schedule/config';
import { dayReason, offeredDates, visitorReason, type DayReason } from '../schedule/day-reasons';
import type { HostSettings } from '../schedule/hosts';
import { agencyDate, hostedSlots } from '../schedule/slots';
import type { AvailabilityView, PreviewView } from './call-pages';

/**
 * What the availability editor shows: the effective rules (server/schedule/availability-store.ts, the
 * one reader slot generation uses too) and, beside them, the rows the editor wrote (who set what), so a
 * stored value can be told from the default, and what a visitor would be offered on a chosen day.
 */

const settingLabels: Record<keyof typeof availabilityLimits, { label: string; unit: string }> = {
  minimumNoticeHours: { label: 'Minimum notice', unit: 'hours' },
  horizonDays: { label: 'Bookable ahead', unit: 'days' },
  maxCallsPerDay: { label: 'Most calls a day', unit: 'calls' },
};

export const hostName = (id: string) => hostSummary(id)?.name ?? id;

/** One date as the inbox writes every date: "Fri, Dec 11, 2026". */
export function usDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

function weekRows(hours: WeeklyHours): { weekday: Weekday; name: string; windows: readonly HoursWindow[] }[] {
  return weekdayNames.map((name, index) => ({ weekday: (index + 1) as Weekday, name, windows: hours[(index + 1) as Weekday] ?? [] }));
}

export async function availabilityView(db: Database, base: Availability, hosts?: Pick<HostSettings, 'busyIcs' | 'calendarMaxAgeMs'>, today = new Date().toISOString().slice(0, 10)): Promise<AvailabilityView> {
  const effective = await loadAvailability(db, base);
  const [stored] = await db.select().from(scheduleSettings);
  const weekly = await db.select().from(scheduleWeeklyHours);
  const overrides = await db.select().from(scheduleDateOverrides).orderBy(asc(scheduleDateOverrides.date), asc(scheduleDateOverrides.owner), asc(scheduleDateOverrides.starts));
  const calendars = hosts ? await calendarStatus(db, hosts).catch(() => []) : [];
  const byOf = (owner: string) => weekly.find((row) => row.owner === owner)?.updatedBy ?? null;
  const listed = new Map<string, AvailabilityView['overrides'][number]>();
  for (const row of overrides) {
    const key = `${row.date} ${row.owner}`;
    const entry = listed.get(key) ?? { date: row.date, host: row.owner, hours: [], label: row.label, by: row.createdBy };
    if (row.starts && row.ends) entry.hours.push({ start: row.starts, end: row.ends });
    listed.set(key, entry);
  }
  return {
    timeZone: effective.timeZone,
    zoneStored: effective.stored.timeZone,
    calendars,
    settings: (Object.keys(availabilityLimits) as (keyof typeof availabilityLimits)[]).map((key) => ({
      key,
      ...settingLabels[key],
      value: effective[key],
      stored: stored?.[key] !== null && stored?.[key] !== undefined,
      min: availabilityLimits[key][0],
      max: availabilityLimits[key][1],
    })),
    weeks: [
      { owner: '', name: 'The agency', own: effective.stored.agencyHours, by: byOf(''), days: weekRows(effective.weeklyHours) },
      ...callHosts.map(({ id }) => ({ owner: id, name: hostName(id), own: Boolean(effective.hostHours[id]), by: byOf(id), days: weekRows(effective.hostHours[id] ?? effective.weeklyHours) })),
    ],
    overrides: [...listed.values()].filter((entry) => entry.date >= today),
    configured: base.blockedDates.filter((date) => date >= today && !effective.dateOverrides[date]),
    hosts: callHosts.map(({ id }) => ({ id, name: hostName(id) })),
    today,
  };
}

/** Why a day offers no times, in the team's words (the visitor reads the short form: day-reasons.ts). */
export function teamReason(reason: DayReason, date: string, maxPerDay: number): string {
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  switch (reason.kind) {
    case 'weekday':
      return reason.host ? `${hostName(reason.host)} does not work on ${weekday}s (their weekly hours).` : `Closed: no weekly hours on ${weekday}s.`;
    case 'override':
      return reason.host
        ? `${hostName(reason.host)} is away that day${reason.label ? ` (“${reason.label}”)` : ''}: their date override. Visitors read “${visitorReason(reason)}”.`
        : `Closed for everyone${reason.label ? `: “${reason.label}”` : ''} (a date override).`;
    case 'no-host':
      return `No host of this call is free that day: each is away or off (their own date overrides or weekly hours). Visitors read “${visitorReason(reason)}”.`;
    case 'default-closed':
      return 'Closed by the first-run defaults (a holiday in content/business-hours.ts or SCHEDULE_BLOCKED_DATES). Add a date override with hours to open it.';
    case 'booked':
      return `Fully booked: every time is taken by calls, the hosts' own calendars or the daily cap of ${maxPerDay} calls.`;
    case 'notice':
      return `Within the minimum notice of ${reason.hours} hours: too soon to book now.`;
    case 'horizon':
      return `Beyond the horizon: visitors can book ${reason.days} days ahead.`;
    case 'stale':
      return `${hostName(reason.host)}'s calendar cannot be read: no times are offered until it is.`;
  }
}

/** What a visitor would be offered on `date` (the first call type, any host or `host`), or why nothing. */
export async function previewDay(db: Database, base: Availability, date: string, host: string, now: Date, hosts?: HostSettings): Promise<PreviewView> {
  checkDate(date);
  if (host && !callHosts.some((entry) => entry.id === host)) throw new AvailabilityError(`Preview: unknown host "${host.slice(0, 60)}".`);
  const callType = callTypes[0] as CallType;
  const effective = await loadAvailability(db, base);
  const query = await hostedQuery(db, base, host ? { ...callType, hosts: [host] } : callType, now, hosts);
  const slots = hostedSlots(query);
  const reason = dayReason(query, offeredDates(slots, effective.timeZone, host || undefined), date, effective.timeZone, host || undefined);
  const onDay = reason ? [] : slots.filter((slot) => agencyDate(slot.start, effective.timeZone) === date);
  const maxPerDay = (host ? hostAvailability(effective, host) : effective).maxCallsPerDay;
  return {
    date,
    host,
    callType: `${callType.name} (${callType.minutes} minutes)`,
    times: onDay.map((slot) => ({ start: slot.start, hosts: slot.hosts.map(hostName) })),
    reason: reason ? teamReason(reason, date, maxPerDay) : undefined,
  };
}

/** What a date change did, said for the day and whom it is for (a host's override leaves the others' times untouched). */
export function overrideMessage(done: string, date: string | undefined, host: string | undefined): string | undefined {
  if ((done !== 'override' && done !== 'remove-override') || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T12:00:00Z`))) return undefined;
  const day = usDate(date);
  const name = host ? hostSummary(host)?.name : undefined;
  if (host && !name) return undefined;
  if (done === 'remove-override') return name ? `${day}: ${name}'s usual hours apply again.` : `${day}: the usual hours apply again.`;
  return name ? `${day} saved for ${name}; other hosts' times are unchanged.` : `${day} saved for everyone.`;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** What each of the editor's forms (POST /calls/availability/<name>) asks the store to change. */
export const availabilityForms: Record<string, (form: Record<string, unknown>) => AvailabilityChange> = {
  override: (form) => ({ kind: 'override', date: text(form.date), host: text(form.host) || undefined, label: text(form.label), hours: text(form.mode) === 'hours' ? dayFields(form, '', 'The hours of the day') : [] }),
  'remove-override': (form) => ({ kind: 'remove-override', date: text(form.date), host: text(form.host) || undefined }),
  hours: (form) => {
    const owner = text(form.owner);
    if (owner && text(form.useAgency)) return { kind: 'weekly-hours', owner, hours: null };
    const week: Partial<Record<Weekday, HoursWindow[]>> = {};
    for (let day = 1; day <= 7; day += 1) week[day as Weekday] = text(form[`closed-${day}`]) ? [] : dayFields(form, `-${day}`, weekdayNames[day - 1]!);
    return { kind: 'weekly-hours', owner, hours: week };
  },
  settings: (form) => ({
    kind: 'settings',
    minimumNoticeHours: Number(text(form.minimumNoticeHours)),
    horizonDays: Number(text(form.horizonDays)),
    maxCallsPerDay: Number(text(form.maxCallsPerDay)),
    ...(form.timeZone !== undefined ? { timeZone: text(form.timeZone) } : {}),
  }),
};

/**
 * One day's windows from a form: `start1`/`end1` and the optional `start2`/`end2` (with `suffix`, e.g.
 * "-3" for Wednesday). Both empty: no window; one of a pair empty: refused with the day named.
 */
function dayFields(form: Record<string, unknown>, suffix: string, what: string): HoursWindow[] {
  const field = (name: string) => {
    const value = form[`${name}${suffix}`];
    return typeof value === 'string' ? value.trim().slice(0, 20) : '';
  };
  const windows: HoursWindow[] = [];
  for (const [index, order] of [[1, 'first'], [2, 'second']] as const) {
    const start = field(`start${index}`).replace(/^(\d\d:\d\d):00$/, '$1');
    const end = field(`end${index}`).replace(/^(\d\d:\d\d):00$/, '$1');
    if (!start && !end) continue;
    if (!start || !end) throw new AvailabilityError(`${what}: give the ${order} stretch both a start and an end (or neither).`);
    windows.push({ start, end: end === '00:00' ? '24:00' : end });
  }
  if (!windows.length && suffix === '') throw new AvailabilityError(`${what}: give a start and an end, or choose "Closed all day".`);
  return windows;
}
