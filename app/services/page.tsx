import { SectionPage } from '@/components/sections/section-page';
import { servicesOverview } from '@/content/services/overview';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...servicesOverview.meta, path: '/services' });

/** /services: every service, grouped by discipline. */
export default function ServicesOverview() {
  return <SectionPage page={servicesOverview} />;
}
