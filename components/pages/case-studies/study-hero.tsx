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
 * A case study's opening band: the way back to the list, the category in the study's accent, the
 * title, subtitle and tags, and the product artwork beside them in a glow of the accent.
 */
export function StudyHero({ hero, study }: { hero: PageHeroContent; study: StudyHeroContent }) {
  return (
    <section aria-labelledby="case-study-title" className="dark-surface relative isolate overflow-hidden bg-ink text-on-dark">
      <div aria-hidden className="glow-hero absolute inset-0 -z-10" />
      <div aria-hidden className="grid-texture absolute inset-0 -z-10" />
      <div className="container-page grid gap-12 pt-32 pb-20 sm:pt-36 sm:pb-24 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-center lg:gap-16 lg:pt-44 lg:pb-28">
        <div>
          <SiteLink
            href={study.back.href}
            className="group inline-flex items-center gap-2 rounded-full text-sm font-medium text-on-dark-muted transition-colors hover:text-white"
          >
            <ArrowLeft aria-hidden className="size-4 transition-transform duration-200 group-hover:-translate-x-0.5" strokeWidth={2} />
            {study.back.label}
          </SiteLink>
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
