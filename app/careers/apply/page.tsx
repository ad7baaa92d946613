import { JobApplicationForm } from '@/components/careers/job-application-form';
import { SectionPage } from '@/components/sections/section-page';
import { applicationOpenings, applicationPositions, applyPage, hiringSteps } from '@/content/careers';
import { site } from '@/content/site';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(applyPage);

/** /careers/apply: 'JOIN OUR TEAM', 'Ready to Make an Impact?' and the Application Form. */
export default function ApplyRoute() {
  const { form, success } = applyPage;
  return (
    <SectionPage
      page={applyPage}
      leaves={{
        form: (
          <JobApplicationForm
            heading={form.heading}
            intro={form.intro}
            openings={applicationOpenings()}
            positions={applicationPositions()}
            steps={hiringSteps}
            success={success}
            fallbackEmail={site.careersEmail}
          />
        ),
      }}
    />
  );
}
