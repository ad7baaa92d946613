import type { PageSection } from '../shared/sections';
import type { InternalPath, PageMeta } from '../shared/types';

export interface CompanyLink {
  label: string;
  href: InternalPath;
}

/**
 * A company page: a dark hero with its actions, an ordered list of sections (drawn by the
 * section renderer) and a closing call to action. Pages with people, news or the
 * media kit add their own blocks beside these (see content/company/*.ts).
 */
export interface CompanyPage {
  path: InternalPath;
  meta: PageMeta;
  hero: {
    label: string;
    headline: string; // the h1
    intro: string;
    actions: CompanyLink[]; // the first is the primary button
  };
  sections: PageSection[];
  closing: {
    heading: string;
    body: string;
    cta: CompanyLink;
    secondary?: CompanyLink;
  };
}

/** A heading block for a section that is not drawn by the section renderer. */
export interface BlockHeading {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
}
