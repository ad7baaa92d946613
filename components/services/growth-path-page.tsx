import Link from 'next/link';
import { ArrowRight, Check } from 'lucide-react';
import { growthPromise, type GrowthPath } from '@/content/growth-paths';
import { getServiceEntry } from '@/content/services/catalog';
import { PageJsonLd } from '@/components/page/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { service } from '@/lib/json-ld';
import { ButtonLink } from '@/components/ui/button';
import { CtaBlock } from '@/components/ui/cta-block';
import { NumberedList } from '@/components/ui/numbered-list';
import { Section, SectionHeading } from '@/components/ui/section';
import { Timeline } from '@/components/ui/timeline';
import { serviceContactHref } from './service-page';

/** A Launch / Scale / Transform page: who it is for, what it includes, the timeline, the services behind it. */
export function GrowthPathView({ path }: { path: GrowthPath }) {
  const contactHref = serviceContactHref(path.slug);
  const services = path.services.map((slug) => getServiceEntry(slug)).filter((entry) => entry !== undefined);
  return (
    <>
      <PageHero label={`${path.name} · ${growthPromise}`} title={path.headline} intro={path.intro}>
        <ButtonLink href={contactHref} size="lg" arrow>
          {path.ctaLabel}
        </ButtonLink>
        <ButtonLink href="/#paths" size="lg" variant="outline-dark">
          Compare the three paths
        </ButtonLink>
      </PageHero>

      <Section id="audience" labelledBy="audience-title">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-20">
          <SectionHeading id="audience-title" eyebrow="Who it is for" title={path.audience.heading} intro={path.tagline} />
          <ul className="grid gap-4 sm:grid-cols-2">
            {path.audience.points.map((point) => (
              <li key={point} className="flex gap-3 rounded-lg border border-line bg-paper-raised p-6 leading-7 text-fg-muted shadow-card">
                <Check aria-hidden className="mt-1 size-5 shrink-0 text-accent" strokeWidth={2} />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="includes" tone="white" labelledBy="includes-title">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-20">
          <SectionHeading id="includes-title" eyebrow="What it includes" title={`Everything ${path.name} delivers`} intro={path.summary} />
          <NumberedList items={path.includes} />
        </div>
      </Section>

      <Section id="timeline" tone="dark" labelledBy="timeline-title">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-20">
          <SectionHeading
            id="timeline-title"
            eyebrow="Timeline"
            title="How the weeks are spent"
            intro="Every phase ends with a demo and a decision, so you always know what you are paying for."
            dark
          />
          <Timeline dark entries={path.timeline.map((phase) => ({ title: phase.phase, duration: phase.duration, description: phase.description }))} />
        </div>
      </Section>

      <Section id="services" labelledBy="services-title">
        <SectionHeading id="services-title" eyebrow="Services it draws on" title={`The specialists behind ${path.name}`} />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug}>
              <Link
                href={`/services/${service.slug}`}
                className="group flex h-full flex-col rounded-lg border border-line bg-paper-raised p-6 shadow-card transition-[box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:shadow-card-hover sm:p-8"
              >
                <span className="eyebrow text-fg-subtle">{service.group}</span>
                <span className="mt-3 text-h3 font-semibold">{service.name}</span>
                <span className="mt-2 leading-7 text-fg-muted">{service.summary}</span>
                <span className="mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-medium text-accent">
                  Explore the service
                  <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBlock
        heading={`Ready to ${path.name.toLowerCase()}?`}
        body="Tell us where you are and where you need to be. A senior engineer replies within one business day with next steps and a first estimate."
        ctaLabel={path.ctaLabel}
        href={contactHref}
      />
      <PageJsonLd
        path={`/services/${path.slug}`}
        data={[
          service({
            name: path.meta.title,
            serviceType: 'Software product development',
            description: path.meta.description,
            path: `/services/${path.slug}`,
          }),
        ]}
      />
    </>
  );
}
