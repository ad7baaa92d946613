import { SectionPage } from '@/components/sections/section-page';
import { ourTeamPage } from '@/content/pages/company';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(ourTeamPage);

/** /about/our-team: five practice leads with title, bio and specialties, and how teams are formed. */
export default function OurTeamRoute() {
  return <SectionPage page={ourTeamPage} />;
}
