import type { SectionBase } from '../shared/sections';
import type { SectionPage } from '../shared/page';
import type { IconName, PageMeta } from '../shared/types';
import { serviceCatalog, serviceGroups, type ServiceCatalogEntry } from './catalog';
import { closingCta } from '../booking-links';

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

export const servicesOverview = {
  path: '/services',
  meta: {
    title: 'Services',
    description:
      'Software, web, SaaS, mobile, XR, AI, Web3, blockchain, design and DevOps services from one senior team: every service we offer, grouped by discipline.',
  } satisfies PageMeta,
  /** Read when the page is drawn (as the sections), so a new service file is counted on reload. */
  get hero() {
    return {
      label: 'Services',
      headline: 'Every discipline a product needs, under one roof',
      intro: `${serviceCatalog().length} services across ${serviceGroups.length} disciplines, delivered by one accountable team: strategy, design, engineering and operations that already know how to work together.`,
      actions: [{ label: 'Request a quote', href: '/contact?topic=quote', variant: 'primary' } as const],
    };
  },
  get sections() {
    return groupSections();
  },
  closing: {
    heading: 'Not sure which service fits?',
    body: 'Most products need three or four of these at once. Describe the outcome you want and we will put together the right team and a realistic plan.',
    ...closingCta('Talk to an engineer'),
  },
  contactHref: '/contact',
} satisfies SectionPage;
