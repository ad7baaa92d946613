import { describe, expect, it } from 'vitest';
import { bookingHref, callTypeFor, ctaHref, opensPicker, promisesCall } from './booking-links';
import { callTypes } from './scheduling';
import { industryPage } from './industries';
import { getEntry } from './read';
import { scheduleCall } from './site-map/navigation';
import { sectionPageModules } from './pages/section-page-modules';
import { servicePage, getServicePage } from './services';

/** Every module of content/, as the site imports it. */
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], { eager: true });

/** Every page the section renderer draws, built from its file (a page's hero and closing get their links there). */
const builtPages = sectionPageModules().map(([, page]) => page);

const LABEL_KEYS = ['label', 'ctaLabel', 'name', 'linkLabel'] as const;

/** Every { label, href } pair anywhere in a value (buttons, closings, menu links, cards). */
function links(value: unknown, where: string, seen = new Set<unknown>(), found: { label: string; href: string; where: string }[] = []) {
  if (!value || typeof value !== 'object' || seen.has(value)) return found;
  seen.add(value);
  const record = value as Record<string, unknown>;
  if (typeof record.href === 'string') {
    for (const key of LABEL_KEYS) if (typeof record[key] === 'string') found.push({ label: record[key], href: record.href, where });
  }
  for (const [key, child] of Object.entries(record)) links(child, `${where}.${key}`, seen, found);
  return found;
}

const everyLink = [
  ...Object.entries(modules).flatMap(([file, exports]) => links(exports, file)),
  ...builtPages.flatMap((page) => links(page, page.path)),
];

describe('every call to action that promises a call opens the picker', () => {
  it('finds the labels that promise a call, and only those', () => {
    for (const label of ['Book a call', 'Talk to an engineer', 'Book an ML discovery call', 'Schedule architecture review', 'Schedule a Call', 'Book a consultation', 'Talk to a blockchain architect', 'Book an MR discovery session']) {
      expect(promisesCall(label), label).toBe(true);
    }
    for (const label of ['Start your project', 'Contact us', 'Talk to us', 'Talk about scaling', 'Download the checklist', 'Become a partner']) {
      expect(promisesCall(label), label).toBe(false);
    }
  });

  it('scans every label of the content: each one that promises a call goes to /contact#schedule', () => {
    const promising = everyLink.filter((link) => promisesCall(link.label));
    // The five industry pages, the services, the articles' closing and the header at least: the scan is not empty.
    expect(promising.length).toBeGreaterThanOrEqual(20);
    const elsewhere = promising.filter((link) => !opensPicker(link.href)).map((link) => `${link.where}: "${link.label}" -> ${link.href}`);
    expect(elsewhere).toEqual([]);
  });

  it('names, in every "Book …" label but the plain "Book a call", the kind of call it opens', () => {
    // A section's second button without a link of its own gets it from its label where it is drawn (components/sections/page-sections.tsx).
    const secondButtons = builtPages.flatMap((page) =>
      page.sections.flatMap((section) => ('secondaryCta' in section && section.secondaryCta && !section.secondaryCta.href ? [{ label: section.secondaryCta.label, href: ctaHref(section.secondaryCta.label), where: `${page.path}.secondaryCta` }] : [])),
    );
    const booking = [...everyLink, ...secondButtons].filter((link) => /^book\b/i.test(link.label) && !/^book a call$/i.test(link.label));
    expect(booking.length).toBeGreaterThanOrEqual(7);
    const misnamed = booking
      .map((link) => ({ ...link, opens: callTypes.find((type) => type.id === new URL(link.href, 'https://site.invalid').searchParams.get('call')) }))
      .filter((link) => !link.opens || !link.label.toLowerCase().includes(link.opens.name.toLowerCase()))
      .map((link) => `${link.where}: "${link.label}" opens ${link.opens?.name ?? link.href}`);
    expect(misnamed).toEqual([]);
  });

  it('preselects the kind of call and the page’s service', () => {
    expect(scheduleCall.href).toBe('/contact#schedule');
    expect(industryPage(getEntry('industries', 'fintech')!).closing?.href).toBe('/contact?call=discovery&service=fintech#schedule');
    const architecture = servicePage(getServicePage('system-architecture')!);
    expect(architecture.closing).toMatchObject({ ctaLabel: 'Schedule architecture review', href: '/contact?call=technical-review&service=system-architecture#schedule' });
    expect(callTypeFor('Book an ML discovery call')).toBe('discovery');
    expect(ctaHref('Start your project', '/contact?service=devops')).toBe('/contact?service=devops');
    expect(bookingHref({ call: 'discovery', service: 'devops' })).toBe('/contact?call=discovery&service=devops#schedule');
  });
});
