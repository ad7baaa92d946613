import { PageHero } from '@/components/page/page-hero';
import { PageSections } from '@/components/sections/page-sections';
import { ButtonLink } from '@/components/ui/button';
import { CtaBlock } from '@/components/ui/cta-block';
import { careersOverview, hiringProcess } from '@/content/careers';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...careersOverview.meta, path: '/careers' });

/** /careers: the ways to join (positions, internships, talent pool) and how hiring works. */
export default function CareersRoute() {
  const { hero, heroActions, paths, closing } = careersOverview;
  return (
    <>
      <PageHero label={hero.label} title={hero.headline} intro={hero.intro}>
        <ButtonLink href="/careers/positions" size="lg" arrow>
          {heroActions.primary}
        </ButtonLink>
        <ButtonLink href="/careers/resume" size="lg" variant="outline-dark">
          {heroActions.secondary}
        </ButtonLink>
      </PageHero>
      <PageSections sections={[paths, hiringProcess]} contactHref="/careers/apply" />
      <CtaBlock heading={closing.heading} body={closing.body} ctaLabel={closing.ctaLabel} href={closing.href} secondary={closing.secondary} />
    </>
  );
}
