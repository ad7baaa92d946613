import type { ReactNode } from 'react';
import { InternshipList } from '@/components/careers/internship-list';
import { JobList } from '@/components/careers/job-list';
import type { CareersFormSection, InternshipsSection, JobsSection } from '@/content/careers/pages';
import type { SectionLeaves } from '../leaves';
import { Heading } from '@/components/ui/band-heading';

/** Careers section kinds: the open positions, the internships, and a form beside its panels. */

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

/**
 * A careers form is not drawn as a band among others: its page is drawn whole by CareersFormPage (form-page.tsx),
 * the form standing in the hero. A page module that lists one under the shared renderer fails the build.
 */
export function CareersForm({ section }: { section: CareersFormSection; leaves: SectionLeaves }): ReactNode {
  throw new Error(`Section "${section.id}": a careers form's page is drawn by CareersFormPage (components/pages/careers/form-page.tsx), not as a band`);
}
