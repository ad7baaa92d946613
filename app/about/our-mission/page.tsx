import { SectionPage } from '@/components/sections/section-page';
import { missionPage } from '@/content/pages/company';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(missionPage);

/** /about/our-mission: mission and vision, values and commitments. */
export default function OurMissionRoute() {
  return <SectionPage page={missionPage} />;
}
