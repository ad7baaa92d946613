import type { CaseStudyAccent } from '../case-studies';
import type { Artwork, Faq, IconItem, IconName, InternalPath, NumberedPoint, Stat, Testimonial, ToolCategory } from './types';

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
  | CaseStudySection;

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

// ---- Case studies: the /work list and the /work/{id} detail pages ----

export type CaseStudySection =
  | StudyShowcaseSection
  | StudyGlanceSection
  | StudyDeepDiveSection
  | MetricCardsSection
  | StudyOverviewSection
  | ChallengeSolutionSection
  | ComparisonSection
  | PhaseTimelineSection
  | StudyLinksSection
  | ClosingSection;

/** What every case-study card or row names: the study, its link and its accent. */
export interface StudyRef {
  id: string;
  href: InternalPath;
  title: string;
  category: string;
  accent: CaseStudyAccent;
}

/** The studies side by side with their artwork, alternating left and right. */
export interface StudyShowcaseSection extends SectionBase {
  kind: 'studyShowcase';
  linkLabel: string;
  studies: readonly (StudyRef & { description: string; tags: readonly string[]; image: Artwork; metrics: readonly Stat[] })[];
}

/** Every study as a card: headline metrics, facts, technologies and a link. */
export interface StudyGlanceSection extends SectionBase {
  kind: 'studyGlance';
  technologiesLabel: string;
  studies: readonly (StudyRef & {
    clientType: string;
    metrics: readonly Stat[];
    facts: readonly Stat[];
    technologies: readonly string[];
    linkLabel: string;
  })[];
}

/** Per study, the core problem and the answer (on the near-black). */
export interface StudyDeepDiveSection extends SectionBase {
  kind: 'studyDeepDive';
  tone: 'dark';
  challengeLabel: string;
  solutionLabel: string;
  studies: readonly (StudyRef & { industry: string; challenge: string; solution: string })[];
}

/** Headline metrics as cards, each with its icon. */
export interface MetricCardsSection extends SectionBase {
  kind: 'metricCards';
  items: readonly { label: string; value: string; icon: IconName }[];
}

/** A project's full description beside its facts, then its technologies and the services involved. */
export interface StudyOverviewSection extends SectionBase {
  kind: 'studyOverview';
  description: string;
  facts: readonly Stat[];
  technologies: { heading: string; label: string; items: readonly string[] };
  services: { heading: string; links: readonly { label: string; href: InternalPath }[] };
}

/** The challenges beside the solutions, as two marked lists. */
export interface ChallengeSolutionSection extends SectionBase {
  kind: 'challengeSolution';
  challenge: { heading: string; items: readonly string[] };
  solution: { heading: string; items: readonly string[] };
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

/** A project's phases with their status, beside the phases drawn to scale on one bar. */
export interface PhaseTimelineSection extends SectionBase {
  kind: 'phaseTimeline';
  tone: 'dark' | 'light';
  scaleLabel: string;
  phases: readonly { title: string; duration: `${number} week` | `${number} weeks`; status: string }[];
}

/** Links to other case studies, as cards with their artwork. */
export interface StudyLinksSection extends SectionBase {
  kind: 'studyLinks';
  tone: 'dark' | 'light';
  linkLabel: string;
  studies: readonly (StudyRef & { subtitle: string; image: Artwork })[];
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
