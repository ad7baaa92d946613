import type { InternalPath, PageMeta } from '../shared/types';
import type { IndustrySlug } from './catalog';
import type { CardsSection, IconGridSection, NumberedSection, SectionCard, StatsSection } from '../shared/sections';

/**
 * An industry page (SPEC "Industry pages"): a hero, four statistics, service cards linking to
 * service pages, use cases, four reasons and a closing call to action, in that order. The
 * sections reuse the service-page shapes, so one renderer draws both kinds of page.
 */
export interface IndustryPage {
  slug: IndustrySlug; // its name and menu group are in ./catalog
  meta: PageMeta;
  hero: {
    label: string; // small uppercase label, e.g. 'Automotive software'
    headline: string; // the h1
    intro: string; // one or two sentences
    ctaLabel: string; // goes to /contact
  };
  /** One sentence for the card on /industries. */
  summary: string;
  /** Exactly four statistics. */
  stats: StatsSection;
  /** Six (or four) cards, each linking to a service page. */
  services: Omit<CardsSection, 'cards'> & { cards: IndustrySectionCard[] };
  /** Automotive and retail: four use cases; the others six. */
  useCases: IconGridSection;
  /** Exactly four reasons to choose Northstack for this industry. */
  reasons: NumberedSection;
  closing: {
    heading: string;
    body: string;
    ctaLabel: string;
  };
}

/** A service card whose link is required and goes to one of `industryCardTargets`. */
export interface IndustrySectionCard extends SectionCard {
  href: InternalPath;
  linkLabel: string;
}

/** The service pages industry cards may link to (SPEC "Industry pages", card targets). */
export const industryCardTargets = [
  '/services/web-development',
  '/services/mobile-applications',
  '/services/machine-learning-development',
  '/services/vr-applications',
  '/services/ar-applications',
  '/services/system-architecture',
  '/services/software-development',
  '/services/blockchain-development',
  '/services/cloud-infrastructure',
  '/services/ai-chatbot-development',
] as const satisfies readonly InternalPath[];
