import { SectionPage } from '@/components/sections/section-page';
import { careersOverview } from '@/content/careers';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(careersOverview);

/** /careers: the ways to join (positions, internships, talent pool) and how hiring works. */
export default function CareersRoute() {
  return <SectionPage page={careersOverview} />;
}
