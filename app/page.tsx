import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { ClientStrip } from '@/components/home/client-strip';
import { CountUp } from '@/components/home/count-up';
import { HeroVideo } from '@/components/home/hero-video';
import { SmoothScroll } from '@/components/home/smooth-scroll';
import { BadgeList } from '@/components/ui/badge';
import { ArrowLink, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { CtaBlock } from '@/components/ui/cta-block';
import { Icon } from '@/components/ui/icon';
import { Section, SectionHeading } from '@/components/ui/section';
import { caseStudies } from '@/content/case-studies';
import { growthPaths, growthPromise } from '@/content/growth-paths';
import { home } from '@/content/home';
import { site } from '@/content/site';
import { heroVideo } from '@/lib/hero-video';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...home.meta, path: '/' });

const video = heroVideo(process.env.NEXT_PUBLIC_SUPABASE_URL);

const accentText = { indigo: 'text-indigo-300', emerald: 'text-emerald-300', amber: 'text-amber-300' } as const;
const accentGlow = {
  indigo: 'from-indigo-500/25',
  emerald: 'from-emerald-500/20',
  amber: 'from-amber-500/20',
} as const;

export default function HomePage() {
  return (
    <>
      <SmoothScroll />

      {/* Hero */}
      <section className="dark-surface relative isolate flex min-h-[min(100svh,56rem)] items-end overflow-hidden bg-ink text-on-dark">
        <HeroVideo video={video} className="absolute inset-0 -z-20 size-full object-cover" />
        <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-r from-ink via-ink/75 to-ink/10" />
        <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-ink via-transparent to-ink/60" />
        <div className="container-page pt-36 pb-16 sm:pb-20 lg:pb-24">
          <p className="eyebrow text-accent-on-dark">{home.hero.eyebrow}</p>
          <h1 className="mt-5 max-w-4xl text-display font-semibold text-balance">{home.hero.headline}</h1>
          <p className="mt-6 max-w-2xl text-lead text-on-dark-muted text-pretty">{home.hero.intro}</p>
          <ul className="mt-8 flex flex-wrap gap-2" aria-label="What we build">
            {home.hero.tags.map((tag) => (
              <li key={tag} className="rounded-full border border-white/15 bg-white/5 px-3.5 py-1.5 text-sm text-on-dark backdrop-blur-sm">
                {tag}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink href={home.hero.cta.href} size="lg" arrow>
              {home.hero.cta.label}
            </ButtonLink>
            <ButtonLink href={home.hero.secondary.href} size="lg" variant="outline-dark">
              {home.hero.secondary.label}
            </ButtonLink>
          </div>
        </div>
      </section>

      {/* Claims and clients */}
      <section aria-labelledby="claims-title" className="dark-surface border-t border-white/10 bg-ink text-on-dark">
        <div className="container-page py-16 sm:py-20">
          <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:items-end">
            <h2 id="claims-title" className="text-h3 font-semibold text-on-dark">
              {home.claims.trustedBy}
              <span className="mt-2 block text-base font-normal text-on-dark-muted">
                from seed-stage founders to enterprise brands, across {site.address.regionName} and worldwide.
              </span>
            </h2>
            <dl className="grid grid-cols-1 gap-8 sm:grid-cols-3">
              {home.claims.counters.map((counter) => (
                <div key={counter.label} className="flex flex-col-reverse justify-end border-t border-white/15 pt-5">
                  <dt className="mt-2 text-sm text-on-dark-muted">{counter.label}</dt>
                  <dd className="text-stat font-semibold">
                    <CountUp end={counter.end} prefix={counter.prefix} suffix={counter.suffix} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="mt-14 border-t border-white/10 pt-10">
            <ClientStrip names={home.clients} label="Some of our clients" />
          </div>
        </div>
      </section>

      {/* Three paths */}
      <Section id="paths" labelledBy="paths-title">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading id="paths-title" eyebrow={home.paths.eyebrow} title={home.paths.heading} />
          <p className="inline-flex items-center gap-2 self-start rounded-full bg-accent-soft px-4 py-2 text-sm font-medium text-accent lg:self-auto">
            <Icon name="clock" className="size-4" />
            {growthPromise}
          </p>
        </div>
        <ul className="mt-14 grid gap-5 lg:grid-cols-3">
          {growthPaths.map((path) => (
            <li key={path.slug} className="flex">
              <Card interactive className="flex w-full flex-col">
                <span className="inline-flex size-12 items-center justify-center rounded-md bg-ink text-white">
                  <Icon name={path.icon} className="size-5" />
                </span>
                <h3 className="mt-6 text-h2 font-semibold">{path.name}</h3>
                <p className="mt-1 text-sm font-medium text-accent">{path.tagline}</p>
                <p className="mt-4 leading-7 text-fg-muted">{path.summary}</p>
                <CheckList items={path.highlights} className="mt-6" />
                <Link
                  href={`/services/${path.slug}`}
                  className="group mt-auto inline-flex items-center gap-1.5 pt-8 font-medium text-fg after:absolute after:inset-0 after:rounded-lg hover:text-accent"
                >
                  Explore {path.name}
                  <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      {/* Process */}
      <Section id="process" tone="white" labelledBy="process-title">
        <SectionHeading id="process-title" eyebrow={home.process.eyebrow} title={home.process.heading} intro={home.process.intro} />
        <ol className="mt-14 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
          {home.process.steps.map((step, index) => (
            <li key={step.title} className="relative border-t-2 border-line pt-6">
              <span aria-hidden className="absolute -top-0.5 left-0 h-0.5 w-12 bg-accent" />
              <p className="flex items-baseline justify-between gap-3">
                <span className="font-mono text-sm text-fg-subtle tabular-nums">0{index + 1}</span>
                <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent tabular-nums">{step.duration}</span>
              </p>
              <h3 className="mt-4 text-h3 font-semibold">{step.title}</h3>
              <p className="mt-2 leading-7 text-fg-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      {/* Case studies */}
      <Section id="work" tone="dark" labelledBy="work-title">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading id="work-title" eyebrow={home.work.eyebrow} title={home.work.heading} dark />
          <ArrowLink href={home.work.listLink.href} className="self-start text-white hover:text-accent-on-dark lg:self-auto">
            {home.work.listLink.label}
          </ArrowLink>
        </div>
        <ul className="mt-14 grid gap-5 lg:grid-cols-3">
          {caseStudies.map((study) => (
            <li key={study.id} className="flex">
              <article className="relative isolate flex w-full flex-col overflow-hidden rounded-lg border border-white/10 bg-ink-raised p-6 transition-colors duration-200 hover:border-white/25 sm:p-8">
                <div aria-hidden className={`absolute inset-x-0 top-0 -z-10 h-40 bg-gradient-to-b ${accentGlow[study.accent]} to-transparent`} />
                <p className={`eyebrow ${accentText[study.accent]}`}>{study.category}</p>
                <h3 className="mt-4 text-h2 font-semibold text-on-dark">{study.title}</h3>
                <p className="mt-3 leading-7 text-on-dark-muted">{study.description}</p>
                <dl className="mt-8 grid grid-cols-3 gap-4 border-t border-white/10 pt-6">
                  {study.homeMetrics.map((metric) => (
                    <div key={metric.label} className="flex flex-col-reverse justify-end">
                      <dt className="mt-1 text-xs leading-5 text-on-dark-muted">{metric.label}</dt>
                      <dd className="text-xl font-semibold whitespace-nowrap text-on-dark tabular-nums">{metric.value}</dd>
                    </div>
                  ))}
                </dl>
                <div className="mt-6">
                  <BadgeList items={study.tags.slice(0, 3)} dark label={`${study.title} tags`} />
                </div>
                <Link
                  href={study.href}
                  className="group mt-auto inline-flex items-center gap-1.5 pt-8 font-medium text-white after:absolute after:inset-0 hover:text-accent-on-dark"
                >
                  Read the {study.title} case study
                  <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBlock heading={home.closing.heading} body={home.closing.body} ctaLabel={home.closing.ctaLabel} href="/contact" />

    </>
  );
}
