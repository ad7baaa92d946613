import { and, asc, eq, sql } from 'drizzle-orm';
import { callHosts, type Availability, type DateOverride, type HoursWindow, type Weekday } from '@/content/scheduling';
import { commonTimeZones, isTimeZone } from '@/lib/schedule/format';
import { formatClock } from '@/content/business-hours';
import type { Database } from '../db';
import { scheduleDateOverrides, scheduleSettings, scheduleWeeklyHours } from '../db/schema';
import { availabilityFrom, availabilityLimits, checkedInteger, parseDates, parseHours } from './config';

/**
 * Availability as data: what the team edits (the inbox's Availability page, server/inbox/) overlaid on the
 * first-run defaults (content/business-hours.ts through content/scheduling.ts, with the environment's
 * overrides, server/schedule/config.ts). Typed rows (migration 0013):
 *
 * - `schedule_settings` (one row): office time zone, notice, horizon, daily cap; null = the default.
 * - `schedule_weekly_hours`: one row per window per weekday and owner ('' the agency, else a host id); a row
 *   without times marks a weekday closed. An owner without rows works the defaults (a host the agency's).
 * - `schedule_date_overrides`: a date, agency-wide or one host's, closed (a row without times) or with its
 *   own windows, with an optional label ("Christmas Day", "Half day").
 *
 * `loadAvailability(db)` answers the effective model; slot generation (slots.ts) reads it at request time.
 * `saveAvailability(db, change, actor)` validates one change (an invalid one throws AvailabilityError and
 * stores nothing) and records who made it.
 *
 * Caching: answers are kept for CACHE_MS per database handle; a save in this process clears the cache at
 * once. Another process sharing the database (a second server on the same PostgreSQL, the CLI) sees a
 * save within CACHE_MS (30 s). Bookings are still refused by the database's checks at booking time, so a
 * stale cache can offer a time for at most that long, never book past a rule.
 */

export type WeeklyHours = Availability['weeklyHours'];

export interface EffectiveAvailability extends Availability {
  /** Weekly hours per host id; a host without an entry works the agency's `weeklyHours`. */
  hostHours: Readonly<Record<string, WeeklyHours>>;
  /** The agency's stored date overrides (also in `dateOverrides`, beside the defaults' closed dates). */
  dateOverrides: Readonly<Record<string, DateOverride>>;
  /** Each host's own date overrides. */
  hostOverrides: Readonly<Record<string, Readonly<Record<string, DateOverride>>>>;
  /** Which values come from the editor rather than the defaults. */
  stored: { timeZone: boolean; agencyHours: boolean };
}

export type AvailabilityChange =
  /**
   * Weekly hours of the agency (owner '') or a host: per weekday its windows (none: closed), or the
   * SCHEDULE_HOURS syntax ("mon-thu=09:00-12:00,13:00-17:00; fri=09:00-13:00"); null = back to the default
   * (a host: the agency's hours; the agency: the first-run default).
   */
  | { kind: 'weekly-hours'; owner?: string; host?: string; hours: WeeklyHours | string | null }
  /** A date's own hours (empty: closed) for everyone or one host, with an optional label; replaces that date's override. */
  | { kind: 'override'; date: string; host?: string; hours: readonly HoursWindow[]; label?: string }
  | { kind: 'remove-override'; date: string; host?: string }
  /** A day without calls (a closed override without a label), for everyone or one host. */
  | { kind: 'block-date'; date: string; host?: string; label?: string }
  | { kind: 'unblock-date'; date: string; host?: string }
  /** Notice (hours), horizon (days), daily cap (calls), office zone; null = back to the default; absent = unchanged. */
  | { kind: 'settings'; minimumNoticeHours?: number | null; horizonDays?: number | null; maxCallsPerDay?: number | null; timeZone?: string | null };

/** A change the store refuses; its message names the setting and the rule. */
export class AvailabilityError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AvailabilityError';
  }
}

/**
 * The availability one host offers: the agency's with their weekly hours and date overrides. On a date
 * both have, the agency's closing wins (the office is shut), else the host's own hours do.
 */
