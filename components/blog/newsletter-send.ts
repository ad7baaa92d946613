import { newSubmissionId, submitForm } from '@/lib/forms/submit';

/**
 * The newsletter form's sending, for the module that enhances the server-drawn form (./newsletter-form.tsx) in
 * the browser (./newsletter-enhance.ts): the schema loaded on first focus, the check, the submission client, what
 * each answer means and which toast it raises. No React here: the module's bundle must not carry it.
 */

export interface NewsletterCopy {
  label: string;
  placeholder: string;
  submit: string;
  sending: string;
  successTitle: string;
  successBody: string;
  failureTitle: string;
  privacy: string;
}

export type NewsletterState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'subscribed'; email: string };

type Notify = (kind: 'success' | 'error', title: string, description?: string) => unknown;

/** The schema (zod) loads on the form's first focus or submit, not with the page; a failed load is tried again. */
let schemaModule: Promise<typeof import('@/lib/forms/newsletter')> | undefined;
export const loadNewsletterSchema = () =>
  (schemaModule ??= import('@/lib/forms/newsletter').catch((error: unknown) => {
    schemaModule = undefined;
    throw error;
  }));

export const NEWSLETTER_LOAD_FAILED = 'The form could not load, so nothing was sent. Check your connection and try again.';
/** Said under a failure, where the address is kept. */
export const NEWSLETTER_KEPT = 'Your address is still in the box.';

/**
 * Checks and sends the form's values; says `sending` once they go out, and answers with the state to show
 * (invalid: the field's message, focus back on the field; failed; subscribed), having raised the toast.
 * `submission` keeps one idempotency key across retries of the same sign-up.
 */
export async function sendNewsletter(
  form: FormData,
  { copy, submission, sending, notify }: { copy: NewsletterCopy; submission: { current: string | null }; sending: () => void; notify: Notify },
): Promise<Exclude<NewsletterState, { kind: 'idle' | 'sending' }>> {
  const values = { email: String(form.get('email') ?? ''), website: String(form.get('website') ?? '') };
  const fail = (message: string) => {
    void notify('error', copy.failureTitle, message);
    return { kind: 'failed', message } as const;
  };
  let parsed;
  try {
    const { newsletterSchema, newsletterErrors } = await loadNewsletterSchema();
    const result = newsletterSchema.safeParse(values);
    if (!result.success) {
      const errors = newsletterErrors(result.error);
      // Only the hidden honeypot is invalid: a bot. Send anyway; the API answers quietly and stores nothing.
      if (errors.email) return { kind: 'invalid', message: errors.email };
    }
    parsed = result.success ? result.data : values;
  } catch {
    return fail(NEWSLETTER_LOAD_FAILED);
  }
  sending();
  submission.current ??= newSubmissionId();
  const result = await submitForm('newsletter', { ...parsed, submissionId: submission.current }, { submissionId: submission.current });
  if (result.ok) {
    submission.current = null;
    void notify('success', copy.successTitle, copy.successBody.replace('{email}', parsed.email));
    return { kind: 'subscribed', email: parsed.email };
  }
  if (result.fields?.email) return { kind: 'invalid', message: result.fields.email };
  return fail(result.message);
}

/** The classes of the form's parts: the privacy line the server draws, and the parts the module draws for a state. */
export const NEWSLETTER_CLASSES = {
  confirmation: 'flex gap-3 rounded-lg border border-white/15 bg-white/5 p-5 text-on-dark outline-none',
  confirmationIcon: 'mt-0.5 size-5 shrink-0 text-emerald-300',
  confirmationBody: 'mt-1 text-sm leading-6 text-on-dark-muted',
  error: 'mt-3 flex items-start gap-1.5 text-sm leading-5 text-red-200',
  errorIcon: 'mt-px size-4 shrink-0',
  privacy: 'mt-3 text-sm text-on-dark-subtle',
  failure: 'flex gap-3 rounded-lg border border-red-300/40 bg-red-500/10 p-4 text-sm leading-6 text-on-dark',
  failureIcon: 'mt-0.5 size-5 shrink-0 text-red-200',
  failureBody: 'mt-1 text-on-dark-muted',
  spinner: 'size-4 animate-spin',
} as const;
