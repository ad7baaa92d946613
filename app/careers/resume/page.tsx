import { TalentPoolForm } from '@/components/careers/talent-pool-form';
import { SectionPage } from '@/components/sections/section-page';
import { resumePage } from '@/content/careers';
import { site } from '@/content/site';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(resumePage);

/** /careers/resume: 'TALENT POOL', 'Submit Your Resume', the four benefits and the talent-pool form. */
export default function ResumeRoute() {
  const { form, steps, success } = resumePage;
  return (
    <SectionPage
      page={resumePage}
      leaves={{
        form: <TalentPoolForm heading={form.heading} intro={form.intro} steps={steps} success={success} fallbackEmail={site.careersEmail} />,
      }}
    />
  );
}
