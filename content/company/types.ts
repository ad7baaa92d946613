import type { SectionPage } from '../shared/page';

/**
 * A company page: a dark hero with its actions, an ordered list of sections (people, news and the
 * media kit among them) drawn by the section renderer, a closing call to action and its schema.org type.
 */
export interface CompanyPage extends SectionPage {
  closing: NonNullable<SectionPage['closing']>;
  schema: { type: 'AboutPage' | 'WebPage'; organization?: Record<string, unknown> };
}
