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
    ],
  };

  it('names an over-budget calendar, a stale one and a fresh one', () => {
    const page = availabilityPage({ member: 'ada@agency.test', view });
    expect(page).toMatch(/Elena Marchetti<\/strong>: over budget .*no times offered/);
    expect(page).toMatch(/Priya Raman<\/strong>: stale/);
    expect(page).toMatch(/read 2027-03-01 10:00 UTC/);
  });

  it('shows nothing when no calendars are configured', () => {
    expect(availabilityPage({ member: 'ada@agency.test', view: { ...view, calendars: [] } })).not.toContain("Hosts' calendars");
  });
});
