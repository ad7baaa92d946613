'use client';

import { BriefcaseBusiness, LoaderCircle, Send, X } from 'lucide-react';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { notify } from '@/components/layout/toaster';
import { Asterisk, Field, SelectShell, inputClasses, selectClasses, textareaClasses } from '@/components/forms/field';
import { buttonClasses } from '@/components/ui/button';
import type { HiringStep } from '@/content/careers/types';
import {
  experienceOptions,
  isPositionValue,
  positionOptions,
  type ExperienceValue,
  type PositionValue,
} from '@/lib/forms/careers-options';
import type { JobApplicationData, JobApplicationField, JobApplicationInput } from '@/lib/forms/job-application';
import { JOB_RESUME_REQUIRED, resumeFileProblem } from '@/lib/forms/resume';
import { newSubmissionId, submitForm } from '@/lib/forms/submit';
import { FailureAlert, SuccessPanel } from './form-status';
import { ResumeField } from './resume-field';
import { useFormDraft } from './use-form-draft';

/** The schema (zod) loads on the form's first focus or submit, not with the page. */
let resolverModule: Promise<typeof import('@/lib/forms/careers-resolvers')> | undefined;
const loadResolver = () =>
  (resolverModule ??= import('@/lib/forms/careers-resolvers').catch((error: unknown) => {
    resolverModule = undefined;
    throw error;
  }));
const lazyResolver: Resolver<JobApplicationInput, unknown, JobApplicationData> = async (values, context, options) =>
  (await loadResolver()).jobApplicationResolver(values, context, options);


/** Form order: the first invalid one gets focus ('resume' is the file, 'website' the hidden honeypot). */
const fieldOrder = ['firstName', 'lastName', 'email', 'phone', 'position', 'opening', 'experience', 'coverLetter', 'skills', 'portfolio', 'resume'] as const satisfies readonly JobApplicationField[];
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
}

/**
 * The job application (/careers/apply): a real multipart form posting to /api/job-applications,
 * so it works without JavaScript; with it, validated with the API's own schema and sent in place.
 * `?position=` and `?opening=` preselect the role.
 */
