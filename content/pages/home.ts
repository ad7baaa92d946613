import { companyFigures, figureCounter } from '../company/figures';
import { statsFootnote } from '../company/fact-sheet-links';
import { growthPromise, type GrowthPath } from './growth-paths';
import type { PageSection, SectionBase } from '../shared/sections';
import type { IconName, InternalPath, PageMeta } from '../shared/types';
import { site } from '../site';
import { deliveryProcess, enquiryNextSteps, offers, sprintDemo } from '../company/promises';

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

/** The growth paths (content/pages/growth-paths.ts), named by slug, as cards linking to their pages. */
export interface PathsSection extends SectionBase {
  kind: 'paths';
  /** A short promise in a pill beside the heading. */
  note?: { icon: IconName; text: string };
  paths: GrowthPath['slug'][];
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
  };
  sections: PageSection[];
  closing: { heading: string; body: string; ctaLabel: string; href: InternalPath };
}

/** The home page's own copy and figures (SPEC section 1 and 2 "Home"). */
export const home: HomePage = {
  meta: {
    title: 'Software, AI, XR and Web3 product studio',
    description:
      `Northstack builds custom software, web and SaaS platforms, mobile apps, AI, XR and Web3 products for start-ups and enterprises, ${growthPromise.toLowerCase()}.`,
  },
  hero: {
    eyebrow: 'Software and technology studio',
    headline: 'We build the software your next decade runs on',
    intro:
      'Product strategy, design and engineering for start-ups and enterprise brands: AI and machine learning, web and mobile apps, XR, Web3 and the cloud platforms underneath.',
    tags: ['AI & Machine Learning', 'Web & Mobile Apps', 'XR & Web3'],
    cta: { label: 'Tell us about your project', href: '/contact' },
    secondary: { label: 'See our work', href: '/work' },
  },
  sections: [
    {
      kind: 'claims',
      id: 'claims',
      heading: `Trusted by ${companyFigures.clientCompanies.value} companies`,
      intro: `from seed-stage founders to enterprise brands, across ${site.address.regionName} and worldwide.`,
      counters: [figureCounter('platformValue'), figureCounter('clientRetention'), figureCounter('projectsSinceFounding')],
      footnote: {
        text: `Studio work only: clients that contracted us, value as their owners report it. Retention: ${companyFigures.clientRetention.sample.count} of the ${companyFigures.clientRetention.sample.of} clients whose first project ended over a year ago came back.`,
        link: statsFootnote().link,
      },
      /** Six named clients for the scrolling strip, each a client contact whose work the portfolio or a case study shows (content/content-gates.test.ts). */
      clients: {
        label: 'Some of our clients',
        names: ['Atlas Motor Group', 'Finch Capital', 'Meridian Health', 'Harborline Logistics', 'Lumen Retail', 'Vertex Realty'],
      },
    },
    {
      kind: 'paths',
      id: 'paths',
      eyebrow: 'Three ways to work with us',
      heading: 'Wherever you start, one team takes you forward',
      note: { icon: 'clock', text: `${offers.launch.name}: ${growthPromise}` },
      paths: ['launch', 'scale', 'transform'],
    },
    {
      kind: 'steps',
      id: 'process',
      eyebrow: 'How we work',
      heading: 'A process built to ship, not to bill',
      intro: `Four phases with ${sprintDemo}, so you see progress early and can change course before it costs you.`,
      steps: [...deliveryProcess],
    },
    {
      kind: 'caseStudyCards',
      id: 'work',
      eyebrow: 'Selected work',
      heading: 'Results our clients can measure',
      link: { label: 'View all case studies', href: '/work' },
      studies: ['autoai', 'bloxios', 'vision-millennium'],
    },
  ],
  closing: {
    heading: 'Have a product in mind?',
    body: `Tell us what you want to build and by when. ${enquiryNextSteps}`,
    ctaLabel: 'Tell us about your project',
    href: '/contact',
  },
};
