import { ResourcesPage } from '@/components/resources/resources-page';
import { resourcesPage } from '@/content/resources';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...resourcesPage.meta, path: '/resources' });

export default function ResourcesRoute() {
  return <ResourcesPage />;
}
