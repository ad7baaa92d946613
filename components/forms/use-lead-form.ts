'use client';

import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useForm, useFormState, type Control, type DefaultValues, type FieldErrors, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { notify } from '@/components/ui/toaster';
import { newSubmissionId } from '@/lib/forms/submit';
import { validationOnceLoaded } from '@/components/ui/browser-validation';

/**
 * A resolver whose module (the schema and zod) loads on first use, not with the page; `preload`
 * starts that load early (the form calls it on first focus). A load that failed is tried again.
 * `pick` runs once: the contact form's builds its schema, and a schema parsed before (`warmUp`) parses faster.
 */
export function lazyResolver<M, Input extends FieldValues, Output>(
  load: () => Promise<M>,
  pick: (module: M) => Resolver<Input, unknown, Output>,
): LazySchema<Input, Output> {
  let loading: Promise<M> | undefined;
  let picked: Resolver<Input, unknown, Output> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    const module = await preload();
    picked ??= pick(module);
    return picked(values, context, options);
  };
  return { resolver, preload };
}

/** A form's schema as `lazyResolver` gives it. */
export interface LazySchema<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  preload: () => Promise<unknown>;
}

/**
 * Validates the empty form once, unseen, when the browser is next idle after the schema has loaded: the first parse
 * runs zod's checks for the first time (about 15 ms of a tap on a 4x-throttled phone), which the visitor's first Send
 * would otherwise wait for.
 */
function warmUp<Input extends FieldValues, Output>(schema: LazySchema<Input, Output>, values: Input) {
  const run = () => void Promise.resolve(schema.resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })).catch(() => {});
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1);
}

/**
 * Whether the form is sending: from the moment its values passed validation until the API has answered. Not
 * react-hook-form's `isSubmitting`, which is also true while a Send is validated: following it, an empty Send drew
 * the button busy and then ready again (two renders and the spinner mounted and dropped) before the messages could
 * show, on the contact form's first validation (docs/performance.md).
 */
export interface SendingStore {
  subscribe: (listener: () => void) => () => void;
  get: () => boolean;
  set: (sending: boolean) => void;
}

function sendingStore(): SendingStore {
  let sending = false;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => sending,
    set(next) {
      if (next === sending) return;
      sending = next;
      for (const listener of listeners) listener();
    },
  };
}

/** Whether the form is sending (its `SendingStore`), from the subscriber's own subscription. */
export function useSendingStore(store: SendingStore): boolean {
  return useSyncExternalStore(store.subscribe, store.get, () => false);
}

export interface LeadFormOptions<Input extends FieldValues, Output> {
  schema: LazySchema<Input, Output>;
  emptyForm: Input;
  /** Focused when the visitor starts over. */
  firstField: FieldPath<Input>;
  /** The title of the failure toast and alert ('Your message was not sent'). */
  failureTitle: string;
  /** What the form says when its schema could not load. */
  loadFailure: string;
  /** Let react-hook-form focus the first invalid field (forms with a file field focus it themselves). */
  shouldFocusError: boolean;
}

/**
 * What every lead form of the site does around its own fields (contact, job application, talent
 * pool): the lazily loaded schema, one submission id kept across retries (so a retry is never
 * stored twice), the failure alert and toast, the API's field messages, the hidden honeypot, the
 * success panel brought into view and focused, and starting over.
 */
