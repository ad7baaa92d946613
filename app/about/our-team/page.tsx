import { CompanyBlock, CompanyPageView } from '@/components/company/company-page';
import { MemberGrid } from '@/components/company/people';
import { ourTeamPage } from '@/content/company/pages';
import { teamMembers } from '@/content/company/people';
import { person } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...ourTeamPage.meta, path: ourTeamPage.path });

/** /about/our-team: five practice leads with title, bio and specialties, and how teams are formed. */
export default function OurTeamRoute() {
  return (
    <CompanyPageView
      page={ourTeamPage}
      before={
        <CompanyBlock block={ourTeamPage.members} tone="white">
          <MemberGrid members={teamMembers} join={ourTeamPage.join} />
        </CompanyBlock>
      }
      jsonLd={{ type: 'AboutPage', organization: { employee: teamMembers.map(person) } }}
    />
  );
}
