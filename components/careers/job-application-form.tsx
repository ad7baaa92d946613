'use client';

import { BriefcaseBusiness, X } from 'lucide-react';
import { SiteLink } from '@/components/ui/site-link';
import { useCallback, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { EmailField, FormHeading, Honeypot, PhoneField, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/forms/form-parts';
import { UrlQuery } from '@/components/ui/url-query';
import { lazyResolver } from '@/components/forms/use-lead-form';
import { experienceOptions, type ExperienceValue, type PositionValue } from '@/lib/forms/careers-options';
import type { JobApplicationData, JobApplicationField, JobApplicationInput } from '@/lib/forms/job-application';
import { JOB_RESUME_REQUIRED } from '@/lib/forms/resume';
import { applicationsClosed } from '@/lib/forms/opening-closed';
import { CareersFailureAlert, CareersSuccessPanel } from './form-status';
import { ResumeField } from './resume-field';
import { useCareersForm } from './use-careers-form';
import { replyTimes } from '@/content/company/promises';

/** The schema (zod) loads on the form's first focus or submit, not with the page. */
const schema = lazyResolver(() => import('@/lib/forms/careers-resolvers'), (module) => module.jobApplicationResolver);

/** Form order: the first invalid one gets focus ('resume' is the file, 'website' the hidden honeypot). */
const fieldOrder = ['firstName', 'lastName', 'email', 'phone', 'position', 'opening', 'experience', 'coverLetter', 'skills', 'portfolio', 'resume'] as const satisfies readonly JobApplicationField[];
const queryNames = ['position', 'opening'] as const;
const draftFields = ['firstName', 'lastName', 'email', 'phone', 'position', 'opening', 'experience', 'coverLetter', 'skills', 'portfolio'] as const;

const emptyForm: JobApplicationInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  position: '' as PositionValue,
  opening: '',
  experience: '' as ExperienceValue,
  coverLetter: '',
  skills: '',
  portfolio: '',
  website: '',
};

/** An opening an 'Apply Now' link can name with ?opening={id}. */
export interface OpeningChoice {
  id: string;
  title: string;
  detail: string;
  position: PositionValue;
  /** The last day to apply, 'YYYY-MM-DD' (the office's calendar): after it the form says the role is closed. */
  lastDay: string;
}

/** What the form says above itself when its link names an opening that takes no applications now. */
export interface ClosedOpeningCopy {
  heading: string;
  unnamed: string;
  body: string;
  href: string;
  linkLabel: string;
}

/**
 * The job application (/careers/apply): a real multipart form posting to /api/job-applications,
 * so it works without JavaScript; with it, validated with the API's own schema and sent in place.
 * `?position=` and `?opening=` preselect the role; an `?opening=` that is closed (taken down, past its last day or
 * gone) preselects nothing and is said to be closed, with the way to the talent pool.
 */
export function JobApplicationForm({
  heading,
  intro,
  openings,
  takenDown,
  closedOpening,
  positions,
  success,
  fallbackEmail,
}: {
  heading: string;
  intro: string;
  openings: readonly OpeningChoice[];
  /** The openings whose files say they are taken down, by id and title. */
  takenDown: readonly { id: string; title: string }[];
  closedOpening: ClosedOpeningCopy;
  /** The 'Position of interest' options: the open roles and 'Other' (content/careers/pages.ts). */
  positions: readonly { value: PositionValue; label: string }[];
  success: { heading: string; body: string };
  fallbackEmail: string;
}) {
  const careers = useCareersForm<JobApplicationInput, JobApplicationData>({
    api: 'job-applications',
    schema,
    emptyForm,
    fieldOrder,
    draft: { key: 'northstack:draft:job-application', fields: draftFields },
    firstField: 'firstName',
    resumeRequired: JOB_RESUME_REQUIRED,
    failureTitle: 'Your application was not sent',
    thanks: { title: 'Application sent', body: `Thank you. We reply within ${replyTimes.application.within}.` },
    nameOf: (values) => values.firstName.trim(),
  });
  const { form, fieldId, fieldProps, fieldFor, controlProps } = careers;
  const { register, setValue, control } = form;

  const openingId = useWatch({ control, name: 'opening' });
  const opening = openings.find((candidate) => candidate.id === openingId);

  /** The opening the link named when it takes no applications now: its title, or '' when we have no file of it. */
  const [closedTitle, setClosedTitle] = useState<string | null>(null);

  const applyQuery = useCallback(
    ({ position, opening: queryOpening }: Record<'position' | 'opening', string | null>) => {
      const known = openings.find((candidate) => candidate.id === queryOpening);
      const closed = queryOpening ? (takenDown.find((candidate) => candidate.id === queryOpening) ?? (known ? undefined : { title: '' })) : undefined;
      if (closed || (known && applicationsClosed({ validThrough: known.lastDay }))) {
        // Nothing preselected: its position may be another role's now. The visitor chooses, or goes to the talent pool.
        setClosedTitle(closed?.title ?? known?.title ?? '');
        return;
      }
      setClosedTitle(null);
      if (known) setValue('opening', known.id, { shouldDirty: true });
      // Only a role the form offers (an open one).
      const chosen = positions.find((option) => option.value === position)?.value ?? known?.position;
      if (chosen) setValue('position', chosen, { shouldDirty: true });
    },
    [openings, takenDown, positions, setValue],
  );

  if (careers.sent) return <CareersSuccessPanel careers={careers} success={success} againLabel="Send another application" />;

  return (
    <>
      <UrlQuery names={queryNames} onChange={applyQuery} />

      <form method="post" action="/api/job-applications" encType="multipart/form-data" {...careers.formProps} className="relative grid gap-6">
        <FormHeading id={careers.titleId} heading={heading} intro={intro} />

        {closedTitle !== null && (
          <div role="status" className="flex gap-3 rounded-md border border-line bg-paper px-4 py-3 text-sm">
            <BriefcaseBusiness aria-hidden strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-fg-muted" />
            <div className="min-w-0 flex-1 leading-6">
              <p className="font-semibold text-fg">{closedOpening.heading.replace('{title}', closedTitle || closedOpening.unnamed)}</p>
              <p className="text-fg-muted">
                {closedOpening.body}{' '}
                <SiteLink href={closedOpening.href} className="font-medium text-accent underline underline-offset-2 hover:text-accent-hover">
                  {closedOpening.linkLabel}
                </SiteLink>
              </p>
            </div>
          </div>
        )}
        {opening && (
          <div className="flex items-center gap-3 rounded-md border border-accent/30 bg-accent-soft px-4 py-3 text-sm">
            <BriefcaseBusiness aria-hidden strokeWidth={1.75} className="size-5 shrink-0 text-accent" />
            <p className="min-w-0 flex-1 leading-6 text-fg">
              Applying for <strong className="font-semibold">{opening.title}</strong>
              <span className="text-fg-muted"> · {opening.detail}</span>
            </p>
            <button
              type="button"
              onClick={() => setValue('opening', '', { shouldDirty: true })}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-fg/5 hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <X aria-hidden strokeWidth={2} className="size-4" />
              <span className="sr-only">Not applying for {opening.title}</span>
            </button>
          </div>
        )}
        <input {...register('opening')} type="hidden" />

        <div className="grid gap-6 sm:grid-cols-2">
          <TextField {...fieldFor('firstName')} control={controlProps('firstName')} label="First name" required autoComplete="given-name" />
          <TextField {...fieldFor('lastName')} control={controlProps('lastName')} label="Last name" required autoComplete="family-name" />
          <EmailField {...fieldFor('email')} control={controlProps('email')} placeholder="you@example.com" />
          <PhoneField {...fieldFor('phone')} control={controlProps('phone')} placeholder="+1 410 555 0134" />
          <SelectField
            {...fieldFor('position')}
            control={{
              ...register('position', {
                onChange: (event: { target: { value: string } }) => {
                  if (opening && opening.position !== event.target.value) setValue('opening', '');
                },
              }),
              ...fieldProps('position'),
            }}
            label="Position of interest"
            required
            placeholder="Choose a position"
            options={positions}
          />
          <SelectField
            {...fieldFor('experience')}
            control={controlProps('experience')}
            label="Years of experience"
            placeholder="Choose a range"
            options={experienceOptions}
          />
        </div>

        <TextAreaField
          {...fieldFor('coverLetter')}
          control={controlProps('coverLetter', true)}
          label="Cover letter"
          hint="A few lines are plenty."
          rows={6}
          placeholder="Tell us why you want to join our team"
        />

        <TextField {...fieldFor('skills')} control={controlProps('skills')} label="Technical skills" placeholder="e.g. React, TypeScript, Node.js, AWS" />

        <TextAreaField
          {...fieldFor('portfolio')}
          control={controlProps('portfolio')}
          label="Portfolio, GitHub or LinkedIn"
          rows={2}
          height="short"
          spellCheck={false}
          placeholder="https://github.com/you, https://linkedin.com/in/you"
        />

        <ResumeField {...careers.resume} />
        <Honeypot id={fieldId('website')} registration={register('website')} />
        <CareersFailureAlert careers={careers} fallbackEmail={fallbackEmail} />

        <div className="flex flex-col-reverse gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm leading-6 text-fg-subtle sm:max-w-xs">
            Used only for recruitment, as our{' '}
            <SiteLink href="/privacy" className="font-medium text-fg-muted underline underline-offset-2 hover:text-fg">
              privacy policy
            </SiteLink>{' '}
            explains.
          </p>
          <SubmitButton busy={careers.isSubmitting} label="Submit Application" />
        </div>
      </form>
    </>
  );
}
