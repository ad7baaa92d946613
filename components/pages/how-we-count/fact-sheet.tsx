import { Fragment } from 'react';
import { ArrowRight } from 'lucide-react';
import { ArrowLink } from '@/components/ui/button';
import { Heading } from '@/components/ui/band-heading';
import { Card } from '@/components/ui/card';
import { formatIsoDate } from '@/lib/blog/dates';
import { cn } from '@/lib/cn';
import type { FactSheetFigure, FactSheetSection, OfferTableSection } from '@/content/pages/company/fact-sheet';
import { pageAt } from '@/content/site-map/routes';

/**
 * The fact sheet, set as a reference a reader scans and searches: an index of the groups under the heading (a strip
 * that scrolls sideways on phones), then each group with its heading, its page and the date its figures were counted
 * in a column that stays in view beside its rows on wide screens. A row is a figure: its value, its label with what
 * kind of claim it is beside it, and what it counts (with the total it is part of, its survey or best case and the
 * projects it was measured on) in one paragraph; a figure counted on another date than its group's gives its own.
 * Everything is text on the page, so find-in-page and a link to a figure's anchor land on what they look for.
 */
export function FactSheet({ section, dark }: { section: FactSheetSection; dark: boolean }) {
  const figureCount = section.groups.reduce((sum, group) => sum + group.figures.length, 0);
  const indexTitle = `${section.id}-index`;
  return (
    <>
      <Heading section={section} dark={dark} />
      <nav aria-labelledby={indexTitle} className="mt-8 sm:mt-10 sm:rounded-lg sm:border sm:border-line sm:bg-paper-raised sm:px-6 sm:py-5 sm:shadow-card">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <p id={indexTitle} className="eyebrow text-fg-subtle">
            Figures by page
          </p>
          <p className="text-sm text-fg-muted">
            {figureCount} figures · {section.asOfLabel} <Day iso={section.asOf} /> unless a figure gives its own date
          </p>
        </div>
        <ol className="relative -mx-1.5 mt-2 flex gap-2 overflow-x-auto px-1.5 py-1.5 sm:mx-0 sm:mt-3 sm:grid sm:grid-cols-3 sm:gap-x-8 sm:gap-y-0 sm:overflow-visible sm:px-0 sm:py-0 lg:grid-cols-4 xl:grid-cols-5">
          {section.groups.map((group) => (
            <li key={group.id} className="shrink-0 sm:border-b sm:border-line">
              <a
                href={`#${group.id}`}
                className="flex items-baseline gap-2 rounded-full border border-line bg-paper-raised px-3 py-1.5 text-sm whitespace-nowrap text-fg-muted transition-colors duration-150 hover:text-fg sm:justify-between sm:rounded-sm sm:border-0 sm:bg-transparent sm:px-0 sm:py-1.5 sm:whitespace-normal"
              >
                <span>{group.heading}</span>{' '}
                <span className="text-xs text-fg-subtle tabular-nums">
                  {group.figures.length}
                  <span className="sr-only"> {group.figures.length === 1 ? 'figure' : 'figures'}</span>
                </span>
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-8 border-t border-line sm:mt-12">
        {section.groups.map((group) => (
          <section
            key={group.id}
            id={group.id}
            aria-labelledby={`${group.id}-title`}
            className="scroll-mt-28 border-b border-line pt-5 pb-2 lg:grid lg:grid-cols-[10rem_minmax(0,1fr)] lg:gap-8 lg:py-2 xl:grid-cols-[10.5rem_minmax(0,1fr)]"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 lg:sticky lg:top-28 lg:block lg:self-start lg:pt-2">
              <div>
                <h3 id={`${group.id}-title`} className="text-lg leading-6 font-semibold tracking-tight">
                  {group.heading}
                </h3>
                <p className="text-xs leading-5 text-fg-subtle">
                  {group.figures.length} {group.figures.length === 1 ? 'figure' : 'figures'}
                  <span className="lg:hidden"> · </span> <span className="lg:block">
                    {section.asOfLabel} <Day iso={group.asOf} />
                  </span>
                </p>
              </div>
              {group.link && (
                <a href={group.link.href} className="group/link text-sm font-medium text-accent underline-offset-4 hover:text-accent-hover hover:underline lg:mt-1 lg:block">
                  {/* The arrow stays with the last word when the name wraps in the narrow column. */}
                  {group.link.label.slice(0, group.link.label.lastIndexOf(' ') + 1)}
                  <span className="whitespace-nowrap">
                    {group.link.label.slice(group.link.label.lastIndexOf(' ') + 1)}
                    <ArrowRight aria-hidden className="ml-1 inline size-3.5 align-[-0.125rem] transition-transform duration-200 group-hover/link:translate-x-0.5" strokeWidth={2} />
                  </span>
                </a>
              )}
            </div>
            <dl className="fact-rows divide-y divide-line">
              {group.figures.map((figure) => (
                <FigureRow key={figure.id} figure={figure} groupAsOf={group.asOf} asOfLabel={section.asOfLabel} />
              ))}
            </dl>
          </section>
        ))}
      </div>
    </>
  );
}

/** A date as the site writes it, with its ISO form for machines. */
function Day({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatIsoDate(iso)}
    </time>
  );
}

/**
 * One figure, as a row of a table: the value in the first column; its label, with its kind beside it in small text,
 * in the second; what it counts in the third on wide screens (under the label on narrower ones). The rows' look is
 * app/styles/fact-rows.css, set once on the list.
 */
function FigureRow({ figure, groupAsOf, asOfLabel }: { figure: FactSheetFigure; groupAsOf: string; asOfLabel: string }) {
  return (
    <div id={`figure-${figure.id}`}>
      <dt>
        <span>{figure.value}</span>
        <span>{figure.label}</span>
      </dt>
      <dd>
        {figure.basis}
        {figure.asOf !== groupAsOf && (
          <>
            {' · '}
            {asOfLabel} <Day iso={figure.asOf} />
          </>
        )}
      </dd>
      <dd>
        {figure.definition}
        {figure.partOf && (
          <>
            {' '}
            {figure.partOfId ? <a href={`#figure-${figure.partOfId}`}>{figure.partOf}</a> : figure.partOf}.
          </>
        )}
        {figure.note && <> {figure.note}</>}
        {figure.measuredOn && (
          <>
            {' '}
            <span data-measured-on>
              Measured on{' '}
              {figure.measuredOn.map((project, index) => (
                <Fragment key={project.href}>
                  {index > 0 && (index === figure.measuredOn!.length - 1 ? ' and ' : ', ')}
                  <a href={project.href}>{project.label}</a>
                  {project.result && ` (${project.result})`}
                </Fragment>
              ))}
              .
            </span>
          </>
        )}
      </dd>
      {figure.results && (
        <dd>
          <ul className="space-y-0.5">
            {figure.results.map((result) => (
              <li key={result.project.href}>
                <span className="font-medium text-fg tabular-nums">{result.value}</span> {result.what}: <a href={result.project.href}>{result.project.label}</a>
              </li>
            ))}
          </ul>
        </dd>
      )}
    </div>
  );
}

/** The promises of each offer, with a link to the offer's page. */
export function OfferTable({ section, dark }: { section: OfferTableSection; dark: boolean }) {
  return (
    <>
      <Heading section={section} dark={dark} />
      <ul className="mt-14 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {section.offers.map((offer) => (
          <li key={offer.id} id={`offer-${offer.id}`} className="flex scroll-mt-28">
            <Card dark={dark} className="flex w-full flex-col">
              <h3 className="text-h3 font-semibold">{offer.name}</h3>
              <dl className="mt-4 grid gap-3">
                {offer.timelines.map((timeline) => (
                  <div key={timeline.label} className={cn('flex items-baseline justify-between gap-4 border-t pt-3', dark ? 'border-white/15' : 'border-line')}>
                    <dt className={dark ? 'text-on-dark-muted' : 'text-fg-muted'}>{timeline.label}</dt>
                    <dd className="font-semibold tabular-nums">{timeline.duration}</dd>
                  </div>
                ))}
              </dl>
              <ArrowLink href={offer.href} className="mt-auto pt-5 text-sm text-accent hover:text-accent-hover">
                {/* The page the offer is sold on, by its name: Team extension is sold on the blockchain development page. */}
                {`Offered on ${pageAt(offer.href)?.title ?? offer.name}`}
              </ArrowLink>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
