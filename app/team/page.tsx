import { SectionPage } from '@/components/sections/section-page';
import { teamShowcasePage } from '@/content/pages/company';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(teamShowcasePage);

/** /team: three people with role and quote, the values, and the way to the open positions. */
export default function TeamRoute() {
  return <SectionPage page={teamShowcasePage} />;
}
