import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { eq, inArray, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { Database } from '../db';
import { calendarBusy, calendarSources } from '../db/schema';
import type { HostSettings } from './hosts';
import type { HeldTime } from './slots';

/**
 * The hosts' own calendars (SCHEDULE_BUSY_ICS): read on an interval by each server process, never on a
 * visitor's request. A read sends the last ETag / Last-Modified (a 304 keeps the stored busy times),
 * gives up after a timeout and at a size limit, and replaces the host's rows in `calendar_busy` in one
 * transaction; `calendar_sources` records when each host's times were last read successfully. Every
 * server process and the CLI read the same tables, so they agree on who is busy and whose calendar is
 * stale. A calendar not read successfully for SCHEDULE_CALENDAR_MAX_AGE_HOURS is stale: its host offers
 * no times until it is read again. The URL is a secret: logs and errors name the host id only.
 */

const DAY = 86_400_000;
/** Busy times are expanded from a day back to this far ahead (beyond the longest horizon, 90 days). */
const EXPAND_DAYS = 100;
/** A recurring event is expanded at most this many times (a FREQ=MINUTELY rule cannot stall the reader). */
const MAX_OCCURRENCES = 20_000;
/** Conditional requests only while the stored expansion is younger than this (recurring events move the window). */
const FULL_READ_MS = 12 * 3_600_000;

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

/**
 * The busy intervals of an iCalendar text between `from` and `to`: single, recurring (RRULE, RDATE,
 * EXDATE, RECURRENCE-ID overrides) and all-day events in their VTIMEZONE (or the agency's zone when
 * floating); transparent and cancelled events (or instances) are free. Throws when the text is not iCalendar.
 */
export function busyIntervals(text: string, { from, to, timeZone }: { from: Date; to: Date; timeZone: string }): HeldTime[] {
  const root = new ICAL.Component(ICAL.parse(text));
  const calendar = root.name === 'vcalendar' ? root : root.getFirstSubcomponent('vcalendar');
  if (!calendar) throw new Error('not an iCalendar (no VCALENDAR)');
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = String(zone.getFirstPropertyValue('tzid') ?? '');
    if (tzid && !ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.register(zone);
  }
  const vevents = calendar.getAllSubcomponents('vevent');
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Component[] = [];
  for (const component of vevents) {
    if (component.hasProperty('recurrence-id')) exceptions.push(component);
    else masters.set(String(component.getFirstPropertyValue('uid') ?? Math.random()), new ICAL.Event(component));
  }
  const orphans: ICAL.Event[] = [];
  for (const component of exceptions) {
    const master = masters.get(String(component.getFirstPropertyValue('uid') ?? ''));
    if (master?.isRecurring()) master.relateException(component);
    else orphans.push(new ICAL.Event(component));
  }

  const busy: HeldTime[] = [];
  const add = (start: Date, end: Date, free: boolean) => {
    if (free || end <= from || start >= to || end <= start) return;
    busy.push({ start, end });
  };
  for (const event of [...masters.values(), ...orphans]) {
    if (!event.startDate) continue;
    const length = (start: ICAL.Time, end: ICAL.Time | null) => (end ? instantOf(end, timeZone) : instantOf(start, timeZone).getTime() + (start.isDate ? DAY : 0));
    if (!event.isRecurring() || event.isRecurrenceException()) {
      add(instantOf(event.startDate, timeZone), new Date(length(event.startDate, event.endDate)), isFree(event.component));
      continue;
    }
    const iterator = event.iterator();
    for (let count = 0, next = iterator.next(); next && count < MAX_OCCURRENCES; count += 1, next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      const start = instantOf(details.startDate, timeZone);
      // The iterator runs in the master's order; an override may move an instance anywhere, so only the master's time bounds the loop.
      if (instantOf(next, timeZone) >= to && start >= to) break;
      add(start, new Date(length(details.startDate, details.endDate)), isFree(details.item.component));
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

export const urlHash = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 32);

/** Reads a response body up to `max` bytes; throws past it (the rest is not downloaded). */
async function limitedText(response: Response, max: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > max) throw new Error(`larger than ${max} bytes`);
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw new Error(`larger than ${max} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface CalendarLog {
  info: (line: Record<string, unknown>) => void;
  error: (line: Record<string, unknown>) => void;
}

export interface RefreshOptions {
  db: Database;
  settings: Pick<HostSettings, 'busyIcs' | 'calendarTimeoutMs' | 'calendarMaxBytes'>;
  timeZone: string;
  now?: Date;
  log?: CalendarLog;
  /** Per process: when each URL was last read in full (the conditional request's validators are used only while it is recent). */
  fullReads?: Map<string, number>;
}

/** Reads every configured calendar once (one request per distinct URL); never throws. */
export async function refreshCalendars({ db, settings, timeZone, now = new Date(), log, fullReads = new Map() }: RefreshOptions): Promise<void> {
  const byUrl = new Map<string, string[]>();
  for (const [host, url] of settings.busyIcs) byUrl.set(url, [...(byUrl.get(url) ?? []), host]);
  await Promise.all(
    [...byUrl].map(async ([url, hosts]) => {
      const hash = urlHash(url);
      const sources = await db.select().from(calendarSources).where(inArray(calendarSources.host, hosts));
      const known = sources.find((row) => row.urlHash === hash && row.fetchedAt);
      const recent = (fullReads.get(url) ?? 0) > now.getTime() - FULL_READ_MS && sources.length === hosts.length && sources.every((row) => row.urlHash === hash && row.fetchedAt);
      const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Northstack-Calendar/1' };
      if (recent && known?.etag) headers['if-none-match'] = known.etag;
      if (recent && known?.lastModified) headers['if-modified-since'] = known.lastModified;
      const record = async (values: Partial<typeof calendarSources.$inferInsert>, busy?: HeldTime[]) => {
        await db.transaction(async (tx) => {
          for (const host of hosts) {
            if (busy) {
              await tx.delete(calendarBusy).where(eq(calendarBusy.host, host));
              if (busy.length) await tx.insert(calendarBusy).values(busy.map((time) => ({ host, startsAt: time.start, endsAt: time.end })));
            }
            await tx
              .insert(calendarSources)
              .values({ host, checkedAt: now, urlHash: hash, ...values })
              .onConflictDoUpdate({ target: calendarSources.host, set: { checkedAt: now, urlHash: hash, ...values } });
          }
        });
      };
      try {
        const response = await fetch(url, { headers, redirect: 'follow', signal: AbortSignal.timeout(settings.calendarTimeoutMs) });
        if (response.status === 304) {
          await response.body?.cancel().catch(() => {});
          await record({ fetchedAt: now, lastError: null });
          log?.info({ event: 'calendar.unchanged', hosts });
          return;
        }
        if (!response.ok) {
          await response.body?.cancel().catch(() => {});
          throw new Error(`HTTP ${response.status}`);
        }
        const text = await limitedText(response, settings.calendarMaxBytes);
        const busy = busyIntervals(text, { from: new Date(now.getTime() - DAY), to: new Date(now.getTime() + EXPAND_DAYS * DAY), timeZone });
        await record({ fetchedAt: now, lastError: null, etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') }, busy);
        fullReads.set(url, now.getTime());
        log?.info({ event: 'calendar.read', hosts, busy: busy.length });
      } catch (error) {
        // Never the URL (it is the calendar's secret): the hosts and the reason.
        const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${settings.calendarTimeoutMs} ms` : ((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message);
        const message = String(reason).replaceAll(url, '<calendar>').slice(0, 300);
        await record({ lastError: message }).catch(() => {});
        log?.error({ event: 'calendar.failed', hosts, reason: message });
      }
    }),
  );
}

