import type { IconName } from '../shared/types';

/**
 * The five industries (SPEC route table) under their header-menu groups. The menu, the route
 * registry, the overview and the pages all derive names, groups and paths from this list.
 */
export const industryCatalog = [
  { slug: 'automotive', name: 'Automotive', group: 'Transportation', icon: 'car' },
  { slug: 'fintech', name: 'Fintech', group: 'Financial', icon: 'landmark' },
  { slug: 'healthcare', name: 'Healthcare', group: 'Healthcare', icon: 'stethoscope' },
  { slug: 'real-estate', name: 'Real Estate', group: 'Property', icon: 'building' },
  { slug: 'retail', name: 'Retail', group: 'Commerce', icon: 'store' },
] as const satisfies readonly { slug: string; name: string; group: string; icon: IconName }[];

export type IndustryEntry = (typeof industryCatalog)[number];
export type IndustrySlug = IndustryEntry['slug'];

export const industrySlugs: readonly IndustrySlug[] = industryCatalog.map((entry) => entry.slug);

export function industryPath(slug: IndustrySlug) {
  return `/industries/${slug}` as const;
}

export function isIndustrySlug(slug: string): slug is IndustrySlug {
  return (industrySlugs as readonly string[]).includes(slug);
}
