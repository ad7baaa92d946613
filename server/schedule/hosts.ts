import { randomBytes } from 'node:crypto';
import { callHosts, type CallType } from '@/content/scheduling';
import type { HostSummary } from '@/lib/forms/booking';
import { hostSummary } from '@/lib/schedule/hosts';
import { emailAddress } from '@/lib/forms/fields';
import { integer } from './config';

/**
 * The people who take calls: who they are (the roster and content/scheduling.ts), where their calls
 * happen (a video room per booking), where their busy times come from (their own calendar's secret
 * iCal address) and who is told of a booking. Configuration from the environment, checked at start:
 *
 * | Variable | Meaning (default) |
 * | --- | --- |
 * | SCHEDULE_BUSY_ICS | `hostId=URL` pairs separated by commas, or one URL for every host (none) |
 * | SCHEDULE_CALENDAR_INTERVAL_MINUTES | how often each calendar is read (5) |
 * | SCHEDULE_CALENDAR_MAX_AGE_HOURS | how long the last good copy serves when a calendar cannot be read (6) |
 * | SCHEDULE_CALENDAR_TIMEOUT_SECONDS | per read (10) |
 * | SCHEDULE_CALENDAR_MAX_BYTES | per calendar (5000000) |
 * | SCHEDULE_MEETING_BASE | the Jitsi Meet server of the default rooms (https://meet.jit.si) |
 * | SCHEDULE_HOST_ROOMS | `hostId=https://...` fixed rooms (Zoom, Google Meet, Teams) |
 * | SCHEDULE_HOST_EMAILS | `hostId=address`: who is told of a host's bookings (else LEADS_NOTIFY_TO) |
 * | SCHEDULE_MAX_UPCOMING_PER_EMAIL | upcoming calls one address (visitor or guest) may hold (2) |
 * | SCHEDULE_MAX_UPCOMING_PER_NETWORK | upcoming calls booked from one network, /24 IPv4 or /64 IPv6 (4) |
 * | SCHEDULE_MAX_PER_EMAIL_PER_DAY | bookings one address may make in 24 hours, moves excluded (3) |
 * | SCHEDULE_AT_ONCE_PER_NETWORK_PER_DAY | bookings from one network mailed at once in 24 hours; later ones wait for the visitor's proof (2) |
 * | SCHEDULE_AT_ONCE_PER_RANGE_PER_DAY | the same per provider range, /16 IPv4 or /48 IPv6 (4) |
 * | SCHEDULE_UNPROVEN_DAY_SHARE | percent of a day's maximum that bookings without a proof may hold; past it, a booking waits for one (50) |
 * | SCHEDULE_HOLD_MINUTES | how long a booking waiting for its proof holds its time (30) |
 * | SCHEDULE_MAX_HELD_PER_NETWORK | bookings waiting for a proof at once, per network (2) |
 * | SCHEDULE_MAX_HELD_PER_RANGE | the same per provider range (3) |
 * | SCHEDULE_MAX_MAILS_PER_NETWORK_PER_DAY | visitor and guest mails for bookings from one network in 24 hours, cancelled ones included (8) |
 * | SCHEDULE_MAX_VISITOR_MAILS_PER_DAY | visitor and guest mails from all bookings in 24 hours; past it none, and one alert to the team (500) |
 */

/** What the API says of a host: the roster's name and title, the call line of content/scheduling.ts (lib/schedule/hosts.ts, shared with the picker). */
export { hostSummary };
export { practiceHosts } from '@/lib/schedule/practice-hosts';

export function hostName(id: string): string | undefined {
  return hostSummary(id)?.name;
}

export const allHostSummaries = (): HostSummary[] => callHosts.map((host) => hostSummary(host.id)).filter((host): host is HostSummary => !!host);

export function isHostOf(callType: Pick<CallType, 'hosts'>, id: string): boolean {
  return (callType.hosts as readonly string[]).includes(id);
}

