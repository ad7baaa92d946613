import type { ReactNode } from 'react';
import { SectionPage } from '@/components/sections/section-page';
import type { SectionLeaves } from '@/components/pages/leaves';
import type { SectionPage as SectionPageContent } from '@/content/shared/page';

/**
 * SectionPage with the leaves a route passes as Astro's named slots (`<Form slot="form" client:idle />`): an
 * island drawn by the route, inside the page React draws at build.
 */
export function SectionPageWithLeaves({ page, ...leaves }: { page: SectionPageContent } & { [Leaf in keyof SectionLeaves]?: ReactNode }) {
  return <SectionPage page={page} leaves={leaves} />;
}
