import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight, ArrowUpRight } from 'lucide-react';
import type { ComparisonSection } from '@/content/case-study-types';
import type {
  ChallengeSolutionSection,
  MetricCardsSection,
  PhaseTimelineSection,
  StudyDeepDiveSection,
  StudyLinksSection,
  StudyOverviewSection,
} from '@/content/pages/case-study-pages';
import type { IconName } from '@/content/shared/types';
import { accentGlow, accentText } from '@/components/case-studies/accent';
import { CaseStudyArtwork, FactList, PhaseBar } from '@/components/case-studies/case-study-parts';
import { ResultNote } from '@/components/case-studies/result-note';
import { BadgeList } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section';
import { Timeline } from '@/components/ui/timeline';
import { cn } from '@/lib/cn';

/*
 * The case-study pages' own section kinds (content/pages/case-study-pages.ts, content/case-study-types.ts), drawn
 * inside the band PageSections gives them. Each section's h2 has the id `{section id}-title`.
 */

/** Per study: the core problem and the answer, on the near-black. */
export function StudyDeepDive({ section, dark }: { section: StudyDeepDiveSection; dark: boolean }) {
  return (
    <>
      <SectionHeading id={`${section.id}-title`} eyebrow={section.eyebrow} title={section.heading} intro={section.intro} dark={dark} />
      <ul className="mt-14 space-y-5">
        {section.studies.map((study) => (
          <li key={study.id}>
            <article
              aria-labelledby={`${section.id}-${study.id}`}
              className="relative isolate grid gap-8 overflow-hidden rounded-lg border border-white/10 bg-ink-raised p-6 sm:p-8 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1fr)_minmax(0,1fr)] lg:gap-12 lg:p-10"
            >
              <div aria-hidden className={cn('absolute inset-y-0 left-0 -z-10 w-2/3 bg-gradient-to-r to-transparent opacity-60', accentGlow[study.accent])} />
              <div>
                <p className={cn('eyebrow', accentText[study.accent].dark)}>{study.category}</p>
                <h3 id={`${section.id}-${study.id}`} className="mt-3 text-h2 font-semibold text-on-dark">
                  {study.title}
                </h3>
                <p className="mt-2 text-sm leading-6 text-on-dark-muted">{study.industry}</p>
              </div>
              <DeepDivePoint icon="target" label={section.challengeLabel} text={study.challenge} />
              <DeepDivePoint icon="check-circle" label={section.solutionLabel} text={study.solution} highlight />
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

function DeepDivePoint({ icon, label, text, highlight = false }: { icon: IconName; label: string; text: string; highlight?: boolean }) {
  return (
    <div>
      <h4 className="flex items-center gap-2.5 font-semibold text-on-dark">
        <span className={cn('inline-flex size-8 items-center justify-center rounded-md bg-white/10', highlight ? 'text-accent-on-dark' : 'text-on-dark-muted')}>
          <Icon name={icon} className="size-4" />
        </span>
        {label}
      </h4>
      <p className="mt-4 leading-7 text-on-dark-muted">{text}</p>
    </div>
  );
}

/**
 * The results strip under the cover: each headline figure large, side by side between hairlines (4 → 2 across), the
 * page's one band of figures. No cards and no icons: the numbers are the picture. A result that is one of a best case's
 * results has the median across the named projects under its label (content/pages/study-results.ts).
 */
export function MetricCards({ section, dark }: { section: MetricCardsSection; dark: boolean }) {
  return (
    <>
      <SectionHeading id={`${section.id}-title`} eyebrow={section.eyebrow} title={section.heading} intro={section.intro} dark={dark} />
      <dl data-stat-band="" className="mt-12 grid grid-cols-2 gap-y-10 border-t border-fg/15 sm:grid-cols-4">
        {section.items.map((metric) => (
          <div key={metric.label} className="flex flex-col-reverse justify-end border-fg/15 pt-6 pr-4 not-first:border-l max-sm:nth-3:border-l-0 sm:pl-5 sm:first:pl-0 max-sm:even:pl-5">
            <dt className="mt-3 text-sm leading-6 text-fg-muted">{metric.label}</dt>
            <dd className="text-[2rem] leading-none font-semibold tracking-tight tabular-nums sm:text-[clamp(2.25rem,1rem+2.6vw,3.75rem)]">{metric.value}</dd>
            {metric.note && <ResultNote note={metric.note} />}
          </div>
        ))}
      </dl>
    </>
  );
}

/** The full description beside the facts, then technologies and the services involved. */
export function StudyOverview({ section }: { section: StudyOverviewSection }) {
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-20">
      <div>
        <SectionHeading id={`${section.id}-title`} eyebrow={section.eyebrow} title={section.heading} intro={section.intro} />
        <FactList facts={section.facts} className="mt-10 border-t border-line pt-8" />
      </div>
      <div>
        <p className="text-lead text-fg-muted text-pretty">{section.description}</p>
        <div className="mt-12 border-t border-line pt-8">
          <h3 className="text-h3 font-semibold">{section.technologies.heading}</h3>
          <div className="mt-5">
            <BadgeList items={section.technologies.items} label={section.technologies.label} />
          </div>
        </div>
        {[section.services, section.industries].map((group) =>
          group.links.length > 0 ? (
          <div key={group.heading} className="mt-10 border-t border-line pt-8">
            <h3 className="text-h3 font-semibold">{group.heading}</h3>
            <ul className="mt-5 grid gap-3 sm:grid-cols-3">
              {group.links.map((service) => (
                <li key={service.href}>
                  <SiteLink
                    href={service.href}
                    className="group flex h-full items-start justify-between gap-3 rounded-md border border-line bg-paper-raised px-4 py-3.5 text-sm font-medium shadow-card transition-[border-color,box-shadow] duration-200 hover:border-fg/15 hover:shadow-card-hover"
                  >
                    {service.label}
                    <ArrowUpRight aria-hidden className="mt-0.5 size-4 shrink-0 text-fg-subtle transition-colors group-hover:text-accent" />
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
          ) : null,
        )}
      </div>
    </div>
  );
}

/**
 * The challenges beside the solutions, read as an editorial spread: two columns whose points share their rows
 * (subgrid), so each answer stands level with the problem it answers; numbered by CSS, so no digits join the text.
 */
export function ChallengeSolution({ section }: { section: ChallengeSolutionSection }) {
  const rows = Math.max(section.challenge.items.length, section.solution.items.length);
  return (
    <>
      <SectionHeading id={`${section.id}-title`} eyebrow={section.eyebrow} title={section.heading} intro={section.intro} />
      <div className="mt-14 grid gap-12 lg:grid-cols-2 lg:gap-x-16 lg:gap-y-0" style={{ gridTemplateRows: `repeat(${rows + 1}, auto)` }}>
        <EditorialPoints heading={section.challenge.heading} items={section.challenge.items} rows={rows} />
        <EditorialPoints heading={section.solution.heading} items={section.solution.items} rows={rows} highlight />
      </div>
    </>
  );
}

function EditorialPoints({ heading, items, rows, highlight = false }: { heading: string; items: readonly string[]; rows: number; highlight?: boolean }) {
  return (
    <div className="lg:grid lg:grid-rows-subgrid" style={{ gridRow: `span ${rows + 1}` }}>
      <h3 className={cn('flex items-center gap-3 border-b-2 pb-4 text-h3 font-semibold', highlight ? 'border-accent' : 'border-fg')}>
        <Icon name={highlight ? 'check-circle' : 'target'} className={cn('size-5', highlight ? 'text-accent' : 'text-fg-muted')} />
        {heading}
      </h3>
      <ul className="[counter-reset:point] lg:grid lg:grid-rows-subgrid" style={{ gridRow: `span ${rows}` }}>
        {items.map((item) => (
          <li
            key={item}
            className={cn(
              'flex gap-5 border-b border-line py-6 text-[1.0625rem] leading-8 [counter-increment:point]',
              "before:w-7 before:shrink-0 before:pt-px before:text-sm before:font-semibold before:tabular-nums before:content-[counter(point,decimal-leading-zero)_/_'']",
              highlight ? 'text-fg before:text-accent' : 'text-fg-muted before:text-fg-subtle',
            )}
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Before and after figures, each pair drawn to scale. */
export function Comparison({ section }: { section: ComparisonSection }) {
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:items-center lg:gap-20">
      <SectionHeading id={`${section.id}-title`} eyebrow={section.eyebrow} title={section.heading} intro={section.intro} />
      <ul className="space-y-5">
        {section.rows.map((row) => {
          const max = Math.max(row.scale.before, row.scale.after);
          return (
            <li key={row.metric}>
              <Card className="!p-6 sm:!p-8">
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                  <h3 className="text-h3 font-semibold">{row.metric}</h3>
                  <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800 tabular-nums">
                    <Icon name="trending-up" className="size-4" />
                    {row.change}
                  </span>
                </div>
                <dl className="mt-6 grid grid-cols-2 gap-5 border-t border-line pt-6 sm:gap-8">
                  <div className="flex flex-col">
                    <dt className="eyebrow text-fg-subtle">{section.beforeLabel}</dt>
                    <dd className="mt-3 flex flex-1 flex-col">
                      <span className="text-xl font-medium tracking-tight text-fg-muted tabular-nums sm:text-3xl">{row.before}</span>
                      <ScaleBar share={row.scale.before / max} />
                    </dd>
                  </div>
                  <div className="flex flex-col">
                    <dt className="eyebrow text-accent">{section.afterLabel}</dt>
                    <dd className="mt-3 flex flex-1 flex-col">
                      <span className="text-xl font-semibold tracking-tight tabular-nums sm:text-3xl">{row.after}</span>
                      <ScaleBar share={row.scale.after / max} accent />
                    </dd>
                  </div>
                </dl>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ScaleBar({ share, accent = false }: { share: number; accent?: boolean }) {
  return (
    <span aria-hidden className="mt-auto block pt-5">
      <span className="block h-2 overflow-hidden rounded-full bg-paper ring-1 ring-line ring-inset">
        <span
          className={cn('block h-full rounded-full', accent ? 'bg-gradient-to-r from-accent to-violet-500' : 'bg-fg-subtle/40')}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </span>
    </span>
  );
}

/** A project's phases as a timeline, beside the heading and the phases drawn to scale on one bar. */
export function PhaseTimeline({ section, dark }: { section: PhaseTimelineSection; dark: boolean }) {
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-20">
      <div className="lg:sticky lg:top-28 lg:self-start">
        <SectionHeading id={`${section.id}-title`} eyebrow={section.eyebrow} title={section.heading} intro={section.intro} dark={dark} />
        <PhaseBar phases={section.phases} label={section.scaleLabel} dark={dark} />
      </div>
      <Timeline dark={dark} entries={section.phases.map((phase) => ({ title: phase.title, duration: phase.duration, status: phase.status }))} />
    </div>
  );
}

/** Other case studies as cards with their artwork. */
export function StudyLinks({ section, dark }: { section: StudyLinksSection; dark: boolean }) {
  return (
    <>
      <SectionHeading id={`${section.id}-title`} eyebrow={section.eyebrow} title={section.heading} intro={section.intro} dark={dark} />
      <ul className="mt-14 grid gap-5 md:grid-cols-2">
        {section.studies.map((study) => (
          <li key={study.id} className="flex">
            <SiteLink
              href={study.href}
              className={cn(
                'group flex w-full flex-col overflow-hidden rounded-lg border transition-[border-color,box-shadow,transform] duration-200 ease-out-soft',
                dark
                  ? 'border-white/10 bg-white/[0.035] hover:border-white/25'
                  : 'border-line bg-paper-raised shadow-card hover:-translate-y-0.5 hover:shadow-card-hover',
              )}
            >
              <CaseStudyArtwork image={study.image} decorative lazy />
              {/* A div, not a span: the card holds a heading (a link may hold flow content, a span may not). */}
              <div className="flex flex-1 flex-col p-6 sm:p-8">
                <span className={cn('eyebrow', dark ? accentText[study.accent].dark : accentText[study.accent].light)}>{study.category}</span>
                <h3 className={cn('mt-3 text-h3 font-semibold', dark ? 'text-on-dark' : 'text-fg')}>{study.title}</h3>
                <span className={cn('mt-2 leading-7', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>{study.subtitle}</span>
                <span className={cn('mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-medium', dark ? 'text-white group-hover:text-accent-on-dark' : 'text-accent')}>
                  {section.linkLabel}
                  <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </div>
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}
