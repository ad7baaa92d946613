import { CaseStudyList } from '@/components/case-studies/case-study-list';
import { caseStudyListPage } from '@/content/case-studies';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...caseStudyListPage.meta, path: '/work' });

export default function WorkPage() {
  return <CaseStudyList />;
}
