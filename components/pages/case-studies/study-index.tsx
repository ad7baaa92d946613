import { accentText } from '@/components/case-studies/accent';
import { CaseStudyArtwork } from '@/components/case-studies/case-study-parts';
import { ResultNote } from '@/components/case-studies/result-note';
import { ButtonLink } from '@/components/ui/button';
import { Heading } from '@/components/ui/band-heading';
import type { StudyEntriesSection } from '@/content/pages/case-study-pages';
import { cn } from '@/lib/cn';

/**
 * The studies as editorial entries, one under another between heavy rules: the study's number and category, the
 * product's name set large with the client and the one-line outcome, the product art in its dark frame (as on the
 * study's cover), then every result large between hairlines, with the best case's median under a result that is one
 * of its results; duration, team and technologies, and the way into the study. No cards: the product and the numbers
 * are the picture.
 */
export function StudyEntries({ section, dark }: { section: StudyEntriesSection; dark: boolean }) {
  return (
    <>
      <Heading section={section} dark={dark} />
      <ol className="mt-14 space-y-20 sm:mt-16 lg:space-y-28">
        {section.studies.map((study, index) => {
          const titleId = `${section.id}-${study.id}`;
          return (
            <li key={study.id}>
              <article aria-labelledby={titleId} className="border-t-2 border-fg pt-8 sm:pt-10">
                {/* Alternating sides on wide screens, as SPEC lays the list out: the art left on every second study. */}
                <div className={cn('grid gap-10 lg:gap-16', index % 2 === 0 ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]' : 'lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]')}>
                  <div className={cn('flex flex-col', index % 2 === 1 && 'lg:order-2')}>
                    <p className="flex items-baseline gap-4">
                      <span className="text-sm font-semibold text-fg-subtle tabular-nums">{String(index + 1).padStart(2, '0')}</span>
                      <span className={cn('eyebrow', accentText[study.accent].light)}>{study.category}</span>
                    </p>
                    <h3 id={titleId} className="mt-5 text-h1 font-semibold text-balance">
                      {study.title}
                    </h3>
                    <dl className="mt-5 flex flex-wrap items-baseline gap-x-3 text-sm">
                      <dt className="eyebrow text-fg-subtle">{section.clientLabel}</dt>
                      <dd className="font-medium">{study.client}</dd>
                    </dl>
                    <ul aria-label={`${study.title}: ${section.tagsLabel}`} className="mt-5 flex flex-wrap gap-2">
                      {study.tags.map((tag) => (
                        <li key={tag} className="rounded-full bg-fg/5 px-3 py-1 text-xs font-medium text-fg-muted ring-1 ring-fg/10">
                          {tag}
                        </li>
                      ))}
                    </ul>
                    <p className="mt-6 text-lead text-fg-muted text-pretty">{study.outcome}</p>
                    <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-5 border-t border-line pt-6 text-sm lg:mt-auto">
                      {study.facts.map((fact) => (
                        <div key={fact.label}>
                          <dt className="text-fg-subtle">{fact.label}</dt>
                          <dd className="mt-1 font-medium">{fact.value}</dd>
                        </div>
                      ))}
                      <div className="col-span-2">
                        <dt className="text-fg-subtle">{section.technologiesLabel}</dt>
                        <dd className="mt-1 leading-6 font-medium">{study.technologies.join(', ')}</dd>
                      </div>
                    </dl>
                  </div>
                  <div className="rounded-xl bg-ink p-1.5 shadow-[0_30px_70px_-30px_rgb(11_13_18/0.45)] ring-1 ring-ink/10 sm:p-2.5 lg:self-start">
                    <CaseStudyArtwork image={study.image} lazy={index > 0} className="rounded-lg" />
                  </div>
                </div>
                <dl className="mt-10 grid grid-cols-2 gap-y-8 border-y border-fg/15 pb-8 sm:grid-cols-4">
                  {study.metrics.map((metric) => (
                    <div key={metric.label} className="flex flex-col-reverse justify-end border-fg/15 pt-6 pr-4 not-first:border-l max-sm:nth-3:border-l-0 sm:pl-5 sm:first:pl-0 max-sm:even:pl-5">
                      <dt className="mt-2 text-sm leading-6 text-fg-muted">{metric.label}</dt>
                      <dd className="text-[1.875rem] leading-none font-semibold tracking-tight tabular-nums sm:text-[clamp(2rem,1rem+1.8vw,3rem)]">{metric.value}</dd>
                      {metric.note && <ResultNote note={metric.note} />}
                    </div>
                  ))}
                </dl>
                <ButtonLink href={study.href} arrow className="mt-8" aria-label={`${study.linkLabel}: ${study.title}`}>
                  {study.linkLabel}
                </ButtonLink>
              </article>
            </li>
          );
        })}
      </ol>
    </>
  );
}
