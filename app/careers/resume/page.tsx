import { CareersFormLayout } from '@/components/careers/careers-form-layout';
import { TalentPoolForm } from '@/components/careers/talent-pool-form';
import { Icon } from '@/components/ui/icon';
import { resumePage, talentPoolBenefits } from '@/content/careers';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...resumePage.meta, path: '/careers/resume' });

/** /careers/resume: 'TALENT POOL', 'Submit Your Resume', the four benefits and the talent-pool form. */
export default function ResumeRoute() {
  const { hero, form, benefitsHeading, nextStepsHeading, steps, success } = resumePage;
  return (
    <CareersFormLayout
      path="/careers/resume"
      hero={hero}
      form={<TalentPoolForm heading={form.heading} intro={form.intro} steps={steps} success={success} fallbackEmail={site.careersEmail} />}
      stepsHeading={nextStepsHeading}
      steps={steps}
      extra={
        <section aria-labelledby="talent-pool-benefits" className="dark-surface relative isolate overflow-hidden rounded-xl bg-ink p-6 text-on-dark sm:p-8">
          <div aria-hidden className="glow-hero absolute inset-0 -z-10 opacity-70" />
          <h2 id="talent-pool-benefits" className="text-2xl font-semibold tracking-[-0.02em] sm:text-[1.75rem]">
            {benefitsHeading}
          </h2>
          <ul className="mt-8 grid gap-6">
            {talentPoolBenefits.map((benefit) => (
              <li key={benefit.title} className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-white/10 text-accent-on-dark">
                  <Icon name={benefit.icon} className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-on-dark">{benefit.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-on-dark-muted">{benefit.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      }
    />
  );
}
