import { CompanyBlock, CompanyPageView } from '@/components/company/company-page';
import { PersonQuotes } from '@/components/company/people';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { teamShowcasePage } from '@/content/company/pages';
import { showcasePeople } from '@/content/company/people';
import { person } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...teamShowcasePage.meta, path: teamShowcasePage.path });

/** /team: three people with role and quote, the values, and the way to the open positions. */
export default function TeamRoute() {
  const { people, openings } = teamShowcasePage;
  return (
    <CompanyPageView
      page={teamShowcasePage}
      before={
        <CompanyBlock block={people} tone="white">
          <PersonQuotes people={showcasePeople} />
        </CompanyBlock>
      }
      after={
        <CompanyBlock block={openings} tone="dark" aside={
            <Card dark>
              <p className="eyebrow text-on-dark-subtle">Working here</p>
              <CheckList items={openings.perks} dark className="mt-5 border-t-0 pt-0" />
            </Card>
          }>
          <div className="mt-10">
            <ButtonLink href={openings.cta.href} size="lg" arrow>
              {openings.cta.label}
            </ButtonLink>
          </div>
        </CompanyBlock>
      }
      jsonLd={{ type: 'AboutPage', organization: { employee: showcasePeople.map(person) } }}
    />
  );
}
