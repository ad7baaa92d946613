import type { CardsSection, SectionBase } from '../shared/sections';
import type { SectionPage } from '../shared/page';
import type { IconName } from '../shared/types';
import { serviceCatalog, serviceGroups, type ServiceCatalogEntry } from './catalog';
import { callToAction, closingCta } from '../booking-links';
import { servicesOverviewEntry } from './collection';
import { heroArt } from '../hero-art';
import { growthPaths } from './growth-paths';
import { pathPrices, priceLabel } from '../company/prices';

/** Where the hero's button leads unless its words promise a call: the contact form, asking for a quote. */
const QUOTE_HREF = '/contact?topic=quote';

/** The services overview: one band per menu group, its services as link cards. */
export interface ServiceGroupSection extends SectionBase {
  kind: 'serviceGroup';
  icon: IconName;
  /** The line under the heading, e.g. '3 services'. */
  note: string;
  services: readonly ServiceCatalogEntry[];
}

/** The services overview's own section kind, drawn by components/pages/services-overview/ (see PageOwnSections). */
declare module '../shared/sections' {
  interface PageOwnSections {
    serviceGroup: ServiceGroupSection;
  }
}

/** /services: every service of the catalog, one band per menu group, in menu order. */
function groupSections(): ServiceGroupSection[] {
  return serviceGroups.map((group) => {
    const services = serviceCatalog().filter((service) => service.group === group.title);
    return {
      kind: 'serviceGroup',
      id: group.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      heading: group.title,
      icon: group.icon,
      note: `${services.length} ${services.length === 1 ? 'service' : 'services'}`,
      services,
    };
  });
}

/**
 * The three growth paths (the offers the home page leads with), for a buyer who would rather start from a plan with
 * a price than from a list of services: each path's name, price, summary and what it includes, linked to its page.
 */
function pathsSection(): CardsSection {
  return {
    kind: 'cards',
    id: 'paths',
    tone: 'light',
    eyebrow: 'Or start from a plan',
    heading: 'Three paths with a timeline and a price',
    intro: 'Each path combines services from the list above into one engagement with a fixed timeline and a published price range.',
    cards: growthPaths().map((path) => ({
      icon: path.icon,
      title: path.name,
      subtitle: priceLabel(pathPrices[path.slug].headline),
      description: path.summary,
      features: [...path.highlights],
      href: `/services/${path.slug}`,
      linkLabel: `Explore ${path.name}`,
    })),
  };
}

/**
 * /services from its file, content/services/overview.yaml: the hero, one band per service group in menu order (read
 * from the groups and the service files when the page is drawn, so a new service file shows on reload), the closing call.
 */
export function servicesOverview() {
  const { meta, hero, closing } = servicesOverviewEntry();
  return {
    path: '/services',
    meta,
    hero: { label: hero.label, headline: hero.headline, intro: hero.intro, art: heroArt('services-map'), actions: [{ ...callToAction(hero.ctaLabel, QUOTE_HREF), variant: 'primary' as const }] },
    sections: [...groupSections(), pathsSection()],
    closing: { heading: closing.heading, body: closing.body, ...closingCta(closing.ctaLabel) },
    contactHref: '/contact',
  } satisfies SectionPage;
}
