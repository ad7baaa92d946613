import Link from 'next/link';
import { ArrowLeft, ArrowRight, ArrowUpRight, Check, Minus } from 'lucide-react';
import { PageJsonLd } from '@/components/page/json-ld';
import { caseStudies, caseStudyDetailPage, type CaseStudy } from '@/content/case-studies';
import { getServiceEntry } from '@/content/services/catalog';
import type { IconItem, IconName } from '@/content/shared/types';
import { BadgeList } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { IconCardGrid } from '@/components/ui/icon-card-grid';
import { Section, SectionHeading, type SectionTone } from '@/components/ui/section';
import { Timeline } from '@/components/ui/timeline';
import { cn } from '@/lib/cn';
import { caseStudyArticle } from '@/lib/json-ld';
import { accentGlow, accentText } from './accent';
import { CaseStudyArt } from './case-study-art';
import { CaseStudyClosingCta } from './case-study-closing-cta';

const copy = caseStudyDetailPage;

type BlockId = 'results' | 'overview' | 'challenge' | 'security' | 'features' | 'comparison' | 'timeline' | 'more';

/**
 * Band tones down the page: the study's own highlights, the timeline and the other studies sit
 * on the near-black, never two dark bands in a row; light bands alternate paper and white, and
 * the band before the closing call is never paper (the call sits on paper).
 */
function tones(blocks: readonly BlockId[]): Record<BlockId, SectionTone> {
  const prefersDark = new Set<BlockId>(['security', 'features', 'timeline', 'more']);
  const result = {} as Record<BlockId, SectionTone>;
  let previous: SectionTone = 'dark'; // the hero
  let light = 0;
  blocks.forEach((block, index) => {
    let tone: SectionTone = prefersDark.has(block) && previous !== 'dark' ? 'dark' : light++ % 2 === 0 ? 'light' : 'white';
    if (index === blocks.length - 1 && tone === 'light') tone = 'white';
    result[block] = tone;
    previous = tone;
  });
  return result;
}

