import type { PageSection } from '../shared/sections';
import type { PageMeta } from '../shared/types';

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
  sections: PageSection[];
  closing: {
    heading: string;
    body: string;
    ctaLabel: string;
  };
}
