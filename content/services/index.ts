import { statsFootnote } from '../company/fact-sheet-links';
import { heroArt } from '../hero-art';
import { allocateQuotes, proofEntries, proofForIndustry, proofForServices, proofSection, quotesAtHome, testimonialsIn, type QuoteUse } from './proof';
import { memoOnContent } from '../shared/collection';
import type { SectionPage } from '../shared/page';
import type { PageSection } from '../shared/sections';
import type { Testimonial } from '../shared/types';
import { serviceContactHref } from './catalog';
import { growthPathEntries } from './growth-path-collection';
import { serviceEntries, type ServiceEntry } from './collection';
import { ctaHref, heroWithCall } from '../booking-links';

export type { ServiceEntry } from './collection';

/** Each service page as its file gives it (content/services/entries/), in menu order. */
export function serviceList(): ReadonlyArray<ServiceEntry> {
  return serviceEntries();
}

/** One service page by its slug (its file name), or undefined. */
export function getServicePage(slug: string): ServiceEntry | undefined {
  return serviceList().find((page) => page.slug === slug);
}

/**
 * The client's words each proof band quotes, and how many pages each quote is then on. The pages a buyer is sent
 * to first choose first: the growth paths (Launch, Scale, Transform) from all their work, and the industry pages
 * from the work tagged with their industry (keyed by their path, /industries/{slug}, content/industries/catalog.ts
 * industryPath). Then each service page, about work tagged with the service, in alphabetical order of the slug
 * (so moving a service in the menu does not move quotes). An industry page left without a quote chooses from what
 * is left (content/industries/index.ts).
 */
export const serviceQuotes = memoOnContent((): { quotes: ReadonlyMap<string, Testimonial>; use: QuoteUse } => {
  const pages = [...serviceList()]
    .sort((a, b) => (a.slug < b.slug ? -1 : 1))
    .map((page) => ({ slug: page.slug, shown: testimonialsIn(page.sections) }));
  return allocateQuotes(
    [
      ...growthPathEntries().map(({ slug, services }) => ({ path: `/services/${slug}`, quoted: proofForServices(services), first: true })),
      ...[...new Set(proofEntries().flatMap((entry) => entry.industries))].map((slug) => ({ path: `/industries/${slug}`, quoted: proofForIndustry(slug), first: true })),
      ...pages.map(({ slug, shown }) => ({ path: `/services/${slug}`, quoted: proofForServices([slug]), shown })),
    ],
    quotesAtHome(pages.map((page) => page.shown)),
  );
});

/**
 * Puts a proof band before the page's testimonials or questions (or last): it follows what the
 * page offers and comes before what is left to ask.
 */
export function withProof(sections: readonly PageSection[], proof: PageSection | undefined): readonly PageSection[] {
  if (!proof) return sections;
  const at = sections.findIndex((section) => section.kind === 'testimonials' || section.kind === 'faq');
  return at < 0 ? [...sections, proof] : [...sections.slice(0, at), proof, ...sections.slice(at)];
}

/**
 * A service page as a page module: the hero with its call to action and a way back to every
 * service, the page's sections with its proof band (content/services/proof.ts), the closing call, and its
 * Service data (and FAQPage, from its faq section). Every call to action leads to the contact form,
 * prefilled with the service.
 */
export function servicePage(page: ServiceEntry): SectionPage {
  const contactHref = serviceContactHref(page.slug);
  const { name } = page;
  const tagged = proofForServices([page.slug]);
  const proof = proofSection({
    heading: `${name} work we have shipped`,
    intro:
      tagged.length === 1
        ? `A project that drew on our ${name} work, with its measured result.`
        : `Case studies and projects that drew on our ${name} work, each with its measured result.`,
    entries: tagged,
    testimonial: serviceQuotes().quotes.get(`/services/${page.slug}`),
  });
  return {
    path: `/services/${page.slug}`,
    meta: page.meta,
    hero: { ...heroWithCall(page.hero, contactHref, { label: 'All services', href: '/services' }), art: heroArt(page.art) },
    sections: withProof(
      page.sections.map((section) => (section.kind === 'stats' ? { ...section, footnote: statsFootnote(page.slug) } : section)),
      proof,
    ),
    closing: { ...page.closing, href: ctaHref(page.closing.ctaLabel, contactHref) },
    contactHref,
    schema: { type: 'Service', name, serviceType: page.serviceType },
  };
}
