import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import { CareersFormLayout } from '@/components/careers/careers-form-layout';
import { JobApplicationForm, type OpeningChoice } from '@/components/careers/job-application-form';
import { applyPage, hiringSteps, internships, jobs } from '@/content/careers';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...applyPage.meta, path: '/careers/apply' });

/** Every opening an 'Apply Now' link can name (jobs and internships), as the form shows it. */
const openings: OpeningChoice[] = [
  ...jobs.map((job) => ({ id: job.id, title: job.title, detail: `${job.type}, ${job.location}`, position: job.position })),
  ...internships.map((internship) => ({
    id: internship.id,
    title: internship.title,
    detail: `${internship.type}, ${internship.duration}, ${internship.startDate}`,
    position: internship.position,
  })),
];

/** /careers/apply: 'JOIN OUR TEAM', 'Ready to Make an Impact?' and the Application Form. */
export default function ApplyRoute() {
  const { hero, form, nextStepsHeading, talentPool, success } = applyPage;
  return (
    <CareersFormLayout
      path="/careers/apply"
      hero={hero}
      form={
        <JobApplicationForm
          heading={form.heading}
          intro={form.intro}
          openings={openings}
          steps={hiringSteps}
          success={success}
          fallbackEmail={site.careersEmail}
        />
      }
      stepsHeading={nextStepsHeading}
      steps={hiringSteps}
      extra={
        <div className="rounded-xl border border-line bg-paper-raised p-6 shadow-card sm:p-8">
          <h2 className="text-xl font-semibold tracking-[-0.02em] text-fg">{talentPool.heading}</h2>
          <p className="mt-2 leading-7 text-fg-muted">{talentPool.body}</p>
          <Link href="/careers/resume" className="group mt-4 inline-flex items-center gap-1.5 font-medium text-accent hover:text-accent-hover">
            {talentPool.linkLabel}
            <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
        </div>
      }
    />
  );
}
