import { describe, expect, it } from 'vitest';
import { businessHours } from '@/content/business-hours';
import { replyTimes } from '@/content/company/promises';
import { defaultAvailability } from '@/content/scheduling';
import { businessHoursLabel, formatClock, presenceAt } from './business-hours';
import { chatPresenceLines, chatReplyPromise } from './chat';

const at = (iso: string) => new Date(iso);

describe('presenceAt (the team in Eastern time, weekdays 9 to 5, closed on holidays)', () => {
  it('is in on a working weekday morning', () => {
    expect(presenceAt(at('2026-11-25T15:00:00Z'))).toEqual({ open: true, closes: '5 p.m. ET' }); // Wednesday 10:00 EST
  });

  it('at 2 a.m. on a holiday: away, back on the next working day, not "within 2 hours"', () => {
    // Friday 27 November 2026, the day after Thanksgiving, 2:00 EST.
    expect(presenceAt(at('2026-11-27T07:00:00Z'))).toEqual({ open: false, reason: 'holiday', back: 'Monday at 9 a.m. ET' });
  });

  it('after closing, skips the holidays and the weekend that follow', () => {
    expect(presenceAt(at('2026-11-25T22:00:00Z'))).toEqual({ open: false, reason: 'closed', back: 'Monday at 9 a.m. ET' }); // Wednesday 17:00 sharp
    expect(presenceAt(at('2026-11-24T23:00:00Z'))).toMatchObject({ open: false, back: 'tomorrow at 9 a.m. ET' }); // Tuesday 18:00
    expect(presenceAt(at('2026-11-25T12:30:00Z'))).toMatchObject({ open: false, back: 'today at 9 a.m. ET' }); // Wednesday 7:30
  });

  it('names the date when the team is back a week or more later', () => {
    const winterClose = { ...businessHours, holidays: [...businessHours.holidays, '2026-12-28', '2026-12-29', '2026-12-30'] };
    expect(presenceAt(at('2026-12-23T23:00:00Z'), winterClose)).toEqual({ open: false, reason: 'closed', back: 'Monday, January 4 at 9 a.m. ET' });
  });

  it('follows daylight saving: the same UTC time is before opening in winter and open in summer time', () => {
    expect(presenceAt(at('2027-03-08T13:30:00Z'))).toMatchObject({ open: false, back: 'today at 9 a.m. ET' }); // Monday 8:30 EST
    expect(presenceAt(at('2027-03-08T14:00:00Z'))).toMatchObject({ open: true }); // Monday 9:00 EST
    expect(presenceAt(at('2027-03-15T13:30:00Z'))).toMatchObject({ open: true }); // Monday 9:30 EDT, the day after the change
    expect(presenceAt(at('2027-03-14T15:00:00Z'))).toMatchObject({ open: false, back: 'tomorrow at 9 a.m. ET' }); // the Sunday of the change
  });
});

describe('one source of business hours', () => {
  it('the call picker reads its zone, days and holidays from it', () => {
    expect(defaultAvailability.timeZone).toBe(businessHours.timeZone);
    expect(defaultAvailability.blockedDates).toBe(businessHours.holidays);
    expect(Object.keys(defaultAvailability.weeklyHours).map(Number)).toEqual([...businessHours.days]);
  });

  it('is written the house way', () => {
    expect(formatClock('09:00')).toBe('9 a.m.');
    expect(formatClock('17:30')).toBe('5:30 p.m.');
    expect(formatClock('12:00')).toBe('12 p.m.');
    expect(businessHoursLabel()).toBe('weekdays, 9 a.m. to 5 p.m. ET');
  });

  it('every reply promise counts in business hours: business days, or the chat’s 2 hours said with the hours', () => {
    for (const [channel, { within }] of Object.entries(replyTimes)) {
      if (channel === 'chat') continue;
      expect(within, channel).toMatch(/business days?$/);
    }
    expect(chatReplyPromise(businessHoursLabel())).toBe('We usually reply within 2 hours in business hours (weekdays, 9 a.m. to 5 p.m. ET)');
  });
});

describe('the chat’s presence lines', () => {
  it('neutral before the browser knows the time: the hours, no green', () => {
    expect(chatPresenceLines(null, businessHoursLabel())).toEqual({ tone: 'neutral', status: 'Weekdays, 9 a.m. to 5 p.m. ET', promise: 'We usually reply within 2 hours' });
  });

  it('green and "within 2 hours" only while the team is in; otherwise when it is back', () => {
    expect(chatPresenceLines(presenceAt(at('2026-11-25T15:00:00Z')), businessHoursLabel())).toEqual({ tone: 'open', status: 'Online now, until 5 p.m. ET', promise: 'We usually reply within 2 hours' });
    expect(chatPresenceLines(presenceAt(at('2026-11-27T07:00:00Z')), businessHoursLabel())).toEqual({ tone: 'away', status: 'Holiday: back Monday at 9 a.m. ET', promise: 'We reply within 2 hours of opening' });
    expect(chatPresenceLines(presenceAt(at('2026-11-24T23:00:00Z')), businessHoursLabel())).toMatchObject({ tone: 'away', status: 'Away: back tomorrow at 9 a.m. ET' });
  });
});
