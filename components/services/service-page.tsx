import { getServiceEntry } from '@/content/services/catalog';
import type { ServicePage } from '@/content/services/types';
import { PageJsonLd } from '@/components/page/json-ld';
import { faqPage, service } from '@/lib/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { CtaBlock } from '@/components/ui/cta-block';
import { PageSections } from '@/components/sections/page-sections';

/** Where every call to action of a service page leads: the contact form, prefilled. */
export function serviceContactHref(slug: string) {
  return `/contact?service=${slug}` as const;
}

/** The one template for all service pages: dark hero, the page's sections, closing call to action. */
export function ServicePageView({ page }: { page: ServicePage }) {
  const contactHref = serviceContactHref(page.slug);
  const faq = page.sections.find((section) => section.kind === 'faq');
  const entry = getServiceEntry(page.slug);
  return (
    <>
      <PageHero label={page.hero.label} title={page.hero.headline} intro={page.hero.intro}>
        <ButtonLink href={contactHref} size="lg" arrow>
          {page.hero.ctaLabel}
        </ButtonLink>
        <ButtonLink href="/services" size="lg" variant="outline-dark">
          All services
        </ButtonLink>
      </PageHero>
      <PageSections sections={page.sections} contactHref={contactHref} />
      <CtaBlock heading={page.closing.heading} body={page.closing.body} ctaLabel={page.closing.ctaLabel} href={contactHref} />
      <PageJsonLd
        path={`/services/${page.slug}`}
        data={[
          service({
            name: entry?.name ?? page.meta.title,
            serviceType: page.serviceType,
            description: page.meta.description,
            path: `/services/${page.slug}`,
          }),
          ...(faq && faq.kind === 'faq' ? [faqPage(faq.items)] : []),
        ]}
      />
    </>
  );
}