export function hostAvailability(effective: EffectiveAvailability, host: string): Availability {
  const own = effective.hostOverrides[host] ?? {};
  const dateOverrides: Record<string, DateOverride> = { ...effective.dateOverrides };
  for (const [date, override] of Object.entries(own)) {
    const agency = dateOverrides[date];
    if (!agency || agency.hours.length) dateOverrides[date] = override;
  }
  return { ...effective, weeklyHours: effective.hostHours[host] ?? effective.weeklyHours, dateOverrides };
}

export const CACHE_MS = 30_000;

/** Drops this process's cached answer for `db`: after a change made outside saveAvailability (SQL by hand, a test resetting the tables). */
export function forgetAvailability(db: object): void {
  cache.delete(db);
}
const cache = new WeakMap<object, { base: Availability; at: number; value: EffectiveAvailability }>();

type WindowRow = { starts: string | null; ends: string | null };

function weekFrom(rows: readonly (WindowRow & { weekday: number })[]): WeeklyHours {
  const week: Partial<Record<Weekday, HoursWindow[]>> = {};
  for (const row of rows) {
    const day = (week[row.weekday as Weekday] ??= []);
    if (row.starts && row.ends) day.push({ start: row.starts, end: row.ends });
  }
  for (const windows of Object.values(week)) windows.sort((a, b) => a.start.localeCompare(b.start));
  return week;
}

/** The defaults overlaid with the stored rows (see the module comment); `base` defaults to the environment's availability. */
export async function loadAvailability(db: Database, base: Availability = availabilityFrom(process.env), now = Date.now()): Promise<EffectiveAvailability> {
  const cached = cache.get(db);
  if (cached && cached.base === base && now - cached.at < CACHE_MS) return cached.value;
  const [settings] = await db.select().from(scheduleSettings).where(eq(scheduleSettings.id, 1));
  const hours = await db.select().from(scheduleWeeklyHours);
  const overrides = await db.select().from(scheduleDateOverrides).orderBy(asc(scheduleDateOverrides.date), asc(scheduleDateOverrides.starts));
  const byOwner = new Map<string, typeof hours>();
  for (const row of hours) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), row]);
  const hostHours: Record<string, WeeklyHours> = {};
  for (const [owner, rows] of byOwner) if (owner) hostHours[owner] = weekFrom(rows);
  const agencyOverrides: Record<string, DateOverride> = {};
  const hostOverrides: Record<string, Record<string, DateOverride>> = {};
  for (const row of overrides) {
    const into = row.owner ? (hostOverrides[row.owner] ??= {}) : agencyOverrides;
    const entry = (into[row.date] ??= { hours: [], ...(row.label ? { label: row.label } : {}), ...(row.owner ? { host: row.owner } : {}) });
    if (row.starts && row.ends) (entry.hours as HoursWindow[]).push({ start: row.starts, end: row.ends });
  }
  // The defaults' closed dates stay closed unless the editor gave the date its own hours.
  const blockedDates = base.blockedDates.filter((date) => !agencyOverrides[date]?.hours.length);
  const storedZone = settings?.timeZone && isOfficeZone(settings.timeZone) ? settings.timeZone : null;
  const agencyRows = byOwner.get('');
  const value: EffectiveAvailability = {
    ...base,
    timeZone: storedZone ?? base.timeZone,
    weeklyHours: agencyRows ? weekFrom(agencyRows) : base.weeklyHours,
    minimumNoticeHours: settings?.minimumNoticeHours ?? base.minimumNoticeHours,
    horizonDays: settings?.horizonDays ?? base.horizonDays,
    maxCallsPerDay: settings?.maxCallsPerDay ?? base.maxCallsPerDay,
    blockedDates,
    dateOverrides: agencyOverrides,
    hostHours,
    hostOverrides,
    stored: { timeZone: storedZone !== null, agencyHours: agencyRows !== undefined },
  };
  cache.set(db, { base, at: now, value });
  return value;
}

