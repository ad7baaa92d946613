import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight } from 'lucide-react';
import { Heading } from '@/components/ui/band-heading';
import { fitGrid } from '@/components/ui/fit-grid';
import { cn } from '@/lib/cn';
import type { ServiceLinksSection } from '@/content/services/growth-paths';

/** Services as link cards under the heading: group, name, summary and the way in. */
export function ServiceLinks({ section }: { section: ServiceLinksSection }) {
  return (
    <>
      <Heading section={section} dark={false} />
      <ul className={cn('mt-14', fitGrid(section.services.length).list)}>
        {section.services.map((service, index) => (
          <li key={service.slug} className={fitGrid(section.services.length).item(index) || undefined}>
            <SiteLink
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
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}
