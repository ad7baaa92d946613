import { describe, expect, it } from 'vitest';
import { slotDays } from '@/lib/schedule/slot-days';
import { slotList } from './slot-list';

describe('slotList', () => {
  const zone = 'America/New_York';
  const slots = [
    { start: '2026-12-08T14:30:00.000Z', end: '2026-12-08T15:00:00.000Z' },
    { start: '2026-12-10T15:00:00.000Z', end: '2026-12-10T15:30:00.000Z' },
  ];

  it('lists a day without times that has a reason among the days, in date order, with the reason and no radio', () => {
    const closed = [
      { date: '2026-12-09', reason: 'Holiday: Founders Day' },
      // A date the list has times on (another zone's day) is not struck.
      { date: '2026-12-08', reason: 'Fully booked' },
    ];
    const out = String(slotList({ days: slotDays(slots, { timeZone: zone }), zone, closed }));
    const tue = out.indexOf('Tue, Dec 8');
    const wed = out.indexOf('id="slots-closed-2026-12-09"');
    const thu = out.indexOf('Thu, Dec 10');
    expect(tue).toBeGreaterThan(-1);
    expect(wed).toBeGreaterThan(tue);
    expect(thu).toBeGreaterThan(wed);
    const row = out.slice(wed, out.indexOf('</p>', wed));
    expect(row).toContain('Wed, Dec 9');
    expect(row).toContain('Holiday: Founders Day, no times');
    expect(row).not.toContain('<input');
    expect(out).not.toContain('Fully booked');
    // Still two times to choose, one radio group.
    expect(out.match(/type="radio"/g)).toHaveLength(2);
  });

  it('escapes a reason (an editor writes the labels)', () => {
    const out = String(slotList({ days: slotDays(slots, { timeZone: zone }), zone, closed: [{ date: '2026-12-09', reason: '<img src=x onerror=alert(1)>' }] }));
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;, no times');
  });
});
