import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { getCaseStudy, type CaseStudy, type CaseStudyId } from '@/content/case-studies';
import type { CaseStudyCardsSection } from '@/content/shared/sections';
import { accentGlow, accentText } from '@/components/case-studies/accent';
import { BadgeList } from '@/components/ui/badge';
import { ArrowLink } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section';
import { StatGrid } from '@/components/ui/stat-grid';

/** The case study with this id; an id without a study stops the build. */
function caseStudy(id: CaseStudyId): CaseStudy {
  const study = getCaseStudy(id);
  if (!study) throw new Error(`No case study "${id}" in content/case-studies.ts`);
  return study;
}

/**
 * The case studies named by the section as teaser cards on the near-black: category in the
 * study's accent, summary, its home metrics, three tags and a link to the study.
 */
export function CaseStudyCards({ section }: { section: CaseStudyCardsSection }) {
  return (
    <>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeading id={`${section.id}-title`} eyebrow={section.eyebrow} title={section.heading} intro={section.intro} dark />
        {section.link && (
          <ArrowLink href={section.link.href} className="self-start text-white hover:text-accent-on-dark lg:self-auto">
            {section.link.label}
          </ArrowLink>
        )}
      </div>
      <ul className="mt-14 grid gap-5 lg:grid-cols-3">
        {section.studies.map(caseStudy).map((study) => (
          <li key={study.id} className="flex">
            <article className="relative isolate flex w-full flex-col overflow-hidden rounded-lg border border-white/10 bg-ink-raised p-6 transition-colors duration-200 hover:border-white/25 sm:p-8">
              <div aria-hidden className={`absolute inset-x-0 top-0 -z-10 h-40 bg-gradient-to-b ${accentGlow[study.accent]} to-transparent`} />
              <p className={`eyebrow ${accentText[study.accent].dark}`}>{study.category}</p>
              <h3 className="mt-4 text-h2 font-semibold text-on-dark">{study.title}</h3>
              <p className="mt-3 leading-7 text-on-dark-muted">{study.description}</p>
              <StatGrid items={study.homeMetrics} dark variant="strip" className="mt-8" />
              <div className="mt-6">
                <BadgeList items={study.tags.slice(0, 3)} dark label={`${study.title} tags`} />
              </div>
              <Link
                href={study.href}
                className="group mt-auto inline-flex items-center gap-1.5 pt-8 font-medium text-white after:absolute after:inset-0 hover:text-accent-on-dark"
              >
                Read the {study.title} case study
                <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
