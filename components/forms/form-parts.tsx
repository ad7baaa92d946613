'use client';

import { CircleAlert, CircleCheck, LoaderCircle, Send } from 'lucide-react';
import type { ComponentProps, ReactNode, RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Asterisk, Field, SelectShell, emailInputProps, inputClasses, phoneInputProps, selectClasses, textareaClasses } from './field';

/** The pieces every lead form draws around its own fields (contact, job application, talent pool). */

/** The form's heading (it names the form), its intro and the required-fields note. */
export function FormHeading({ id, heading, intro }: { id: string; heading: string; intro: string }) {
  return (
    <div>
      <h2 id={id} className="text-2xl font-semibold tracking-[-0.02em] text-fg sm:text-[1.75rem]">
        {heading}
      </h2>
      <p className="mt-2 leading-7 text-fg-muted">{intro}</p>
      <p className="mt-3 text-sm text-fg-subtle">
        Fields marked <Asterisk /> are required.
      </p>
    </div>
  );
}

/**
 * A labelled field of a lead form: its id and error come from the form's `fieldFor(name)` and its
 * control's props from `controlProps(name)`. Required fields carry the asterisk, `aria-required` and
 * the native `required`, which lets the browser stop an empty submit before the scripts run (the form
 * turns the browser's checks off once hydrated); the others are marked optional.
 */
interface FieldProps<Control> {
  id: string;
  error?: string;
  label: string;
  required?: boolean;
  /** A help line under the control (give `controlProps(name, true)` so the control points at it). */
  hint?: string;
  control: Control;
  placeholder?: string;
}

type InputAttributes = Pick<ComponentProps<'input'>, 'type' | 'inputMode' | 'autoComplete' | 'spellCheck'>;

/** A one-line text field (`type` text unless an email or phone preset says otherwise). */
export function TextField({ id, error, label, required = false, hint, control, placeholder, ...input }: FieldProps<ComponentProps<'input'>> & InputAttributes) {
  return (
    <Field id={id} error={error} label={label} required={required} optional={!required} hint={hint}>
      <input type="text" {...control} {...input} required={required || undefined} aria-required={required || undefined} placeholder={placeholder} className={inputClasses} />
    </Field>
  );
}

/** The email address every lead form asks for: always required, with the email keyboard and autofill. */
export function EmailField(props: Omit<FieldProps<ComponentProps<'input'>>, 'label' | 'required'>) {
  return <TextField {...props} label="Email" required {...emailInputProps} />;
}

/** A phone number, required or marked optional, with the phone keyboard and autofill. */
export function PhoneField(props: Omit<FieldProps<ComponentProps<'input'>>, 'label'>) {
  return <TextField {...props} label="Phone" {...phoneInputProps} />;
}

const textareaHeights = { short: 'min-h-20', regular: 'min-h-28', tall: 'min-h-40' } as const;

/** A few lines of text: `short` for a list of links, `tall` for a message. */
export function TextAreaField({
  id,
  error,
  label,
  required = false,
  hint,
  control,
  placeholder,
  rows,
  height = 'regular',
  spellCheck,
}: FieldProps<ComponentProps<'textarea'>> & { rows: number; height?: keyof typeof textareaHeights; spellCheck?: boolean }) {
  return (
    <Field id={id} error={error} label={label} required={required} optional={!required} hint={hint}>
      <textarea
        {...control}
        rows={rows}
        spellCheck={spellCheck}
        required={required || undefined}
        aria-required={required || undefined}
        placeholder={placeholder}
        className={cn(textareaClasses, textareaHeights[height])}
      />
    </Field>
  );
}

interface Option {
  value: string;
  label: string;
}

