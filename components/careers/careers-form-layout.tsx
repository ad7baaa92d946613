import type { ReactNode } from 'react';
import { PageJsonLd } from '@/components/page/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { Section } from '@/components/ui/section';
import { Timeline } from '@/components/ui/timeline';
import type { CareersHero, HiringStep } from '@/content/careers/types';

/** A careers form page: the dark hero, then the form card beside an aside (as on /contact). */
export function CareersFormLayout({
  path,
  hero,
  form,
  stepsHeading,
  steps,
  extra,
}: {
  /** The page's path, for its breadcrumb trail. */
  path: `/${string}`;
  hero: CareersHero;
  form: ReactNode;
  stepsHeading?: string;
  steps?: readonly HiringStep[];
  extra?: ReactNode;
}) {
  return (
    <>
      <PageHero label={hero.label} title={hero.headline} intro={hero.intro} />
      <Section className="!pt-16 sm:!pt-20">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:gap-10 xl:gap-14">
          <div className="rounded-xl border border-line bg-paper-raised p-6 shadow-card sm:p-10 lg:self-start">{form}</div>
          <div className="grid content-start gap-8">
            {extra}
            {stepsHeading && steps && (
              <section aria-labelledby="careers-next-steps" className="dark-surface relative isolate overflow-hidden rounded-xl bg-ink p-6 text-on-dark sm:p-8">
                <div aria-hidden className="glow-hero absolute inset-0 -z-10 opacity-70" />
                <h2 id="careers-next-steps" className="text-2xl font-semibold tracking-[-0.02em] sm:text-[1.75rem]">
                  {stepsHeading}
                </h2>
                <div className="mt-8">
                  <Timeline dark entries={steps.map((step) => ({ title: step.title, duration: step.when, description: step.description }))} />
                </div>
              </section>
            )}
          </div>
        </div>
      </Section>
      <PageJsonLd path={path} />
    </>
  );
}
