import { getCaseStudy, rowMetrics, type CaseStudy, type CaseStudyId } from '@/content/case-studies';
import type { CaseStudyCardsSection } from '@/content/case-study-types';
import { isDarkSection } from '@/content/shared/sections';
import { accentText } from '@/components/case-studies/accent';
import { CaseStudyArtwork } from '@/components/case-studies/case-study-parts';
import { StudyCard } from '@/components/case-studies/study-card';
import { FeaturedCaseStudy } from '@/components/our-work/featured-case-study';
import { BadgeList } from '@/components/ui/badge';
import { ArrowLink, ButtonLink } from '@/components/ui/button';
import { StatGrid } from '@/components/ui/stat-grid';
import { cn } from '@/lib/cn';
import { HeadingWithAction } from '@/components/ui/band-heading';

/** The case study with this id; an id without a study stops the build. */
function caseStudy(id: CaseStudyId): CaseStudy {
  const study = getCaseStudy(id);
  if (!study) throw new Error(`No case study "${id}" in content/case-studies.ts`);
  return study;
}

/** The case studies the section names, in its layout (see CaseStudyCardsSection). */
export function CaseStudyCards({ section }: { section: CaseStudyCardsSection }) {
  const studies = section.studies.map(caseStudy);
  const dark = isDarkSection(section);
  return (
    <>
      <HeadingWithAction section={section} dark={dark}>
        {section.link && (
          <ArrowLink href={section.link.href} className="text-white hover:text-accent-on-dark">
            {section.link.label}
          </ArrowLink>
        )}
      </HeadingWithAction>
      {section.layout === 'showcase' ? (
        <ol className="mt-16 space-y-20 sm:mt-20 lg:space-y-28">
          {studies.map((study, index) => (
            <li key={study.id}>
              <StudyRow study={study} titleId={`${section.id}-${study.id}`} linkLabel={section.linkLabel} flipped={index % 2 === 1} />
            </li>
          ))}
        </ol>
      ) : section.layout === 'detailed' ? (
        <ul className="mt-14 space-y-10 sm:mt-16 lg:space-y-14">
          {studies.map((study) => (
            <li key={study.id}>
              <FeaturedCaseStudy study={study} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mt-14 grid gap-5 lg:grid-cols-3">
          {studies.map((study) => (
            // Side by side, the cards share their rows (subgrid): the figures and tags sit on one line across them.
            <li key={study.id} className="flex lg:row-span-5 lg:grid lg:grid-rows-subgrid lg:gap-y-0">
              <StudyCard study={study} variant={section.layout === 'compact' ? 'compact' : 'full'} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A study beside its artwork (on alternating sides): its summary, tags, first three headline metrics and a button. */
function StudyRow({ study, titleId, linkLabel, flipped }: { study: CaseStudy; titleId: string; linkLabel: string; flipped: boolean }) {
  return (
    <article aria-labelledby={titleId} className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16 xl:gap-20">
      <div className={cn(flipped && 'lg:order-2')}>
        <CaseStudyArtwork image={study.image} className="rounded-lg shadow-card-hover ring-1 ring-ink/10" />
      </div>
      <div>
        <p className={cn('eyebrow', accentText[study.accent].light)}>{study.category}</p>
        <h3 id={titleId} className="mt-4 text-h2 font-semibold text-balance">
          {study.title}
        </h3>
        <p className="mt-4 text-lead text-fg-muted text-pretty">{study.description}</p>
        <div className="mt-6">
          <BadgeList items={study.tags} label={`${study.title} tags`} />
        </div>
        <StatGrid items={rowMetrics(study)} variant="row" className="mt-8" />
        <ButtonLink href={study.href} arrow className="mt-8">
          {linkLabel}
          <span className="sr-only">: {study.title}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