export interface AbuseLimits {
  upcomingPerEmail: number;
  upcomingPerNetwork: number;
  perEmailPerDay: number;
  /** Bookings from one network (/24, /64) whose mails go at once, in 24 hours; later ones are held for a proof (holds.ts). */
  atOncePerNetworkPerDay: number;
  /** The same per provider range (/16, /48). */
  atOncePerRangePerDay: number;
  /** Percent of a day's maximum that bookings without a proof may hold; past it, a booking of that day is held. */
  unprovenDayShare: number;
  /** How long a held booking keeps its time waiting for the proof. */
  holdMinutes: number;
  /** Hours after a cancellation (or a lapsed hold) from an address or network in which its next booking is held; 0 turns it off. */
  holdAfterCancelHours: number;
  /** Held bookings waiting at once, per network and per range; past it a booking is refused. */
  heldPerNetwork: number;
  heldPerRange: number;
  /** Visitor and guest mails queued for one network's bookings in 24 hours, confirmed and cancelled ones alike. */
  mailsPerNetworkPerDay: number;
  /** Visitor and guest mails from every booking in 24 hours; past it none are queued and the team is alerted once. */
  visitorMailsPerDay: number;
}

export interface HostSettings {
  /** Host id -> secret iCal address (never logged). */
  busyIcs: ReadonlyMap<string, string>;
  calendarIntervalMs: number;
  calendarMaxAgeMs: number;
  calendarTimeoutMs: number;
  calendarMaxBytes: number;
  meetingBase: string;
  rooms: ReadonlyMap<string, string>;
  emails: ReadonlyMap<string, string>;
  limits: AbuseLimits;
}

export const defaultAbuseLimits: AbuseLimits = {
  upcomingPerEmail: 2,
  upcomingPerNetwork: 4,
  perEmailPerDay: 3,
  atOncePerNetworkPerDay: 2,
  atOncePerRangePerDay: 4,
  unprovenDayShare: 50,
  holdMinutes: 30,
  holdAfterCancelHours: 24,
  heldPerNetwork: 2,
  heldPerRange: 3,
  mailsPerNetworkPerDay: 8,
  visitorMailsPerDay: 500,
};

const hostIds = new Set<string>(callHosts.map((host) => host.id));

/** `hostId=value` pairs separated by commas (a value may not contain a comma). */
function pairs(name: string, raw: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of (raw ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const equals = entry.indexOf('=');
    const host = entry.slice(0, equals).trim();
    const value = entry.slice(equals + 1).trim();
    if (equals < 1 || !value) throw new Error(`${name}: expected hostId=value pairs separated by commas`);
    if (!hostIds.has(host)) throw new Error(`${name}: unknown host "${host.slice(0, 60)}" (use one of ${[...hostIds].join(', ')})`);
    map.set(host, value);
  }
  return map;
}

/** An https URL (http only on loopback, for tests and local calendars), or an error naming the setting but not the URL (it may be secret). */
export function checkedUrl(name: string, raw: string, { loopbackHttp = false } = {}): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name}: a value is not a URL`);
  }
  const loopback = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i.test(url.hostname);
  if (url.protocol === 'webcal:') url = new URL(`https:${url.href.slice('webcal:'.length)}`);
  if (url.protocol !== 'https:' && !(loopbackHttp && loopback && url.protocol === 'http:')) throw new Error(`${name}: only https URLs are accepted (got ${url.protocol}//${url.host})`);
  if (url.username || url.password) throw new Error(`${name}: a URL carries a user name or password`);
  return url.href;
}

