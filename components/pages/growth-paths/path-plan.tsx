import { Heading } from '@/components/ui/band-heading';
import type { PathPlanSection, PlanPhase } from '@/content/services/growth-paths';
import { cn } from '@/lib/cn';
import { PathPrice } from './path-price';
import { ServiceLinks } from './service-links';

/** Each phase's shade of the accent, deepening as the work goes on (the hero art's roadmap uses the same steps). */
const bars = ['bg-accent/35', 'bg-accent/50', 'bg-accent/65', 'bg-accent/80'] as const;
const rails = ['border-accent/45', 'border-accent/60', 'border-accent/75', 'border-accent/90'] as const;
const shade = <T,>(list: readonly T[], index: number): T => list[Math.min(index, list.length - 1)]!;

/** Columns an open-ended phase takes on the track: enough to read as more, not as a length. */
const OPEN_ENDED_COLUMNS = 2;

/** The weeks a phase spans, as the list names them: 'Weeks 1–2', 'Week 1', 'From week 13'. */
export function weeksLabel(phase: PlanPhase): string {
  if (phase.weeks === undefined) return `From week ${phase.start}`;
  return phase.weeks === 1 ? `Week ${phase.start}` : `Weeks ${phase.start}–${phase.start + phase.weeks - 1}`;
}

/**
 * The track of weeks on wide screens: a ruler of week numbers and one bar per phase, as long as its weeks (an
 * open-ended phase fades out). A picture of the list below it, so it is hidden from assistive technology.
 */
function WeekTrack({ phases }: { phases: readonly PlanPhase[] }) {
  const fixedWeeks = phases.reduce((weeks, phase) => weeks + (phase.weeks ?? 0), 0);
  const openEnded = phases.some((phase) => phase.weeks === undefined);
  const columns = fixedWeeks + (openEnded ? OPEN_ENDED_COLUMNS : 0);
  return (
    <div aria-hidden data-week-track="" className="hidden lg:grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {Array.from({ length: fixedWeeks }, (_, index) => (
        <span key={index} className="border-l border-white/12 pb-3 pl-2 font-mono text-xs tabular-nums text-on-dark-subtle">
          {index === 0 ? 'Week 1' : index + 1}
        </span>
      ))}
      {openEnded && <span className="col-span-2 border-l border-white/12 pb-3 pl-2 font-mono text-xs text-on-dark-subtle">Ongoing</span>}
      {phases.map((phase, index) => (
        <span
          key={phase.title}
          style={{ gridColumn: `${phase.start} / span ${phase.weeks ?? OPEN_ENDED_COLUMNS}`, gridRow: 2 }}
          className={cn(
            '@container mr-1 flex h-14 items-center gap-2 overflow-hidden rounded-md px-3 text-sm font-medium whitespace-nowrap text-white',
            phase.weeks === undefined ? 'border border-dashed border-accent-on-dark/50 bg-gradient-to-r from-accent/40 to-transparent' : shade(bars, index),
          )}
        >
          <span className="font-mono text-xs text-white tabular-nums">{String(index + 1).padStart(2, '0')}</span>
          {/* The name where the bar has room for it; a one-week bar keeps its number (the list below names it). */}
          <span className="hidden truncate @[7rem]:inline">{phase.title}</span>
        </span>
      ))}
    </div>
  );
}

/**
 * A growth path's plan, the page's signature (on the near-black band under its hero): the timeline as weeks on a
 * track (a ruler and bars on wide screens, a vertical rail on a phone), then what it costs and the services it draws on.
 */
export function PathPlan({ section }: { section: PathPlanSection }) {
  const { phases } = section;
  return (
    <>
      <Heading section={section} dark />
      <div className="mt-14">
        <WeekTrack phases={phases} />
        <ol className="grid gap-x-8 lg:mt-8 lg:grid-cols-[repeat(var(--phases),minmax(0,1fr))]" style={{ '--phases': phases.length } as React.CSSProperties}>
          {phases.map((phase, index) => (
            <li
              key={phase.title}
              className={cn(
                'relative border-l-2 pb-10 pl-6 last:pb-0 lg:border-t-2 lg:border-l-0 lg:pt-5 lg:pb-0 lg:pl-0',
                // On a phone, where the rail runs down the list, a mark where each phase starts.
                'before:absolute before:top-0.5 before:-left-[7px] before:size-3 before:rounded-full before:border-2 before:border-ink before:bg-accent-on-dark lg:before:hidden',
                phase.weeks === undefined ? 'border-dashed border-accent-on-dark/50' : shade(rails, index),
              )}
            >
              <p className="font-mono text-xs tracking-wide text-accent-on-dark uppercase tabular-nums">{weeksLabel(phase)}</p>
              {/* The duration beside the heading, not in it: the phase's name is the heading ("Scale", not "Scale Ongoing"). */}
              <div className="mt-2 flex flex-wrap items-baseline gap-x-3">
                <h3 className="text-h3 font-semibold text-on-dark">{phase.title}</h3>
                <span className="text-sm font-medium text-on-dark-muted">{phase.duration}</span>
              </div>
              <p className="mt-2 leading-7 text-on-dark-muted">{phase.description}</p>
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-20 grid gap-14 border-t border-white/10 pt-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <PathPrice part={section.price} />
        <ServiceLinks part={section.services} />
      </div>
    </>
  );
}
