import { SectionPage } from '@/components/sections/section-page';
import { resourcesPage } from '@/content/resources';
import { sectionPageMetadata } from '@/lib/metadata';

export function generateMetadata() {
  return sectionPageMetadata(resourcesPage());
}

/** /resources: guides drawn from the blog, downloadable checklists, and where to find more. */
export default function ResourcesRoute() {
  return <SectionPage page={resourcesPage()} />;
}
