import { CompanyPageView } from '@/components/company/company-page';
import { companyFigures } from '@/content/company/figures';
import { aboutPage } from '@/content/company/pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...aboutPage.meta, path: aboutPage.path });

/** /about: the company overview, leading to the mission, leadership, team, press and partnership pages. */
export default function AboutRoute() {
  return (
    <CompanyPageView
      page={aboutPage}
      jsonLd={{
        type: 'AboutPage',
        organization: { description: aboutPage.hero.intro, numberOfEmployees: { '@type': 'QuantitativeValue', minValue: Number.parseInt(companyFigures.experts.value, 10), unitText: 'employees', description: companyFigures.experts.label } },
      }}
    />
  );
}
