import { SectionPage } from '@/components/sections/section-page';
import { servicesOverview } from '@/content/services/overview';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(servicesOverview);

/** /services: every service, grouped by discipline. */
export default function ServicesOverview() {
  return <SectionPage page={servicesOverview} />;
}
