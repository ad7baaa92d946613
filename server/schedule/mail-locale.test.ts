import { site } from '@/content/site';
import { describe, expect, it } from 'vitest';
import { bookingSchema } from '@/lib/forms/booking';
import { bookingMail, type BookingMailPayload } from './mail';

/** Thursday 3 December 2026, 09:00–09:30 in New York (the office's zone). */
const payload: BookingMailPayload = {
  id: 'b-1',
  event: 'booked',
  callName: 'Discovery call',
  start: '2026-12-03T14:00:00.000Z',
  end: '2026-12-03T14:30:00.000Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: null,
  topic: null,
  visitorTimeZone: 'America/New_York',
  agencyTimeZone: 'America/New_York',
  ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
  manageUrl: 'https://site.test/api/schedule/manage?token=x',
};
const visitorKinds = ['booking-confirmation', 'booking-rescheduled', 'booking-cancelled', 'booking-reminder'] as const;
const mailText = (kind: string, locale: string | null | undefined) => {
  const mail = bookingMail(kind, { ...payload, locale, lead: '24h' }, undefined);
  return `${mail.subject}\n${mail.text}`;
};

describe("the visitor's mails read the time in the booking's locale", () => {
  it.each(visitorKinds)('%s: en-US reads "December 3" and "9 a.m. to 9:30 a.m." (the house style), en-GB "3 December" and "09:00"', (kind) => {
    const us = mailText(kind, 'en-US');
    expect(us).toContain('Thursday, December 3, 2026');
    expect(us).toContain('9 a.m. to 9:30 a.m.');
    expect(us).not.toMatch(/\b[ap]m\b|[AP]M\b/);
    expect(us).not.toContain('09:00');

    const gb = mailText(kind, 'en-GB');
    expect(gb).toMatch(/Thursday,? 3 December 2026/);
    expect(gb).toContain('09:00–09:30');
    expect(gb).not.toMatch(/\b[ap]m\b/);
  });

  it('falls back to the default for no locale or a hostile one (never formats with it, never throws)', () => {
    const fallback = mailText('booking-confirmation', null);
    expect(fallback).toContain('Thursday, December 3, 2026, 9 a.m. to 9:30 a.m.');
    for (const hostile of ['en-US\nBcc: x@evil.test', 'x'.repeat(200), 'xx-invalid-tag-', '../../etc', 'en-US-u-ca-<script>']) {
      expect(mailText('booking-confirmation', hostile)).toBe(fallback);
    }
  });

  it('the one schema keeps a supported tag (canonical) and drops anything else without an error', () => {
    const parse = (locale: unknown) => bookingSchema.safeParse({ start: payload.start, name: 'Ada Lovelace', email: 'ada@example.com', locale });
    expect(parse('en-us')).toMatchObject({ success: true, data: { locale: 'en-US' } });
    for (const hostile of [42, {}, 'en-US\r\nX: y', `en-${'a'.repeat(40)}`, 'qq-ZZ-nonsense-tag', '']) {
      const parsed = parse(hostile);
      expect(parsed.success).toBe(true);
      expect(parsed.data?.locale).toBeUndefined();
    }
  });

  it("writes the team's copy as the team reads times (US format, 12-hour clock), whatever the visitor's locale, with a link to the calls and no booking id", () => {
    for (const locale of ['en-GB', 'de-DE', 'en-US']) {
      const team = bookingMail('booking', { ...payload, locale, siteUrl: 'https://staging.example' }, 'team@example.com');
      expect(team.text).toContain('9 a.m. to 9:30 a.m.');
      expect(team.text).not.toMatch(/\b[ap]m\b|[AP]M\b/);
      expect(team.text).toContain('December 3');
      expect(team.text).not.toContain('09:00');
      expect(team.text).toContain(`See it in the inbox: https://staging.example/api/inbox/calls/${payload.id}`);
      // The id only in the link to the record, never as words.
      expect(team.text.replace(`/calls/${payload.id}`, '')).not.toContain(payload.id);
      expect(team.html).toMatch(new RegExp(`<a href="https://staging.example/api/inbox/calls/${payload.id}"[^>]*>See it in the inbox</a>`));
    }
  });

  it('links every visitor mail to the server’s own address and lets a reply reach a person', () => {
    const cancelled = bookingMail('booking-cancelled', { ...payload, siteUrl: 'https://staging.example', hostEmail: 'priya@agency.example' }, undefined);
    expect(cancelled.text).toContain('https://staging.example/contact#schedule');
    expect(cancelled.replyTo).toBe('priya@agency.example');
    const confirmation = bookingMail('booking-confirmation', { ...payload, manageUrl: 'https://staging.example/contact/reschedule#t' }, undefined);
    expect(confirmation.replyTo).toBe(site.email);
    expect(confirmation.text).toContain('Reschedule or cancel: https://staging.example/contact/reschedule#t');
    expect(confirmation.text).toContain('The reschedule link works until the call changes');
    expect(confirmation.text.startsWith('Hello Ada,')).toBe(true);
  });
});
