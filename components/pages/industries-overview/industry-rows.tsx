import { BadgeList } from '@/components/ui/badge';
import { ArrowLink } from '@/components/ui/button';
import { IconBadge } from '@/components/ui/icon-badge';
import type { IndustryRowsSection } from '@/content/industries/overview';

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
