/** The shapes of a case study (SPEC section 3, "Case study", "Timeline phase"), beside the studies in ./case-studies.ts. */
import type { IndustrySlug } from './industries/catalog';
import type { ServiceSlug } from './services/catalog';
import type { PageLink } from './shared/page';
import type { IconGridSection, SectionBase } from './shared/sections';
import type { Artwork, IconName, InternalPath, PageMeta, Stat } from './shared/types';
import type { OfferId } from './company/promises';
import type { ClientContactId, StaffId } from './company/people';

export type CaseStudyId = 'autoai' | 'bloxios' | 'vision-millennium';

export type CaseStudyAccent = 'indigo' | 'emerald' | 'amber';

/** A duration in weeks, written out: '1 week', '8 weeks'. */
export type WeeksText = `${number} week` | `${number} weeks`;

/** A headline metric on the detail page. */
export interface CaseStudyMetric {
  label: string;
  value: string; // shown exactly as written
  icon: IconName;
}

/** SPEC section 3 "Timeline phase": the status is always 'completed'. */
export interface CaseStudyPhase {
  phase: string;
  duration: WeeksText;
  status: 'completed';
}

export interface ComparisonRow {
  metric: string;
  before: string;
  after: string;
  /** The change from before to after, shown exactly as written. */
  change: string;
  /** Both figures as plain numbers in one unit, for drawing them to scale. */
  scale: { before: number; after: number };
}

/** Before and after figures, each pair drawn to scale. */
export interface ComparisonSection extends SectionBase {
  kind: 'comparison';
  beforeLabel: string;
  afterLabel: string;
  rows: readonly ComparisonRow[];
}

/**
 * Case studies (content/case-studies.ts), named by id, each drawn from the study itself:
 * - 'cards' (default): dark cards with the summary, the home metrics and three tags (home);
 * - 'compact': dark cards with the subtitle and the first headline metric (/our-work);
 * - 'showcase': light rows with the artwork, alternating sides, with a button (/work);
 * - 'detailed': each study in depth: metrics, facts, challenges, solutions, phases (portfolio).
 * The card layouts are on the near-black band, the others on light bands.
 */
export type CaseStudyCardsSection = SectionBase & {
  kind: 'caseStudyCards';
  /** A link beside the heading, e.g. to the list of all case studies. */
  link?: { label: string; href: InternalPath };
  studies: readonly CaseStudyId[];
} & ({ layout?: 'cards' | 'compact' | 'detailed' } | { layout: 'showcase'; /** The button of each row; the study's title follows for screen readers. */ linkLabel: string });

/** The case studies' own section kinds (on the home page, /our-work, /work, the portfolio and the detail pages), drawn by components/pages/case-studies/ (see PageOwnSections). */
declare module './shared/sections' {
  interface PageOwnSections {
    caseStudyCards: CaseStudyCardsSection;
    comparison: ComparisonSection;
  }
}

/** A case study is a project the site shows (ProjectRef): `{ kind: 'case-study', id }`. */
declare module './shared/types' {
  interface ProjectKinds {
    'case-study': CaseStudyId;
  }
}

/**
 * A case study's opening (drawn by components/pages/case-studies/study-hero.tsx instead of the usual hero):
 * a link back to its list above the label, the label in the study's accent, tags under the intro and the
 * product artwork beside the text.
 */
export interface StudyHeroContent {
  back: PageLink;
  /** Who the product was built for, named under the title: the client's company, or what kind of client it is. */
  client: { label: string; name: string };
  accent: CaseStudyAccent;
  tags: { label: string; items: readonly string[] };
  image: Artwork;
}

declare module './shared/page' {
  interface PageHeroContent {
    /** A case study's opening, instead of `facts` (see StudyHeroContent). */
    study?: StudyHeroContent;
  }
}

/** A section a study adds to its detail page: icon cards or a before/after comparison. */
export type CaseStudyHighlight = IconGridSection | ComparisonSection;

export interface CaseStudy {
  id: CaseStudyId;
  /** The detail route, /work/{id}. */
  href: InternalPath;
  /** The product name. */
  title: string;
  subtitle: string;
  /** 1-2 sentences for cards and teasers. */
  description: string;
  /** One paragraph for the detail page and the portfolio. */
  fullDescription: string;
  /** One of caseStudyTopics. */
  category: CaseStudyTopic;
  tags: readonly string[];
  technologies: readonly string[];
  challenges: readonly [string, string, string, string];
  solutions: readonly [string, string, string, string];
  /** The four headline metrics on the detail page and the portfolio. */
  metrics: readonly [CaseStudyMetric, CaseStudyMetric, CaseStudyMetric, CaseStudyMetric];
  /** The three figures on the home teaser (the /work rows show `rowMetrics`). */
  homeMetrics: readonly [Stat, Stat, Stat];
  /** Five phases, all completed (SPEC section 9 "Process timings"). */
  timeline: readonly [CaseStudyPhase, CaseStudyPhase, CaseStudyPhase, CaseStudyPhase, CaseStudyPhase];
  teamSize: string;
  industry: string;
  clientType: string;
  /** Total engagement length: the sum of the timeline phases. */
  duration: WeeksText;
  /**
   * When the first release went live: the week after kickoff, what went live, and the offer the
   * engagement was sold as (its promised first release, content/company/promises.ts, is this week or later).
   */
  firstRelease: { week: number; what: string; offer: OfferId };
  /** The people who led the work, from the roster (content/company/people.ts), the lead first. */
  leads: readonly [StaffId, ...StaffId[]];
  /**
   * The client's name, only where the client agreed to be named (otherwise `clientType` stands
   * alone), and then their words: a client contact of the roster at that company.
   */
  client?: { name: string; quote: string; person: ClientContactId };
  /** When the study was published (ISO date): its Article's datePublished. */
  published: `${number}-${number}-${number}`;
  meta: PageMeta;
  /** The list page's Deep Dive: the core problem and the answer, one paragraph each. */
  deepDive: { challenge: string; solution: string };
  /** The services the engagement drew on (routes /services/{slug}), the main one first. */
  services: readonly ServiceSlug[];
  /** The industry pages the engagement is proof for (routes /industries/{slug}); content/services/proof.ts reads both. */
  industries: readonly IndustrySlug[];
  /**
   * The product artwork: an abstract, product-style SVG scene in the study's accent, a file in
   * public/work/art/ named `{id}-{scene}.svg` (content/case-studies.test.ts checks that it exists).
   */
  image: Artwork;
  accent: CaseStudyAccent;
  /**
   * The study's own sections on its detail page, after challenge and solution (for example
   * Bloxios's security approach, Vision Millennium's features and before/after comparison).
   */
  highlights: readonly CaseStudyHighlight[];
}

/** The topic badges on the case-study list (SPEC section 2 "Case studies"). */
export const caseStudyTopics = [
  'AI/ML Development',
  'Web3 & Blockchain',
  'XR/VR Solutions',
  'Mobile Applications',
  'SaaS Platforms',
  'Enterprise Solutions',
] as const;

export type CaseStudyTopic = (typeof caseStudyTopics)[number];
