import { PageJsonLd } from '@/components/page/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { CtaBlock } from '@/components/ui/cta-block';
import type { SectionPage } from '@/content/shared/page';
import { sectionPageJsonLd } from '@/lib/section-page-json-ld';
import { PageSections } from './page-sections';

/**
 * A page built from the section model: the dark hero with its actions (or its figures), the
 * sections in order, the closing call to action and the page's structured data.
 */
export function SectionPageView({ page }: { page: SectionPage }) {
  const [primary, ...others] = page.hero.actions;
  return (
    <>
      <PageHero label={page.hero.label} title={page.hero.headline} intro={page.hero.intro} aside={page.hero.facts && <HeroFacts facts={page.hero.facts} />}>
        {primary && (
          <>
            <ButtonLink href={primary.href} size="lg" arrow>
              {primary.label}
            </ButtonLink>
            {others.map((action) => (
              <ButtonLink key={action.href} href={action.href} size="lg" variant="outline-dark">
                {action.label}
              </ButtonLink>
            ))}
          </>
        )}
      </PageHero>
      <PageSections sections={page.sections} contactHref="/contact" firstBand={page.firstBand} />
      {page.closing && (
        <CtaBlock
          heading={page.closing.heading}
          body={page.closing.body}
          ctaLabel={page.closing.cta.label}
          href={page.closing.cta.href}
          secondary={page.closing.secondary}
        />
      )}
      <PageJsonLd path={page.path} data={sectionPageJsonLd(page)} />
    </>
  );
}

/** Short figures beside the headline: one per row on wide screens, three across on tablets. */
function HeroFacts({ facts }: { facts: NonNullable<SectionPage['hero']['facts']> }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3 lg:w-[22rem] lg:grid-cols-1">
      {facts.map((fact) => (
        <li
          key={fact.value}
          className="flex items-center gap-5 rounded-lg border border-white/10 bg-white/[0.04] px-5 py-4 backdrop-blur-sm sm:flex-col sm:items-start sm:gap-1 lg:flex-row lg:items-center lg:gap-5"
        >
          <strong className="w-14 shrink-0 text-2xl font-semibold tracking-tight tabular-nums text-on-dark sm:w-auto lg:w-16">{fact.value}</strong>{' '}
          <span className="text-sm leading-5 text-on-dark-muted">{fact.label}</span>
        </li>
      ))}
    </ul>
  );
}
