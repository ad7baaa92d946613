'use client';

import { SiteLink } from '@/components/ui/site-link';
import { FieldError, RequiredMark } from '@/components/forms/field';
import { EmailField, FormHeading, Honeypot, PhoneField, SubmitButton, TextAreaField, TextField } from '@/components/forms/form-parts';
import { lazyResolver } from '@/components/forms/use-lead-form';
import { TALENT_POOL_CONSENT } from '@/lib/forms/careers-options';
import type { TalentPoolData, TalentPoolField, TalentPoolInput } from '@/lib/forms/talent-pool';
import { CareersFailureAlert, CareersSuccessPanel } from './form-status';
import { ResumeField } from './resume-field';
import { useCareersForm } from './use-careers-form';

/** The schema (zod) loads on the form's first focus or submit, not with the page. */
const schema = lazyResolver(() => import('@/lib/forms/careers-resolvers'), (module) => module.talentPoolResolver);

/** Form order: the first invalid one gets focus. */
const fieldOrder = [
  'fullName', 'email', 'phone', 'location', 'currentRole', 'areaOfInterest', 'keySkills', 'experience', 'resume', 'links', 'consent',
] as const satisfies readonly TalentPoolField[];
const draftFields = ['fullName', 'email', 'phone', 'location', 'currentRole', 'areaOfInterest', 'keySkills', 'experience', 'links'] as const;

const emptyForm: TalentPoolInput = {
  fullName: '',
  email: '',
  phone: '',
  location: '',
  currentRole: '',
  areaOfInterest: '',
  keySkills: '',
  experience: '',
  links: '',
  consent: false,
  website: '',
};

/**
 * The talent-pool form (/careers/resume): a real multipart form posting to /api/talent-pool, so it
 * works without JavaScript; with it, validated with the API's own schema and sent in place.
 */
export function TalentPoolForm({
  heading,
  intro,
  success,
  fallbackEmail,
}: {
  heading: string;
  intro: string;
  success: { heading: string; body: string };
  fallbackEmail: string;
}) {
  const careers = useCareersForm<TalentPoolInput, TalentPoolData>({
    api: 'talent-pool',
    schema,
    emptyForm,
    fieldOrder,
    draft: { key: 'northstack:draft:talent-pool', fields: draftFields },
    firstField: 'fullName',
    resumeRequired: true,
    failureTitle: 'Your resume was not sent',
    thanks: { title: 'Resume received', body: 'Thank you. You are in our talent pool.' },
    nameOf: (values) => values.fullName.trim().split(/\s+/)[0] ?? values.fullName,
  });
  const { errors, fieldId, fieldFor, controlProps } = careers;
  const { register } = careers.form;

  if (careers.sent) return <CareersSuccessPanel careers={careers} success={success} againLabel="Submit another resume" />;

  return (
    <form method="post" action="/api/talent-pool" encType="multipart/form-data" {...careers.formProps} className="relative grid gap-6">
      <FormHeading id={careers.titleId} heading={heading} intro={intro} />

      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...fieldFor('fullName')} control={controlProps('fullName')} label="Full name" required autoComplete="name" />
        <EmailField {...fieldFor('email')} control={controlProps('email')} placeholder="you@example.com" />
        <PhoneField {...fieldFor('phone')} control={controlProps('phone')} placeholder="+1 410 555 0134" />
        <TextField {...fieldFor('location')} control={controlProps('location')} label="Location" autoComplete="address-level2" placeholder="City, country" />
        <TextField
          {...fieldFor('currentRole')}
          control={controlProps('currentRole')}
          label="Current role"
          autoComplete="organization-title"
          placeholder="e.g. Backend Engineer"
        />
        <TextField {...fieldFor('areaOfInterest')} control={controlProps('areaOfInterest')} label="Area of interest" placeholder="e.g. AI/ML, mobile, product design" />
      </div>

      <TextField {...fieldFor('keySkills')} control={controlProps('keySkills')} label="Key skills" placeholder="e.g. Python, PyTorch, AWS, Kubernetes" />

      <TextAreaField
        {...fieldFor('experience')}
        control={controlProps('experience', true)}
        label="Experience"
        hint="A brief professional summary."
        rows={5}
        placeholder="A brief professional summary: what you have built, with whom, and what you want to do next"
      />

      <ResumeField {...careers.resume} />

      <TextAreaField {...fieldFor('links')} control={controlProps('links')} label="Links" rows={2} height="short" spellCheck={false} placeholder="Portfolio, GitHub, LinkedIn" />

      <div className="min-w-0">
        <div className="flex gap-3">
          <input
            {...register('consent')}
            id={fieldId('consent')}
            type="checkbox"
            required
            aria-required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={[`${fieldId('consent')}-policy`, errors.consent ? `${fieldId('consent')}-error` : null].filter(Boolean).join(' ')}
            className="mt-1 size-5 shrink-0 cursor-pointer rounded border-fg-subtle/60 accent-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          />
          <div className="text-sm leading-6">
            <label htmlFor={fieldId('consent')} className="cursor-pointer text-fg">
              {TALENT_POOL_CONSENT} <RequiredMark required />
            </label>
            <p id={`${fieldId('consent')}-policy`} className="mt-1 text-fg-subtle">
              Read how we handle applicant data in our{' '}
              <SiteLink href="/privacy" className="font-medium text-fg-muted underline underline-offset-2 hover:text-fg">
                privacy policy
              </SiteLink>
              .
            </p>
          </div>
        </div>
        {errors.consent?.message && <FieldError id={`${fieldId('consent')}-error`}>{errors.consent.message}</FieldError>}
      </div>

      <Honeypot id={fieldId('website')} registration={register('website')} />
      <CareersFailureAlert careers={careers} fallbackEmail={fallbackEmail} />

      <div className="flex justify-end border-t border-line pt-6">
        <SubmitButton busy={careers.isSubmitting} label="Submit Resume" />
      </div>
    </form>
  );
}
