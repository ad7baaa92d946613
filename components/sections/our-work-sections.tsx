import { CaseStudyTeasers } from '@/components/our-work/case-study-teasers';
import { DestinationList } from '@/components/our-work/destination-list';
import { FeaturedCaseStudy } from '@/components/our-work/featured-case-study';
import { ProjectGroups } from '@/components/our-work/project-groups';
import { StatGrid } from '@/components/ui/stat-grid';
import { getCaseStudy } from '@/content/case-studies';
import type {
  CaseStudyTeasersSection,
  DestinationsSection,
  FeaturedCaseStudiesSection,
  ProjectGroupsSection,
  StatsStripSection,
} from '@/content/shared/sections';
import { Heading } from './heading';

/** Our-work section kinds: destinations, case-study teasers, featured studies, project groups, the figures strip. */

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

export function CaseStudyTeasersBody({ section }: { section: CaseStudyTeasersSection }) {
  return (
    <>
      <Heading section={section} dark />
      <div className="mt-14">
        <CaseStudyTeasers items={section.items} linkLabel={section.linkLabel} />
      </div>
    </>
  );
}

/** The featured studies, each drawn in depth by the case-study component. */
export function FeaturedCaseStudies({ section }: { section: FeaturedCaseStudiesSection }) {
  return (
    <>
      <Heading section={section} dark={false} />
      <ul className="mt-14 space-y-10 sm:mt-16 lg:space-y-14">
        {section.studies.map((id) => {
          const study = getCaseStudy(id);
          if (!study) throw new Error(`Section "${section.id}" features an unknown case study: ${id}`);
          return (
            <li key={id}>
              <FeaturedCaseStudy study={study} />
            </li>
          );
        })}
      </ul>
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
