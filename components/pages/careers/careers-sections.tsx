import { InternshipList } from '@/components/careers/internship-list';
import { JobList } from '@/components/careers/job-list';
import type { InternshipsSection, JobsSection } from '@/content/careers/pages';
import { Heading } from '@/components/ui/band-heading';

/** Careers section kinds: the open positions and the internships. */

export function Jobs({ section }: { section: JobsSection }) {
  return (
    <>
      <Heading section={section} dark={false} />
      <div className="mt-12">
        <JobList jobs={section.jobs} emptyText={section.emptyText} compact={section.compact} />
      </div>
    </>
  );
}

export function Internships({ section }: { section: InternshipsSection }) {
  return (
    <>
      <Heading section={section} dark={false} />
      <div className="mt-12">
        <InternshipList internships={section.internships} />
      </div>
    </>
  );
}
