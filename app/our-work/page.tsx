import { SectionPage } from '@/components/sections/section-page';
import { ourWorkPage } from '@/content/pages/our-work';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(ourWorkPage());

/** /our-work: the way to the portfolio, the case studies and the blog, then the studies at a glance. */
export default function OurWorkOverview() {
  return <SectionPage page={ourWorkPage()} />;
}
