'use client';

import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/toaster';
import { validationOnFirstFocus } from '@/components/ui/browser-validation';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { NEWSLETTER_CLASSES as classes, NEWSLETTER_KEPT, loadNewsletterSchema, sendNewsletter, type NewsletterCopy as Copy, type NewsletterState as State } from './newsletter-send';

/** The form's ref: the schema loads on the form's first focus, then the form validates itself. */
const formRef = validationOnFirstFocus(loadNewsletterSchema);

/**
 * The newsletter sign-up. A real form (POST /api/newsletter) that, with scripts, validates with the
 * API's own schema and sends through the shared submission client (./newsletter-send.ts, shared with
 * ./newsletter-enhance.ts, which gives Astro's server-drawn form the same behaviour without React). It reports
 * only what happened: a failure says that nothing was sent and keeps the address; success asks the visitor to confirm.
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
    const next = await sendNewsletter(new FormData(event.currentTarget), { copy, submission, notify, sending: () => setState({ kind: 'sending' }) });
    setState(next);
    if (next.kind === 'invalid') input.current?.focus();
  };

  if (state.kind === 'subscribed') {
    return (
      <div ref={confirmation} role="status" tabIndex={-1} className={classes.confirmation}>
        <CircleCheck aria-hidden strokeWidth={1.75} className={classes.confirmationIcon} />
        <div>
          <p className="font-semibold">{copy.successTitle}</p>
          <p className={classes.confirmationBody}>{copy.successBody.replace('{email}', state.email)}</p>
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
        loadNewsletterSchema().catch(() => {});
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
              <LoaderCircle aria-hidden strokeWidth={2} className={classes.spinner} />
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
        <p id={`${ids}-error`} className={classes.error}>
          <CircleAlert aria-hidden strokeWidth={2} className={classes.errorIcon} />
          {state.message}
        </p>
      ) : (
        <p id={`${ids}-privacy`} className={classes.privacy}>
          {copy.privacy}
        </p>
      )}
      <div role="alert" className={cn(state.kind === 'failed' && 'mt-4')}>
        {state.kind === 'failed' && (
          <div className={classes.failure}>
            <CircleAlert aria-hidden strokeWidth={1.75} className={classes.failureIcon} />
            <div>
              <p className="font-semibold">{copy.failureTitle}</p>
              <p className={classes.failureBody}>{state.message} {NEWSLETTER_KEPT}</p>
            </div>
          </div>
        )}
      </div>
    </form>
  );
}
