'use client';

import { LoaderCircle, Send } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { notify } from '@/components/layout/toaster';
import { Asterisk, Field, FieldError, RequiredMark, inputClasses, textareaClasses } from '@/components/forms/field';
import { buttonClasses } from '@/components/ui/button';
import type { HiringStep } from '@/content/careers/types';
import { resumeFileProblem } from '@/lib/forms/resume';
import { newSubmissionId, submitForm } from '@/lib/forms/submit';
import { TALENT_POOL_CONSENT } from '@/lib/forms/careers-options';
import type { TalentPoolData, TalentPoolField, TalentPoolInput } from '@/lib/forms/talent-pool';
import { FailureAlert, SuccessPanel } from './form-status';
import { ResumeField } from './resume-field';
import { useFormDraft } from './use-form-draft';

let resolverModule: Promise<typeof import('@/lib/forms/careers-resolvers')> | undefined;
const loadResolver = () =>
  (resolverModule ??= import('@/lib/forms/careers-resolvers').catch((error: unknown) => {
    resolverModule = undefined;
    throw error;
  }));
const lazyResolver: Resolver<TalentPoolInput, unknown, TalentPoolData> = async (values, context, options) =>
  (await loadResolver()).talentPoolResolver(values, context, options);

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
  steps,
  success,
  fallbackEmail,
}: {
  heading: string;
  intro: string;
  steps: readonly HiringStep[];
  success: { heading: string; body: string };
  fallbackEmail: string;
}) {
  const ids = useId();
  const fieldId = (field: TalentPoolField) => `${ids}-${field}`;
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const submissionId = useRef<string | undefined>(undefined);
  const successRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const resumeRef = useRef<HTMLInputElement>(null);

  const form = useForm<TalentPoolInput, unknown, TalentPoolData>({
    resolver: lazyResolver,
    defaultValues: emptyForm,
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const clearDraft = useFormDraft('northstack:draft:talent-pool', form, draftFields);

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

  const resumeProblem = () => (file ? null : (resumeError ?? resumeFileProblem(null, true)));

  const focusFirst = (invalid: FieldErrors<TalentPoolInput>, resume: string | null) => {
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
    void notify('error', 'Your resume was not sent', message);
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
      if (key === 'consent') {
        if (value === true) body.append('consent', 'on');
      } else if (typeof value === 'string') {
        body.append(key, value);
      }
    }
    if (file) body.append('resume', file, file.name);
    body.append('submissionId', submissionId.current);

    const result = await submitForm('talent-pool', body, { submissionId: submissionId.current });
    if (result.ok) {
      reset(emptyForm);
      clearDraft();
      setFile(null);
      submissionId.current = undefined;
      setSent({ name: values.fullName.trim().split(/\s+/)[0] ?? values.fullName, email: values.email.trim() });
      void notify('success', 'Resume received', 'Thank you. You are in our talent pool.');
      return;
    }
    if (result.fields) {
      const invalid: FieldErrors<TalentPoolInput> = {};
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

  const onInvalid = async (invalid: FieldErrors<TalentPoolInput>) => {
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
    requestAnimationFrame(() => setFocus('fullName'));
  };

  const fieldProps = (field: Exclude<TalentPoolField, 'resume'>, hint = false) => ({
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
        againLabel="Submit another resume"
        onAgain={startOver}
      />
    );
  }

  return (
    <form
      method="post"
      action="/api/talent-pool"
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

      <div className="grid gap-6 sm:grid-cols-2">
        <Field id={fieldId('fullName')} label="Full name" required error={errors.fullName?.message}>
          <input {...register('fullName')} {...fieldProps('fullName')} type="text" autoComplete="name" aria-required className={inputClasses} />
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
        <Field id={fieldId('phone')} label="Phone" optional error={errors.phone?.message}>
          <input
            {...register('phone')}
            {...fieldProps('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+1 410 555 0134"
            className={inputClasses}
          />
        </Field>
        <Field id={fieldId('location')} label="Location" required error={errors.location?.message}>
          <input
            {...register('location')}
            {...fieldProps('location')}
            type="text"
            autoComplete="address-level2"
            aria-required
            placeholder="City, country"
            className={inputClasses}
          />
        </Field>
        <Field id={fieldId('currentRole')} label="Current role" required error={errors.currentRole?.message}>
          <input
            {...register('currentRole')}
            {...fieldProps('currentRole')}
            type="text"
            autoComplete="organization-title"
            aria-required
            placeholder="e.g. Backend Engineer"
            className={inputClasses}
          />
        </Field>
        <Field id={fieldId('areaOfInterest')} label="Area of interest" required error={errors.areaOfInterest?.message}>
          <input
            {...register('areaOfInterest')}
            {...fieldProps('areaOfInterest')}
            type="text"
            aria-required
            placeholder="e.g. AI/ML, mobile, product design"
            className={inputClasses}
          />
        </Field>
      </div>

      <Field id={fieldId('keySkills')} label="Key skills" required error={errors.keySkills?.message}>
        <input
          {...register('keySkills')}
          {...fieldProps('keySkills')}
          type="text"
          aria-required
          placeholder="e.g. Python, PyTorch, AWS, Kubernetes"
          className={inputClasses}
        />
      </Field>

      <Field
        id={fieldId('experience')}
        label="Experience"
        required
        hint="A brief professional summary: at least 30 characters."
        error={errors.experience?.message}
      >
        <textarea
          {...register('experience')}
          {...fieldProps('experience', true)}
          rows={5}
          aria-required
          placeholder="A brief professional summary: what you have built, with whom, and what you want to do next"
          className={textareaClasses}
        />
      </Field>

      <ResumeField
        id={fieldId('resume')}
        required
        file={file}
        error={resumeError}
        inputRef={resumeRef}
        onChange={(next, problem) => {
          setFile(next);
          setResumeError(problem);
        }}
      />

      <Field id={fieldId('links')} label="Links" optional error={errors.links?.message}>
        <textarea
          {...register('links')}
          {...fieldProps('links')}
          rows={2}
          spellCheck={false}
          placeholder="Portfolio, GitHub, LinkedIn"
          className={textareaClasses.replace('min-h-28', 'min-h-20')}
        />
      </Field>

      <div className="min-w-0">
        <div className="flex gap-3">
          <input
            {...register('consent')}
            id={fieldId('consent')}
            type="checkbox"
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
              <Link href="/privacy" className="font-medium text-fg-muted underline underline-offset-2 hover:text-fg">
                privacy policy
              </Link>
              .
            </p>
          </div>
        </div>
        {errors.consent?.message && <FieldError id={`${fieldId('consent')}-error`}>{errors.consent.message}</FieldError>}
      </div>

      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId('website')}>Website (leave empty)</label>
        <input {...register('website')} id={fieldId('website')} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      {failure && (
        <FailureAlert alertRef={alertRef} title="Your resume was not sent" message={failure} keptFile={file !== null} fallbackEmail={fallbackEmail} />
      )}

      <div className="flex justify-end border-t border-line pt-6">
        {/* Busy, not disabled, while sending: a disabled button would drop the keyboard focus to the page. */}
        <button type="submit" aria-disabled={isSubmitting || undefined} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
          {isSubmitting ? (
            <>
              <LoaderCircle aria-hidden strokeWidth={2} className="size-4 animate-spin" />
              Sending…
            </>
          ) : (
            <>
              Submit Resume
              <Send aria-hidden strokeWidth={2} className="size-4" />
            </>
          )}
        </button>
      </div>
    </form>
  );
}
