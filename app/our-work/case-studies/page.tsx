import { SectionPage } from '@/components/sections/section-page';
import { workListPage } from '@/content/pages/case-study-pages';
import { sectionPageMetadata } from '@/lib/metadata';

/** The same page as /work (SPEC section 2); its canonical URL is /work to avoid duplicate content. */
export const metadata = sectionPageMetadata(workListPage());

export default function OurWorkCaseStudiesPage() {
  return <SectionPage page={workListPage()} />;
}
