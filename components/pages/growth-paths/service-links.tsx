import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight } from 'lucide-react';
import { PartHeading } from './part-heading';
import type { ServiceLinksPart } from '@/content/services/growth-paths';

/** The services a growth path draws on, on its plan's dark band: one row each (group, name, summary) leading to the service. */
export function ServiceLinks({ part }: { part: ServiceLinksPart }) {
  return (
    <div id={part.id}>
      <PartHeading part={part} />
      <ul className="mt-6 border-t border-white/12">
        {part.services.map((service) => (
          <li key={service.slug} className="border-b border-white/12">
            <SiteLink
              href={`/services/${service.slug}`}
              className="group grid gap-x-6 gap-y-1 py-5 sm:grid-cols-[11rem_minmax(0,1fr)_auto] sm:items-baseline"
            >
              <span className="eyebrow text-on-dark-subtle">{service.group}</span>
              <span>
                <span className="block font-semibold text-on-dark group-hover:text-accent-on-dark">{service.name}</span>
                <span className="mt-1 block text-sm leading-6 text-on-dark-muted">{service.summary}</span>
              </span>
              <span className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-on-dark">
                {part.linkLabel}
                <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
