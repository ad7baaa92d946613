import { SectionPage } from '@/components/sections/section-page';
import { aboutPage } from '@/content/company/pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...aboutPage.meta, path: aboutPage.path });

/** /about: the company overview, leading to the mission, leadership, team, press and partnership pages. */
export default function AboutRoute() {
  return <SectionPage page={aboutPage} />;
}
