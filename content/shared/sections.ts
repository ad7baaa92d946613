import type { Faq, IconItem, IconName, InternalPath, NumberedPoint, Stat, Testimonial, ToolCategory } from './types';
import type { Article } from '../blog';
import type { Person } from '../company/people';
import type { MediaAsset, MediaContact, NewsItem } from '../company/press';
import type { Checklist, Guide } from '../resources';
import type { site } from '../site';

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
  // Company, press, resources and contact pages:
  | PeopleSection
  | NewsSection
  | MediaKitSection
  | StatementSection
  | PressContactsSection
  | CalloutSection
  | GuidesSection
  | ChecklistsSection
  | LinksSection
  | ArticlesSection
  | ContactSection;

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

// --- Company, press, resources and contact pages -------------------------------------------

/**
 * People of the company (content/company/people.ts, referenced, never copied): wide profiles with
 * achievements, a grid of cards (optionally closed by an invitation to join), or their quotes.
 * `schemaRole` adds them to the page's structured data as the agency's founders or employees.
 */
export type PeopleSection = SectionBase & { kind: 'people'; schemaRole?: 'founder' | 'employee' } & (
    | { layout: 'profiles'; people: Person[] }
    | { layout: 'grid'; people: Person[]; join?: { heading: string; body: string; link: { label: string; href: InternalPath } } }
    | { layout: 'quotes'; people: (Person & { quote: string })[] }
  );

/** Dated news items, each leading to a page of the site (published as NewsArticle parts of the page). */
export interface NewsSection extends SectionBase {
  kind: 'news';
  items: NewsItem[];
}

/** Files to download (on the dark band), each shown with its type and its real size read at build. */
export interface MediaKitSection extends SectionBase {
  kind: 'mediaKit';
  items: MediaAsset[];
}

/** A paragraph to quote as it stands, e.g. the boilerplate for editors. */
export interface StatementSection extends SectionBase {
  kind: 'statement';
  body: string;
}

/** Press contacts with e-mail and phone (published as the agency's media-relations contact points). */
export interface PressContactsSection extends SectionBase {
  kind: 'pressContacts';
  items: MediaContact[];
}

/** An invitation on the dark band: heading, intro and a button, beside a short list. */
export interface CalloutSection extends SectionBase {
  kind: 'callout';
  cta: { label: string; href: InternalPath };
  aside: { label: string; items: string[] };
}

/** Questions a reader arrives with, each answered by a blog article (title and read time come from it). */
export interface GuidesSection extends SectionBase {
  kind: 'guides';
  items: Guide[];
  linkLabel: string;
}

/** Checklists published as plain-text files, with their size and the article each condenses. */
export interface ChecklistsSection extends SectionBase {
  kind: 'checklists';
  items: Checklist[];
  labels: { download: string; fileType: string; source: string; items: string };
}

/** Cards that are links: with an icon and description, or compact (title and a short note). */
export interface LinksSection extends SectionBase {
  kind: 'links';
  variant: 'icon' | 'compact';
  items: { title: string; description: string; href: InternalPath; icon?: IconName }[];
}

/** Blog articles as cards (cover, category, title, excerpt, author and date). */
export interface ArticlesSection extends SectionBase {
  kind: 'articles';
  items: Article[];
}

/**
 * The contact block: the enquiry form beside the direct details (the section's heading and intro)
 * and what happens after sending.
 */
export interface ContactSection extends SectionBase {
  kind: 'contact';
  form: { heading: string; intro: string };
  email: string;
  phone: (typeof site)['phone'];
  address: (typeof site)['address'];
  nextSteps: { heading: string; steps: { title: string; when: string; description: string }[] };
}
