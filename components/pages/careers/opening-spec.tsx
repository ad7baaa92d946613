import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { HeroActions } from '@/components/page/hero-actions';
import { PageJsonLd } from '@/components/page/json-ld';
import { ButtonLink } from '@/components/ui/button';
import { Avatar } from '@/components/ui/avatar';
import { CtaBlock } from '@/components/ui/cta-block';
import { IconItemRow } from '@/components/ui/icon-item-row';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';
import { staffMember } from '@/content/company/people';
import type { Opening } from '@/content/careers/opening-pages';
import type { SectionPage } from '@/content/shared/page';
import type { PageSection, StatsStripSection } from '@/content/shared/sections';
import { cn } from '@/lib/cn';
import { sectionPageJsonLd } from '@/lib/section-page-json-ld';

/** The kinds of section an opening's page holds besides its summary, each drawn here as a part of the spec. */
type SpecPart = Extract<PageSection, { kind: 'checkPoints' | 'iconGrid' | 'techStack' | 'process' }>;

function isSpecPart(section: PageSection): section is SpecPart {
  if (['checkPoints', 'iconGrid', 'techStack', 'process'].includes(section.kind)) return true;
  throw new Error(`An opening's page has a ${section.kind} section, which its spec layout does not draw (components/pages/careers/opening-spec.tsx)`);
}

/** The id of the opening's summary (its page module's `statsStrip`): the role at a glance. */
const GLANCE_ID = 'glance';

/**
 * An opening's page laid out like a job spec (/careers/positions/{id}, /careers/internships/{id}): a short dark
 * opening with the title, then the spec's body in one readable column beside its summary (pay, location, level,
 * closing date, the hiring manager with their portrait, and Apply Now). On wide screens the summary stands in the
 * hero's right half and stays in view down the body; on a phone it comes right after the hero, before the body. The words, anchors and JobPosting data are the page module's (content/careers/opening-pages.ts).
 */
export function OpeningSpec({ page, opening }: { page: SectionPage; opening: Opening }) {
  const { hero, closing } = page;
  const glance = page.sections.find((section): section is StatsStripSection => section.kind === 'statsStrip' && section.id === GLANCE_ID);
  const body = page.sections.filter((section) => section !== glance).filter(isSpecPart);
  const apply = hero.actions?.find((action) => action.variant === 'primary');
  return (
    <>
      {/*
        One grid for the hero and the spec, so the summary can stand in the hero's right half on wide screens and run
        down beside the body (staying in view), while on a phone it comes right after the hero, before the body.
        The dark ground is the first row's own layer, drawn edge to edge; the summary is in the HTML from the start,
        so nothing moves when the page paints.
      */}
      <div className="overflow-x-clip bg-paper">
        <div className="container-page grid lg:grid-cols-[minmax(0,1fr)_21rem] lg:grid-rows-[auto_1fr] lg:gap-x-16 xl:grid-cols-[minmax(0,1fr)_23rem] xl:gap-x-24">
          <div aria-hidden className="relative isolate col-span-full row-start-1">
            <div className="absolute inset-y-0 left-1/2 w-screen -translate-x-1/2 bg-ink" />
            <div className="glow-careers absolute inset-y-0 left-1/2 w-screen -translate-x-1/2" />
            <div className="dot-texture absolute inset-y-0 left-1/2 w-screen -translate-x-1/2" />
          </div>
          <section className="dark-surface relative col-start-1 row-start-1 pt-32 pb-14 text-on-dark sm:pt-36 sm:pb-16 lg:pt-40 lg:pb-20">
            <div className="max-w-3xl">
              <p className="eyebrow text-accent-on-dark">{hero.label}</p>
              <h1 className="mt-5 text-h1 font-semibold text-balance">
                <KeepHyphenated text={hero.headline} />
              </h1>
              <p className="mt-6 max-w-2xl text-lead text-on-dark-muted text-pretty">{hero.intro}</p>
              <div className="mt-10 flex flex-wrap gap-3">
                {hero.actions && <HeroActions actions={hero.actions} />}
              </div>
            </div>
          </section>
          {glance && (
            <aside aria-labelledby={`${GLANCE_ID}-title`} className="relative pt-12 sm:pt-16 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:pt-40">
              <div id={GLANCE_ID} className="scroll-mt-28 rounded-xl border border-line bg-paper-raised p-6 shadow-card sm:p-8 lg:sticky lg:top-28 lg:shadow-xl">
                <h2 id={`${GLANCE_ID}-title`} className="eyebrow text-fg-subtle">
                  {glance.heading}
                </h2>
                <dl className="mt-5 grid grid-cols-2 gap-x-6 border-b border-line lg:grid-cols-1">
                  {glance.items.map((item) => (
                    // What it is, then the figure; drawn figure first, both at the top of a row a taller neighbour sets.
                    <div key={item.label} className="flex flex-col-reverse justify-end border-t border-line py-3.5">
                      <dt className="text-sm leading-5 text-fg-muted">
                        <KeepHyphenated text={item.label} />
                      </dt>
                      <dd className="text-lg font-semibold tracking-tight tabular-nums text-fg">{item.value}</dd>
                    </div>
                  ))}
                </dl>
                <HiringManager opening={opening} />
                {apply && (
                  <ButtonLink href={apply.href} size="lg" arrow className="mt-6 w-full justify-center">
                    {apply.label}
                  </ButtonLink>
                )}
              </div>
            </aside>
          )}
          <div className="min-w-0 pt-12 pb-12 sm:pt-16 sm:pb-16 lg:col-start-1 lg:row-start-2 lg:pt-20 lg:pb-20">
            {body.map((section, index) => (
              <SpecSection key={section.id} section={section} first={index === 0} />
            ))}
          </div>
        </div>
      </div>

      {closing && <CtaBlock heading={closing.heading} body={closing.body} ctaLabel={closing.ctaLabel} href={closing.href} secondary={closing.secondary} />}
      <PageJsonLd path={page.path} data={sectionPageJsonLd(page)} />
    </>
  );
}

