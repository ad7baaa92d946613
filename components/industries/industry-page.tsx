import { JsonLd } from '@/components/page/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { ServiceSections } from '@/components/services/service-sections';
import { ButtonLink } from '@/components/ui/button';
import { CtaBlock } from '@/components/ui/cta-block';
import { industryCatalog, industryPath } from '@/content/industries/catalog';
import type { IndustryPage } from '@/content/industries/types';
import type { ServiceSection } from '@/content/services/types';
import { site } from '@/content/site';

/** Where an industry page's calls to action lead. */
export const INDUSTRY_CONTACT_HREF = '/contact';

/** The page's sections in SPEC order: statistics, services, use cases, reasons. */
export function industrySections(page: IndustryPage): ServiceSection[] {
  return [page.stats, page.services, page.useCases, page.reasons];
}

/** One template for the five industry pages; the sections are drawn by the service-page renderer. */
export function IndustryPageView({ page }: { page: IndustryPage }) {
  return (
    <>
      <PageHero label={page.hero.label} title={page.hero.headline} intro={page.hero.intro}>
        <ButtonLink href={INDUSTRY_CONTACT_HREF} size="lg" arrow>
          {page.hero.ctaLabel}
        </ButtonLink>
        <ButtonLink href="/industries" size="lg" variant="outline-dark">
          All industries
        </ButtonLink>
      </PageHero>
      <ServiceSections sections={industrySections(page)} contactHref={INDUSTRY_CONTACT_HREF} />
      <CtaBlock heading={page.closing.heading} body={page.closing.body} ctaLabel={page.closing.ctaLabel} href={INDUSTRY_CONTACT_HREF} />
      <JsonLd
        data={{
          '@type': 'WebPage',
          name: page.meta.title,
          description: page.meta.description,
          url: new URL(industryPath(page.slug), site.url).toString(),
          about: { '@type': 'Thing', name: industryCatalog.find((industry) => industry.slug === page.slug)?.name },
          publisher: { '@type': 'Organization', name: site.name, url: site.url },
        }}
      />
    </>
  );
}
