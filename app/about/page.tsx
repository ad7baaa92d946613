import { SectionPage } from '@/components/sections/section-page';
import { aboutPage } from '@/content/pages/company';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(aboutPage);

/** /about: the company overview, leading to the mission, leadership, team, press and partnership pages. */
export default function AboutRoute() {
  return <SectionPage page={aboutPage} />;
}
