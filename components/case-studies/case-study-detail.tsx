import Link from 'next/link';
import { ArrowLeft } from 'lucide-react';
import { PageJsonLd } from '@/components/page/json-ld';
import { PageSections } from '@/components/sections/page-sections';
import { BadgeList } from '@/components/ui/badge';
import { caseStudyDetailPage, type CaseStudy } from '@/content/case-studies';
import { caseStudyDetailSections } from '@/content/case-study-pages';
import { cn } from '@/lib/cn';
import { caseStudyArticle } from '@/lib/json-ld';
import { accentGlow, accentText } from './accent';
import { CaseStudyArtwork } from './case-study-parts';

/**
 * The one template of the case-study detail pages (/work/{id}): the hero with the study's
 * artwork, then its sections (content/case-study-pages.ts) drawn by the one renderer.
 */
export function CaseStudyDetail({ study }: { study: CaseStudy }) {
  return (
    <>
      <Hero study={study} />

      <PageSections sections={caseStudyDetailSections(study)} contactHref={caseStudyDetailPage.closing.primary.href} />

      <PageJsonLd
        path={study.href}
        data={[
          caseStudyArticle({
            headline: `${study.title}: ${study.subtitle}`,
            name: study.meta.title,
            description: study.meta.description,
            abstract: study.description,
            about: study.category,
            keywords: [...study.tags, ...study.technologies],
            path: study.href,
          }),
        ]}
      />
    </>
  );
}

/** The dark opening band: back link, category, title, subtitle, tags and the artwork. */
function Hero({ study }: { study: CaseStudy }) {
  return (
    <section aria-labelledby="case-study-title" className="dark-surface relative isolate overflow-hidden bg-ink text-on-dark">
      <div aria-hidden className="glow-hero absolute inset-0 -z-10" />
      <div aria-hidden className="grid-texture absolute inset-0 -z-10" />
      <div className="container-page grid gap-12 pt-32 pb-20 sm:pt-36 sm:pb-24 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-center lg:gap-16 lg:pt-44 lg:pb-28">
        <div>
          <Link
            href="/work"
            className="group inline-flex items-center gap-2 rounded-full text-sm font-medium text-on-dark-muted transition-colors hover:text-white"
          >
            <ArrowLeft aria-hidden className="size-4 transition-transform duration-200 group-hover:-translate-x-0.5" strokeWidth={2} />
            {caseStudyDetailPage.backLabel}
          </Link>
          <p className={cn('eyebrow mt-10', accentText[study.accent].dark)}>{study.category}</p>
          <h1 id="case-study-title" className="mt-5 text-h1 font-semibold text-balance">
            {study.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lead text-on-dark-muted text-pretty">{study.subtitle}</p>
          <div className="mt-8">
            <BadgeList items={study.tags} dark label={`${study.title} tags`} />
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
