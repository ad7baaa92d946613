import { figureCounter } from '../company/figures';
import { howWeCountPath, statsFootnote } from '../company/fact-sheet-links';
import { deliveryProcess, processWeeksNote } from '../company/promises';
import type { CaseStudyId } from '../case-study-types';
import type { GrowthPathSlug } from '../company/prices';
import type { PageSection, SectionBase } from '../shared/sections';
import type { Artwork, IconName, InternalPath, PageMeta } from '../shared/types';
import { heroArt } from '../hero-art';
import { memoOnContent } from '../shared/collection';
import { homeEntry } from './collection';

/** A figure that counts up from 0 when scrolled into view; the HTML holds `{prefix}{end}{suffix}`. */
export interface Counter {
  end: number;
  prefix: string;
  suffix: string;
  label: string;
}

/**
 * The claims band that continues a dark hero: the heading with its line below, counters,
 * and a scrolling strip of client names. Always on the near-black.
 */
export interface ClaimsSection extends SectionBase {
  kind: 'claims';
  counters: Counter[];
  /** What the counters count, in a line under them, with the link to their definitions. */
  footnote: { text: string; link: { label: string; href: InternalPath } };
  clients: { label: string; names: string[] };
}

/** The growth paths (content/services/growth-paths/), named by slug, as cards linking to their pages. */
export interface PathsSection extends SectionBase {
  kind: 'paths';
  /** A short promise in a pill beside the heading. */
  note?: { icon: IconName; text: string };
  paths: GrowthPathSlug[];
}

/** The home page's own section kinds, drawn by components/pages/home/ (see PageOwnSections). */
declare module '../shared/sections' {
  interface PageOwnSections {
    claims: ClaimsSection;
    paths: PathsSection;
  }
}

/** The home page: its hero, then its sections in order, drawn by the one section renderer. */
export interface HomePage {
  meta: PageMeta;
  hero: {
    eyebrow: string;
    headline: string;
    intro: string;
    tags: string[];
    cta: { label: string; href: InternalPath };
    secondary: { label: string; href: InternalPath };
    /** Product screens of the practices the tags name, stacked beside the headline (back to front), named as one picture. */
    screens: { alt: string; art: readonly Artwork[] };
  };
  sections: PageSection[];
  closing: { heading: string; body: string; ctaLabel: string; href: InternalPath };
}

/**
 * The home page (SPEC section 1 and 2 "Home") from its file, content/home/home.yaml: the counters from the fact
 * sheet with the link to their definitions, the process's steps from content/company/promises.ts.
 */
export const homePage = memoOnContent((): HomePage => {
  const { meta, hero, sections, closing } = homeEntry();
  return {
    meta,
    // The studio's work rather than a promise of it: a SaaS dashboard, an AI assistant and a pair of phone apps.
    hero: {
      ...hero,
      screens: {
        alt: 'Illustration: products we build, a SaaS dashboard, an AI assistant and two phone apps',
        art: [heroArt('saas-dashboard'), heroArt('ai-chat'), heroArt('mobile-pair')],
      },
    },
    sections: sections.map((block): PageSection => {
      switch (block.discriminant) {
        case 'claims': {
          const { counters, footnote, ...claims } = block.value;
          return { kind: 'claims', ...claims, counters: counters.map(figureCounter), footnote: { text: footnote, link: statsFootnote().link } };
        }
        case 'paths':
          // The collection checked each slug against the growth paths' files, whose slugs have a price.
          return { kind: 'paths', ...block.value, paths: block.value.paths as GrowthPathSlug[] };
        case 'steps':
          return { kind: 'steps', ...block.value, steps: [...deliveryProcess], footnote: { text: processWeeksNote, link: { label: 'Every offer and its timeline', href: `${howWeCountPath}#promises` } } };
        case 'caseStudyCards':
          return { kind: 'caseStudyCards', ...block.value, studies: block.value.studies as CaseStudyId[] };
      }
    }),
    closing,
  };
});
