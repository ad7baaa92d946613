'use client';

import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/toaster';
import { validationOnFirstFocus } from '@/components/ui/browser-validation';
import { buttonClasses } from '@/components/ui/button';
import { newSubmissionId, submitForm } from '@/lib/forms/submit';
import { cn } from '@/lib/cn';

/** The schema (zod) loads on the form's first focus or submit, not with the page. */
let schemaModule: Promise<typeof import('@/lib/forms/newsletter')> | undefined;
const loadSchema = () =>
  (schemaModule ??= import('@/lib/forms/newsletter').catch((error: unknown) => {
    schemaModule = undefined;
    throw error;
  }));

/** The form's ref: the schema loads on the form's first focus, then the form validates itself. */
const formRef = validationOnFirstFocus(loadSchema);

interface Copy {
  label: string;
  placeholder: string;
  submit: string;
  sending: string;
  successTitle: string;
  successBody: string;
  failureTitle: string;
  privacy: string;
}

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'subscribed'; email: string };

/**
 * The newsletter sign-up. A real form (POST /api/newsletter) that, with scripts, validates with the
 * API's own schema and sends through the shared submission client. It reports only what happened:
 * a failure says that nothing was sent and keeps the address; success asks the visitor to confirm.
 */
export function NewsletterForm({ copy }: { copy: Copy }) {
  const ids = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const submission = useRef<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);

  // The confirmation replaces the form that had the focus: it takes the focus over, so it is read out.
  useEffect(() => {
    if (state.kind === 'subscribed') confirmation.current?.focus();
  }, [state.kind]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? ''), website: String(data.get('website') ?? '') };
    let parsed;
    try {
      const { newsletterSchema, newsletterErrors } = await loadSchema();
      const result = newsletterSchema.safeParse(values);
      if (!result.success) {
        const errors = newsletterErrors(result.error);
        // Only the hidden honeypot is invalid: a bot. Send anyway; the API answers quietly and stores nothing.
        if (errors.email) {
          setState({ kind: 'invalid', message: errors.email });
          input.current?.focus();
          return;
        }
      }
      parsed = result.success ? result.data : values;
    } catch {
      return fail('The form could not load, so nothing was sent. Check your connection and try again.');
    }
    setState({ kind: 'sending' });
    submission.current ??= newSubmissionId();
    const result = await submitForm('newsletter', { ...parsed, submissionId: submission.current }, { submissionId: submission.current });
    if (result.ok) {
      submission.current = null;
      setState({ kind: 'subscribed', email: parsed.email });
      void notify('success', copy.successTitle, copy.successBody.replace('{email}', parsed.email));
      return;
    }
    if (result.fields?.email) {
      setState({ kind: 'invalid', message: result.fields.email });
      input.current?.focus();
      return;
    }
    fail(result.message);
  };

  const fail = (message: string) => {
    setState({ kind: 'failed', message });
    void notify('error', copy.failureTitle, message);
  };

  if (state.kind === 'subscribed') {
    return (
      <div ref={confirmation} role="status" tabIndex={-1} className="flex gap-3 rounded-lg border border-white/15 bg-white/5 p-5 text-on-dark outline-none">
        <CircleCheck aria-hidden strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-emerald-300" />
        <div>
          <p className="font-semibold">{copy.successTitle}</p>
          <p className="mt-1 text-sm leading-6 text-on-dark-muted">{copy.successBody.replace('{email}', state.email)}</p>
        </div>
      </div>
    );
  }

  const invalid = state.kind === 'invalid';
  return (
    <form
      method="post"
      action="/api/newsletter"
      // Before the scripts (and until its schema is loaded) the browser checks the address; then the form's own messages.
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={() => {
        loadSchema().catch(() => {});
      }}
      aria-busy={state.kind === 'sending' || undefined}
      className="relative"
    >
      <label htmlFor={`${ids}-email`} className="text-sm font-medium text-on-dark">
        {copy.label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          ref={input}
          id={`${ids}-email`}
          name="email"
          type="email"
          required
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={copy.placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${ids}-error` : `${ids}-privacy`}
          onChange={() => {
            if (state.kind === 'invalid') setState({ kind: 'idle' });
          }}
          className="h-12 w-full min-w-0 rounded-full sm:flex-1 border border-white/20 bg-white/5 px-5 text-[0.9375rem] text-on-dark transition-[border-color,box-shadow] duration-150 placeholder:text-on-dark-subtle hover:border-white/40 focus:border-accent-on-dark focus:shadow-[0_0_0_4px_rgb(151_160_255/0.2)] focus-visible:outline-none aria-invalid:border-red-300"
        />
        {/* Busy, not disabled, while sending: a disabled button would drop the keyboard focus to the page. */}
        <button type="submit" aria-disabled={state.kind === 'sending' || undefined} className={buttonClasses('primary', 'lg', 'h-12 shrink-0')}>
          {state.kind === 'sending' ? (
            <>
              <LoaderCircle aria-hidden strokeWidth={2} className="size-4 animate-spin" />
              {copy.sending}
            </>
          ) : (
            copy.submit
          )}
        </button>
      </div>
      {/* Honeypot: off-screen and out of the tab order; people never see it, naive bots fill it in. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${ids}-website`}>Website (leave empty)</label>
        <input id={`${ids}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {invalid ? (
        <p id={`${ids}-error`} className="mt-3 flex items-start gap-1.5 text-sm leading-5 text-red-200">
          <CircleAlert aria-hidden strokeWidth={2} className="mt-px size-4 shrink-0" />
          {state.message}
        </p>
      ) : (
        <p id={`${ids}-privacy`} className="mt-3 text-sm text-on-dark-subtle">
          {copy.privacy}
        </p>
      )}
      <div role="alert" className={cn(state.kind === 'failed' && 'mt-4')}>
        {state.kind === 'failed' && (
          <div className="flex gap-3 rounded-lg border border-red-300/40 bg-red-500/10 p-4 text-sm leading-6 text-on-dark">
            <CircleAlert aria-hidden strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-red-200" />
            <div>
              <p className="font-semibold">{copy.failureTitle}</p>
              <p className="mt-1 text-on-dark-muted">{state.message} Your address is still in the box.</p>
            </div>
          </div>
        )}
      </div>
    </form>
  );
}
