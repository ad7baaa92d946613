import { asc } from 'drizzle-orm';
import { callHosts, type Availability } from '@/content/scheduling';
import type { Database } from '../db';
import { scheduleBlockedDates, scheduleHostHours, scheduleSettings } from '../db/schema';
import { loadAvailability } from '../schedule/availability-store';
import { calendarStatus } from '../schedule/calendars';
import { availabilityLimits } from '../schedule/config';
import type { HostSettings } from '../schedule/hosts';
import type { AvailabilityView } from './call-pages';

/**
 * What the availability editor shows: the effective rules (server/schedule/availability-store.ts, the
 * one reader slot generation uses too) and, beside them, the rows the editor wrote (who set what), so a
 * stored value can be told from the environment's default and a blocked date can be unblocked.
 */

const settingLabels: Record<keyof typeof availabilityLimits, { label: string; unit: string }> = {
  minimumNoticeHours: { label: 'Minimum notice', unit: 'hours' },
  horizonDays: { label: 'Bookable ahead', unit: 'days' },
  maxCallsPerDay: { label: 'Most calls a day', unit: 'calls' },
};

export async function availabilityView(db: Database, base: Availability, hosts?: Pick<HostSettings, 'busyIcs' | 'calendarMaxAgeMs'>): Promise<AvailabilityView> {
  const effective = await loadAvailability(db, base);
  const [stored] = await db.select().from(scheduleSettings);
  const blocked = await db.select().from(scheduleBlockedDates).orderBy(asc(scheduleBlockedDates.date));
  const hours = await db.select().from(scheduleHostHours);
  const calendars = hosts ? await calendarStatus(db, hosts).catch(() => []) : [];
  return {
    timeZone: effective.timeZone,
    calendars,
    settings: (Object.keys(availabilityLimits) as (keyof typeof availabilityLimits)[]).map((key) => ({
      key,
      ...settingLabels[key],
      value: effective[key],
      stored: stored?.[key] !== null && stored?.[key] !== undefined,
      min: availabilityLimits[key][0],
      max: availabilityLimits[key][1],
    })),
    blocked: blocked.map((row) => ({ date: row.date, host: row.host, by: row.createdBy })),
    configured: base.blockedDates,
    hours: callHosts.map(({ id }) => {
      const row = hours.find((entry) => entry.host === id);
      return { host: id, hours: row?.hours ?? null, by: row?.updatedBy ?? null };
    }),
  };
}