export function JobApplicationForm({
  heading,
  intro,
  openings,
  steps,
  success,
  fallbackEmail,
}: {
  heading: string;
  intro: string;
  openings: readonly OpeningChoice[];
  steps: readonly HiringStep[];
  success: { heading: string; body: string };
  fallbackEmail: string;
}) {
  const ids = useId();
  const fieldId = (field: JobApplicationField) => `${ids}-${field}`;
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const submissionId = useRef<string | undefined>(undefined);
  const successRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const resumeRef = useRef<HTMLInputElement>(null);

  const form = useForm<JobApplicationInput, unknown, JobApplicationData>({
    resolver: lazyResolver,
    defaultValues: emptyForm,
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    clearErrors,
    getValues,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const clearDraft = useFormDraft('northstack:draft:job-application', form, draftFields);

  const openingId = useWatch({ control, name: 'opening' });
  const opening = openings.find((candidate) => candidate.id === openingId);

  const applyQuery = useCallback(
    ({ position, opening: queryOpening }: { position: string | null; opening: string | null }) => {
      const known = openings.find((candidate) => candidate.id === queryOpening);
      if (known) setValue('opening', known.id, { shouldDirty: true });
      const chosen = position && isPositionValue(position) ? position : known?.position;
      if (chosen) setValue('position', chosen, { shouldDirty: true });
    },
    [openings, setValue],
  );

  useEffect(() => {
    const heading = successRef.current;
    if (!sent || !heading) return;
    const panel = heading.parentElement ?? heading;
    if (panel.getBoundingClientRect().top < 80) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      panel.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    }
    heading.focus({ preventScroll: true });
  }, [sent]);

  /** The resume's problem at submit time: a refused file keeps its own message. */
  const resumeProblem = () => (file ? null : (resumeError ?? resumeFileProblem(null, JOB_RESUME_REQUIRED)));

  const focusFirst = (invalid: FieldErrors<JobApplicationInput>, resume: string | null) => {
    for (const field of fieldOrder) {
      if (field === 'resume') {
        if (resume) return resumeRef.current?.focus();
      } else if (invalid[field]) {
        return setFocus(field);
      }
    }
  };

  const fail = (message: string) => {
    setFailure(message);
    void notify('error', 'Your application was not sent', message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const send = async () => {
    const resume = resumeProblem();
    if (resume) {
      setResumeError(resume);
      focusFirst({}, resume);
      return;
    }
    setFailure(null);
    submissionId.current ??= newSubmissionId();
    const values = getValues();
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) {
      if (typeof value === 'string') body.append(key, value);
    }
    if (file) body.append('resume', file, file.name);
    body.append('submissionId', submissionId.current);

    const result = await submitForm('job-applications', body, { submissionId: submissionId.current });
    if (result.ok) {
      reset(emptyForm);
      clearDraft();
      setFile(null);
      submissionId.current = undefined;
      setSent({ name: values.firstName.trim(), email: values.email.trim() });
      void notify('success', 'Application sent', 'Thank you. We reply within 5 business days.');
      return;
    }
    if (result.fields) {
      const invalid: FieldErrors<JobApplicationInput> = {};
      for (const field of fieldOrder) {
        const message = result.fields[field];
        if (!message) continue;
        if (field === 'resume') setResumeError(message);
        else {
          setError(field, { type: 'server', message });
          invalid[field] = { type: 'server', message };
        }
      }
      focusFirst(invalid, result.fields.resume ?? null);
    }
    fail(result.message);
  };

  const onInvalid = async (invalid: FieldErrors<JobApplicationInput>) => {
    const fields = Object.keys(invalid);
    if (fields.length === 1 && fields[0] === 'website') {
      clearErrors('website');
      await send();
      return;
    }
    const resume = resumeProblem();
    setResumeError(resume);
    focusFirst(invalid, resume);
  };

  const startOver = () => {
    reset(emptyForm);
    setSent(null);
    setFailure(null);
    setResumeError(null);
    requestAnimationFrame(() => setFocus('firstName'));
  };

  const fieldProps = (field: Exclude<JobApplicationField, 'resume'>, hint = false) => ({
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [hint ? `${fieldId(field)}-hint` : null, errors[field] ? `${fieldId(field)}-error` : null].filter(Boolean).join(' ') || undefined,
  });

  if (sent) {
    return (
      <SuccessPanel
        headingRef={successRef}
        heading={success.heading.replace('{name}', sent.name)}
        body={success.body}
        email={sent.email}
        steps={steps}
        againLabel="Send another application"
        onAgain={startOver}
      />
    );
  }

  return (
    <>
      <Suspense fallback={null}>
        <QueryPrefill onChange={applyQuery} />
      </Suspense>

      <form
        method="post"
        action="/api/job-applications"
        encType="multipart/form-data"
        noValidate
        aria-labelledby={`${ids}-title`}
        aria-busy={isSubmitting || undefined}
        onSubmit={(event) => {
          // A second Enter while the first submission is in flight sends nothing more.
          if (isSubmitting) return event.preventDefault();
          handleSubmit(send, onInvalid)(event).catch(() => fail('The form could not load, so nothing was sent. Check your connection and try again.'));
        }}
        onFocus={() => {
          loadResolver().catch(() => {});
        }}
        className="relative grid gap-6"
      >
        <div>
          <h2 id={`${ids}-title`} className="text-2xl font-semibold tracking-[-0.02em] text-fg sm:text-[1.75rem]">
            {heading}
          </h2>
          <p className="mt-2 leading-7 text-fg-muted">{intro}</p>
          <p className="mt-3 text-sm text-fg-subtle">
            Fields marked <Asterisk /> are required.
          </p>
        </div>

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
          <Field id={fieldId('firstName')} label="First name" required error={errors.firstName?.message}>
            <input {...register('firstName')} {...fieldProps('firstName')} type="text" autoComplete="given-name" aria-required className={inputClasses} />
          </Field>
          <Field id={fieldId('lastName')} label="Last name" required error={errors.lastName?.message}>
            <input {...register('lastName')} {...fieldProps('lastName')} type="text" autoComplete="family-name" aria-required className={inputClasses} />
          </Field>
          <Field id={fieldId('email')} label="Email" required error={errors.email?.message}>
            <input
              {...register('email')}
              {...fieldProps('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              aria-required
              placeholder="you@example.com"
              className={inputClasses}
            />
          </Field>
          <Field id={fieldId('phone')} label="Phone" required error={errors.phone?.message}>
            <input
              {...register('phone')}
              {...fieldProps('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              aria-required
              placeholder="+1 410 555 0134"
              className={inputClasses}
            />
          </Field>
          <Field id={fieldId('position')} label="Position of interest" required error={errors.position?.message}>
            <SelectShell>
              <select
                {...register('position', {
                  onChange: (event: { target: { value: string } }) => {
                    if (opening && opening.position !== event.target.value) setValue('opening', '');
                  },
                })}
                {...fieldProps('position')}
                aria-required
                className={selectClasses}
              >
                <option value="">Choose a position</option>
                {positionOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </SelectShell>
          </Field>
          <Field id={fieldId('experience')} label="Years of experience" required error={errors.experience?.message}>
            <SelectShell>
              <select {...register('experience')} {...fieldProps('experience')} aria-required className={selectClasses}>
                <option value="">Choose a range</option>
                {experienceOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </SelectShell>
          </Field>
        </div>

        <Field
          id={fieldId('coverLetter')}
          label="Cover letter"
          required
          hint="A few paragraphs are plenty: at least 50 characters."
          error={errors.coverLetter?.message}
        >
          <textarea
            {...register('coverLetter')}
            {...fieldProps('coverLetter', true)}
            rows={6}
            aria-required
            placeholder="Tell us why you want to join our team"
            className={textareaClasses}
          />
        </Field>

        <Field id={fieldId('skills')} label="Technical skills" optional error={errors.skills?.message}>
          <input
            {...register('skills')}
            {...fieldProps('skills')}
            type="text"
            placeholder="e.g. React, TypeScript, Node.js, AWS"
            className={inputClasses}
          />
        </Field>

        <Field id={fieldId('portfolio')} label="Portfolio, GitHub or LinkedIn" optional error={errors.portfolio?.message}>
          <textarea
            {...register('portfolio')}
            {...fieldProps('portfolio')}
            rows={2}
            spellCheck={false}
            placeholder="https://github.com/you, https://linkedin.com/in/you"
            className={textareaClasses.replace('min-h-28', 'min-h-20')}
          />
        </Field>

        <ResumeField
          id={fieldId('resume')}
          required={JOB_RESUME_REQUIRED}
          file={file}
          error={resumeError}
          inputRef={resumeRef}
          onChange={(next, problem) => {
            setFile(next);
            setResumeError(problem);
          }}
        />

        {/* Honeypot: off-screen and out of the tab order; people never see it, naive bots fill it in. */}
        <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={fieldId('website')}>Website (leave empty)</label>
          <input {...register('website')} id={fieldId('website')} type="text" tabIndex={-1} autoComplete="off" />
        </div>

        {failure && (
          <FailureAlert alertRef={alertRef} title="Your application was not sent" message={failure} keptFile={file !== null} fallbackEmail={fallbackEmail} />
        )}

        <div className="flex flex-col-reverse gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm leading-6 text-fg-subtle sm:max-w-xs">
            Used only for recruitment, as our{' '}
            <Link href="/privacy" className="font-medium text-fg-muted underline underline-offset-2 hover:text-fg">
              privacy policy
            </Link>{' '}
            explains.
          </p>
          {/* Busy, not disabled, while sending: a disabled button would drop the keyboard focus to the page. */}
          <button type="submit" aria-disabled={isSubmitting || undefined} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
            {isSubmitting ? (
              <>
                <LoaderCircle aria-hidden strokeWidth={2} className="size-4 animate-spin" />
                Sending…
              </>
            ) : (
              <>
                Submit Application
                <Send aria-hidden strokeWidth={2} className="size-4" />
              </>
            )}
          </button>
        </div>
      </form>
    </>
  );
}

/** Reads ?position= and ?opening= after hydration (the page itself is prerendered without a query). */
function QueryPrefill({ onChange }: { onChange: (query: { position: string | null; opening: string | null }) => void }) {
  const params = useSearchParams();
  const position = params.get('position');
  const opening = params.get('opening');
  useEffect(() => {
    onChange({ position, opening });
  }, [position, opening, onChange]);
  return null;
}
