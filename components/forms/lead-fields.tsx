'use client';

import { memo, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SubmitButton } from './form-parts';
import { useFieldError, useSendingStore, type SendingStore } from './use-lead-form';

/**
 * A lead form's parts that follow the form's state by their own subscriptions, so that a Send re-renders what
 * changed (a field's message, the button's busy state), not the whole form with its options and icons: the
 * contact form's first validation on a slow phone (docs/performance.md).
 */

const Drawn = memo(function Drawn({ error, draw }: { error: string | undefined; draw: (error: string | undefined) => ReactNode }) {
  return draw(error);
});

/**
 * Draws one field with its current message (`draw` gets it; give it to the form's `fieldWith(name, error)`). Drawn
 * again when its message changes, or when the form itself renders again.
 */
export function LeadField<Input extends FieldValues>({
  control,
  name,
  children,
}: {
  control: Control<Input, unknown, unknown>;
  name: FieldPath<Input>;
  children: (error: string | undefined) => ReactNode;
}) {
  return <Drawn error={useFieldError(control, name)} draw={children} />;
}

/**
 * The form's submit button, busy while it sends (`lead.sending`: validated and not yet answered), and its form
 * marked `aria-busy` meanwhile. A Send that does not pass validation leaves it as it is.
 */
export function LeadSubmit({ sending, label }: { sending: SendingStore; label: string }) {
  const busy = useSendingStore(sending);
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    if (busy) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
  }, [busy]);
  return <SubmitButton busy={busy} label={label} buttonRef={ref} />;
}
