import { SectionPage } from '@/components/sections/section-page';
import { industriesOverview } from '@/content/industries/overview';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(industriesOverview);

/** /industries: one row per industry, then how industry experience changes delivery. */
export default function IndustriesOverview() {
  return <SectionPage page={industriesOverview} />;
}
