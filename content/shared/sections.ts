import type { Faq, IconItem, IconName, InternalPath, NumberedPoint, Stat, Testimonial, ToolCategory } from './types';

/**
 * The one section model every page is built from: a discriminated union on `kind`, drawn
 * in order by one renderer (components/sections/page-sections.tsx), which also alternates
 * the light bands. A new shape of section is added here as a new kind, never written
 * inline in a route.
 */
export type PageSection =
  | NumberedSection
  | CardsSection
  | IconGridSection
  | StatsSection
  | TimelinesSection
  | TechStackSection
  | ProcessSection
  | StoriesSection
  | TestimonialsSection
  | FaqSection
  | ProofSection
  | StatsStripSection
  | CheckPointsSection
  | LinksSection
  | StepsSection
  | ClosingSection
  // Kinds one page (or one family of pages) uses, declared beside that content (see PageOwnSections):
  | PageOwnSections[keyof PageOwnSections];

/**
 * Section kinds only one page (or one family of pages: the case studies, the company pages) uses live beside that content, not here: the page's module adds them
 * to this interface (kind → section type) by module augmentation, and its components/pages/{page}/ folder
 * draws them (components/pages/own-sections.tsx). So this model names no page's own shapes, and the shared
 * renderer draws only the kinds several pages use. Example: content/pages/company/sections.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation, beside each page
export interface PageOwnSections {}

export interface SectionBase {
  /** Stable in-page anchor id, e.g. 'what-you-get'. Unique on the page. */
  id: string;
  eyebrow?: string; // short uppercase label above the heading
  heading: string; // an h2
  intro?: string;
  /** 'dark' draws the section on the near-black band; light bands alternate by themselves. */
  tone?: 'dark' | 'light';
}

/** Numbered points: 'What you get', benefits, principles, a get-started path. */
export interface NumberedSection extends SectionBase {
  kind: 'numbered';
  /** 'columns': the points in up to four columns under the heading (a short process); default beside it. */
  layout?: 'columns';
  items: NumberedPoint[];
}

export interface SectionCard {
  icon: IconName;
  title: string;
  subtitle?: string;
  description: string;
  features: string[]; // 3-5 short bullet points
  /** 'excluded': the features are what the card leaves out (drawn with a dash, not a check). */
  featureMark?: 'check' | 'excluded';
  /** Optional link to a related page; without it the card has no link. */
  href?: InternalPath;
  linkLabel?: string;
}

/** Offering cards (usually on the dark near-black band), services, engagement models. */
export interface CardsSection extends SectionBase {
  kind: 'cards';
  tone: 'dark' | 'light';
  /** Secondary button beside the heading; goes to /contact?service={slug} unless href is given. */
  secondaryCta?: { label: string; href?: InternalPath };
  cards: SectionCard[];
}

/** Icon cards: 'Why choose', reasons, strengths, industries, tools, features. */
export interface IconGridSection extends SectionBase {
  kind: 'iconGrid';
  /** 'dark': on the near-black band; default light. */
  tone?: 'dark' | 'light';
  items: IconItem[];
}

/** A line under a section that ends in a link (components/ui/linked-footnote.tsx). */
export interface SectionFootnote {
  text: string;
  link: { label: string; href: InternalPath };
}

/** The dark band of headline statistics. */
export interface StatsSection extends SectionBase {
  kind: 'stats';
  items: Stat[];
  /** The line under the band that says where its figures are defined (by default the studio's figures on /about/how-we-count). */
  footnote?: SectionFootnote;
}

/** Delivery timelines: prototype, MVP, full platform. */
export interface TimelinesSection extends SectionBase {
  kind: 'timelines';
  items: { label: string; duration: string; description: string; deliverables: string[] }[];
}

/** Technologies grouped by category (also used for platform and tool lists). */
export interface TechStackSection extends SectionBase {
  kind: 'techStack';
  categories: ToolCategory[];
}

/** A phased process; team and deliverables are optional per phase. */
export interface ProcessSection extends SectionBase {
  kind: 'process';
  phases: { title: string; description: string; duration?: string; team?: string[]; deliverables?: string[] }[];
}

/** Success stories: anonymised client work with results. */
export interface StoriesSection extends SectionBase {
  kind: 'stories';
  items: { client: string; industry: string; title: string; description: string; results: Stat[] }[];
}

export interface TestimonialsSection extends SectionBase {
  kind: 'testimonials';
  items: Testimonial[];
}

/**
 * Proof (content/services/proof.ts): the case studies and portfolio projects tagged with the page's service or
 * industry, each with one measured result and a link, and a client's words about one of them.
 */
export interface ProofSection extends SectionBase {
  kind: 'proof';
  /** The way to all the work, beside the heading. */
  link: { label: string; href: InternalPath };
  items: readonly {
    id: string;
    /** 'Case study' or 'Project'. */
    kindLabel: string;
    title: string;
    client: string;
    industry: string;
    summary: string;
    result: Stat;
    href: InternalPath;
    linkLabel: string;
  }[];
  /** The client's words, and the project they are about: its name, client and headline result beside the quote. */
  testimonial?: Testimonial & { about: { eyebrow: string; label: string; href: InternalPath; client: string; result: Stat } };
}

export interface FaqSection extends SectionBase {
  kind: 'faq';
  items: Faq[];
}

/**
 * A part of a section drawn by an interactive client component (a form, a filter): the section
 * names it and the page supplies it, so that only the pages that show it ship its script.
 */
export type SectionLeaf = 'form' | 'filter' | 'newsletter' | 'scheduler';

/** A compact dark band of statistics continuing the hero; its heading is an eyebrow. */
export interface StatsStripSection extends SectionBase {
  kind: 'statsStrip';
  items: readonly Stat[];
}

/** Short statements as checked cards beside the heading ('Who it is for'). */
export interface CheckPointsSection extends SectionBase {
  kind: 'checkPoints';
  points: readonly string[];
}

/** Cards that are links: with an icon and description, or compact (title and a short note). */
export interface LinksSection extends SectionBase {
  kind: 'links';
  variant: 'icon' | 'compact';
  items: { title: string; description: string; href: InternalPath; icon?: IconName }[];
}

/** Numbered steps side by side, each with a duration: a short process at a glance. */
export interface StepsSection extends SectionBase {
  kind: 'steps';
  steps: { title: string; duration: string; description: string }[];
  /** A line under the steps, ending in a link: what their weeks are, and where each offer's own timeline is. */
  footnote?: SectionFootnote;
}

/**
 * The closing call of a page: heading, paragraph and buttons on the near-black panel, which
 * sits on the page background (so a light band before it is drawn white).
 */
export interface ClosingSection extends SectionBase {
  kind: 'closing';
  body: string;
  primary: { label: string; href: InternalPath };
  secondary?: { label: string; href: InternalPath };
}

/**
 * Whether a section is drawn on the near-black band: statistics, the media kit, callouts, claims,
 * the case-study cards, and any section whose tone says so. The renderer bands pages by it, and
 * page builders read it to keep two dark bands from meeting.
 */
export function isDarkSection(section: PageSection): boolean {
  switch (section.kind) {
    case 'stats':
    case 'mediaKit':
    case 'callout':
    case 'claims':
      return true;
    case 'caseStudyCards':
      // The card layouts are on the near-black band, the others on light bands.
      return section.layout !== 'showcase' && section.layout !== 'detailed';
    default:
      return 'tone' in section && section.tone === 'dark';
  }
}
