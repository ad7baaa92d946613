import { PageJsonLd } from '@/components/page/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { PageSections } from '@/components/sections/page-sections';
import { ButtonLink } from '@/components/ui/button';
import { CtaBlock } from '@/components/ui/cta-block';
import { industryCatalog, industryPath } from '@/content/industries/catalog';
import type { IndustryPage } from '@/content/industries/types';
import type { PageSection } from '@/content/shared/sections';
import { webPage } from '@/lib/json-ld';

/** Where an industry page's calls to action lead. */
export const INDUSTRY_CONTACT_HREF = '/contact';

/** The page's sections in SPEC order: statistics, services, use cases, reasons. */
export function industrySections(page: IndustryPage): PageSection[] {
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
      <PageSections sections={industrySections(page)} contactHref={INDUSTRY_CONTACT_HREF} />
      <CtaBlock heading={page.closing.heading} body={page.closing.body} ctaLabel={page.closing.ctaLabel} href={INDUSTRY_CONTACT_HREF} />
      <PageJsonLd
        path={industryPath(page.slug)}
        data={[
          webPage({
            name: page.meta.title,
            description: page.meta.description,
            path: industryPath(page.slug),
            about: industryCatalog.find((industry) => industry.slug === page.slug)?.name,
          }),
        ]}
      />
    </>
  );
}
