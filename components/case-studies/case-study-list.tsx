import { PageJsonLd } from '@/components/page/json-ld';
import { caseStudies, caseStudyListPage, caseStudyProcess, caseStudyTopics } from '@/content/case-studies';
import { PageHero } from '@/components/page/page-hero';
import { BadgeList } from '@/components/ui/badge';
import { ArrowLink, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/content/shared/types';
import { NumberedList } from '@/components/ui/numbered-list';
import { Section, SectionHeading } from '@/components/ui/section';
import { cn } from '@/lib/cn';
import { collectionPage } from '@/lib/json-ld';
import { accentGlow, accentText } from './accent';
import { CaseStudyArt } from './case-study-art';
import { CaseStudyClosingCta } from './case-study-closing-cta';

/**
 * The case-study list (SPEC section 2 "Case studies"): served at /work and at
 * /our-work/case-studies, whose canonical URL is /work.
 */
export function CaseStudyList() {
  const page = caseStudyListPage;
  return (
    <>
      <PageHero label={page.hero.label} title={page.hero.title} intro={page.hero.intro}>
        <div className="w-full">
          <p id="topics-label" className="eyebrow text-on-dark-subtle">
            {page.hero.topicsLabel}
          </p>
          <ul aria-labelledby="topics-label" className="mt-4 flex flex-wrap gap-2">
            {caseStudyTopics.map((topic) => (
              <li key={topic}>
                <span className="inline-flex items-center rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-on-dark backdrop-blur-sm">
                  {topic}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </PageHero>

      {/* The three studies, alternating image left and right */}
      <Section id="featured" labelledBy="featured-title">
        <SectionHeading
          id="featured-title"
          eyebrow={page.featured.eyebrow}
          title={page.featured.heading}
          intro={page.featured.intro}
        />
        <ol className="mt-16 space-y-20 sm:mt-20 lg:space-y-28">
          {caseStudies.map((study, index) => (
            <li key={study.id}>
              <article
                aria-labelledby={`featured-${study.id}`}
                className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16 xl:gap-20"
              >
                <div className={cn(index % 2 === 1 && 'lg:order-2')}>
                  <CaseStudyArt study={study} className="rounded-lg shadow-card-hover ring-1 ring-ink/10" />
                </div>
                <div>
                  <p className={cn('eyebrow', accentText[study.accent].light)}>{study.category}</p>
                  <h3 id={`featured-${study.id}`} className="mt-4 text-h2 font-semibold text-balance">
                    {study.title}
                  </h3>
                  <p className="mt-4 text-lead text-fg-muted text-pretty">{study.description}</p>
                  <div className="mt-6">
                    <BadgeList items={study.tags} label={`${study.title} tags`} />
                  </div>
                  <dl className="mt-8 grid grid-cols-3 gap-4 border-t border-line pt-6 sm:gap-6">
                    {study.homeMetrics.map((metric) => (
                      <div key={metric.label} className="flex flex-col-reverse justify-end">
                        <dt className="mt-2 text-xs leading-5 text-fg-muted sm:text-sm sm:leading-6">{metric.label}</dt>
                        <dd className="text-xl font-semibold tracking-tight tabular-nums sm:text-3xl">{metric.value}</dd>
                      </div>
                    ))}
                  </dl>
                  <ButtonLink href={study.href} arrow className="mt-8">
                    {page.featured.linkLabel}
                    <span className="sr-only">: {study.title}</span>
                  </ButtonLink>
                </div>
              </article>
            </li>
          ))}
        </ol>
      </Section>

      {/* Card list: stats and technologies */}
      <Section id="at-a-glance" tone="white" labelledBy="at-a-glance-title">
        <SectionHeading id="at-a-glance-title" eyebrow={page.glance.eyebrow} title={page.glance.heading} intro={page.glance.intro} />
        <ul className="mt-14 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {caseStudies.map((study) => (
            <li key={study.id} className="flex">
              <Card className="flex w-full flex-col">
                <p className={cn('eyebrow', accentText[study.accent].light)}>{study.category}</p>
                <h3 className="mt-3 text-h3 font-semibold">{study.title}</h3>
                <p className="mt-1 text-sm leading-6 text-fg-subtle">{study.clientType}</p>
                <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-5 border-t border-line pt-6">
                  {study.metrics.map((metric) => (
                    <div key={metric.label} className="flex flex-col-reverse justify-end">
                      <dt className="mt-1 min-h-10 text-xs leading-5 text-fg-muted">{metric.label}</dt>
                      <dd className="text-2xl font-semibold tracking-tight tabular-nums">{metric.value}</dd>
                    </div>
                  ))}
                </dl>
                <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-line pt-6 text-sm">
                  <div>
                    <dt className="text-fg-subtle">Duration</dt>
                    <dd className="mt-1 font-medium">{study.duration}</dd>
                  </div>
                  <div>
                    <dt className="text-fg-subtle">Team</dt>
                    <dd className="mt-1 font-medium">{study.teamSize}</dd>
                  </div>
                </dl>
                <div className="mt-6 border-t border-line pt-6">
                  <h4 className="text-sm text-fg-subtle">Technologies</h4>
                  <div className="mt-3">
                    <BadgeList items={study.technologies} label={`${study.title} technologies`} />
                  </div>
                </div>
                <ArrowLink href={study.href} className="mt-auto self-start pt-8 text-sm text-accent hover:text-accent-hover">
                  Read the {study.title} case study
                </ArrowLink>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      {/* Deep Dive: challenges and solutions */}
      <Section id="deep-dive" tone="dark" labelledBy="deep-dive-title">
        <SectionHeading
          id="deep-dive-title"
          eyebrow={page.deepDive.eyebrow}
          title={page.deepDive.heading}
          intro={page.deepDive.intro}
          dark
        />
        <ul className="mt-14 space-y-5">
          {caseStudies.map((study) => (
            <li key={study.id}>
              <article
                aria-labelledby={`deep-dive-${study.id}`}
                className="relative isolate grid gap-8 overflow-hidden rounded-lg border border-white/10 bg-ink-raised p-6 sm:p-8 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1fr)_minmax(0,1fr)] lg:gap-12 lg:p-10"
              >
                <div aria-hidden className={cn('absolute inset-y-0 left-0 -z-10 w-2/3 bg-gradient-to-r to-transparent opacity-60', accentGlow[study.accent])} />
                <div>
                  <p className={cn('eyebrow', accentText[study.accent].dark)}>{study.category}</p>
                  <h3 id={`deep-dive-${study.id}`} className="mt-3 text-h2 font-semibold text-on-dark">
                    {study.title}
                  </h3>
                  <p className="mt-2 text-sm leading-6 text-on-dark-muted">{study.industry}</p>
                </div>
                <DeepDivePoint icon="target" label={page.deepDive.challengeLabel} text={study.deepDive.challenge} />
                <DeepDivePoint icon="check-circle" label={page.deepDive.solutionLabel} text={study.deepDive.solution} highlight />
              </article>
            </li>
          ))}
        </ul>
      </Section>

      {/* Four-step process */}
      <Section id="process" tone="white" labelledBy="process-title">
        <SectionHeading id="process-title" eyebrow={page.process.eyebrow} title={page.process.heading} intro={page.process.intro} />
        <div className="mt-14">
          <NumberedList items={caseStudyProcess} columns={4} />
        </div>
      </Section>

      <CaseStudyClosingCta closing={page.closing} />

      <PageJsonLd
        path="/work"
        data={[
          collectionPage({
            name: page.meta.title,
            description: page.meta.description,
            path: '/work',
            items: caseStudies.map((study) => ({ name: study.title, path: study.href })),
          }),
        ]}
      />
    </>
  );
}

/** One half of a Deep Dive row: the challenge, or the solution (highlighted). */
function DeepDivePoint({ icon, label, text, highlight = false }: { icon: IconName; label: string; text: string; highlight?: boolean }) {
  return (
    <div>
      <h4 className="flex items-center gap-2.5 font-semibold text-on-dark">
        <span
          className={cn(
            'inline-flex size-8 items-center justify-center rounded-md bg-white/10',
            highlight ? 'text-accent-on-dark' : 'text-on-dark-muted',
          )}
        >
          <Icon name={icon} className="size-4" />
        </span>
        {label}
      </h4>
      <p className="mt-4 leading-7 text-on-dark-muted">{text}</p>
    </div>
  );
}
