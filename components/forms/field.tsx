import { CircleAlert, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The building blocks every site form shares: labelled field, inline error, required asterisk, input look. */

export { inputClasses, textareaClasses, selectClasses } from '@/lib/ui-classes';

/** An email address input: the email keyboard and autofill, no spell check. */
export const emailInputProps = { type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false } as const;

/** A phone number input: the phone keyboard and autofill. */
export const phoneInputProps = { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } as const;

export function Asterisk() {
  return (
    <span aria-hidden className="font-semibold text-accent">
      *
    </span>
  );
}

/** The label's required / optional marker: a visible asterisk that assistive tech reads as "(required)". */
export function RequiredMark({ required = false, optional = false }: { required?: boolean; optional?: boolean }) {
  return (
    <>
      {required && (
        <>
          <Asterisk />
          <span className="sr-only">(required)</span>
        </>
      )}
      {optional && <span className="ml-1 font-normal text-fg-subtle">(optional)</span>}
    </>
  );
}

export function Field({
  id,
  label,
  required = false,
  optional = false,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  optional?: boolean;
  error?: string;
  /** A short help line under the control (give the control `aria-describedby={id + '-hint'}`). */
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className="flex items-baseline gap-1 text-sm font-medium text-fg">
        {label}
        <RequiredMark required={required} optional={optional} />
      </label>
      <div className="mt-2">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-2 text-sm leading-5 text-fg-subtle">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm leading-5 text-red-700">
      <CircleAlert aria-hidden strokeWidth={2} className="mt-px size-4 shrink-0" />
      {children}
    </p>
  );
}

/** A native select with the site's chevron. */
export function SelectShell({ children }: { children: ReactNode }) {
  return (
    <div className="relative">
      {children}
      <ChevronDown aria-hidden strokeWidth={1.75} className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-fg-subtle" />
    </div>
  );
}

