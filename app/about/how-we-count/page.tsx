import { SectionPage } from '@/components/sections/section-page';
import { howWeCountPage } from '@/content/pages/company';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(howWeCountPage);

/** /about/how-we-count: every figure of the fact sheet with its definition and date, and the promises per offer. */
export default function HowWeCountRoute() {
  return <SectionPage page={howWeCountPage} />;
}
