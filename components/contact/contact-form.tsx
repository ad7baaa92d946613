'use client';

import { CircleAlert, CircleCheck, Calendar, ChevronDown, FileText, LoaderCircle, MessageSquare, Send } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { notify } from '@/components/layout/toaster';
import { buttonClasses } from '@/components/ui/button';
import type { ContactData, ContactInput } from '@/lib/forms/contact';
import {
  contactFields,
  contactTopics,
  isContactTopic,
  isServiceValue,
  serviceLabel,
  serviceOptionGroups,
  type ContactField,
  type ContactTopic,
} from '@/lib/forms/contact-options';
import { cn } from '@/lib/cn';
import { Asterisk, Field, FieldError, inputClasses } from '@/components/forms/field';
import { newSubmissionId, submitForm } from '@/lib/forms/submit';

/** The schema (zod) loads on the form's first focus or submit, not with the page. */
let resolverModule: Promise<typeof import('@/lib/forms/contact-resolver')> | undefined;
const loadResolver = () =>
  (resolverModule ??= import('@/lib/forms/contact-resolver').catch((error: unknown) => {
    resolverModule = undefined; // try again next time
    throw error;
  }));
const lazyResolver: Resolver<ContactInput, unknown, ContactData> = async (values, context, options) =>
  (await loadResolver()).contactResolver(values, context, options);

const emptyForm: ContactInput = { name: '', email: '', company: '', service: '', topic: 'general', message: '', website: '' };

/** The draft survives a reload of the tab (sessionStorage), and is dropped once sent. */
const DRAFT_KEY = 'contact-draft';
function readDraft(): Partial<ContactInput> | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as Partial<ContactInput>) : null;
  } catch {
    return null;
  }
}

const topicIcons: Record<ContactTopic, typeof Calendar> = { general: MessageSquare, call: Calendar, quote: FileText };

/** What the confirmation panel says, per topic. */
const successLead: Record<ContactTopic, string> = {
  general: 'A senior engineer will read it today and reply by e-mail within one business day.',
  call: 'Expect an e-mail within 24 hours with times for your discovery call; pick the one that suits you.',
  quote: 'We will review the scope and come back within 24 hours with questions or a time to walk through an estimate.',
};

interface Sent {
  name: string;
  email: string;
  topic: ContactTopic;
  service?: string;
}

/**
 * The contact form: validated in the browser with the API's own schema, sent as JSON to
 * POST /api/contact. `?service={slug}` and `?topic=call|quote` preselect choices.
 */