/** A native select with the site's chevron: its first option (`placeholder`) is the empty choice; options may come in groups. */
export function SelectField({
  id,
  error,
  label,
  required = false,
  control,
  placeholder,
  options,
}: FieldProps<ComponentProps<'select'>> & { placeholder: string; options: readonly (Option | { label: string; options: readonly Option[] })[] }) {
  return (
    <Field id={id} error={error} label={label} required={required} optional={!required}>
      <SelectShell>
        <select {...control} required={required || undefined} aria-required={required || undefined} className={selectClasses}>
          <option value="">{placeholder}</option>
          {options.map((option) =>
            'options' in option ? (
              <optgroup key={option.label} label={option.label}>
                {option.options.map((inner) => (
                  <option key={inner.value} value={inner.value}>
                    {inner.label}
                  </option>
                ))}
              </optgroup>
            ) : (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ),
          )}
        </select>
      </SelectShell>
    </Field>
  );
}

/** Honeypot: off-screen and out of the tab order; people never see it, naive bots fill it in. */
export function Honeypot({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website (leave empty)</label>
      <input {...registration} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** A form's submit button: busy ('Sending…'), never disabled. `className` replaces the primary look; `icon: false` drops the send icon. */
export function SubmitButton({
  busy,
  label,
  className = buttonClasses('primary', 'lg', 'w-full sm:w-auto'),
  icon = true,
  buttonRef,
}: {
  busy: boolean;
  label: string;
  className?: string;
  icon?: boolean;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}) {
  return (
    // Busy, not disabled, while sending: a disabled button would drop the keyboard focus to the page.
    <button ref={buttonRef} type="submit" aria-disabled={busy || undefined} className={className}>
      {busy ? (
        <>
          <LoaderCircle aria-hidden strokeWidth={2} className="size-4 animate-spin" />
          Sending…
        </>
      ) : (
        <>
          {label}
          {icon && <Send aria-hidden strokeWidth={2} className="size-4" />}
        </>
      )}
    </button>
  );
}

/** The alert under a form when a submission did not arrive: says plainly that nothing was sent and what is kept. */
export function FailureAlert({
  alertRef,
  title,
  message,
  kept,
  emailLead,
  fallbackEmail,
}: {
  alertRef: RefObject<HTMLDivElement | null>;
  title: string;
  message: string;
  /** 'Your text is still here.' */
  kept: string;
  /** 'You can also email us at' */
  emailLead: string;
  fallbackEmail: string;
}) {
  return (
    <div
      ref={alertRef}
      role="alert"
      tabIndex={-1}
      className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm leading-6 text-red-900 outline-none"
    >
      <CircleAlert aria-hidden strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1">
          {message} {kept} {emailLead}{' '}
          <a href={`mailto:${fallbackEmail}`} className="font-medium underline underline-offset-2">
            {fallbackEmail}
          </a>
          .
        </p>
      </div>
    </div>
  );
}

/** What replaces a form once it has really been received: the thanks, then what happens next. */
export function SuccessPanel({
  headingRef,
  heading,
  lead,
  details,
  steps,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  heading: string;
  lead: ReactNode;
  /** What was received, between the lead and the steps (a booked call's when, who and where). */
  details?: ReactNode;
  /** What happens next; left out where the page lists the steps beside the panel (the contact page). */
  steps?: readonly { title: string; description: ReactNode; when?: string }[];
  /** The actions under the steps. */
  children: ReactNode;
}) {
  return (
    <div className="scroll-mt-28 py-2">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <CircleCheck aria-hidden strokeWidth={1.75} className="size-6" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-[1.75rem] leading-tight font-semibold tracking-[-0.025em] text-balance outline-none sm:text-[2.25rem]">
        {heading}
      </h2>
      <p className="mt-4 max-w-xl text-lead text-fg-muted text-pretty">{lead}</p>
      {details}
      {steps?.length ? (
        <>
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
                  <p className="font-semibold text-fg">
                    {step.title}
                    {step.when !== undefined && (
                      <>
                        {' '}
                        <span className="font-normal text-fg-subtle">· {step.when}</span>
                      </>
                    )}
                  </p>
                  <p className="mt-1 text-sm leading-6 text-fg-muted">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <div className="mt-10 flex flex-wrap gap-3">{children}</div>
    </div>
  );
}