export function useLeadForm<Input extends FieldValues, Output, Sent, Field extends string = FieldPath<Input>>({
  schema,
  emptyForm,
  firstField,
  failureTitle,
  loadFailure,
  shouldFocusError,
}: LeadFormOptions<Input, Output>) {
  const ids = useId();
  const fieldId = (field: Field | 'website') => `${ids}-${field}`;
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submission = useRef<string | undefined>(undefined);
  const successRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [firstValues] = useState(emptyForm);
  const formRef = useMemo(() => validationOnceLoaded(() => schema.preload().then(() => warmUp(schema, firstValues))), [schema, firstValues]);
  const form = useForm<Input, unknown, Output>({
    resolver: schema.resolver,
    defaultValues: emptyForm as DefaultValues<Input>,
    shouldFocusError,
  });
  // Read only when a form draws from them (reading the proxy subscribes the whole form to a change): a form whose
  // fields subscribe one by one (useFieldError, <LeadSubmit>) re-renders its messages on a Send, not itself.
  const formState = form.formState;
  // A send in flight, for the submit handler (reading isSubmitting there would subscribe the form from then on).
  const inFlight = useRef(false);
  const [sending] = useState(sendingStore);

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

  /** The id, invalid state and descriptions (hint, error) every field carries. */
  const describe = (field: Field & FieldPath<Input>, error: unknown, hint: boolean) => {
    return {
      id: fieldId(field),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hint ? `${fieldId(field)}-hint` : null, error ? `${fieldId(field)}-error` : null].filter(Boolean).join(' ') || undefined,
    } as const;
  };
  const errorOf = (field: string) => (formState.errors as Record<string, { message?: string } | undefined>)[field];
  const fieldProps = (field: Field & FieldPath<Input>, hint = false) => describe(field, errorOf(field), hint);

  const quietFormProps = {
    ref: formRef,
    'aria-labelledby': `${ids}-title`,
    onFocus: () => {
      schema.preload().catch(() => {});
    },
  };

  const fail = (message: string) => {
    setFailure(message);
    void notify('error', failureTitle, message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  return {
    form,
    get errors() {
      return formState.errors;
    },
    get isSubmitting() {
      return formState.isSubmitting;
    },
    fieldId,
    titleId: `${ids}-title`,
    sent,
    failure,
    failureTitle,
    successRef,
    alertRef,
    fail,

    /** A send starts: the old alert goes; the submission's id (the same one on a retry). */
    begin() {
      setFailure(null);
      return (submission.current ??= newSubmissionId());
    },

    /** Stored: the next send is a new submission; the success panel replaces the form. */
    succeed(next: Sent, toast: { title: string; body: string }) {
      submission.current = undefined;
      setSent(next);
      void notify('success', toast.title, toast.body);
    },

    /** Puts the API's field messages on their fields; the fields it named, in form order. */
    showFieldErrors(fields: Readonly<Record<string, string>>, order: readonly FieldPath<Input>[]) {
      const invalid = order.filter((field) => fields[field]);
      for (const field of invalid) form.setError(field, { type: 'server', message: fields[field] });
      return invalid;
    },

    /**
     * True when the only invalid field is the hidden honeypot: a bot that runs scripts. The form
     * sends it anyway; the API answers quietly and stores nothing.
     */
    honeypotOnly(invalid: FieldErrors<Input>) {
      const fields = Object.keys(invalid);
      if (fields.length !== 1 || fields[0] !== 'website') return false;
      form.clearErrors('website' as FieldPath<Input>);
      return true;
    },

    startOver() {
      submission.current = undefined;
      form.reset(emptyForm);
      setSent(null);
      setFailure(null);
      requestAnimationFrame(() => form.setFocus(firstField));
    },

    fieldProps,

    /** A control's props: registered with the form, with its id, invalid state and descriptions. */
    controlProps(field: Field & FieldPath<Input>, hint = false) {
      return { ...form.register(field), ...fieldProps(field, hint) };
    },

    /** A `<Field>`'s id and error message. */
    fieldFor(field: Field & FieldPath<Input>) {
      return { id: fieldId(field), error: errorOf(field)?.message };
    },

    /**
     * A field drawn from its own error subscription (`error` from useFieldError): its id, its message and its
     * control's props, for a `<TextField>`, `<SelectField>` or `<TextAreaField>`.
     */
    fieldWith(field: Field & FieldPath<Input>, error: string | undefined, hint = false) {
      return { id: fieldId(field), error, control: { ...form.register(field), ...describe(field, error, hint) } };
    },

    /**
     * The `<form>`'s own props (beside `onSubmit`): validated and sent in place once scripts run, a plain
     * post before. The HTML carries no `novalidate`, so before the scripts the browser's own checks stop
     * an empty or invalid submit; hydrated, the form loads its schema when the browser is idle, then turns
     * them off and shows its own messages.
     */
    get formProps() {
      return { ...quietFormProps, 'aria-busy': formState.isSubmitting || undefined };
    },

    /** The same without `aria-busy`, for a form whose `<LeadSubmit>` marks it (the form is not re-rendered by a Send). */
    quietFormProps,

    /** Sending (validated, not yet answered), for `<LeadSubmit>`: an invalid Send never marks the form busy. */
    sending,

    /** The form's submit handler: validate, then `send` or `onInvalid`; a schema that cannot load says so. */
    submit(event: FormEvent<HTMLFormElement>, send: (data: Output) => Promise<void>, onInvalid: (invalid: FieldErrors<Input>) => Promise<void>) {
      // A second Enter while the first submission is in flight sends nothing more.
      if (inFlight.current) return event.preventDefault();
      inFlight.current = true;
      const sendMarked = async (data: Output) => {
        sending.set(true);
        try {
          await send(data);
        } finally {
          sending.set(false);
        }
      };
      form
        .handleSubmit(sendMarked, onInvalid)(event)
        .catch(() => fail(loadFailure))
        .finally(() => {
          inFlight.current = false;
        });
    },
  };
}

export type LeadForm<Input extends FieldValues, Output, Sent, Field extends string = FieldPath<Input>> = ReturnType<typeof useLeadForm<Input, Output, Sent, Field>>;

/**
 * One field's message, from its own subscription: a Send re-renders the fields it concerns, not the whole form
 * (the contact form's first validation on a slow phone). Top-level field names only (the lead forms have no others).
 */
export function useFieldError<Input extends FieldValues>(control: Control<Input, unknown, unknown>, name: FieldPath<Input>): string | undefined {
  const { errors } = useFormState({ control, name, exact: true });
  return (errors as Record<string, { message?: string } | undefined>)[name]?.message;
}
