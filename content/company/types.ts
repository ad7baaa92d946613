import type { PageLink, SectionPage } from '../shared/page';
import type { InternalPath } from '../shared/types';

export interface CompanyLink extends PageLink {
  href: InternalPath;
}

/**
 * A company page: a dark hero with its actions, an ordered list of sections (people, news and the
 * media kit among them) drawn by the section renderer, a closing call to action and its schema.org type.
 */
export interface CompanyPage extends SectionPage {
  hero: SectionPage['hero'] & { actions: CompanyLink[] };
  closing: NonNullable<SectionPage['closing']>;
  schema: { type: 'AboutPage' | 'WebPage'; organization?: Record<string, unknown> };
}
