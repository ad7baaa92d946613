import { getGrowthPath, planPhases, type GrowthPath, type PlanPhase } from '@/content/services/growth-paths';
import { pathPrices, priceLabel } from '@/content/company/prices';
import type { PathsSection } from '@/content/home';
import { CardLink } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section';

/** The growth path with this slug; a slug without a path stops the build. */
function growthPath(slug: GrowthPath['slug']): GrowthPath {
  const path = getGrowthPath(slug);
  if (!path) throw new Error(`No growth path "${slug}" in content/services/growth-paths/`);
  return path;
}

/** Weeks an open-ended phase takes on the scale: enough to read as more, not as a length (as on the path's page). */
const OPEN_ENDED_WEEKS = 2;
/**
 * A path's phases as bars on the scale all three share, so the paths compare at a glance: the same picture as the
 * week track of the path's page. One track per phase, as wide as its weeks but never narrower than its name (a
 * one-week workshop would otherwise lose its label at 1440 px); the weeks the longest path has beyond this one stay
 * empty at the end. Decorative: the page it links to lists the phases.
 */
function PlanBars({ phases, weeks }: { phases: readonly PlanPhase[]; weeks: number }) {
  const spans = phases.map((phase) => phase.weeks ?? OPEN_ENDED_WEEKS);
  const rest = weeks - spans.reduce((sum, span) => sum + span, 0);
  // The name's width (ch of the bars' text size) plus the bar's inline padding (app/styles/plan-bars.css).
  const tracks = phases.map((phase, index) => `minmax(calc(${phase.title.length}ch + 1.75rem), ${spans[index]}fr)`);
  return (
    <div aria-hidden className="plan-bars hidden flex-1 gap-1 text-sm sm:grid" style={{ gridTemplateColumns: [...tracks, ...(rest > 0 ? [`${rest}fr`] : [])].join(' ') }}>
      {/* The look of the bars is app/styles/plan-bars.css: one rule set, not a class list per bar. */}
      {phases.map((phase) => (
        <span key={phase.title} data-open={phase.weeks === undefined ? '' : undefined}>
          {phase.title}
        </span>
      ))}
    </div>
  );
}

/**
 * The growth paths named by the section, one row each, like a menu of offers: the name, who it is for and the
 * starting price; what it promises; its plan on a week scale the rows share, and the link to the path's page.
 */
export function GrowthPathCards({ section }: { section: PathsSection }) {
  const paths = section.paths.map(growthPath).map((path) => ({ path, phases: planPhases(path.timeline) }));
  const weeks = Math.max(...paths.map(({ phases }) => phases.reduce((sum, phase) => sum + (phase.weeks ?? OPEN_ENDED_WEEKS), 0)));
  return (
    <>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeading id={`${section.id}-title`} eyebrow={section.eyebrow} title={section.heading} intro={section.intro} />
        {section.note && (
          <p className="inline-flex items-center gap-2 self-start rounded-full bg-accent-soft px-4 py-2 text-sm font-medium text-accent lg:self-auto">
            <Icon name={section.note.icon} className="size-4" />
            {section.note.text}
          </p>
        )}
      </div>
      <ul className="mt-14 border-t border-line">
        {paths.map(({ path, phases }) => (
          <li key={path.slug} className="relative grid gap-x-12 gap-y-6 border-b border-line py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)_minmax(0,1fr)]">
            <div>
              <div className="flex items-center gap-4">
                <span className="inline-flex size-11 items-center justify-center rounded-md bg-ink text-white">
                  <Icon name={path.icon} className="size-5" />
                </span>
                <h3 className="text-h2 font-semibold">{path.name}</h3>
              </div>
              <p className="mt-3 text-sm font-medium text-accent">{path.tagline}</p>
            </div>
            <div>
              <p className="leading-7 text-fg-muted">{path.summary}</p>
              <p className="mt-5 text-sm leading-6 text-fg-muted">
                <span className="block text-h3 font-semibold tabular-nums text-fg">{priceLabel(pathPrices[path.slug].headline)}</span>
                {pathPrices[path.slug].headline.what}
              </p>
            </div>
            <CheckList items={path.highlights} className="lg:border-t-0 lg:pt-1" />
            <div className="flex items-center gap-8 lg:col-span-3">
              <PlanBars phases={phases} weeks={weeks} />
              <CardLink href={`/services/${path.slug}`} stretched className="shrink-0 text-fg after:rounded-lg hover:text-accent">
                Explore {path.name}
              </CardLink>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
