import { CompanyPageView } from '@/components/company/company-page';
import { missionPage } from '@/content/company/pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...missionPage.meta, path: missionPage.path });

/** /about/our-mission: mission and vision, values and commitments. */
export default function OurMissionRoute() {
  return <CompanyPageView page={missionPage} jsonLd={{ type: 'AboutPage', organization: { slogan: missionPage.hero.headline } }} />;
}
