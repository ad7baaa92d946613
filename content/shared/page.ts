import type { PageSection } from './sections';
import type { InternalPath, PageMeta } from './types';

/** A link of a page's hero or closing call to action. */
export interface PageLink {
  label: string;
  /** A page of the site, or an anchor on this page ('#checklists'). */
  href: InternalPath | `#${string}`;
}

/**
 * A page built from the section model: a dark hero, an ordered list of sections drawn by the one
 * renderer (components/sections/page-sections.tsx), an optional closing call to action and its
 * structured data. Drawn by components/sections/section-page.tsx; a route picks one and renders it.
 */
export interface SectionPage {
  path: InternalPath;
  meta: PageMeta;
  hero: {
    label: string;
    headline: string; // the h1
    intro: string;
    /** The first is the primary button, the others outlined. */
    actions: PageLink[];
    /** Short figures beside the headline (value, then what it means). */
    facts?: { value: string; label: string }[];
  };
  sections: PageSection[];
  /** The first light band is white instead of the page background (the bands then alternate as usual). */
  firstBand?: 'white';
  closing?: {
    heading: string;
    body: string;
    cta: { label: string; href: InternalPath };
    secondary?: { label: string; href: InternalPath };
  };
  /**
   * schema.org data beyond the breadcrumb trail. A company page is an AboutPage or WebPage about the
   * agency: its people sections, press contacts and news are added from the sections themselves.
   */
  schema?: { type: 'AboutPage' | 'WebPage'; organization?: Record<string, unknown> } | { type: 'ContactPage'; name: string };
}
