import { SectionPage } from '@/components/sections/section-page';
import { missionPage } from '@/content/company/pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...missionPage.meta, path: missionPage.path });

/** /about/our-mission: mission and vision, values and commitments. */
export default function OurMissionRoute() {
  return <SectionPage page={missionPage} />;
}