/** The one template of the case-study detail pages (/work/{id}). */
export function CaseStudyDetail({ study }: { study: CaseStudy }) {
  const others = caseStudies.filter((other) => other.id !== study.id);
  const blocks: BlockId[] = [
    'results',
    'overview',
    'challenge',
    ...(study.securityFirst ? (['security'] as const) : []),
    ...(study.features ? (['features'] as const) : []),
    ...(study.comparison ? (['comparison'] as const) : []),
    'timeline',
    'more',
  ];
  const tone = tones(blocks);
  const services = study.services.map((slug) => getServiceEntry(slug)).filter((entry) => entry !== undefined);

  return (
    <>
      <Hero study={study} />

      {/* Four headline metrics */}
      <Section id="results" tone={tone.results} labelledBy="results-title">
        <SectionHeading id="results-title" eyebrow={copy.results.eyebrow} title={copy.results.heading} dark={tone.results === 'dark'} />
        <dl className="mt-12 grid grid-cols-2 gap-4 sm:gap-5 lg:grid-cols-4">
          {study.metrics.map((metric) => (
            <Card key={metric.label} className="flex flex-col-reverse justify-end !p-5 sm:!p-7">
              <dt className="mt-2 text-sm leading-6 text-fg-muted">{metric.label}</dt>
              <dd>
                <span className="mb-6 flex size-11 items-center justify-center rounded-md bg-accent-soft text-accent">
                  <Icon name={metric.icon} className="size-5" />
                </span>
                <span className="block text-[2rem] leading-none font-semibold tracking-tight tabular-nums sm:text-[2.75rem] sm:whitespace-nowrap lg:text-[2.25rem] xl:text-5xl">{metric.value}</span>
              </dd>
            </Card>
          ))}
        </dl>
      </Section>

      {/* Overview: full description, technologies, services */}
      <Section id="overview" tone={tone.overview} labelledBy="overview-title">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-20">
          <div>
            <SectionHeading id="overview-title" eyebrow={copy.overview.eyebrow} title={copy.overview.heading} />
            <Facts study={study} className="mt-10" />
          </div>
          <div>
            <p className="text-lead text-fg-muted text-pretty">{study.fullDescription}</p>
            <div className="mt-12 border-t border-line pt-8">
              <h3 className="text-h3 font-semibold">{copy.overview.technologiesHeading}</h3>
              <div className="mt-5">
                <BadgeList items={study.technologies} label={`${study.title} technologies`} />
              </div>
            </div>
            {services.length > 0 && (
              <div className="mt-10 border-t border-line pt-8">
                <h3 className="text-h3 font-semibold">{copy.overview.servicesHeading}</h3>
                <ul className="mt-5 grid gap-3 sm:grid-cols-3">
                  {services.map((service) => (
                    <li key={service.slug}>
                      <Link
                        href={`/services/${service.slug}`}
                        className="group flex h-full items-start justify-between gap-3 rounded-md border border-line bg-paper-raised px-4 py-3.5 text-sm font-medium shadow-card transition-[border-color,box-shadow] duration-200 hover:border-fg/15 hover:shadow-card-hover"
                      >
                        {service.name}
                        <ArrowUpRight aria-hidden className="mt-0.5 size-4 shrink-0 text-fg-subtle transition-colors group-hover:text-accent" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </div>
      </Section>

      {/* Challenge and solution, side by side */}
      <Section id="challenge" tone={tone.challenge} labelledBy="challenge-title">
        <SectionHeading id="challenge-title" eyebrow={copy.challengeSolution.eyebrow} title={copy.challengeSolution.heading} />
        <div className="mt-14 grid gap-5 lg:grid-cols-2">
          <PointsCard icon="target" heading={copy.challengeSolution.challengeHeading} items={study.challenges} />
          <PointsCard icon="check-circle" heading={copy.challengeSolution.solutionHeading} items={study.solutions} highlight />
        </div>
      </Section>

      {study.securityFirst && (
        <IconGridBand
          id="security"
          tone={tone.security}
          eyebrow={copy.security.eyebrow}
          heading={study.securityFirst.heading}
          intro={study.securityFirst.intro}
          items={study.securityFirst.points}
        />
      )}

      {study.features && (
        <IconGridBand
          id="features"
          tone={tone.features}
          eyebrow={copy.features.eyebrow}
          heading={study.features.heading}
          intro={study.features.intro}
          items={study.features.items}
        />
      )}

      {study.comparison && (
        <Section id="comparison" tone={tone.comparison} labelledBy="comparison-title">
          <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:items-center lg:gap-20">
            <SectionHeading id="comparison-title" eyebrow={copy.comparison.eyebrow} title={study.comparison.heading} intro={study.comparison.intro} />
            <ul className="space-y-5">
              {study.comparison.rows.map((row) => (
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
                        <dt className="eyebrow text-fg-subtle">{copy.comparison.beforeLabel}</dt>
                        <dd className="mt-3 flex flex-1 flex-col">
                          <span className="text-xl font-medium tracking-tight text-fg-muted tabular-nums sm:text-3xl">{row.before}</span>
                          <ScaleBar share={row.scale.before / Math.max(row.scale.before, row.scale.after)} />
                        </dd>
                      </div>
                      <div className="flex flex-col">
                        <dt className="eyebrow text-accent">{copy.comparison.afterLabel}</dt>
                        <dd className="mt-3 flex flex-1 flex-col">
                          <span className="text-xl font-semibold tracking-tight tabular-nums sm:text-3xl">{row.after}</span>
                          <ScaleBar share={row.scale.after / Math.max(row.scale.before, row.scale.after)} accent />
                        </dd>
                      </div>
                    </dl>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </Section>
      )}

      {/* Five-phase timeline */}
      <Section id="timeline" tone={tone.timeline} labelledBy="timeline-title">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-20">
          <div className="lg:sticky lg:top-28 lg:self-start">
            <SectionHeading
              id="timeline-title"
              eyebrow={copy.timeline.eyebrow}
              title={copy.timeline.heading}
              intro={`${copy.timeline.totalLabel} ${study.duration}, with ${study.teamSize} on the team.`}
              dark={tone.timeline === 'dark'}
            />
            <PhaseScale study={study} dark={tone.timeline === 'dark'} />
          </div>
          <Timeline
            dark={tone.timeline === 'dark'}
            entries={study.timeline.map((phase) => ({
              title: phase.phase,
              duration: phase.duration,
              status: phase.status === 'completed' ? copy.timeline.statusLabel : phase.status,
            }))}
          />
        </div>
      </Section>

      {/* The other studies */}
      <Section id="more" tone={tone.more} labelledBy="more-title">
        <SectionHeading id="more-title" eyebrow={copy.more.eyebrow} title={copy.more.heading} dark={tone.more === 'dark'} />
        <ul className="mt-14 grid gap-5 md:grid-cols-2">
          {others.map((other) => (
            <li key={other.id} className="flex">
              <MoreCard study={other} dark={tone.more === 'dark'} />
            </li>
          ))}
        </ul>
      </Section>

      <CaseStudyClosingCta closing={copy.closing} />

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

/** The dark opening band: back link, category, title, subtitle, tags, facts and the artwork. */
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
            {copy.backLabel}
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
          <CaseStudyArt study={study} className="rounded-lg shadow-[0_30px_80px_-30px_rgb(0_0_0/0.8)] ring-1 ring-white/10" />
        </div>
      </div>
    </section>
  );
}

/** Client, industry, team and duration as a compact description list. */
function Facts({ study, className }: { study: CaseStudy; className?: string }) {
  const facts = [
    { label: copy.facts.client, value: study.clientType },
    { label: copy.facts.industry, value: study.industry },
    { label: copy.facts.team, value: study.teamSize },
    { label: copy.facts.duration, value: study.duration },
  ];
  return (
    <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-6 border-t border-line pt-8', className)}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="eyebrow text-fg-subtle">{fact.label}</dt>
          <dd className="mt-2 leading-6 font-medium">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function MoreCard({ study, dark }: { study: CaseStudy; dark: boolean }) {
  return (
    <Link
      href={study.href}
      className={cn(
        'group flex w-full flex-col overflow-hidden rounded-lg border transition-[border-color,box-shadow,transform] duration-200 ease-out-soft',
        dark
          ? 'border-white/10 bg-white/[0.035] hover:border-white/25'
          : 'border-line bg-paper-raised shadow-card hover:-translate-y-0.5 hover:shadow-card-hover',
      )}
    >
      <CaseStudyArt study={study} decorative />
      <span className="flex flex-1 flex-col p-6 sm:p-8">
        <span className={cn('eyebrow', dark ? accentText[study.accent].dark : accentText[study.accent].light)}>{study.category}</span>
        <h3 className={cn('mt-3 text-h3 font-semibold', dark ? 'text-on-dark' : 'text-fg')}>{study.title}</h3>
        <span className={cn('mt-2 leading-7', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>{study.subtitle}</span>
        <span
          className={cn(
            'mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-medium',
            dark ? 'text-white group-hover:text-accent-on-dark' : 'text-accent',
          )}
        >
          {copy.more.linkLabel}
          <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </span>
    </Link>
  );
}

/** A bar drawn to scale for the before/after comparison. */
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

/** The five phases drawn to scale on one bar (a compact Gantt view of the timeline list). */
function PhaseScale({ study, dark }: { study: CaseStudy; dark: boolean }) {
  const weeks = study.timeline.map((phase) => Number.parseInt(phase.duration, 10));
  const total = weeks.reduce((sum, value) => sum + value, 0);
  return (
    <div aria-hidden className="mt-10 hidden sm:block">
      <p className={cn('eyebrow', dark ? 'text-on-dark-subtle' : 'text-fg-subtle')}>{copy.timeline.scaleLabel}</p>
      <div className="mt-4 flex gap-1">
        {weeks.map((value, index) => (
          <span
            key={index}
            className="flex h-9 min-w-7 items-center justify-center rounded-md bg-accent text-xs font-semibold text-white tabular-nums first:rounded-l-lg last:rounded-r-lg"
            style={{ flexGrow: value, flexBasis: 0 }}
          >
            {index + 1}
          </span>
        ))}
      </div>
      <div className={cn('mt-2 flex justify-between text-xs tabular-nums', dark ? 'text-on-dark-subtle' : 'text-fg-subtle')}>
        <span>Week 0</span>
        <span>Week {total}</span>
      </div>
    </div>
  );
}

/** A band with a heading and icon cards (Bloxios's security points, Vision Millennium's features). */
function IconGridBand({
  id,
  tone,
  eyebrow,
  heading,
  intro,
  items,
}: {
  id: string;
  tone: SectionTone;
  eyebrow: string;
  heading: string;
  intro?: string;
  items: readonly IconItem[];
}) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={heading} intro={intro} dark={tone === 'dark'} />
      <div className="mt-14">
        <IconCardGrid items={items} dark={tone === 'dark'} />
      </div>
    </Section>
  );
}

/** The challenges (neutral) or the solutions (highlighted) as a card with a marked list. */
function PointsCard({ icon, heading, items, highlight = false }: { icon: IconName; heading: string; items: readonly string[]; highlight?: boolean }) {
  const Marker = highlight ? Check : Minus;
  return (
    <Card>
      <h3 className="flex items-center gap-3 text-h3 font-semibold">
        <span
          className={cn(
            'inline-flex size-10 items-center justify-center rounded-md',
            highlight ? 'bg-accent-soft text-accent' : 'bg-paper text-fg-muted ring-1 ring-line',
          )}
        >
          <Icon name={icon} className="size-5" />
        </span>
        {heading}
      </h3>
      <ul className="mt-6 space-y-4">
        {items.map((item) => (
          <li key={item} className="flex gap-3 leading-7 text-fg-muted">
            <Marker aria-hidden className={cn('mt-1.5 size-4 shrink-0', highlight ? 'text-accent' : 'text-fg-subtle')} strokeWidth={2} />
            {item}
          </li>
        ))}
      </ul>
    </Card>
  );
}
