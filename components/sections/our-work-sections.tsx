import { DestinationList } from '@/components/our-work/destination-list';
import { ProjectGroups } from '@/components/our-work/project-groups';
import { StatGrid } from '@/components/ui/stat-grid';
import type {
  DestinationsSection,
  ProjectGroupsSection,
  StatsStripSection,
} from '@/content/shared/sections';
import { Heading } from '@/components/ui/band-heading';

/** Our-work section kinds: destinations, project groups, the figures strip (the case studies are `caseStudyCards`). */

/** The destinations as rows; the heading is there for screen readers. */
export function Destinations({ section }: { section: DestinationsSection }) {
  return (
    <>
      <h2 id={`${section.id}-title`} className="sr-only">
        {section.heading}
      </h2>
      <DestinationList items={section.items} />
    </>
  );
}

export function ProjectGroupsBody({ section }: { section: ProjectGroupsSection }) {
  return (
    <>
      <Heading section={section} dark={false} />
      <div className="mt-12">
        <ProjectGroups groups={section.groups} />
      </div>
    </>
  );
}

/** Statistics continuing the dark hero above, under an eyebrow-sized heading. */
export function StatsStrip({ section }: { section: StatsStripSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="dark-surface border-t border-white/10 bg-ink text-on-dark">
      <div className="container-page py-14 sm:py-16">
        <h2 id={`${section.id}-title`} className="eyebrow text-on-dark-subtle">
          {section.heading}
        </h2>
        <StatGrid items={section.items} dark className="mt-8" />
      </div>
    </section>
  );
}
