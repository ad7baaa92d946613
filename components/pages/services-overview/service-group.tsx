import { SiteLink } from '@/components/ui/site-link';
import { ArrowUpRight } from 'lucide-react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { ServiceGroupSection } from '@/content/services/overview';

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
            <SiteLink
              href={`/services/${service.slug}`}
              className="group flex h-full flex-col rounded-lg border border-line bg-paper-raised p-6 shadow-card transition-[box-shadow,transform,border-color] duration-200 hover:-translate-y-0.5 hover:border-fg/15 hover:shadow-card-hover"
            >
              <span className="flex items-start justify-between gap-4 text-h3 font-semibold">
                {service.name}
                <ArrowUpRight aria-hidden className="size-5 shrink-0 text-fg-subtle transition-colors group-hover:text-accent" />
              </span>
              <span className="mt-2 leading-7 text-fg-muted">{service.summary}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
