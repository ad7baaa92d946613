import { describe, expect, it } from 'vitest';
import { availabilityPage, type AvailabilityView } from './call-pages';

/** Issue 41: the availability page says which hosts' calendars offer no times, over budget or stale, by host name only. */
describe("the availability page's calendar status", () => {
  const view: AvailabilityView = {
    timeZone: 'America/New_York',
    zoneStored: false,
    settings: [],
    weeks: [],
    overrides: [],
    configured: [],
    hosts: [],
    today: '2027-03-01',
    calendars: [
      { host: 'elena-marchetti', stale: true, overBudget: true, fetchedAt: null },
      { host: 'priya-raman', stale: true, overBudget: false, fetchedAt: null },
      { host: 'james-whitfield', stale: false, overBudget: false, fetchedAt: new Date('2027-03-01T10:00:00Z') },
      // Its feed answered 500 since: the last good copy serves (docs/scheduling.md), and the page says the read failed.
      { host: 'marcus-lindqvist', stale: false, overBudget: false, fetchedAt: new Date('2027-03-01T09:00:00Z'), lastError: 'HTTP 500' },
    ],
  };

  it('names an over-budget calendar, a stale one, a failing one still served from its last copy, and a fresh one', () => {
    const page = availabilityPage({ member: 'ada@agency.test', view });
    expect(page).toMatch(/Elena Marchetti<\/strong>: over budget .*no times offered/);
    expect(page).toMatch(/Priya Raman<\/strong>: stale/);
    // In the office's zone, US format, the zone named (not UTC).
    expect(page).toMatch(/James Whitfield<\/strong>: read Mar 1, 2027, 5(:00)? (AM|a\.m\.) EST/);
    expect(page).toMatch(/Marcus [A-Za-z]+<\/strong>: the last read failed: the copy read Mar 1, 2027, 4(:00)? (AM|a\.m\.) EST still serves/);
    // The error is not shown (it may name the feed's address).
    expect(page).not.toContain('HTTP 500');
  });

  it('shows nothing when no calendars are configured', () => {
    expect(availabilityPage({ member: 'ada@agency.test', view: { ...view, calendars: [] } })).not.toContain("Hosts' calendars");
  });
});
