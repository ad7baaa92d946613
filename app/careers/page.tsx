import { SectionPage } from '@/components/sections/section-page';
import { careersOverview } from '@/content/careers';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...careersOverview.meta, path: '/careers' });

/** /careers: the ways to join (positions, internships, talent pool) and how hiring works. */
export default function CareersRoute() {
  return <SectionPage page={careersOverview} />;
}
