import { CaseStudyList } from '@/components/case-studies/case-study-list';
import { caseStudyListPage } from '@/content/case-studies';
import { pageMetadata } from '@/lib/metadata';

/** The same page as /work (SPEC section 2); its canonical URL is /work to avoid duplicate content. */
export const metadata = pageMetadata({ ...caseStudyListPage.meta, path: '/work' });

export default function OurWorkCaseStudiesPage() {
  return <CaseStudyList />;
}
