import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { calendarBusy, calendarSources } from '../db/schema';
import { busyIntervals, CalendarBudgetError, merge } from './calendar-parse';
import { defaultReadLimits, readBusyTimes, type ReadLimits } from './calendar-reader';
import { checkedUrl, type HostSettings } from './hosts';
import type { HeldTime } from './slots';
import type { Availability } from '@/content/scheduling';
import { loadAvailability } from './availability-store';

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
/** Conditional requests only while the stored expansion is younger than this (recurring events move the window). */
const FULL_READ_MS = 12 * 3_600_000;
/** Redirects followed per read, each checked against the configured URL's policy. */
const MAX_REDIRECTS = 5;
/** How `calendar_sources.last_error` marks a feed over its budget (its host offers no times until a read within it). */
export const OVER_BUDGET = 'over budget: ';

export { busyIntervals, merge };

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
  /** The availability defaults: floating times (no zone in the feed) are read in the office zone stored from the inbox (loadAvailability), else its zone. */
  availability: Availability;
  now?: Date;
  log?: CalendarLog;
  /** Per process: when each URL was last read in full (the conditional request's validators are used only while it is recent). */
  fullReads?: Map<string, number>;
  /** Per feed: the parse's time, memory, iterations and instances (calendar-reader.ts's defaults). */
  limits?: Partial<ReadLimits>;
  /** Per poll: the time every feed's parse together may take (feeds are parsed one at a time); 120 s. */
  pollParseMs?: number;
}

const privateHost = (hostname: string) =>
  /^(?:localhost|.*\.localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|10(?:\.\d{1,3}){3}|192\.168(?:\.\d{1,3}){2}|172\.(?:1[6-9]|2\d|3[01])(?:\.\d{1,3}){2}|169\.254(?:\.\d{1,3}){2}|100\.(?:6[4-9]|[7-9]\d|1[01]\d|12[0-7])(?:\.\d{1,3}){2}|\[(?:::1?|f[cd][0-9a-f:]*|fe[89ab][0-9a-f:]*|::ffff:[0-9a-f.:]*)\])$/i.test(hostname);

/**
 * A redirect's target, checked as the configured address is (checkedUrl: https, or http on loopback only; no
 * user name or password), and never a loopback, private or link-local host unless it is the configured URL's own
 * host. Host names are not resolved here: a public name that resolves to a private address is not caught.
 */
export function redirectTarget(configured: string, current: string, location: string): string {
  let next: string;
  try {
    next = checkedUrl('redirect', new URL(location, current).href, { loopbackHttp: true });
  } catch {
    throw new Error('redirected to an address the calendar policy refuses (https only, no credentials)');
  }
  const { hostname } = new URL(next);
  if (privateHost(hostname) && hostname !== new URL(configured).hostname) throw new Error('redirected to a private or loopback address');
  return next;
}

/** GET with redirects followed by hand (redirect: 'manual'), each hop checked by redirectTarget. */
async function fetchFeed(url: string, headers: Record<string, string>, signal: AbortSignal): Promise<Response> {
  let current = url;
  for (let hop = 0; ; hop += 1) {
    const response = await fetch(current, { headers, redirect: 'manual', signal });
    if (![301, 302, 303, 307, 308].includes(response.status)) return response;
    await response.body?.cancel().catch(() => {});
    if (hop >= MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
    const location = response.headers.get('location');
    if (!location) throw new Error(`HTTP ${response.status} without a Location`);
    current = redirectTarget(url, current, location);
  }
}

/**
 * Reads every configured calendar once (one request per distinct URL); never throws. Each feed is fetched, then
 * parsed in a worker (calendar-reader.ts: one at a time, within its limits and the poll's), then written in one
 * short transaction: no transaction is open while a feed is fetched or parsed. A feed over its budget marks its
 * hosts busy (no times offered, like a stale calendar) until a read within budget: `OVER_BUDGET` in last_error,
 * fetched_at cleared (no last good copy serves, no 304 brings it back).
 */
export async function refreshCalendars({ db, settings, availability, now = new Date(), log, fullReads = new Map(), limits: given, pollParseMs = 120_000 }: RefreshOptions): Promise<void> {
  const limits: ReadLimits = { ...defaultReadLimits, ...given };
  // The office zone the picker and the slots use (the Availability page's), read on every poll.
  const { timeZone } = await loadAvailability(db, availability);
  const pollDeadline = Date.now() + pollParseMs;
  let parsing: Promise<unknown> = Promise.resolve();
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
        const response = await fetchFeed(url, headers, AbortSignal.timeout(settings.calendarTimeoutMs));
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
        // One feed parsed at a time (one worker's memory at most), within what is left of the poll's time.
        const turn = parsing.then(() => {
          const left = pollDeadline - Date.now();
          if (left < 100) throw new CalendarBudgetError(`this poll's ${pollParseMs} ms of reading were spent on other calendars`);
          return readBusyTimes(text, { from: new Date(now.getTime() - DAY), to: new Date(now.getTime() + EXPAND_DAYS * DAY), timeZone }, { ...limits, timeMs: Math.min(limits.timeMs, left) });
        });
        parsing = turn.catch(() => {});
        const busy = await turn;
        await record({ fetchedAt: now, lastError: null, etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') }, busy);
        fullReads.set(url, now.getTime());
        log?.info({ event: 'calendar.read', hosts, busy: busy.length });
      } catch (error) {
        // Never the URL (it is the calendar's secret): the hosts and the reason.
        const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${settings.calendarTimeoutMs} ms` : ((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message);
        const message = String(reason).replaceAll(url, '<calendar>').slice(0, 300);
        if (error instanceof CalendarBudgetError) {
          // Fails closed: no last good copy, no validators; the hosts offer no times until a read within budget.
          fullReads.delete(url);
          await record({ fetchedAt: null, etag: null, lastModified: null, lastError: `${OVER_BUDGET}${message}` }).catch(() => {});
          log?.error({ event: 'calendar.over-budget', hosts, reason: message });
          return;
        }
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
  /** The last successful read, or null (never read, or over budget since). */
  fetchedAt: Date | null;
  stale: boolean;
  /** The last read needed more than the feed's budget: the host offers no times (stale) until a read within it. */
  overBudget: boolean;
  lastError: string | null;
}

/** Per configured host: how fresh their calendar is. Stale = not read successfully within calendarMaxAgeMs. */
export async function calendarStatus(db: Database, settings: Pick<HostSettings, 'busyIcs' | 'calendarMaxAgeMs'>, now = new Date()): Promise<CalendarStatus[]> {
  if (!settings.busyIcs.size) return [];
  const rows = await db.select().from(calendarSources).where(inArray(calendarSources.host, [...settings.busyIcs.keys()]));
  return [...settings.busyIcs].map(([host, url]) => {
    const row = rows.find((entry) => entry.host === host && entry.urlHash === urlHash(url));
    const fetchedAt = row?.fetchedAt ?? null;
    const overBudget = !fetchedAt && !!row?.lastError?.startsWith(OVER_BUDGET);
    return { host, fetchedAt, stale: !fetchedAt || now.getTime() - fetchedAt.getTime() > settings.calendarMaxAgeMs, overBudget, lastError: row?.lastError ?? null };
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
