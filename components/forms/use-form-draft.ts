'use client';

import { useCallback, useEffect } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Keeps a form's text fields in sessionStorage while the visitor types, so a reload (or a slip
 * of the back button) loses nothing; files and checkboxes are not kept. Restored values never
 * overwrite a field already set on this visit (e.g. a position preselected by the link).
 * `typed`: only text in one of these makes a draft (a choice preselected by the address does not).
 * `addressWins`: fields the address may name (`?service=`); when it does, the draft's value is left out.
 * Returns `clear`.
 */
export function useFormDraft<T extends FieldValues>(
  key: string,
  { watch, setValue, getFieldState }: Pick<UseFormReturn<T>, 'watch' | 'setValue' | 'getFieldState'>,
  fields: readonly FieldPath<T>[],
  { typed = fields, addressWins = [] }: { typed?: readonly FieldPath<T>[]; addressWins?: readonly FieldPath<T>[] } = {},
) {
  useEffect(() => {
    try {
      const saved = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as Record<string, unknown> | null;
      if (saved && typeof saved === 'object') {
        const query = new URLSearchParams(window.location.search);
        for (const field of fields) {
          if (addressWins.includes(field) && query.has(field)) continue;
          const value = saved[field];
          if (typeof value === 'string' && value !== '' && !getFieldState(field).isDirty) {
            setValue(field, value as PathValue<T, typeof field>, { shouldDirty: true });
          }
        }
      }
    } catch {
      // Storage unavailable (private mode, quota): the form works without drafts.
    }
    const subscription = watch((values) => {
      const text = (field: FieldPath<T>) => {
        const value = (values as Record<string, unknown>)[field];
        return typeof value === 'string' && value.trim() !== '' ? value : null;
      };
      try {
        const draft: Record<string, string> = {};
        for (const field of fields) {
          const value = text(field);
          if (value !== null) draft[field] = value;
        }
        if (typed.some((field) => text(field) !== null)) window.sessionStorage.setItem(key, JSON.stringify(draft));
        else window.sessionStorage.removeItem(key);
      } catch {
        // ignore
      }
    });
    return () => subscription.unsubscribe();
  }, [key, fields, typed, addressWins, watch, setValue, getFieldState]);

  const clear = useCallback(() => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // ignore
    }
  }, [key]);
  return { clear };
}
