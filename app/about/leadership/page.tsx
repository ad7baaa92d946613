import { SectionPage } from '@/components/sections/section-page';
import { leadershipPage } from '@/content/pages/company';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(leadershipPage);

/** /about/leadership: the two co-founders with bio and achievements, and how they lead. */
export default function LeadershipRoute() {
  return <SectionPage page={leadershipPage} />;
}
