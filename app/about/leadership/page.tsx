import { CompanyBlock, CompanyPageView } from '@/components/company/company-page';
import { LeaderProfiles } from '@/components/company/people';
import { leadershipPage } from '@/content/company/pages';
import { leaders } from '@/content/company/people';
import { pageMetadata } from '@/lib/metadata';
import { person } from '@/lib/json-ld';

export const metadata = pageMetadata({ ...leadershipPage.meta, path: leadershipPage.path });

/** /about/leadership: the two co-founders with bio and achievements, and how they lead. */
export default function LeadershipRoute() {
  return (
    <CompanyPageView
      page={leadershipPage}
      before={
        <CompanyBlock block={leadershipPage.leaders} tone="white">
          <LeaderProfiles leaders={leaders} />
        </CompanyBlock>
      }
      jsonLd={{ type: 'AboutPage', organization: { founder: leaders.map(person) } }}
    />
  );
}
