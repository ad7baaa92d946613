import { and, eq } from 'drizzle-orm';
import { callHosts, type Availability } from '@/content/scheduling';
import type { Database } from '../db';
import { scheduleBlockedDates, scheduleHostHours, scheduleSettings } from '../db/schema';
import { availabilityFrom, availabilityLimits, checkedInteger, parseDates, parseHours } from './config';

/**
 * Availability as data: what the team edits (the inbox's editor builds on this module) overlaid on the
 * defaults (content/scheduling.ts with the environment's overrides, server/schedule/config.ts).
 *
 * - `loadAvailability(db)` answers the effective availability: the agency's settings (notice, horizon,
 *   daily cap: a stored value wins over the environment), agency-wide blocked dates (the environment's
 *   list plus the stored ones), and per host their weekly hours (stored, else the agency's) and their own
 *   blocked dates. Slot generation reads it at request time.
 * - `saveAvailability(db, change, actor)` validates one change with config.ts's parsers (the same rules
 *   and messages as the environment variables; an invalid change throws AvailabilityError and stores
 *   nothing) and records who made it (`actor`, e.g. the editor's sign-in name or "cli").
 *
 * Caching: answers are kept for CACHE_MS per database handle; a save in this process clears the cache at
 * once. Another process sharing the database (a second server on the same PostgreSQL, the CLI) sees a
 * save within CACHE_MS (30 s). Bookings are still refused by the database's checks at booking time, so a
 * stale cache can offer a time for at most that long, never book past a rule.
 */

export interface EffectiveAvailability extends Availability {
  /** Weekly hours per host id; a host without an entry works the agency's `weeklyHours`. */
  hostHours: Readonly<Record<string, Availability['weeklyHours']>>;
  /** Days a single host takes no calls (besides the agency-wide `blockedDates`). */
  hostBlockedDates: Readonly<Record<string, readonly string[]>>;
}

export type AvailabilityChange =
  /** A host's weekly hours in the SCHEDULE_HOURS syntax ("mon-thu=09:00-12:00,13:00-17:00; fri=09:00-13:00"); null = back to the agency's hours. */
  | { kind: 'weekly-hours'; host: string; hours: string | null }
  /** A day without calls, for everyone or (with host) for one host. */
  | { kind: 'block-date'; date: string; host?: string }
  | { kind: 'unblock-date'; date: string; host?: string }
  /** Notice (hours), horizon (days), daily cap (calls); null = back to the environment's default; absent = unchanged. */
  | { kind: 'settings'; minimumNoticeHours?: number | null; horizonDays?: number | null; maxCallsPerDay?: number | null };

/** A change the store refuses; its message names the setting and the rule. */
export class AvailabilityError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AvailabilityError';
  }
}

/** The availability one host offers: the agency's with their weekly hours and their blocked dates. */
export function hostAvailability(effective: EffectiveAvailability, host: string): Availability {
  const own = effective.hostBlockedDates[host] ?? [];
  return {
    ...effective,
    weeklyHours: effective.hostHours[host] ?? effective.weeklyHours,
    blockedDates: own.length ? [...effective.blockedDates, ...own] : effective.blockedDates,
  };
}

export const CACHE_MS = 30_000;
const cache = new WeakMap<object, { base: Availability; at: number; value: EffectiveAvailability }>();

/** The defaults overlaid with the stored rows (see the module comment); `base` defaults to the environment's availability. */
export async function loadAvailability(db: Database, base: Availability = availabilityFrom(process.env), now = Date.now()): Promise<EffectiveAvailability> {
  const cached = cache.get(db);
  if (cached && cached.base === base && now - cached.at < CACHE_MS) return cached.value;
  const [settings] = await db.select().from(scheduleSettings).where(eq(scheduleSettings.id, 1));
  const hours = await db.select().from(scheduleHostHours);
  const blocked = await db.select().from(scheduleBlockedDates);
  const hostHours: Record<string, Availability['weeklyHours']> = {};
  for (const row of hours) {
    try {
      hostHours[row.host] = parseHours(row.hours, `weekly hours of ${row.host}`);
    } catch {
      // Stored rows were validated on save; a row that no longer parses leaves the agency's hours.
    }
  }
  const hostBlockedDates: Record<string, string[]> = {};
  const agencyBlocked = [...base.blockedDates];
  for (const row of blocked) {
    if (row.host) (hostBlockedDates[row.host] ??= []).push(row.date);
    else if (!agencyBlocked.includes(row.date)) agencyBlocked.push(row.date);
  }
  const value: EffectiveAvailability = {
    ...base,
    minimumNoticeHours: settings?.minimumNoticeHours ?? base.minimumNoticeHours,
    horizonDays: settings?.horizonDays ?? base.horizonDays,
    maxCallsPerDay: settings?.maxCallsPerDay ?? base.maxCallsPerDay,
    blockedDates: agencyBlocked,
    hostHours,
    hostBlockedDates,
  };
  cache.set(db, { base, at: now, value });
  return value;
}

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
function checkDate(date: string): string {
  const refused = () => new AvailabilityError(`blocked date: "${date.slice(0, 40)}" is not one date YYYY-MM-DD (years 0001 to 9999)`);
  if (date.length > 40 || !/^\d{4}-\d{2}-\d{2}$/.test(date) || date.startsWith('0000')) throw refused();
  const [parsed] = checked(() => parseDates(date, 'blocked date'));
  if (!parsed) throw refused();
  return parsed;
}

/** Validates and stores one change (see AvailabilityChange); throws AvailabilityError and stores nothing when it is invalid. */
export async function saveAvailability(db: Database, change: AvailabilityChange, actor: string): Promise<void> {
  const by = actor.trim().slice(0, 200);
  if (!by) throw new AvailabilityError('An actor (who made the change) is required.');
  switch (change.kind) {
    case 'weekly-hours': {
      const host = checkHost(change.host);
      if (!host) throw new AvailabilityError('Weekly hours are set per host: name the host.');
      if (change.hours === null) {
        await db.delete(scheduleHostHours).where(eq(scheduleHostHours.host, host));
        break;
      }
      const hours = change.hours.trim();
      checked(() => parseHours(hours, `weekly hours of ${host}`));
      await db
        .insert(scheduleHostHours)
        .values({ host, hours, updatedBy: by })
        .onConflictDoUpdate({ target: scheduleHostHours.host, set: { hours, updatedBy: by, updatedAt: new Date() } });
      break;
    }
    case 'block-date': {
      const values = { date: checkDate(change.date), host: checkHost(change.host), createdBy: by };
      await db.insert(scheduleBlockedDates).values(values).onConflictDoNothing();
      break;
    }
    case 'unblock-date': {
      const date = checkDate(change.date);
      await db.delete(scheduleBlockedDates).where(and(eq(scheduleBlockedDates.date, date), eq(scheduleBlockedDates.host, checkHost(change.host))));
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
