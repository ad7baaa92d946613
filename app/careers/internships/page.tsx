import { InternshipList } from '@/components/careers/internship-list';
import { PageJsonLd } from '@/components/page/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { CtaBlock } from '@/components/ui/cta-block';
import { IconCardGrid } from '@/components/ui/icon-card-grid';
import { Section, SectionHeading } from '@/components/ui/section';
import { internships, internshipsPage, whyIntern } from '@/content/careers';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...internshipsPage.meta, path: '/careers/internships' });

/** /careers/internships: three paid internships, each opening the application form, and 'Why Intern With Us?'. */
export default function InternshipsRoute() {
  const { hero, listHeading, closing } = internshipsPage;
  return (
    <>
      <PageHero label={hero.label} title={hero.headline} intro={hero.intro}>
        <ButtonLink href="/careers/positions" size="lg" variant="outline-dark">
          See full-time positions
        </ButtonLink>
      </PageHero>
      <Section labelledBy="internships-title">
        <SectionHeading id="internships-title" eyebrow={`${internships.length} paid programmes`} title={listHeading} />
        <div className="mt-12">
          <InternshipList internships={internships} />
        </div>
      </Section>
      <Section id={whyIntern.id} tone="dark" labelledBy={`${whyIntern.id}-title`}>
        <SectionHeading id={`${whyIntern.id}-title`} eyebrow={whyIntern.eyebrow} title={whyIntern.heading} intro={whyIntern.intro} dark />
        <div className="mt-14">
          <IconCardGrid items={whyIntern.items} dark />
        </div>
      </Section>
      <CtaBlock heading={closing.heading} body={closing.body} ctaLabel={closing.ctaLabel} href={closing.href} secondary={closing.secondary} />
      <PageJsonLd path="/careers/internships" />
    </>
  );
}
