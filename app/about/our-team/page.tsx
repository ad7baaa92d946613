import { SectionPage } from '@/components/sections/section-page';
import { ourTeamPage } from '@/content/company/pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...ourTeamPage.meta, path: ourTeamPage.path });

/** /about/our-team: five practice leads with title, bio and specialties, and how teams are formed. */
export default function OurTeamRoute() {
  return <SectionPage page={ourTeamPage} />;
}