export function ContactForm({
  heading,
  intro,
  steps,
  fallbackEmail,
}: {
  heading: string;
  intro: string;
  steps: readonly { title: string; description: string }[];
  fallbackEmail: string;
}) {
  const ids = useId();
  const fieldId = (field: ContactField) => `${ids}-${field}`;
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

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
  } = useForm<ContactInput, unknown, ContactData>({
    resolver: lazyResolver,
    defaultValues: emptyForm,
    shouldFocusError: true,
  });

  const topic = useWatch({ control, name: 'topic' }) ?? 'general';
  const values = useWatch({ control });
  /** One id per submission, kept across retries of it, so a retry is never stored twice. */
  const submissionRef = useRef<string | null>(null);
  const draftRestored = useRef(false);

  // Restore a draft left by a reload, then keep saving what is typed (not the honeypot).
  useEffect(() => {
    if (draftRestored.current) return;
    draftRestored.current = true;
    const draft = readDraft();
    if (!draft) return;
    // A ?service= or ?topic= in the address wins over the draft's choice.
    const query = new URLSearchParams(window.location.search);
    for (const field of ['name', 'email', 'company', 'service', 'topic', 'message'] as const) {
      if ((field === 'service' || field === 'topic') && query.has(field)) continue;
      const value = draft[field];
      if (typeof value === 'string' && value && !getValues(field)) setValue(field, value as never, { shouldDirty: true });
    }
  }, [getValues, setValue]);
  useEffect(() => {
    if (!draftRestored.current || sent) return;
    const draft = { ...values, website: undefined };
    try {
      // Only something typed makes a draft (a choice preselected by the address does not).
      if ([draft.name, draft.email, draft.company, draft.message].some((value) => value?.trim())) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // storage full or blocked: the form still works
    }
  }, [values, sent]);

  const applyQuery = useCallback(
    ({ service, topic: queryTopic }: { service: string | null; topic: string | null }) => {
      if (service && isServiceValue(service)) setValue('service', service, { shouldDirty: true });
      if (queryTopic && isContactTopic(queryTopic)) setValue('topic', queryTopic, { shouldDirty: true });
    },
    [setValue],
  );

  // The panel is shorter than the form: bring its top into view, then move focus to its heading.
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

  const send = async (data: ContactInput) => {
    setFailure(null);
    submissionRef.current ??= newSubmissionId();
    const { website, ...fields } = data;
    const result = await submitForm('contact', { ...fields, website: website ?? '' }, { submissionId: submissionRef.current });
    if (result.ok) {
      submissionRef.current = null;
      try {
        sessionStorage.removeItem(DRAFT_KEY);
      } catch {
        // nothing to clear
      }
      setSent({ name: data.name.trim(), email: data.email.trim(), topic: data.topic ?? 'general', service: data.service || undefined });
      void notify('success', 'Message sent', 'Thank you. We will be in touch within 24 hours.');
      return;
    }
    if (result.kind === 'status' && result.status === 400 && result.fields) {
      const invalid = contactFields.filter((field) => result.fields?.[field]);
      for (const field of invalid) setError(field, { type: 'server', message: result.fields[field] });
      if (invalid[0]) {
        setFocus(invalid[0]);
        return;
      }
    }
    return fail(result.message);
  };

  const fail = (message: string) => {
    setFailure(message);
    void notify('error', 'Your message was not sent', message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  /** Only the hidden honeypot is "invalid": a bot that runs scripts. Send it anyway; the API answers quietly and stores nothing. */
  const onInvalid = async (invalid: FieldErrors<ContactInput>) => {
    const fields = Object.keys(invalid);
    if (fields.length === 1 && fields[0] === 'website') {
      clearErrors('website');
      await send(getValues());
    }
  };

  const startOver = () => {
    submissionRef.current = null;
    reset(emptyForm);
    setSent(null);
    setFailure(null);
    requestAnimationFrame(() => setFocus('name'));
  };

  /** The id, invalid state and error description every field carries. */
  const fieldProps = (field: ContactField) => ({
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${fieldId(field)}-error` : undefined,
  });

  return (
    <>
      <Suspense fallback={null}>
        <QueryPrefill onChange={applyQuery} />
      </Suspense>

      {sent ? (
        <SuccessPanel sent={sent} steps={steps} headingRef={successRef} onStartOver={startOver} />
      ) : (
        <form
          noValidate
          method="post"
          action="/api/contact"
          aria-labelledby={`${ids}-title`}
          aria-busy={isSubmitting || undefined}
          onSubmit={(event) => {
            // A second Enter while the first submission is in flight sends nothing more.
            if (isSubmitting) return event.preventDefault();
            handleSubmit(send, onInvalid)(event).catch(() => fail('The form could not load. Check your connection and try again.'));
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
            <Field id={fieldId('name')} label="Name" required error={errors.name?.message}>
              <input
                {...register('name')}
                {...fieldProps('name')}
                type="text"
                autoComplete="name"
                aria-required
                placeholder="Your name"
                className={inputClasses}
              />
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
                placeholder="you@company.com"
                className={inputClasses}
              />
            </Field>
            <Field id={fieldId('company')} label="Company" optional error={errors.company?.message}>
              <input
                {...register('company')}
                {...fieldProps('company')}
                type="text"
                autoComplete="organization"
                placeholder="Where you work (optional)"
                className={inputClasses}
              />
            </Field>
            <Field id={fieldId('service')} label="Service of interest" optional error={errors.service?.message}>
              <div className="relative">
                <select {...register('service')} {...fieldProps('service')} className={cn(inputClasses, 'appearance-none pr-11')}>
                  <option value="">Not sure yet</option>
                  {serviceOptionGroups.map((group) => (
                    <optgroup key={group.label} label={group.label}>
                      {group.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
                <ChevronDown aria-hidden strokeWidth={1.75} className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-fg-subtle" />
              </div>
            </Field>
          </div>

          <fieldset aria-describedby={`${fieldId('topic')}-hint`} className="min-w-0">
            <legend className="text-sm font-medium text-fg">What do you need?</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              {contactTopics.map((option) => {
                const Glyph = topicIcons[option.value];
                return (
                  <label
                    key={option.value}
                    className={cn(
                      'relative flex cursor-pointer items-center gap-3 rounded-md border px-4 py-3 text-sm font-medium transition-colors duration-150',
                      'border-fg-subtle/40 bg-paper-raised text-fg-muted hover:border-fg-subtle/80 hover:text-fg',
                      'has-checked:border-accent has-checked:bg-accent-soft has-checked:text-fg has-checked:shadow-[inset_0_0_0_1px_var(--color-accent)]',
                      'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent',
                    )}
                  >
                    <input {...register('topic')} type="radio" value={option.value} className="peer sr-only" />
                    <Glyph aria-hidden strokeWidth={1.75} className="size-4 shrink-0 text-fg-subtle peer-checked:text-accent" />
                    {option.label}
                  </label>
                );
              })}
            </div>
            <p id={`${fieldId('topic')}-hint`} className="mt-2 text-sm leading-6 text-fg-subtle" aria-live="polite">
              {contactTopics.find((option) => option.value === topic)?.hint}
            </p>
            {errors.topic?.message && <FieldError id={`${fieldId('topic')}-error`}>{errors.topic.message}</FieldError>}
          </fieldset>

          <Field id={fieldId('message')} label="Message" required error={errors.message?.message}>
            <textarea
              {...register('message')}
              {...fieldProps('message')}
              rows={6}
              aria-required
              placeholder="Tell us about your project, goals, and how we can help..."
              className={cn(inputClasses, 'h-auto min-h-40 resize-y py-3 leading-7')}
            />
          </Field>

          {/* Honeypot: off-screen and out of the tab order; people never see it, naive bots fill it in. */}
          <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor={fieldId('website')}>Website (leave empty)</label>
            <input {...register('website')} id={fieldId('website')} type="text" tabIndex={-1} autoComplete="off" />
          </div>

          {failure && (
            <div
              ref={alertRef}
              role="alert"
              tabIndex={-1}
              className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm leading-6 text-red-900 outline-none"
            >
              <CircleAlert aria-hidden strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-red-700" />
              <div>
                <p className="font-semibold">Your message was not sent</p>
                <p className="mt-1">
                  {failure} Your text is still here. You can also e-mail us at{' '}
                  <a href={`mailto:${fallbackEmail}`} className="font-medium underline underline-offset-2">
                    {fallbackEmail}
                  </a>
                  .
                </p>
              </div>
            </div>
          )}

          <div className="flex flex-col-reverse gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm leading-6 text-fg-subtle sm:max-w-xs">We use your details only to answer this enquiry. No newsletters, no sharing.</p>
            {/* Busy, not disabled, while sending: a disabled button would drop the keyboard focus to the page. */}
            <button type="submit" aria-disabled={isSubmitting || undefined} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
              {isSubmitting ? (
                <>
                  <LoaderCircle aria-hidden strokeWidth={2} className="size-4 animate-spin" />
                  Sending…
                </>
              ) : (
                <>
                  Send message
                  <Send aria-hidden strokeWidth={2} className="size-4" />
                </>
              )}
            </button>
          </div>
        </form>
      )}
    </>
  );
}

/** Reads ?service= and ?topic= after hydration (the page itself is prerendered without a query). */
function QueryPrefill({ onChange }: { onChange: (query: { service: string | null; topic: string | null }) => void }) {
  const params = useSearchParams();
  const service = params.get('service');
  const topic = params.get('topic');
  useEffect(() => {
    onChange({ service, topic });
  }, [service, topic, onChange]);
  return null;
}

function SuccessPanel({
  sent,
  steps,
  headingRef,
  onStartOver,
}: {
  sent: Sent;
  steps: readonly { title: string; description: string }[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  onStartOver: () => void;
}) {
  const firstName = sent.name.split(/\s+/)[0] ?? sent.name;
  const service = serviceLabel(sent.service);
  return (
    <div className="scroll-mt-28 py-2">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <CircleCheck aria-hidden strokeWidth={1.75} className="size-6" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-[1.75rem] leading-tight font-semibold tracking-[-0.025em] text-balance outline-none sm:text-[2.25rem]">
        Thank you, {firstName}. Your message is with our team.
      </h2>
      <p className="mt-4 max-w-xl text-lead text-fg-muted text-pretty">
        {successLead[sent.topic]} We will write to <strong className="font-semibold text-fg">{sent.email}</strong>
        {service ? (
          <>
            {' '}about <strong className="font-semibold text-fg">{service}</strong>
          </>
        ) : null}
        .
      </p>
      <h3 className="eyebrow mt-10 text-fg-subtle">What happens next</h3>
      <ol className="mt-4 grid gap-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold tabular-nums',
                index === 0 ? 'border-accent bg-accent text-white' : 'border-line bg-paper text-fg',
              )}
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-fg">{step.title}</p>
              <p className="mt-1 text-sm leading-6 text-fg-muted">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" onClick={onStartOver} className={buttonClasses('secondary', 'md', 'mt-10')}>
        Send another message
      </button>
    </div>
  );
}
