import { statsFootnote } from '../company/fact-sheet-links';
import { heroArt } from '../hero-art';
import { industryEntries, type IndustryEntry } from './collection';
import { allocateQuotes, proofForIndustry, proofSection } from '../services/proof';
import { serviceQuotes } from '../services';
import type { Testimonial } from '../shared/types';
import { memoOnContent } from '../shared/collection';
import type { SectionPage } from '../shared/page';
import type { PageSection } from '../shared/sections';
import { industryPath, type IndustrySlug } from './catalog';
import { ctaHref, heroWithCall } from '../booking-links';

export type { IndustryEntry } from './collection';

/** Each industry page as its file gives it (content/industries/entries/), in menu order. */
export function industryList(): ReadonlyArray<IndustryEntry> {
  return industryEntries();
}

/**
 * The client's words each industry page's proof band quotes: chosen with the service pages' (serviceQuotes, where
 * industries with tagged work choose early), then those left without one choose from the quotes still free.
 */
export const industryQuotes = memoOnContent((): ReadonlyMap<string, Testimonial> => {
  const shared = serviceQuotes();
  const rest = allocateQuotes(
    industryList()
      .filter((entry) => !shared.quotes.has(industryPath(entry.slug)))
      .map((entry) => ({ path: industryPath(entry.slug), quoted: proofForIndustry(entry.slug) })),
    shared.use,
  );
  return new Map([...shared.quotes, ...rest.quotes]);
});

/** Where an industry page's calls to action lead: the contact page, knowing the industry (a call booked from it goes to its practice's lead). */
export function industryContactHref(slug: IndustrySlug) {
  return `/contact?service=${slug}` as const;
}

/** The service cards an industry's row on /industries names: its first cards block. */
export function industryServices(entry: IndustryEntry) {
  return entry.sections.find((section) => section.kind === 'cards')?.cards ?? [];
}

/**
 * An industry page as a page module: the hero, its sections in the file's order (a stats band with the footnote
 * that says where its figures are defined; the proof block as the proof band of content/services/proof.ts, left out
 * when no work is tagged with the industry), the closing call, and a WebPage about the industry.
 */
export function industryPage(entry: IndustryEntry): SectionPage {
  const { name, slug } = entry;
  const contactHref = industryContactHref(slug);
  const sections = entry.sections.flatMap((section): PageSection[] => {
    if (section.kind === 'stats') return [{ ...section, footnote: statsFootnote(slug) }];
    if (section.kind !== 'proof') return [section];
    const proof = proofSection({
      heading: `${name} work we have shipped`,
      intro: `Case studies and projects for ${name.toLowerCase()} clients, each with its measured result.`,
      entries: proofForIndustry(slug),
      testimonial: industryQuotes().get(industryPath(slug)),
    });
    return proof ? [proof] : [];
  });
  return {
    path: industryPath(slug),
    meta: entry.meta,
    hero: { ...heroWithCall(entry.hero, contactHref, { label: 'All industries', href: '/industries' }), art: heroArt(entry.art) },
    sections,
    closing: { ...entry.closing, href: ctaHref(entry.closing.ctaLabel, contactHref) },
    contactHref,
    schema: { type: 'WebPage', about: name },
  };
}
