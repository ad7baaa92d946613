import type { PageSection } from './sections';
import type { Artwork, IconName, InternalPath, PageMeta } from './types';

/** A link to a page of the site. */
export interface PageLink {
  label: string;
  href: InternalPath;
}

/** A button in a page's dark hero: 'primary' is the filled one with an arrow, 'outline' the quiet one. */
export interface HeroAction {
  label: string;
  /** A page of the site, or an anchor on this page ('#checklists'). */
  href: InternalPath | `#${string}`;
  variant: 'primary' | 'outline';
}

/**
 * The dark hero of a page: label, h1 and intro, with buttons, figures or badges. A family of pages whose
 * hero has a part of its own adds it here by module augmentation, beside its content, as it adds its own
 * section kinds (PageOwnSections): the case studies' `study` (content/case-study-types.ts).
 */
export interface PageHeroContent {
  label: string;
  headline: string; // the h1
  intro: string;
  actions?: readonly HeroAction[];
  /** Short figures beside the headline (value, then what it means). */
  facts?: readonly { value: string; label: string }[];
  /**
   * The artwork beside the headline (service, growth-path, industry, company and careers pages: a
   * scene of content/hero-art.ts), shown where the hero has no `facts`.
   */
  art?: Artwork;
  /** Labelled badges under the intro instead of buttons (the portfolio's capabilities, the case studies' topics). */
  badges?: {
    label: string;
    items: readonly { name: string; icon?: IconName }[];
    /** A line under the badges, with a link (the case-study topics no study covers yet). */
    note?: { text: string; link: PageLink };
  };
}

/** The closing call to action (CtaBlock): a primary button and an optional secondary one. */
export interface PageClosing {
  heading: string;
  body: string;
  ctaLabel: string;
  href: InternalPath;
  secondary?: PageLink;
}

/**
 * A page built from the section model: a dark hero, an ordered list of sections drawn by the one
 * renderer (components/sections/page-sections.tsx), an optional closing call to action and its
 * structured data. Drawn by components/sections/section-page.tsx; a route picks one and renders it.
 */
export interface SectionPage {
  path: InternalPath;
  meta: PageMeta;
  hero: PageHeroContent;
  sections: readonly PageSection[];
  /** The first light band is white instead of the page background (the bands then alternate as usual). */
  firstBand?: 'white';
  closing?: PageClosing;
  /** Where a cards section's secondary button leads when it names no href (default /contact). */
  contactHref?: InternalPath;
  /** schema.org data beyond the breadcrumb trail, built by lib/section-page-json-ld.ts. */
  schema?: PageSchema;
}

/**
 * What a page publishes as structured data (name, description and URL come from its meta and path;
 * a page with a faq section also publishes it as an FAQPage):
 * - AboutPage / WebPage about the agency (company pages): its people sections, press contacts and
 *   news are added from the sections themselves;
 * - WebPage `about` a subject (industry pages);
 * - ContactPage; Service (service and growth-path pages);
 * - CollectionPage listing `items` in order (/our-work, the portfolio, the blog, the case studies);
 * - Article (a case study);
 * - a family of pages' own kinds (PageOwnSchemas): JobPosting (an opening's own page: content/careers/opening-pages.ts).
 */
export type PageSchema =
  | { type: 'AboutPage' | 'WebPage'; organization?: Record<string, unknown>; about?: undefined }
  | { type: 'WebPage'; about: string }
  | { type: 'ContactPage'; name: string }
  | { type: 'Service'; name: string; serviceType: string }
  | { type: 'CollectionPage'; items: readonly { name: string; path: InternalPath }[] }
  | { type: 'Article'; headline: string; abstract: string; about: string; keywords: readonly string[]; datePublished: string }
  | PageOwnSchemas[keyof PageOwnSchemas];

/**
 * Structured data only one family of pages publishes, declared beside that content by module augmentation
 * (name → schema, with a `type` of its own), as PageOwnSections is; lib/section-page-json-ld.ts builds each.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation, beside each family of pages
export interface PageOwnSchemas {}
