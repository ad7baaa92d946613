import { PageJsonLd } from '@/components/page/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { heroKindOf } from '@/components/page/hero-kind';
import { CtaBlock } from '@/components/ui/cta-block';
import type { PageHeroContent, SectionPage as SectionPageContent } from '@/content/shared/page';
import { sectionPageJsonLd } from '@/lib/section-page-json-ld';
import { HeroActions } from '@/components/page/hero-actions';
import { HeroBadges } from '@/components/page/hero-badges';
import { StudyHero } from '@/components/pages/case-studies/study-hero';
import { CompanyHero } from '@/components/pages/company/company-hero';
import { PaperMasthead } from '@/components/page/paper-masthead';
import { PageSections, type SectionLeaves } from './page-sections';

/**
 * A page drawn from its module: the dark hero, the sections in order, the closing call to action
 * and the page's structured data (the breadcrumb trail and what its module and sections publish).
 * `leaves` are the interactive parts its sections name.
 */
export function SectionPage({ page, leaves }: { page: SectionPageContent; leaves?: SectionLeaves }) {
  const { closing } = page;
  return (
    <>
      <Hero hero={page.hero} path={page.path} />
      <PageSections sections={page.sections} contactHref={page.contactHref ?? '/contact'} leaves={leaves} firstBand={page.firstBand} />
      {closing && (
        <CtaBlock heading={closing.heading} body={closing.body} ctaLabel={closing.ctaLabel} href={closing.href} secondary={closing.secondary} />
      )}
      <PageJsonLd path={page.path} data={sectionPageJsonLd(page)} />
    </>
  );
}

/**
 * SectionPage with each leaf a prop of its own, as an Astro route hands its islands in: a named slot
 * (`<ContactForm slot="form" client:painted />`) reaches a React component as the prop of that name.
 */
export function SectionPageSlots({ page, ...leaves }: { page: SectionPageContent } & SectionLeaves) {
  return <SectionPage page={page} leaves={leaves} />;
}

function Hero({ hero, path }: { hero: PageHeroContent; path: string }) {
  const { actions, badges, facts, study } = hero;
  if (study) return <StudyHero hero={hero} study={study} />;
  if (hero.masthead) return <PaperMasthead hero={hero} titleId="blog-masthead-title" />;
  if (hero.studyIndex) {
    // The topics the studies cover as plain labels under the intro (a topic no study covers is named in the line under them).
    return (
      <PaperMasthead hero={hero} titleId="case-studies-masthead-title" kind="study-index" large>
        {badges && <HeroBadges badges={badges} tone="light" className="mt-6 border-t border-line pt-5" />}
      </PaperMasthead>
    );
  }
  if (hero.companyLook) {
    return (
      <CompanyHero look={hero.companyLook} hero={hero}>
        {actions?.length ? <HeroActions actions={actions} /> : undefined}
      </CompanyHero>
    );
  }
  return (
    <PageHero label={hero.label} title={hero.headline} intro={hero.intro} aside={facts && <HeroFacts facts={facts} />} art={hero.art} kind={heroKindOf(path)}>
      {actions?.length || badges ? (
        <>
          {actions && <HeroActions actions={actions} />}
          {badges && <HeroBadges badges={badges} tone="dark" className="w-full" />}
        </>
      ) : undefined}
    </PageHero>
  );
}

/** Short figures beside the headline: one per row on wide screens, three across on tablets. */
function HeroFacts({ facts }: { facts: NonNullable<PageHeroContent['facts']> }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3 lg:w-[22rem] lg:grid-cols-1">
      {facts.map((fact) => (
        <li
          key={fact.value}
          className="flex items-center gap-5 rounded-lg border border-white/10 bg-white/[0.04] px-5 py-4 backdrop-blur-sm sm:flex-col sm:items-start sm:gap-1 lg:flex-row lg:items-center lg:gap-5"
        >
          <strong className="w-20 shrink-0 text-2xl font-semibold tracking-tight whitespace-nowrap tabular-nums text-on-dark sm:w-auto lg:w-20">{fact.value}</strong>{' '}
          <span className="text-sm leading-5 text-on-dark-muted">{fact.label}</span>
        </li>
      ))}
    </ul>
  );
}