export function hostSettingsFrom(env: Record<string, string | undefined> = process.env): HostSettings {
  const busyRaw = env.SCHEDULE_BUSY_ICS?.trim() ?? '';
  let busyIcs: Map<string, string>;
  if (busyRaw && !busyRaw.includes('=')) {
    const url = checkedUrl('SCHEDULE_BUSY_ICS', busyRaw, { loopbackHttp: true });
    busyIcs = new Map([...hostIds].map((host) => [host, url]));
  } else {
    busyIcs = new Map([...pairs('SCHEDULE_BUSY_ICS', busyRaw)].map(([host, url]) => [host, checkedUrl('SCHEDULE_BUSY_ICS', url, { loopbackHttp: true })]));
  }
  const rooms = new Map([...pairs('SCHEDULE_HOST_ROOMS', env.SCHEDULE_HOST_ROOMS)].map(([host, url]) => [host, checkedUrl('SCHEDULE_HOST_ROOMS', url)]));
  const emails = new Map(
    [...pairs('SCHEDULE_HOST_EMAILS', env.SCHEDULE_HOST_EMAILS)].map(([host, address]) => {
      const parsed = emailAddress().safeParse(address);
      if (!parsed.success) throw new Error(`SCHEDULE_HOST_EMAILS: the address of ${host} is not an email address`);
      return [host, parsed.data];
    }),
  );
  const base = checkedUrl('SCHEDULE_MEETING_BASE', env.SCHEDULE_MEETING_BASE?.trim() || 'https://meet.jit.si/').replace(/\/+$/, '');
  return {
    busyIcs,
    calendarIntervalMs: integer(env, 'SCHEDULE_CALENDAR_INTERVAL_MINUTES', 5, 1, 24 * 60) * 60_000,
    calendarMaxAgeMs: integer(env, 'SCHEDULE_CALENDAR_MAX_AGE_HOURS', 6, 1, 24 * 14) * 3_600_000,
    calendarTimeoutMs: integer(env, 'SCHEDULE_CALENDAR_TIMEOUT_SECONDS', 10, 1, 60) * 1000,
    calendarMaxBytes: integer(env, 'SCHEDULE_CALENDAR_MAX_BYTES', 5_000_000, 10_000, 50_000_000),
    meetingBase: base,
    rooms,
    emails,
    limits: {
      upcomingPerEmail: integer(env, 'SCHEDULE_MAX_UPCOMING_PER_EMAIL', defaultAbuseLimits.upcomingPerEmail, 1, 100),
      upcomingPerNetwork: integer(env, 'SCHEDULE_MAX_UPCOMING_PER_NETWORK', defaultAbuseLimits.upcomingPerNetwork, 1, 1000),
      perEmailPerDay: integer(env, 'SCHEDULE_MAX_PER_EMAIL_PER_DAY', defaultAbuseLimits.perEmailPerDay, 1, 100),
      atOncePerNetworkPerDay: integer(env, 'SCHEDULE_AT_ONCE_PER_NETWORK_PER_DAY', defaultAbuseLimits.atOncePerNetworkPerDay, 1, 1000),
      atOncePerRangePerDay: integer(env, 'SCHEDULE_AT_ONCE_PER_RANGE_PER_DAY', defaultAbuseLimits.atOncePerRangePerDay, 1, 10_000),
      unprovenDayShare: integer(env, 'SCHEDULE_UNPROVEN_DAY_SHARE', defaultAbuseLimits.unprovenDayShare, 1, 100),
      holdMinutes: integer(env, 'SCHEDULE_HOLD_MINUTES', defaultAbuseLimits.holdMinutes, 5, 24 * 60),
      holdAfterCancelHours: integer(env, 'SCHEDULE_HOLD_AFTER_CANCEL_HOURS', defaultAbuseLimits.holdAfterCancelHours, 0, 24 * 7),
      heldPerNetwork: integer(env, 'SCHEDULE_MAX_HELD_PER_NETWORK', defaultAbuseLimits.heldPerNetwork, 1, 100),
      heldPerRange: integer(env, 'SCHEDULE_MAX_HELD_PER_RANGE', defaultAbuseLimits.heldPerRange, 1, 1000),
      mailsPerNetworkPerDay: integer(env, 'SCHEDULE_MAX_MAILS_PER_NETWORK_PER_DAY', defaultAbuseLimits.mailsPerNetworkPerDay, 1, 10_000),
      visitorMailsPerDay: integer(env, 'SCHEDULE_MAX_VISITOR_MAILS_PER_DAY', defaultAbuseLimits.visitorMailsPerDay, 1, 1_000_000),
    },
  };
}

/** No calendars, Jitsi rooms, default limits: what tests and a bare start get. */
export const defaultHostSettings: HostSettings = hostSettingsFrom({});

/** The video room of a new booking: the host's fixed room, or a Jitsi Meet room nobody can guess (128 random bits). */
export function meetingUrlFor(host: string, settings: Pick<HostSettings, 'rooms' | 'meetingBase'>): string {
  return settings.rooms.get(host) ?? `${settings.meetingBase}/Northstack-${randomBytes(16).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** How much a host has been booked: the round robin's measure. */
export interface HostLoad {
  host: string;
  /** Confirmed calls from 30 days ago on (upcoming and recent). */
  calls: number;
  /** When they were last given a booking (null: never). */
  lastBookedAt: Date | null;
}

/**
 * "Whoever is free": among the hosts free at the time, the one with the fewest calls (upcoming and
 * recent), ties to the one booked least recently (never booked first), then the call type's order.
 */
export function pickHost(free: readonly string[], loads: readonly HostLoad[]): string | undefined {
  const load = new Map(loads.map((entry) => [entry.host, entry]));
  return [...free]
    .map((host, order) => ({ host, order, calls: load.get(host)?.calls ?? 0, last: load.get(host)?.lastBookedAt?.getTime() ?? -Infinity }))
    .sort((a, b) => a.calls - b.calls || a.last - b.last || a.order - b.order)[0]?.host;
}

