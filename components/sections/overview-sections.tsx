import Link from 'next/link';
import { ArrowRight, ArrowUpRight, Check } from 'lucide-react';
import { BadgeList } from '@/components/ui/badge';
import { ArrowLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { IconBadge } from '@/components/ui/icon-badge';
import type { CheckPointsSection, IndustryRowsSection, ServiceGroupSection, ServiceLinksSection } from '@/content/shared/sections';
import { Heading } from '@/components/ui/band-heading';
import { fitGrid } from '@/components/ui/fit-grid';
import { cn } from '@/lib/cn';

/** Overview section kinds: service groups, service link cards, industry rows, checked points. */

/** One menu group of the services overview: its name and count beside its services' link cards. */
export function ServiceGroup({ section }: { section: ServiceGroupSection }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2.2fr)] lg:gap-16">
      <div className="flex items-start gap-4 lg:flex-col">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-md bg-accent-soft text-accent">
          <Icon name={section.icon} className="size-6" />
        </span>
        <div>
          <h2 id={`${section.id}-title`} className="text-h2 font-semibold">
            {section.heading}
          </h2>
          <p className="mt-2 text-sm text-fg-subtle">{section.note}</p>
        </div>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {section.services.map((service, index) => (
          // An odd last card spans both columns: no orphan cell beside it.
          <li key={service.slug} className={cn(section.services.length % 2 === 1 && index === section.services.length - 1 && 'sm:col-span-2')}>
            <Link
              href={`/services/${service.slug}`}
              className="group flex h-full flex-col rounded-lg border border-line bg-paper-raised p-6 shadow-card transition-[box-shadow,transform,border-color] duration-200 hover:-translate-y-0.5 hover:border-fg/15 hover:shadow-card-hover"
            >
              <span className="flex items-start justify-between gap-4 text-h3 font-semibold">
                {service.name}
                <ArrowUpRight aria-hidden className="size-5 shrink-0 text-fg-subtle transition-colors group-hover:text-accent" />
              </span>
              <span className="mt-2 leading-7 text-fg-muted">{service.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Services as link cards under the heading: group, name, summary and the way in. */
export function ServiceLinks({ section }: { section: ServiceLinksSection }) {
  return (
    <>
      <Heading section={section} dark={false} />
      <ul className={cn('mt-14', fitGrid(section.services.length).list)}>
        {section.services.map((service, index) => (
          <li key={service.slug} className={fitGrid(section.services.length).item(index) || undefined}>
            <Link
              href={`/services/${service.slug}`}
              className="group flex h-full flex-col rounded-lg border border-line bg-paper-raised p-6 shadow-card transition-[box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:shadow-card-hover sm:p-8"
            >
              <span className="eyebrow text-fg-subtle">{service.group}</span>
              <span className="mt-3 text-h3 font-semibold">{service.name}</span>
              <span className="mt-2 leading-7 text-fg-muted">{service.summary}</span>
              <span className="mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-medium text-accent">
                {section.linkLabel}
                <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** One row per industry: name, summary, its services as badges and the way in; the heading is for screen readers. */
export function IndustryRows({ section }: { section: IndustryRowsSection }) {
  return (
    <>
      <h2 id={`${section.id}-title`} className="sr-only">
        {section.heading}
      </h2>
      <ul className="grid gap-5">
        {section.items.map((industry) => (
          <li
            key={industry.slug}
            className="grid gap-6 rounded-lg border border-line bg-paper-raised p-6 shadow-card sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)_11rem] lg:items-center lg:gap-10"
          >
            <div className="flex items-center gap-4">
              <IconBadge name={industry.icon} />
              <div>
                {industry.group && <p className="eyebrow text-accent">{industry.group}</p>}
                <h3 className="mt-1 text-h3 font-semibold">{industry.name}</h3>
              </div>
            </div>
            <div>
              <p className="leading-7 text-fg-muted">{industry.summary}</p>
              <div className="mt-4">
                <BadgeList items={industry.services} label={`${industry.name} services`} />
              </div>
            </div>
            <ArrowLink href={industry.href} className="lg:justify-self-end">
              {industry.linkLabel}
            </ArrowLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Checked statements as cards beside the heading (light bands). */
export function CheckPoints({ section }: { section: CheckPointsSection }) {
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-20">
      <Heading section={section} dark={false} />
      <ul className={fitGrid(section.points.length, { columns: 2, gap: 'gap-4' }).list}>
        {section.points.map((point, index) => (
          <li key={point} className={cn('flex gap-3 rounded-lg border border-line bg-paper-raised p-6 leading-7 text-fg-muted shadow-card', fitGrid(section.points.length, { columns: 2 }).item(index))}>
            <Check aria-hidden className="mt-1 size-5 shrink-0 text-accent" strokeWidth={2} />
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}
