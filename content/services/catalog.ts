import { serviceEntries } from './collection';
import type { ServiceGroupTitle } from './groups';

export { serviceGroups, type ServiceGroupTitle } from './groups';

/**
 * The services, read from their files (content/services/entries/<slug>.yaml): the header menu, the footer, the
 * route registry and sitemap, /services, the contact form's choices and the call picker's topics derive names,
 * groups and paths from this list, so a new service is one new file. In menu order (group, then place in it).
 * (This folder sits below the read API, content/read, and reads its collection module directly.)
 */
export interface ServiceCatalogEntry {
  slug: ServiceSlug;
  /** The service's name in menus and lists. */
  name: string;
  group: ServiceGroupTitle;
  /** One line for the services overview and menus. */
  summary: string;
}

/**
 * A service's id: the name of its file, /services/{slug}. Not a closed list any more: a file that names a service
 * (a project's or case study's services, a practice figure, a roster practice) is checked against the service files
 * by content:check (content/registry/service-references.ts).
 */
export type ServiceSlug = string;

export function serviceCatalog(): ServiceCatalogEntry[] {
  return serviceEntries().map(({ slug, name, group, summary }) => ({ slug, name, group, summary }));
}

export function serviceSlugs(): ServiceSlug[] {
  return serviceCatalog().map((service) => service.slug);
}

export function isServiceSlug(slug: string): slug is ServiceSlug {
  return serviceSlugs().includes(slug);
}

export function getServiceEntry(slug: string): ServiceCatalogEntry | undefined {
  return serviceCatalog().find((service) => service.slug === slug);
}

/**
 * Where the calls to action of a page under /services/ lead (a service page or a Launch / Scale /
 * Transform path): the contact form, prefilled with it.
 */
export function serviceContactHref(slug: string) {
  return `/contact?service=${slug}` as const;
}
