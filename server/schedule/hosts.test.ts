import { describe, expect, it } from 'vitest';
import { MAX_GUESTS } from '@/lib/forms/booking';
import { networkPrefix } from '../forms/pipeline';
import { hostSettingsFrom, meetingUrlFor, pickHost, type HostLoad } from './hosts';
import { guestList } from './service';

describe("the round robin ('whoever is free')", () => {
  it('spreads a stream of bookings evenly over the free hosts', () => {
    const hosts = ['james-whitfield', 'elena-marchetti', 'priya-raman', 'marcus-lindqvist'];
    const loads = new Map<string, HostLoad>(hosts.map((host) => [host, { host, calls: 0, lastBookedAt: null }]));
    for (let booking = 0; booking < 40; booking += 1) {
      // Every fifth booking only two hosts are free (the others are in meetings).
      const free = booking % 5 === 4 ? hosts.slice(2) : hosts;
      const host = pickHost(free, [...loads.values()])!;
      expect(free).toContain(host);
      loads.set(host, { host, calls: loads.get(host)!.calls + 1, lastBookedAt: new Date(Date.UTC(2027, 0, 1, 0, booking)) });
    }
    const calls = [...loads.values()].map((load) => load.calls);
    expect(calls.reduce((sum, value) => sum + value, 0)).toBe(40);
    // The two hosts free more often are not favoured: at most two calls apart over 40.
    expect(Math.max(...calls) - Math.min(...calls)).toBeLessThanOrEqual(2);
  });

  it('takes turns when everyone is always free', () => {
    const hosts = ['a', 'b', 'c'];
    const loads: HostLoad[] = hosts.map((host) => ({ host, calls: 0, lastBookedAt: null }));
    const order: string[] = [];
    for (let booking = 0; booking < 9; booking += 1) {
      const host = pickHost(hosts, loads)!;
      order.push(host);
      const load = loads.find((entry) => entry.host === host)!;
      load.calls += 1;
      load.lastBookedAt = new Date(Date.UTC(2027, 0, 1, 0, booking));
    }
    expect(order).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c']);
  });

  it('gives a tie to the host booked least recently (never booked first), then to the call type order', () => {
    const at = (minute: number) => new Date(Date.UTC(2027, 0, 1, 0, minute));
    expect(pickHost(['a', 'b', 'c'], [{ host: 'a', calls: 2, lastBookedAt: at(5) }, { host: 'b', calls: 2, lastBookedAt: at(1) }, { host: 'c', calls: 3, lastBookedAt: at(0) }])).toBe('b');
    expect(pickHost(['a', 'b'], [{ host: 'a', calls: 1, lastBookedAt: at(5) }])).toBe('b');
    expect(pickHost(['a', 'b'], [])).toBe('a');
    expect(pickHost([], [])).toBeUndefined();
  });
});

describe('guests', () => {
  it('splits, checks, lower-cases and deduplicates, leaving out the visitor', () => {
    expect(guestList(' Bob@Example.com, carol@example.com;\nbob@example.com ada@example.com ', 'ADA@example.com')).toEqual({ guests: ['bob@example.com', 'carol@example.com'] });
    expect(guestList('', 'ada@example.com')).toEqual({ guests: [] });
    expect(guestList('not-an-address', 'ada@example.com')).toMatchObject({ error: expect.stringMatching(/not an email address/) });
    const many = Array.from({ length: MAX_GUESTS + 1 }, (_, index) => `g${index}@example.com`).join(',');
    expect(guestList(many, 'ada@example.com')).toMatchObject({ error: expect.stringMatching(new RegExp(`at most ${MAX_GUESTS}`)) });
  });
});

describe('host configuration', () => {
  it('reads hostId=URL pairs or one URL for every host, https only, and never echoes a URL in an error', () => {
    const pairs = hostSettingsFrom({ SCHEDULE_BUSY_ICS: 'elena-marchetti=https://calendar.google.com/calendar/ical/secret-token/basic.ics, priya-raman=webcal://p.example/cal.ics' });
    expect([...pairs.busyIcs.keys()]).toEqual(['elena-marchetti', 'priya-raman']);
    expect(pairs.busyIcs.get('priya-raman')).toBe('https://p.example/cal.ics');
    expect(hostSettingsFrom({ SCHEDULE_BUSY_ICS: 'https://one.example/team.ics' }).busyIcs.size).toBe(4);
    expect(() => hostSettingsFrom({ SCHEDULE_BUSY_ICS: 'nobody=https://x.example/a.ics' })).toThrow(/unknown host "nobody"/);
    let message = '';
    try {
      hostSettingsFrom({ SCHEDULE_BUSY_ICS: 'elena-marchetti=http://cal.example/private-secret-123.ics' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/only https/);
    expect(message).not.toContain('private-secret-123');
    expect(() => hostSettingsFrom({ SCHEDULE_HOST_ROOMS: 'elena-marchetti=http://zoom.example/j/1' })).toThrow(/only https/);
    expect(() => hostSettingsFrom({ SCHEDULE_HOST_EMAILS: 'elena-marchetti=not-an-address' })).toThrow(/SCHEDULE_HOST_EMAILS/);
  });

  it('gives each booking an unguessable Jitsi room, or the host fixed room', () => {
    const settings = hostSettingsFrom({ SCHEDULE_HOST_ROOMS: 'elena-marchetti=https://zoom.example/j/123' });
    expect(meetingUrlFor('elena-marchetti', settings)).toBe('https://zoom.example/j/123');
    const a = meetingUrlFor('priya-raman', settings);
    const b = meetingUrlFor('priya-raman', settings);
    expect(a).toMatch(/^https:\/\/meet\.jit\.si\/Northstack-[A-Za-z0-9]{22}$/);
    expect(a).not.toBe(b);
    expect(meetingUrlFor('priya-raman', hostSettingsFrom({ SCHEDULE_MEETING_BASE: 'https://jitsi.example.org/' }))).toMatch(/^https:\/\/jitsi\.example\.org\/Northstack-/);
  });

  it('counts addresses by network: /24 for IPv4, /64 for IPv6', () => {
    expect(networkPrefix('198.51.100.7')).toBe(networkPrefix('198.51.100.200'));
    expect(networkPrefix('198.51.100.7')).not.toBe(networkPrefix('198.51.101.7'));
    expect(networkPrefix('::ffff:198.51.100.7')).toBe(networkPrefix('198.51.100.9'));
    expect(networkPrefix('2001:db8:1:2:aaaa::1')).toBe(networkPrefix('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(networkPrefix('2001:db8:1:2::1')).not.toBe(networkPrefix('2001:db8:1:3::1'));
    expect(networkPrefix('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});
