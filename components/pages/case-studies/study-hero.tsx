import { SiteLink } from '@/components/ui/site-link';
import { ArrowLeft } from 'lucide-react';
import { accentGlow, accentText } from '@/components/case-studies/accent';
import { CaseStudyArtwork } from '@/components/case-studies/case-study-parts';
import { BadgeList } from '@/components/ui/badge';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';
import type { StudyHeroContent } from '@/content/case-study-types';
import type { PageHeroContent } from '@/content/shared/page';
import { cn } from '@/lib/cn';

/**
 * A case study's cover: the way back, the category, the product's name set large with the client named beside
 * the subtitle, then the product itself across the page. The artwork's lower part stands on the page background,
 * so the cover runs into the results below it: the signature of a case study, apart from the service and industry
 * heroes where the art sits beside the words.
 */
export function StudyHero({ hero, study }: { hero: PageHeroContent; study: StudyHeroContent }) {
  return (
    <section aria-labelledby="case-study-title" data-hero-kind="study" className="dark-surface relative isolate overflow-hidden bg-ink text-on-dark">
      <div aria-hidden className={cn('absolute inset-x-0 top-0 -z-10 h-[36rem] bg-radial-[at_70%_0%] to-transparent to-60%', accentGlow[study.accent])} />
      <div aria-hidden className="dot-texture absolute inset-0 -z-10 opacity-60" />
      <div className="container-page pt-32 sm:pt-36 lg:pt-40">
        <SiteLink
          href={study.back.href}
          className="group inline-flex items-center gap-2 rounded-full text-sm font-medium text-on-dark-muted transition-colors hover:text-white"
        >
          <ArrowLeft aria-hidden className="size-4 transition-transform duration-200 group-hover:-translate-x-0.5" strokeWidth={2} />
          {study.back.label}
        </SiteLink>
        <div className="mt-10 grid gap-8 lg:mt-12 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:items-end lg:gap-16">
          <div>
            <p className={cn('eyebrow', accentText[study.accent].dark)}>{hero.label}</p>
            <h1 id="case-study-title" className="mt-5 text-display font-semibold text-balance">
              <KeepHyphenated text={hero.headline} />
            </h1>
          </div>
          <div className="lg:pb-2">
            <p className="text-lead text-on-dark text-pretty">{hero.intro}</p>
            <dl className="mt-6 flex flex-wrap items-baseline gap-x-3 border-t border-white/15 pt-5 text-sm">
              <dt className="eyebrow text-on-dark-subtle">{study.client.label}</dt>
              <dd className="font-medium text-on-dark">{study.client.name}</dd>
            </dl>
            <div className="mt-5">
              <BadgeList items={study.tags.items} dark label={study.tags.label} />
            </div>
          </div>
        </div>
      </div>
      {/* The product across the page; its lower third stands on the page background the results band continues. */}
      <div className="relative mt-14 sm:mt-16 lg:mt-20">
        <div aria-hidden className="absolute inset-x-0 bottom-0 h-1/3 bg-paper" />
        <div className="container-page relative">
          <div className="mx-auto max-w-5xl rounded-xl bg-ink-raised p-1.5 ring-1 ring-white/10 shadow-[0_40px_90px_-30px_rgb(11_13_18/0.55)] sm:p-2.5">
            <CaseStudyArtwork image={study.image} priority className="rounded-lg" />
          </div>
        </div>
      </div>
    </section>
  );
}
