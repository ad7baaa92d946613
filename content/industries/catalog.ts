import { industryEntries } from './collection';
import type { IconName } from '../shared/types';

/**
 * The industries, read from their files (content/industries/entries/<slug>.yaml, through content/read.ts): the
 * menu, the route registry, the sitemap, the footer, the overview and the pages derive names, groups and paths
 * from this list, so a new industry is one new file. In alphabetical order of the name. (This folder sits below
 * the read API, content/read, and reads its collection module directly.)
 */
export interface IndustryCatalogEntry {
  slug: IndustrySlug;
  name: string;
  group: string;
  icon: IconName;
}

/** An industry page's slug: the name of its file, checked when the files are read (not a closed list any more). */
export type IndustrySlug = string;

export function industryCatalog(): IndustryCatalogEntry[] {
  return industryEntries().map(({ slug, name, group, icon }) => ({ slug, name, group, icon }));
}

export function industrySlugs(): IndustrySlug[] {
  return industryCatalog().map((entry) => entry.slug);
}

export function industryPath(slug: IndustrySlug) {
  return `/industries/${slug}` as const;
}

export function isIndustrySlug(slug: string): slug is IndustrySlug {
  return industrySlugs().includes(slug);
}