/** Reads every configured calendar now and then every `calendarIntervalMs`; stop() waits for a read in flight. */
export function startCalendarPoller(options: Omit<RefreshOptions, 'now' | 'settings'> & { settings: HostSettings }) {
  const fullReads = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = refreshCalendars({ ...options, fullReads }).finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(tick, options.settings.calendarIntervalMs);
    });
  };
  if (options.settings.busyIcs.size) tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export interface CalendarStatus {
  host: string;
  /** The last successful read, or null (never read). */
  fetchedAt: Date | null;
  stale: boolean;
  lastError: string | null;
}

/** Per configured host: how fresh their calendar is. Stale = not read successfully within calendarMaxAgeMs. */
export async function calendarStatus(db: Database, settings: Pick<HostSettings, 'busyIcs' | 'calendarMaxAgeMs'>, now = new Date()): Promise<CalendarStatus[]> {
  if (!settings.busyIcs.size) return [];
  const rows = await db.select().from(calendarSources).where(inArray(calendarSources.host, [...settings.busyIcs.keys()]));
  return [...settings.busyIcs].map(([host, url]) => {
    const row = rows.find((entry) => entry.host === host && entry.urlHash === urlHash(url));
    const fetchedAt = row?.fetchedAt ?? null;
    return { host, fetchedAt, stale: !fetchedAt || now.getTime() - fetchedAt.getTime() > settings.calendarMaxAgeMs, lastError: row?.lastError ?? null };
  });
}

/** Busy times per host (from a day ago on) and the hosts whose calendar is stale. */
export async function calendarBusyTimes(
  db: Database,
  settings: Pick<HostSettings, 'busyIcs' | 'calendarMaxAgeMs'>,
  now = new Date(),
): Promise<{ busy: Map<string, HeldTime[]>; stale: Set<string> }> {
  const busy = new Map<string, HeldTime[]>();
  if (!settings.busyIcs.size) return { busy, stale: new Set() };
  const status = await calendarStatus(db, settings, now);
  const rows = await db
    .select()
    .from(calendarBusy)
    .where(sql`${calendarBusy.endsAt} > ${new Date(now.getTime() - DAY)} and ${inArray(calendarBusy.host, [...settings.busyIcs.keys()])}`);
  for (const row of rows) busy.set(row.host, [...(busy.get(row.host) ?? []), { start: row.startsAt, end: row.endsAt }]);
  return { busy, stale: new Set(status.filter((entry) => entry.stale).map((entry) => entry.host)) };
}
