import { SectionPage } from '@/components/sections/section-page';
import { positionsPage } from '@/content/careers';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(positionsPage);

/** /careers/positions: the job cards, each linking its page and with 'Apply Now' preselecting it (the JobPosting data is on each job's page). */
export default function PositionsRoute() {
  return <SectionPage page={positionsPage} />;
}
