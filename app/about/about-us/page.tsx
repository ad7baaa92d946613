import { SectionPage } from '@/components/sections/section-page';
import { aboutUsPage } from '@/content/pages/company';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(aboutUsPage);

/** /about/about-us: the story, what the agency does and how, and the company figures. */
export default function AboutUsRoute() {
  return <SectionPage page={aboutUsPage} />;
}
