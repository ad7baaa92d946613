import { SectionPage } from '@/components/sections/section-page';
import { industriesOverview } from '@/content/industries/overview';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...industriesOverview.meta, path: '/industries' });

/** /industries: one row per industry, then how industry experience changes delivery. */
export default function IndustriesOverview() {
  return <SectionPage page={industriesOverview} />;
}
