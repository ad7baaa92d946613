import { Fragment } from 'react';
import { ArrowLink } from '@/components/ui/button';
import { Heading } from '@/components/ui/band-heading';
import { Card } from '@/components/ui/card';
import { formatIsoDate } from '@/lib/blog/dates';
import { cn } from '@/lib/cn';
import type { FactSheetSection, OfferTableSection } from '@/content/pages/company/fact-sheet';
import { pageAt } from '@/content/site-map/routes';

/** The fact sheet: one group per page that shows figures, each figure with its definition, its kind and its date. */
export function FactSheet({ section, dark }: { section: FactSheetSection; dark: boolean }) {
  return (
    <>
      <Heading section={section} dark={dark} />
      <div className="mt-14 divide-y divide-line border-t border-line">
        {section.groups.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-28 py-10 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,4fr)] lg:gap-12">
            <div className="mb-6 lg:sticky lg:top-28 lg:mb-0 lg:self-start">
              <h3 id={`${group.id}-title`} className="text-h3 font-semibold">
                {group.heading}
              </h3>
              {group.link && (
                <ArrowLink href={group.link.href} className="mt-2 text-sm text-accent hover:text-accent-hover">
                  {group.link.label}
                </ArrowLink>
              )}
            </div>
            {/* Set as a table: a row per figure, its value in the first column, what it counts beside it and, on wide screens, its basis and date in the last. */}
            <dl>
              {group.figures.map((figure) => (
                <div key={figure.id} id={`figure-${figure.id}`} className="relative flex scroll-mt-28 flex-col border-t border-line py-5 sm:pl-32 xl:pr-60">
                  <dt className="flex flex-col-reverse">
                    <span className="mt-1 font-medium leading-6 sm:mt-0">{figure.label}</span>
                    <span className="text-2xl font-semibold tracking-tight tabular-nums sm:absolute sm:top-4 sm:left-0 sm:w-28">{figure.value}</span>
                  </dt>
                  <dd className="mt-2 text-sm leading-6 text-fg-muted">{figure.definition}</dd>
                  {figure.partOf && <dd className="mt-2 text-sm leading-6 text-fg-muted">{figure.partOf}.</dd>}
                  {figure.note && <dd className="mt-2 text-sm leading-6 text-fg-muted">{figure.note}</dd>}
                  {figure.results && (
                    <dd className="mt-2 text-sm leading-6 text-fg-muted">
                      <ul className="space-y-1">
                        {figure.results.map((result) => (
                          <li key={result.project.href}>
                            <span className="font-medium text-fg tabular-nums">{result.value}</span> {result.what}:{' '}
                            <a href={result.project.href} className="text-accent underline underline-offset-4 hover:text-accent-hover">
                              {result.project.label}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </dd>
                  )}
                  {figure.measuredOn && (
                    <dd className="mt-2 text-sm leading-6 text-fg-muted">
                      Measured on{' '}
                      {figure.measuredOn.map((project, index) => (
                        <Fragment key={project.href}>
                          {index > 0 && (index === figure.measuredOn!.length - 1 ? ' and ' : ', ')}
                          <a href={project.href} className="text-accent underline underline-offset-4 hover:text-accent-hover">
                            {project.label}
                          </a>
                        </Fragment>
                      ))}
                      .
                    </dd>
                  )}
                  <dd className="mt-2 text-xs leading-5 text-fg-subtle xl:absolute xl:top-5 xl:right-0 xl:mt-0 xl:w-52 xl:text-right">
                    {figure.basis} · {section.asOfLabel} <time dateTime={figure.asOf} className="whitespace-nowrap">{formatIsoDate(figure.asOf)}</time>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </>
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
