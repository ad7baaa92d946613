import { SectionPage } from '@/components/sections/section-page';
import { partnershipsPage } from '@/content/pages/company';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(partnershipsPage);

/** /about/partnerships: partner categories, benefits and three partnership types with requirements. */
export default function PartnershipsRoute() {
  return <SectionPage page={partnershipsPage} />;
}
