import { SectionPage } from '@/components/sections/section-page';
import { positionsPage } from '@/content/careers';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(positionsPage);

/** /careers/positions: the job cards, each with 'Apply Now' preselecting its position; JobPosting data per job. */
export default function PositionsRoute() {
  return <SectionPage page={positionsPage} />;
}
