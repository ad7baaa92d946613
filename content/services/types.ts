import type { Faq, IconItem, IconName, InternalPath, NumberedPoint, PageMeta, Stat, Testimonial, ToolCategory } from '../shared/types';

/**
 * A service page is a hero, an ordered list of sections and a closing call to action.
 * Every call-to-action button on a service page goes to /contact?service={slug}; the
 * link is derived by the template, so content only names the button.
 */
export interface ServicePage {
  slug: string; // the path segment under /services/
  meta: PageMeta;
  /** schema.org Service.serviceType, e.g. 'iOS application development'. */
  serviceType: string;
  hero: {
    label: string; // small uppercase label, e.g. 'iOS development'
    headline: string; // the h1
    intro: string; // one or two sentences
    ctaLabel: string;
  };
  sections: ServiceSection[];
  closing: {
    heading: string;
    body: string;
    ctaLabel: string;
  };
}

export type ServiceSection =
  | NumberedSection
  | CardsSection
  | IconGridSection
  | StatsSection
  | TimelinesSection
  | TechStackSection
  | ProcessSection
  | StoriesSection
  | TestimonialsSection
  | FaqSection;

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

export interface ServiceCard {
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
  cards: ServiceCard[];
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