/** The host ids and names the editor and the CLI accept. */
function checkHost(host: string | undefined): string {
  if (host === undefined || host === '') return '';
  if (!callHosts.some((entry) => entry.id === host)) throw new AvailabilityError(`Unknown host "${host.slice(0, 60)}": use one of ${callHosts.map((entry) => entry.id).join(', ')}.`);
  return host;
}

function checked<T>(validate: () => T): T {
  try {
    return validate();
  } catch (error) {
    throw error instanceof AvailabilityError ? error : new AvailabilityError((error as Error).message);
  }
}

/** One real calendar date YYYY-MM-DD in years 1 to 9999 (the database's date refuses year 0: a 500 before issue 41). */
export function checkDate(date: string): string {
  const refused = () => new AvailabilityError(`Date: "${date.slice(0, 40)}" is not one date YYYY-MM-DD (years 0001 to 9999).`);
  if (date.length > 40 || !/^\d{4}-\d{2}-\d{2}$/.test(date) || date.startsWith('0000')) throw refused();
  try {
    const [parsed] = parseDates(date, 'date');
    if (parsed) return parsed;
  } catch {
    // refused below, in the editor's words
  }
  throw refused();
}

const startPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const endPattern = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
export const MAX_WINDOWS = 4;
export const MAX_LABEL = 80;

/** A typed time as the team reads it in a message: "9 a.m.", "5:30 p.m.", "midnight" (the house style, formatClock). */
const clock = (hhmm: string) => (hhmm === '24:00' ? 'midnight' : formatClock(hhmm));
const span = (window: HoursWindow) => `${clock(window.start)} to ${clock(window.end)}`;

/** Windows of one day: times HH:MM, each start before its end, in order and not overlapping; `what` names the day in messages. */
export function checkWindows(windows: readonly HoursWindow[], what: string): HoursWindow[] {
  if (windows.length > MAX_WINDOWS) throw new AvailabilityError(`${what}: at most ${MAX_WINDOWS} windows a day.`);
  const sorted = windows.map((window) => {
    const start = String(window.start ?? '').slice(0, 10);
    const end = String(window.end ?? '').slice(0, 10);
    if (!startPattern.test(start)) throw new AvailabilityError(`${what}: "${start}" is not a time from 00:00 to 23:59.`);
    if (!endPattern.test(end)) throw new AvailabilityError(`${what}: "${end}" is not a time from 00:01 to 24:00.`);
    if (start >= end) throw new AvailabilityError(`${what}: the end (${clock(end)}) must be after the start (${clock(start)}).`);
    return { start, end };
  }).sort((a, b) => a.start.localeCompare(b.start));
  for (let index = 1; index < sorted.length; index += 1) {
    if (sorted[index]!.start < sorted[index - 1]!.end) throw new AvailabilityError(`${what}: ${span(sorted[index - 1]!)} and ${span(sorted[index]!)} overlap.`);
  }
  return sorted;
}

