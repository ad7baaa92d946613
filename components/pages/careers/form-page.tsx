import type { ReactNode } from 'react';
import { PageJsonLd } from '@/components/page/json-ld';
import { CardLink } from '@/components/ui/button';
import { IconItemRow } from '@/components/ui/icon-item-row';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';
import type { CareersAside, CareersFormPanel } from '@/content/careers/pages';
import type { SectionPage } from '@/content/shared/page';
import { sectionPageJsonLd } from '@/lib/section-page-json-ld';

/**
 * A careers form's page (/careers/apply, /careers/resume), laid out as one focused task, like an opening's job spec
 * (opening-spec.tsx): the title in a short dark opening, and the form in its card standing in the hero's right half on
 * wide screens, so its first fields are in view on arrival; under the title, on the page's ground, what the page says
 * beside the form (the way to the talent pool, its benefits, what happens next with its times). On a phone: the title,
 * the form, then the rest. The form is the page's island (`form`, a named slot of the route), in the HTML from the
 * start, so nothing moves when the page paints or the form hydrates.
 */
export function CareersFormPage({ page, form }: { page: SectionPage & { formPanel: CareersFormPanel }; form?: ReactNode }) {
  const { hero, formPanel: section } = page;
  if (form === undefined) throw new Error(`${page.path}: the route must hand its form in as slot="form"`);
  return (
    <>
      <div className="overflow-x-clip bg-paper">
        <div className="container-page grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)] lg:grid-rows-[auto_1fr] lg:gap-x-12 xl:gap-x-20">
          {/* The dark ground of the first row, edge to edge. */}
          <div aria-hidden className="relative isolate col-span-full row-start-1">
            <div className="absolute inset-y-0 left-1/2 w-screen -translate-x-1/2 bg-ink" />
            <div className="glow-careers absolute inset-y-0 left-1/2 w-screen -translate-x-1/2" />
            <div className="dot-texture absolute inset-y-0 left-1/2 w-screen -translate-x-1/2" />
          </div>
          <section className="dark-surface relative col-start-1 row-start-1 pt-32 pb-12 text-on-dark sm:pt-36 sm:pb-14 lg:pt-40 lg:pb-16">
            {hero.label && <p className="eyebrow text-accent-on-dark">{hero.label}</p>}
            <h1 className="mt-5 text-h1 font-semibold text-balance">
              <KeepHyphenated text={hero.headline} />
            </h1>
            {hero.intro && <p className="mt-6 max-w-xl text-lead text-on-dark-muted text-pretty">{hero.intro}</p>}
          </section>
          <section id={section.id} className="relative scroll-mt-24 pt-10 sm:pt-12 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:pt-40 lg:pb-24">
            <div className="rounded-xl border border-line bg-paper-raised p-6 shadow-card sm:p-10 lg:shadow-xl">{form}</div>
          </section>
          <div className="grid content-start gap-12 pt-14 pb-16 sm:pb-20 lg:col-start-1 lg:row-start-2 lg:pt-14 lg:pb-24">
            {section.aside.map((panel) => (
              <Aside key={panel.heading} panel={panel} />
            ))}
          </div>
        </div>
      </div>
      <PageJsonLd path={page.path} data={sectionPageJsonLd(page)} />
    </>
  );
}

function Aside({ panel }: { panel: CareersAside }) {
  switch (panel.kind) {
    case 'link':
      return (
        <div className="border-l-2 border-accent pl-5">
          <h2 className="text-lg font-semibold tracking-[-0.01em] text-fg">{panel.heading}</h2>
          <p className="mt-1.5 leading-7 text-fg-muted">{panel.body}</p>
          <CardLink href={panel.href} className="mt-3 text-accent hover:text-accent-hover">
            {panel.linkLabel}
          </CardLink>
        </div>
      );
    case 'benefits':
      return (
        <section aria-labelledby={panel.id}>
          <AsideHeading id={panel.id}>{panel.heading}</AsideHeading>
          <ul className="mt-6 grid gap-6">
            {panel.items.map((benefit) => (
              <IconItemRow key={benefit.title} item={benefit} compact />
            ))}
          </ul>
        </section>
      );
    case 'steps':
      // What happens after sending, each step with its time: the one place the page says it (the success panel does not repeat it).
      return (
        <section aria-labelledby="careers-next-steps">
          <AsideHeading id="careers-next-steps">{panel.heading}</AsideHeading>
          <ol className="mt-6 grid gap-6">
            {panel.steps.map((step, index) => (
              <li key={step.title} className="grid grid-cols-[2.25rem_minmax(0,1fr)] gap-4">
                <span
                  aria-hidden
                  className="inline-flex size-9 items-center justify-center rounded-full border border-line bg-paper-raised text-sm font-semibold tabular-nums text-fg"
                >
                  {index + 1}
                </span>
                <div>
                  <div className="flex flex-wrap items-baseline gap-x-3">
                    <h3 className="font-semibold text-fg">{step.title}</h3>
                    <span className="text-sm font-medium tabular-nums text-accent">{step.when}</span>
                  </div>
                  <p className="mt-1 text-sm leading-6 text-fg-muted">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      );
  }
}

function AsideHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-2xl font-semibold tracking-[-0.02em] text-balance text-fg">
      {children}
    </h2>
  );
}
