import { statsFootnote } from '../company/fact-sheet-links';
import automotive from './pages/automotive';
import fintech from './pages/fintech';
import healthcare from './pages/healthcare';
import realEstate from './pages/real-estate';
import retail from './pages/retail';
import { heroArt, industryHeroArt } from '../hero-art';
import { allocateQuotes, proofForIndustry, proofSection } from '../services/proof';
import { serviceQuotes } from '../services';
import type { Testimonial } from '../shared/types';
import { memoOnContent } from '../shared/collection';
import type { SectionPage } from '../shared/page';
import { industryCatalog, industryPath, type IndustryEntry, type IndustrySlug } from './catalog';
import type { IndustryPage } from './types';
import { ctaHref, heroWithCall } from '../booking-links';

export const industryPages: Record<IndustrySlug, IndustryPage> = {
  automotive,
  fintech,
  healthcare,
  'real-estate': realEstate,
  retail,
};

/** Each industry's catalog entry with its page content, in menu order. */
export const industryList: (IndustryEntry & { page: IndustryPage })[] = industryCatalog.map((entry) => ({
  ...entry,
  page: industryPages[entry.slug],
}));

/**
 * The client's words each industry page's proof band quotes: chosen with the service pages' (serviceQuotes, where
 * industries with tagged work choose early), then those left without one choose from the quotes still free.
 */
export const industryQuotes = memoOnContent((): ReadonlyMap<string, Testimonial> => {
  const shared = serviceQuotes();
  const rest = allocateQuotes(
    industryList
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

/**
 * An industry page as a page module: the hero, then statistics, services, the proof band
 * (content/services/proof.ts), use cases and reasons in SPEC order, the closing call, and a WebPage about the industry.
 */
export function industryPage(page: IndustryPage): SectionPage {
  const name = industryCatalog.find((industry) => industry.slug === page.slug)?.name ?? page.meta.title;
  const proof = proofSection({
    heading: `${name} work we have shipped`,
    intro: `Case studies and projects for ${name.toLowerCase()} clients, each with a result the client measured after launch.`,
    entries: proofForIndustry(page.slug),
    testimonial: industryQuotes().get(industryPath(page.slug)),
  });
  const contactHref = industryContactHref(page.slug);
  return {
    path: industryPath(page.slug),
    meta: page.meta,
    hero: { ...heroWithCall(page.hero, contactHref, { label: 'All industries', href: '/industries' }), art: heroArt(industryHeroArt[page.slug]) },
    sections: [{ ...page.stats, footnote: statsFootnote(page.slug) }, page.services, ...(proof ? [proof] : []), page.useCases, page.reasons],
    closing: { ...page.closing, href: ctaHref(page.closing.ctaLabel, contactHref) },
    contactHref,
    schema: { type: 'WebPage', about: name },
  };
}