/** A label for visitors: plain text up to MAX_LABEL characters, no markup or control characters; '' = none. */
export function checkLabel(label: string | undefined): string | null {
  const value = (label ?? '').replace(/\s+/g, ' ').trim();
  if (!value) return null;
  if (value.length > MAX_LABEL) throw new AvailabilityError(`Label: at most ${MAX_LABEL} characters (this one has ${value.length}).`);
  // Controls (C0, C1, line and paragraph separators) and direction overrides and isolates, which would turn the text around it on the picker.
  if (/[<>\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/.test(value)) throw new AvailabilityError('Label: plain text only (no "<", ">", control or text-direction characters).');
  return value;
}

export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** An IANA zone name the runtime knows (the Account page's list: commonTimeZones and Intl's own names), not an offset like "+05:00". */
export function isOfficeZone(zone: string): boolean {
  return zone.length <= 64 && isTimeZone(zone) && ((commonTimeZones as readonly string[]).includes(zone) || Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC');
}

/**
 * Serialises the saves that replace a set of rows (an owner's week, a date's override): under READ COMMITTED two
 * concurrent delete-then-insert saves both delete nothing the other inserted and both insert, leaving a week or a
 * date with two edits' windows at once (overlapping, which the checks forbid). Taken per transaction, across processes.
 */
async function lockAvailability(tx: Parameters<Parameters<Database['transaction']>[0]>[0]) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('schedule-availability'))`);
}

/** Validates and stores one change (see AvailabilityChange); throws AvailabilityError and stores nothing when it is invalid. */
export async function saveAvailability(db: Database, change: AvailabilityChange, actor: string): Promise<void> {
  const by = actor.trim().slice(0, 200);
  if (!by) throw new AvailabilityError('An actor (who made the change) is required.');
  switch (change.kind) {
    case 'weekly-hours': {
      const owner = checkHost(change.owner ?? change.host);
      if (change.hours === null) {
        await db.delete(scheduleWeeklyHours).where(eq(scheduleWeeklyHours.owner, owner));
        break;
      }
      const source = change.hours;
      const week = typeof source === 'string' ? checked(() => parseHours(source.trim(), `weekly hours of ${owner || 'the agency'}`)) : source;
      const rows: (typeof scheduleWeeklyHours.$inferInsert)[] = [];
      for (let day = 1; day <= 7; day += 1) {
        const windows = checkWindows(week[day as Weekday] ?? [], weekdayNames[day - 1]!);
        if (!windows.length) rows.push({ owner, weekday: day, starts: null, ends: null, updatedBy: by });
        for (const window of windows) rows.push({ owner, weekday: day, starts: window.start, ends: window.end, updatedBy: by });
      }
      await db.transaction(async (tx) => {
        await lockAvailability(tx);
        await tx.delete(scheduleWeeklyHours).where(eq(scheduleWeeklyHours.owner, owner));
        await tx.insert(scheduleWeeklyHours).values(rows);
      });
      break;
    }
    case 'override':
    case 'block-date': {
      const date = checkDate(change.date);
      const owner = checkHost(change.host);
      const windows = change.kind === 'override' ? checkWindows(change.hours, 'Hours of the day') : [];
      const label = checkLabel(change.label);
      const rows = windows.length
        ? windows.map((window) => ({ date, owner, starts: window.start, ends: window.end, label, createdBy: by }))
        : [{ date, owner, starts: null, ends: null, label, createdBy: by }];
      await db.transaction(async (tx) => {
        await lockAvailability(tx);
        await tx.delete(scheduleDateOverrides).where(and(eq(scheduleDateOverrides.date, date), eq(scheduleDateOverrides.owner, owner)));
        await tx.insert(scheduleDateOverrides).values(rows);
      });
      break;
    }
    case 'remove-override':
    case 'unblock-date': {
      const date = checkDate(change.date);
      await db.delete(scheduleDateOverrides).where(and(eq(scheduleDateOverrides.date, date), eq(scheduleDateOverrides.owner, checkHost(change.host))));
      break;
    }
    case 'settings': {
      const set: Partial<typeof scheduleSettings.$inferInsert> = {};
      for (const key of Object.keys(availabilityLimits) as (keyof typeof availabilityLimits)[]) {
        const value = change[key];
        if (value === undefined) continue;
        const [min, max] = availabilityLimits[key];
        set[key] = value === null ? null : checked(() => checkedInteger(key, value, min, max));
      }
      if (change.timeZone !== undefined) {
        const zone = change.timeZone === null ? null : String(change.timeZone).trim();
        if (zone !== null && !isOfficeZone(zone)) throw new AvailabilityError(`Time zone: "${zone.slice(0, 64)}" is not an IANA time zone (e.g. America/New_York).`);
        set.timeZone = zone;
      }
      await db
        .insert(scheduleSettings)
        .values({ id: 1, ...set, updatedBy: by })
        .onConflictDoUpdate({ target: scheduleSettings.id, set: { ...set, updatedBy: by, updatedAt: new Date() } });
      break;
    }
    default:
      throw new AvailabilityError('Unknown kind of availability change.');
  }
  cache.delete(db);
}
