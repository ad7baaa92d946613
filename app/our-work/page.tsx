import { CaseStudyTeasers } from '@/components/our-work/case-study-teasers';
import { DestinationList } from '@/components/our-work/destination-list';
import { PageJsonLd } from '@/components/page/json-ld';
import { collectionPage } from '@/lib/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { CtaBlock } from '@/components/ui/cta-block';
import { Section, SectionHeading } from '@/components/ui/section';
import { ourWorkDestinations, ourWorkPage as page, ourWorkStudies } from '@/content/our-work';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...page.meta, path: '/our-work' });

export default function OurWorkOverview() {
  return (
    <>
      <PageHero label={page.hero.label} title={page.hero.headline} intro={page.hero.intro}>
        <ButtonLink href={page.closing.href} size="lg" arrow>
          {page.hero.ctaLabel}
        </ButtonLink>
      </PageHero>

      <Section labelledBy="destinations-title">
        <h2 id="destinations-title" className="sr-only">
          {page.destinations.heading}
        </h2>
        <DestinationList items={ourWorkDestinations} />
      </Section>

      <Section id="case-studies" tone="dark" labelledBy="case-studies-title">
        <SectionHeading id="case-studies-title" eyebrow={page.studies.eyebrow} title={page.studies.heading} intro={page.studies.intro} dark />
        <div className="mt-14">
          <CaseStudyTeasers items={ourWorkStudies} linkLabel={page.studies.linkLabel} />
        </div>
      </Section>

      <CtaBlock heading={page.closing.heading} body={page.closing.body} ctaLabel={page.closing.ctaLabel} href={page.closing.href} />

      <PageJsonLd
        data={[
          collectionPage({
            name: page.meta.title,
            description: page.meta.description,
            path: '/our-work',
            items: ourWorkDestinations.map((item) => ({ name: item.name, path: item.href })),
          }),
        ]}
        path="/our-work"
      />
    </>
  );
}
