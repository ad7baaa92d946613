import type { Availability, CallType } from '@/content/scheduling';
import type { Database } from '../db';
import { loadAvailability } from './availability-store';
import { askedHost, hostedQuery, slotsOfHost, type Queryable } from './bookings';
import { dayReason, horizonDates, offeredDates, visitorReason } from './day-reasons';
import type { HostSettings } from './hosts';
import { hostedSlots } from './slots';

/** A date of the horizon without times, with the reason the visitor reads; `weekly` when only the week closes it. */
export interface ClosedDay {
  date: string;
  reason: string;
  weekly: boolean;
}

/**
 * The offered starts (as offeredSlots), the office zone they are read in (the stored one, else the
 * environment's) and every date of the horizon without times with its reason: for whoever is free (`closed`)
 * and per host of the call type (`hostClosed`), so the picker can explain a struck day for either choice.
 */
export async function offeredDays(db: Queryable, availability: Availability, callType: CallType, now = new Date(), options: { hosts?: HostSettings; host?: string } = {}) {
  const effective = await loadAvailability(db as Database, availability);
  const query = await hostedQuery(db, availability, callType, now, options.hosts);
  const all = hostedSlots(query);
  const only = askedHost(options.host);
  const slots = slotsOfHost(all, only);
  const dates = horizonDates(effective, now);
  const closedFor = (host?: string): ClosedDay[] => {
    const offered = offeredDates(all, effective.timeZone, host);
    return dates.flatMap((date) => {
      const reason = dayReason(query, offered, date, effective.timeZone, host);
      return reason ? [{ date, reason: visitorReason(reason), weekly: reason.kind === 'weekday' || (reason.kind === 'no-host' && reason.weekly) }] : [];
    });
  };
  const hostClosed: Record<string, ClosedDay[]> = {};
  for (const host of callType.hosts) hostClosed[host] = closedFor(host);
  return { slots, timeZone: effective.timeZone, maxCallsPerDay: effective.maxCallsPerDay, closed: only ? hostClosed[only] ?? closedFor(only) : closedFor(), hostClosed };
}

