import { SectionPage } from '@/components/sections/section-page';
import { resourcesPage } from '@/content/resources';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...resourcesPage.meta, path: resourcesPage.path });

/** /resources: guides drawn from the blog, downloadable checklists, and where to find more. */
export default function ResourcesRoute() {
  return <SectionPage page={resourcesPage} />;
}
