import { Check } from 'lucide-react';
import { accentBar, accentGlow, accentText } from '@/components/case-studies/accent';
import { FactList, PointList, weeksOf } from '@/components/case-studies/case-study-parts';
import { BadgeList } from '@/components/ui/badge';
import { ArrowLink } from '@/components/ui/button';
import { StatGrid } from '@/components/ui/stat-grid';
import { studyClientLine, type CaseStudy } from '@/content/case-studies';
import { portfolioCopy } from '@/content/pages/portfolio';
import { cn } from '@/lib/cn';

const copy = portfolioCopy.featured;

/**
 * One featured study on the portfolio: a dark header in the study's accent with its four
 * metrics, then its facts, technologies, challenges, solutions and the five phases to scale.
 */
export function FeaturedCaseStudy({ study }: { study: CaseStudy }) {
  const titleId = `portfolio-${study.id}`;
  return (
    <article aria-labelledby={titleId} className="overflow-hidden rounded-xl border border-line bg-paper-raised shadow-card">
      <header className="dark-surface relative isolate grid gap-10 bg-ink p-6 text-on-dark sm:p-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-end lg:gap-16 lg:p-12">
        <div aria-hidden className={cn('absolute inset-0 -z-10 bg-gradient-to-br to-transparent to-70%', accentGlow[study.accent])} />
        <div aria-hidden className="grid-texture absolute inset-0 -z-10" />
        <div>
          <p className={cn('eyebrow', accentText[study.accent].dark)}>{study.category}</p>
          <h3 id={titleId} className="mt-4 text-h2 font-semibold text-balance">
            {study.title}
          </h3>
          <p className="mt-4 text-lead text-on-dark-muted text-pretty">{study.subtitle}</p>
          <ArrowLink href={study.href} className="mt-8 text-white hover:text-accent-on-dark">
            {copy.linkLabel(study.title)}
          </ArrowLink>
        </div>
        <div>
          <h4 className="sr-only">{copy.labels.results}</h4>
          <StatGrid items={study.metrics} variant="pair" dark />
        </div>
      </header>

      <div className="grid gap-10 p-6 sm:p-10 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1fr)_minmax(0,1fr)] lg:gap-12 lg:p-12">
        <div>
          <FactList
            facts={[
              { label: copy.labels.industry, value: study.industry },
              { label: copy.labels.client, value: studyClientLine(study) },
              { label: copy.labels.team, value: study.teamSize },
              { label: copy.labels.timeline, value: study.duration },
            ]}
          />
          <h4 className="mt-8 border-t border-line pt-6 text-sm font-semibold">{copy.labels.technologies}</h4>
          <div className="mt-4">
            <BadgeList items={study.technologies} label={`${study.title} technologies`} />
          </div>
        </div>
        <div>
          <PointList size="md" heading={copy.labels.challenges} items={study.challenges} />
        </div>
        <div>
          <PointList size="md" heading={copy.labels.solutions} items={study.solutions} highlight />
        </div>
      </div>

      <PhaseChart study={study} />
    </article>
  );
}

/** The five phases as a compact Gantt chart: each bar starts where the previous phase ended. */
function PhaseChart({ study }: { study: CaseStudy }) {
  const weeks = study.timeline.map((phase) => weeksOf(phase.duration));
  const total = weeks.reduce((sum, value) => sum + value, 0);
  const starts = weeks.map((_, index) => weeks.slice(0, index).reduce((sum, value) => sum + value, 0));
  return (
    <div className="border-t border-line bg-paper/60 p-6 sm:px-10 sm:py-8 lg:px-12">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h4 className="font-semibold">{copy.labels.timeline}</h4>
        <p className="text-sm text-fg-muted tabular-nums">
          {study.timeline.length} phases, {study.duration}, all {copy.labels.completed.toLowerCase()}
        </p>
      </div>
      <ol className="mt-6 space-y-3">
        {study.timeline.map((phase, index) => {
          const length = weeks[index] ?? 0;
          const offset = starts[index] ?? 0;
          return (
            <li key={phase.phase} className="grid items-center gap-x-6 gap-y-1.5 sm:grid-cols-[minmax(0,19rem)_minmax(0,1fr)]">
              <p className="flex items-center justify-between gap-3 text-sm">
                <span className="font-medium">{phase.phase}</span>
                <span className="flex shrink-0 items-center gap-1.5 text-fg-muted tabular-nums">
                  {phase.duration}
                  {phase.status === 'completed' && (
                    <Check aria-label={copy.labels.completed} role="img" className="size-3.5 text-emerald-700" strokeWidth={2.5} />
                  )}
                </span>
              </p>
              <span aria-hidden className="relative block h-2.5 rounded-full bg-line/70">
                <span
                  className={cn('absolute inset-y-0 rounded-full', accentBar[study.accent])}
                  style={{ left: `${(offset / total) * 100}%`, width: `${(length / total) * 100}%` }}
                />
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
