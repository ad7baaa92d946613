import type { CaseStudyId } from '../case-studies';
import type { GrowthPath } from '../growth-paths';
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
  // Home page kinds
  | ClaimsSection
  | PathsSection
  | StepsSection
  | CaseStudyCardsSection;

interface SectionBase {
  /** Stable in-page anchor id, e.g. 'what-you-get'. Unique on the page. */
  id: string;
  eyebrow?: string; // short uppercase label above the heading
  heading: string; // an h2
  intro?: string;
}

/** Numbered points: 'What you get', benefits, principles, a get-started path. */
export interface NumberedSection extends SectionBase {
  kind: 'numbered';
  items: NumberedPoint[];
}

export interface SectionCard {
  icon: IconName;
  title: string;
  subtitle?: string;
  description: string;
  features: string[]; // 3-5 short bullet points
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
  items: IconItem[];
}

/** The dark band of headline statistics. */
export interface StatsSection extends SectionBase {
  kind: 'stats';
  items: Stat[];
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

export interface FaqSection extends SectionBase {
  kind: 'faq';
  items: Faq[];
}

// Home page kinds --------------------------------------------------------------------------

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
  clients: { label: string; names: string[] };
}

/** The growth paths (content/growth-paths.ts), named by slug, as cards linking to their pages. */
export interface PathsSection extends SectionBase {
  kind: 'paths';
  /** A short promise in a pill beside the heading. */
  note?: { icon: IconName; text: string };
  paths: GrowthPath['slug'][];
}

/** Numbered steps side by side, each with a duration: a short process at a glance. */
export interface StepsSection extends SectionBase {
  kind: 'steps';
  steps: { title: string; duration: string; description: string }[];
}

/** Case studies (content/case-studies.ts), named by id, as cards on the near-black. */
export interface CaseStudyCardsSection extends SectionBase {
  kind: 'caseStudyCards';
  /** A link beside the heading, e.g. to the list of all case studies. */
  link?: { label: string; href: InternalPath };
  studies: CaseStudyId[];
}
