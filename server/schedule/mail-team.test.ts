import { site } from '@/content/site';
import { describe, expect, it } from 'vitest';
import { NOT_GIVEN } from '@/lib/forms/choice-labels';
import { bookingMail, type BookingMailPayload } from './mail';
import type { Booking } from '../db/schema';
import { hostName, hostSettingsFrom } from './hosts';
import { mailPayload, type ScheduleContext } from './service';

/** Thursday 17 December 2026, 10:00–10:30 in New York (the office's zone); a booking from the API: no locale. */
const payload: BookingMailPayload = {
  id: 'b-2',
  event: 'booked',
  callName: 'Discovery call',
  start: '2026-12-17T15:00:00.000Z',
  end: '2026-12-17T15:30:00.000Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: null,
  topic: null,
  visitorTimeZone: null,
  agencyTimeZone: 'America/New_York',
  ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
  meetingUrl: 'https://meet.example/room-1',
  siteUrl: 'https://site.test',
};
const all = (mail: { subject: string; text: string }) => `${mail.subject}\n${mail.text}`;

describe('mails with no locale read as a US reader does', () => {
  it.each(['booking-confirmation', 'booking-cancelled', 'booking-reminder'])('%s (an API booking) reads "Thursday, December 17, 2026, 10 a.m. to 10:30 a.m."', (kind) => {
    const text = all(bookingMail(kind, { ...payload, locale: null, lead: '24h' }, undefined));
    expect(text).toContain('Thursday, December 17, 2026, 10 a.m. to 10:30 a.m. Eastern Standard Time');
    expect(text).not.toMatch(/17 December|10:00/);
  });

  it("a guest's invite reads US dates and times", () => {
    const text = all(bookingMail('booking-guest', { ...payload, guestEmail: 'grace@example.com' }, undefined));
    expect(text).toContain('Thursday, December 17, 2026, 10 a.m. to 10:30 a.m.');
    expect(text).not.toMatch(/17 December|10:00/);
  });
});

describe("the team's call mails", () => {
  const team = (extra: Partial<BookingMailPayload>) => bookingMail('booking', { ...payload, ...extra }, 'team@example.com');

  it('write a blank field as the lead mails do', () => {
    const text = team({}).text;
    for (const field of ['Company', 'Budget', 'Timeline']) expect(text).toMatch(new RegExp(`${field}: ${NOT_GIVEN}`));
    expect(text).not.toMatch(/: -$/m);
  });

  it('list the video call of a booked call, never of a canceled one', () => {
    expect(team({}).text).toContain('Video call: https://meet.example/room-1');
    const cancelled = team({ event: 'cancelled', changedBy: 'sales@northstack.test' });
    expect(cancelled.text).not.toContain('meet.example');
    expect(cancelled.html).not.toContain('meet.example');
    expect(cancelled.text).toContain(`Reason sent to the visitor: ${NOT_GIVEN}`);
  });

  it('name the member who changed the call by their name when known, else by their address', () => {
    expect(team({ event: 'cancelled', changedBy: 'priya@northstack.test', changedByName: 'Priya Shah' }).text).toContain('was canceled by Priya Shah in the inbox.');
    expect(team({ event: 'rescheduled', changedBy: 'sales@northstack.test' }).text).toContain('was moved by sales@northstack.test in the inbox.');
  });
});

describe("the agency's cancel mail to the visitor", () => {
  it('offers to find another time in a whole sentence', () => {
    const text = bookingMail('booking-cancelled', { ...payload, changedBy: 'sales@northstack.test' }, undefined).text;
    expect(text).toContain('reply to this email and we will find one with you.');
  });
});

describe('the confirm-your-booking mail', () => {
  const held = { ...payload, confirmUrl: 'https://site.test/api/schedule/confirm?t=x', heldUntil: '2026-12-16T15:00:00.000Z' };

  it('says until when the time is kept with the zone and the day the visitor reads', () => {
    expect(bookingMail('booking-confirm', { ...held, visitorTimeZone: 'America/New_York' }, undefined).text).toContain('We keep the time for you until 10 a.m. ET on Wednesday, December 16.');
    expect(bookingMail('booking-confirm', { ...held, visitorTimeZone: 'America/Los_Angeles' }, undefined).text).toContain('until 7 a.m. PT on Wednesday, December 16.');
  });

  it("lets a reply reach the call's host, else the team", () => {
    expect(bookingMail('booking-confirm', { ...held, hostEmail: 'priya@agency.example' }, undefined).replyTo).toBe('priya@agency.example');
    expect(bookingMail('booking-confirm', held, undefined).replyTo).toBe(site.email);
  });
});

describe('the payload names the member who changed a call', () => {
  const booking = {
    id: 'b-3', createdAt: new Date(payload.start), updatedAt: new Date(payload.start), sequence: 0, status: 'confirmed', callType: 'discovery', host: 'priya-raman', startsAt: new Date(payload.start), endsAt: new Date(payload.end), name: 'Ada Lovelace', email: 'ada@example.com',
    company: null, topic: null, visitorTimeZone: null, locale: null, meetingUrl: null, guests: [], budget: null, timeline: null, cancelReason: null,
  } as unknown as Booking;
  const context = { availability: { timeZone: 'America/New_York' }, siteUrl: 'https://site.test', hosts: hostSettingsFrom({ SCHEDULE_HOST_EMAILS: 'priya-raman=priya@northstack.test' }) } as unknown as ScheduleContext;

  it("by the roster's name for a host's address, by nothing more than the address otherwise", () => {
    expect(mailPayload(booking, 'cancelled', context, 'Priya@northstack.test')).toMatchObject({ changedBy: 'Priya@northstack.test', changedByName: hostName('priya-raman') });
    expect(mailPayload(booking, 'cancelled', context, 'sales@northstack.test').changedByName).toBeUndefined();
  });
});
