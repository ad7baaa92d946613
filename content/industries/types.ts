import type { InternalPath, PageMeta } from '../shared/types';
import type { IndustrySlug } from './catalog';
import type { CardsSection, IconGridSection, NumberedSection, SectionCard, StatsSection } from '../shared/sections';

/**
 * An industry page as the TypeScript modules of ./pages/ wrote it before issue 40: now only the input of
 * scripts/industries-to-yaml.ts, which writes them as the files the site reads (./entries/, shape: ./schema.ts).
 * Delete with the modules and the script.
 */
export interface IndustryPage {
  slug: IndustrySlug; // its name, menu group, icon and artwork are in its file in ./entries/
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
