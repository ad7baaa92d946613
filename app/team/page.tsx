import { SectionPage } from '@/components/sections/section-page';
import { teamShowcasePage } from '@/content/company/pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...teamShowcasePage.meta, path: teamShowcasePage.path });

/** /team: three people with role and quote, the values, and the way to the open positions. */
export default function TeamRoute() {
  return <SectionPage page={teamShowcasePage} />;
}
