import { ProjectGroups } from '@/components/our-work/project-groups';
import { Heading } from '@/components/ui/band-heading';
import type { ProjectGroupsSection } from '@/content/pages/portfolio';

/** The portfolio's further projects, one row per sector, under the band's heading. */
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
