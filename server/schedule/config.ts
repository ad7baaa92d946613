import { callTypes, defaultAvailability, type Availability, type CallType, type HoursWindow, type Weekday } from '@/content/scheduling';

/**
 * The availability the server offers: content/scheduling.ts's defaults with the environment's overrides.
 * A malformed override stops the server at start with a message naming the variable.
 *
 * | Variable | Example |
 * | --- | --- |
 * | SCHEDULE_TIME_ZONE | America/New_York |
 * | SCHEDULE_HOURS | mon-thu=09:00-12:00,13:00-17:00; fri=09:00-13:00 |
 * | SCHEDULE_SLOT_INTERVAL_MINUTES | 30 |
 * | SCHEDULE_BUFFER_MINUTES | 15 |
 * | SCHEDULE_NOTICE_HOURS | 12 |
 * | SCHEDULE_HORIZON_DAYS | 21 |
 * | SCHEDULE_BLOCKED_DATES | 2026-12-28,2026-12-29 (replaces the default list) |
 * | SCHEDULE_MAX_PER_DAY | 6 |
 */
export function availabilityFrom(env: Record<string, string | undefined> = process.env): Availability {
  const availability: Availability = {
    ...defaultAvailability,
    timeZone: env.SCHEDULE_TIME_ZONE?.trim() || defaultAvailability.timeZone,
    weeklyHours: env.SCHEDULE_HOURS?.trim() ? parseHours(env.SCHEDULE_HOURS) : defaultAvailability.weeklyHours,
    slotIntervalMinutes: integer(env, 'SCHEDULE_SLOT_INTERVAL_MINUTES', defaultAvailability.slotIntervalMinutes, 5, 240),
    bufferMinutes: integer(env, 'SCHEDULE_BUFFER_MINUTES', defaultAvailability.bufferMinutes, 0, 240),
    minimumNoticeHours: integer(env, 'SCHEDULE_NOTICE_HOURS', defaultAvailability.minimumNoticeHours, ...availabilityLimits.minimumNoticeHours),
    horizonDays: integer(env, 'SCHEDULE_HORIZON_DAYS', defaultAvailability.horizonDays, ...availabilityLimits.horizonDays),
    blockedDates: env.SCHEDULE_BLOCKED_DATES !== undefined ? parseDates(env.SCHEDULE_BLOCKED_DATES) : defaultAvailability.blockedDates,
    maxCallsPerDay: integer(env, 'SCHEDULE_MAX_PER_DAY', defaultAvailability.maxCallsPerDay, ...availabilityLimits.maxCallsPerDay),
  };
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: availability.timeZone });
  } catch {
    throw new Error(`SCHEDULE_TIME_ZONE: "${availability.timeZone}" is not an IANA time zone (e.g. America/New_York)`);
  }
  return availability;
}

/** SCHEDULE_FEED_TOKEN: the secret in the team's calendar feed address; unset = no feed. */
export function feedTokenFrom(env: Record<string, string | undefined> = process.env): string | undefined {
  const token = env.SCHEDULE_FEED_TOKEN?.trim();
  if (!token) return undefined;
  if (!/^[A-Za-z0-9_-]{32,200}$/.test(token)) throw new Error('SCHEDULE_FEED_TOKEN: use at least 32 letters, digits, "-" or "_" (e.g. openssl rand -hex 24)');
  return token;
}

export function callTypeById(id: string | undefined): CallType | undefined {
  return callTypes.find((type) => type.id === (id ?? callTypes[0]?.id));
}

/** The ranges of the settings the environment and the stored availability may set (availability-store.ts checks the same). */
export const availabilityLimits = {
  minimumNoticeHours: [0, 24 * 14],
  horizonDays: [1, 90],
  maxCallsPerDay: [1, 50],
} as const satisfies Record<string, readonly [number, number]>;

/** A whole number within [min, max], or an error naming the setting. */
export function checkedInteger(name: string, raw: string | number, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name}: expected a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

export function integer(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  return raw ? checkedInteger(name, raw, min, max) : fallback;
}

const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

function weekday(name: string, setting: string): Weekday {
  const index = weekdays.indexOf(name.trim().toLowerCase() as (typeof weekdays)[number]);
  if (index < 0) throw new Error(`${setting}: unknown weekday "${name}" (use mon … sun)`);
  return (index + 1) as Weekday;
}

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** Weekly hours in the SCHEDULE_HOURS syntax ("mon-thu=09:00-12:00,13:00-17:00; fri=09:00-13:00"); errors name `setting`. */
export function parseHours(raw: string, setting = 'SCHEDULE_HOURS'): Availability['weeklyHours'] {
  const hours: Partial<Record<Weekday, HoursWindow[]>> = {};
  for (const rule of raw.split(';').map((part) => part.trim()).filter(Boolean)) {
    const [days, windows] = rule.split('=');
    if (!days || windows === undefined) throw new Error(`${setting}: "${rule}" is not DAYS=HH:MM-HH:MM[,HH:MM-HH:MM]`);
    const [first, last] = days.split('-');
    const from = weekday(first ?? '', setting);
    const to = last === undefined ? from : weekday(last, setting);
    const parsed = windows.trim() === '' ? [] : windows.split(',').map((window) => {
      const [start = '', end = ''] = window.trim().split('-');
      if (!timePattern.test(start) || !timePattern.test(end) || start >= end) {
        throw new Error(`${setting}: "${window.trim()}" is not a window HH:MM-HH:MM with its start before its end`);
      }
      return { start, end };
    });
    for (let day = from; day <= to; day += 1) hours[day as Weekday] = parsed;
  }
  return hours;
}

/** Dates "YYYY-MM-DD" separated by commas; errors name `setting`. */
export function parseDates(raw: string, setting = 'SCHEDULE_BLOCKED_DATES'): string[] {
  return raw.split(',').map((part) => part.trim()).filter(Boolean).map((date) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
      throw new Error(`${setting}: "${date}" is not a date YYYY-MM-DD`);
    }
    return date;
  });
}
