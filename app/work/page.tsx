import { SectionPage } from '@/components/sections/section-page';
import { workListPage } from '@/content/pages/case-study-pages';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(workListPage());

export default function WorkPage() {
  return <SectionPage page={workListPage()} />;
}