/** The person who reads the applications, with their portrait: who a candidate will meet first. */
function HiringManager({ opening }: { opening: Opening }) {
  const person = staffMember(opening.hiringManager);
  return (
    <div className="mt-6 flex items-center gap-4">
      <Avatar name={person.name} photo={person.photo} tone={person.tone} className="size-14 rounded-full ring-black/5" />
      <p className="leading-5">
        <span className="eyebrow block text-fg-subtle">Hiring manager</span>
        <span className="mt-1.5 block font-semibold text-fg">{person.name}</span>
        <span className="block text-sm text-fg-muted">{person.title}</span>
      </p>
    </div>
  );
}

/** One part of the spec: its label, heading and intro over what it holds, a rule above each after the first. */
function SpecSection({ section, first }: { section: SpecPart; first: boolean }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className={cn('scroll-mt-28', !first && 'mt-14 border-t border-line pt-12 sm:mt-16 sm:pt-14')}>
      {section.eyebrow && <p className="eyebrow text-accent">{section.eyebrow}</p>}
      <h2 id={`${section.id}-title`} className="mt-3 text-[1.75rem] leading-tight font-semibold tracking-[-0.02em] text-balance text-fg sm:text-[2rem]">
        {section.heading}
      </h2>
      {section.intro && <p className="mt-4 max-w-[65ch] text-lg leading-8 text-fg-muted text-pretty">{section.intro}</p>}
      <div className="mt-8">
        <SpecBody section={section} />
      </div>
    </section>
  );
}

function SpecBody({ section }: { section: SpecPart }): ReactNode {
  switch (section.kind) {
    case 'checkPoints':
      return (
        <ul className="grid max-w-[70ch] gap-4">
          {section.points.map((point) => (
            <li key={point} className="flex gap-3.5 leading-7 text-fg-muted">
              <Check aria-hidden strokeWidth={2} className="mt-1.5 size-4 shrink-0 text-accent" />
              {point}
            </li>
          ))}
        </ul>
      );
    case 'iconGrid':
      return (
        <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2">
          {section.items.map((item) => (
            <IconItemRow key={item.title} item={item} />
          ))}
        </ul>
      );
    case 'techStack':
      return (
        <dl className="grid gap-x-10 gap-y-6 sm:grid-cols-2">
          {section.categories.map((category) => (
            <div key={category.category}>
              <dt className="text-sm font-semibold text-fg">{category.category}</dt>
              <dd className="mt-3">
                <ul className="flex flex-wrap gap-2">
                  {category.tools.map((tool) => (
                    <li key={tool} className="rounded-sm border border-line bg-paper-raised px-2.5 py-1 text-sm text-fg-muted">
                      {tool}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'process':
      return (
        <ol className="grid gap-7">
          {section.phases.map((phase, index) => (
            <li key={phase.title} className="grid grid-cols-[2.5rem_minmax(0,1fr)] gap-4">
              <span aria-hidden className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-paper-raised text-sm font-semibold tabular-nums text-fg">
                {index + 1}
              </span>
              <div>
                <h3 className="flex flex-wrap items-baseline gap-x-3 font-semibold text-fg">
                  {phase.title}
                  {phase.duration && <span className="text-sm font-medium text-accent">{phase.duration}</span>}
                </h3>
                <p className="mt-1 leading-7 text-fg-muted">{phase.description}</p>
              </div>
            </li>
          ))}
        </ol>
      );
  }
}
