import Link from 'next/link';
import { ArrowLeft } from 'lucide-react';
import { accentGlow, accentText } from '@/components/case-studies/accent';
import { CaseStudyArtwork } from '@/components/case-studies/case-study-parts';
import { PageJsonLd } from '@/components/page/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { heroKindOf } from '@/components/page/hero-kind';
import { BadgeList } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { CtaBlock } from '@/components/ui/cta-block';
import { Icon } from '@/components/ui/icon';
import type { PageHeroContent, SectionPage as SectionPageContent } from '@/content/shared/page';
import { cn } from '@/lib/cn';
import { sectionPageJsonLd } from '@/lib/section-page-json-ld';
import { PageSections, type SectionLeaves } from './page-sections';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';

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

function Hero({ hero, path }: { hero: PageHeroContent; path: string }) {
  const { actions, badges, facts, study } = hero;
  if (study) return <StudyHero hero={hero} study={study} />;
  return (
    <PageHero label={hero.label} title={hero.headline} intro={hero.intro} aside={facts && <HeroFacts facts={facts} />} art={hero.art} kind={heroKindOf(path)}>
      {actions?.length || badges ? (
        <>
          {actions?.map((action) => (
            <ButtonLink
              key={action.label}
              href={action.href}
              size="lg"
              arrow={action.variant === 'primary'}
              variant={action.variant === 'primary' ? 'primary' : 'outline-dark'}
            >
              {action.label}
            </ButtonLink>
          ))}
          {badges && (
            <div className="w-full">
              <p id="hero-badges-label" className="eyebrow text-on-dark-subtle">
                {badges.label}
              </p>
              <ul aria-labelledby="hero-badges-label" className="mt-4 flex flex-wrap gap-2">
                {badges.items.map((badge) => (
                  <li key={badge.name}>
                    <span
                      className={cn(
                        // A label, not a button: square corners, no outline.
                        'inline-flex items-center gap-2 rounded-sm bg-white/[0.07] py-1 pr-3 text-sm font-medium text-on-dark',
                        badge.icon ? 'pl-2' : 'pl-3',
                      )}
                    >
                      {badge.icon && <Icon name={badge.icon} className="size-4 text-accent-on-dark" />}
                      {badge.name}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
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
          <strong className="w-14 shrink-0 text-2xl font-semibold tracking-tight tabular-nums text-on-dark sm:w-auto lg:w-16">{fact.value}</strong>{' '}
          <span className="text-sm leading-5 text-on-dark-muted">{fact.label}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A case study's opening band: the way back to the list, the category in the study's accent, the
 * title, subtitle and tags, and the product artwork beside them in a glow of the accent.
 */
function StudyHero({ hero, study }: { hero: PageHeroContent; study: NonNullable<PageHeroContent['study']> }) {
  return (
    <section aria-labelledby="case-study-title" className="dark-surface relative isolate overflow-hidden bg-ink text-on-dark">
      <div aria-hidden className="glow-hero absolute inset-0 -z-10" />
      <div aria-hidden className="grid-texture absolute inset-0 -z-10" />
      <div className="container-page grid gap-12 pt-32 pb-20 sm:pt-36 sm:pb-24 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-center lg:gap-16 lg:pt-44 lg:pb-28">
        <div>
          <Link
            href={study.back.href}
            className="group inline-flex items-center gap-2 rounded-full text-sm font-medium text-on-dark-muted transition-colors hover:text-white"
          >
            <ArrowLeft aria-hidden className="size-4 transition-transform duration-200 group-hover:-translate-x-0.5" strokeWidth={2} />
            {study.back.label}
          </Link>
          <p className={cn('eyebrow mt-10', accentText[study.accent].dark)}>{hero.label}</p>
          <h1 id="case-study-title" className="mt-5 text-h1 font-semibold text-balance">
            <KeepHyphenated text={hero.headline} />
          </h1>
          <p className="mt-6 max-w-2xl text-lead text-on-dark-muted text-pretty">{hero.intro}</p>
          <div className="mt-8">
            <BadgeList items={study.tags.items} dark label={study.tags.label} />
          </div>
        </div>
        <div className="relative">
          <div aria-hidden className={cn('absolute -inset-6 -z-10 rounded-full bg-radial to-transparent to-70% blur-2xl', accentGlow[study.accent])} />
          <CaseStudyArtwork image={study.image} priority className="rounded-lg shadow-[0_30px_80px_-30px_rgb(0_0_0/0.8)] ring-1 ring-white/10" />
        </div>
      </div>
    </section>
  );
}
