import { describe, expect, it } from 'vitest';
import { parseAge, RETENTION_MONTHS } from '@/server/leads/operations';
import { legalDocument } from './legal';
import { leadPages, thankYouPages } from './lead-pages';
import { livePages } from './site-map/routes';
import { bookingFields } from '@/lib/forms/booking';
import { replyTimes } from './company/promises';

const section = (id: string) => legalDocument('privacy').sections.find((entry) => entry.id === id);
const text = (id: string) => JSON.stringify(section(id));

describe('what the privacy policy says and what the code does', () => {
  it('states the retention the purge applies (purge --older-than 24m) for every kind of submission', () => {
    expect(parseAge(`${RETENTION_MONTHS}m`)).toBe(RETENTION_MONTHS);
    const retention = section('retention')?.list ?? [];
    for (const kind of ['Contact inquiries and chat messages', 'Job applications', 'Talent-pool profiles', 'Newsletter']) {
      const line = retention.find((entry) => entry.startsWith(kind));
      expect(line, kind).toBeDefined();
      if (!kind.startsWith('Newsletter')) expect(line).toContain(`${RETENTION_MONTHS} months`);
    }
    expect(text('recruitment')).not.toMatch(/12 months/);
  });

  it('names what each form stores, where the mail goes and what the browser keeps', () => {
    expect(text('information-we-collect')).toMatch(/hash of your IP address/);
    expect(text('information-we-collect')).toMatch(/Chat widget: the message you write, your email address if you give it/);
    expect(text('how-we-use-your-information')).toMatch(/emails a notification/);
    expect(JSON.stringify(legalDocument('cookies'))).toMatch(/Contact form draft \(session storage\)/);
  });
});

describe('thank-you pages', () => {
  it('are live, kept out of search engines, and every form lands on one', () => {
    for (const page of thankYouPages) expect(livePages).toContainEqual({ path: page.path, title: page.title, status: 'live', noindex: true });
    for (const { thankYouPath } of Object.values(leadPages)) expect(thankYouPages.map((page) => page.path)).toContain(thankYouPath);
  });
});

describe('the contact thank-you page', () => {
  it('promises the reply every other page promises, not one a Friday night cannot keep', () => {
    const page = thankYouPages.find((entry) => entry.path === '/contact/thank-you');
    expect(page?.intro).toContain(`replies within ${replyTimes.enquiry.within}`);
    expect(page?.intro).not.toMatch(/today|tonight|at once/i);
  });
});

describe('what the privacy policy says each form collects', () => {
  it('names every field the call booking stores (lib/forms/booking.ts), so a new field cannot go unmentioned', () => {
    const booking = text('information-we-collect').match(/Call booking[^"]*/)?.[0] ?? '';
    const named: Record<(typeof bookingFields)[number], RegExp | null> = {
      start: /the time you pick/,
      type: /the kind of call/,
      host: /who you would like to meet/,
      name: /your name/,
      email: /email address/,
      company: /company/,
      topic: /what you would like to talk about/,
      guests: /email addresses of guests/,
      budget: /budget range/,
      timeline: /timeline/,
      timeZone: /time zone/,
      // Not personal data: the page's language, the practice the page belongs to, and the honeypot.
      locale: null,
      practice: null,
      website: null,
    };
    for (const [field, pattern] of Object.entries(named)) if (pattern) expect(booking, field).toMatch(pattern);
  });
});
