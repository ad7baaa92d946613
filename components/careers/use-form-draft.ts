'use client';

import { useCallback, useEffect } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Keeps a form's text fields in sessionStorage while the visitor types, so a reload (or a slip
 * of the back button) loses nothing; files and checkboxes are not kept. Restored values never
 * overwrite a field already set on this visit (e.g. a position preselected by the link).
 */
export function useFormDraft<T extends FieldValues>(
  key: string,
  { watch, setValue, getFieldState }: Pick<UseFormReturn<T>, 'watch' | 'setValue' | 'getFieldState'>,
  fields: readonly FieldPath<T>[],
) {

  useEffect(() => {
    try {
      const saved = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as Record<string, unknown> | null;
      if (saved && typeof saved === 'object') {
        for (const field of fields) {
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
      try {
        const draft: Record<string, string> = {};
        for (const field of fields) {
          const value = (values as Record<string, unknown>)[field];
          if (typeof value === 'string' && value.trim() !== '') draft[field] = value;
        }
        if (Object.keys(draft).length > 0) window.sessionStorage.setItem(key, JSON.stringify(draft));
        else window.sessionStorage.removeItem(key);
      } catch {
        // ignore
      }
    });
    return () => subscription.unsubscribe();
  }, [key, fields, watch, setValue, getFieldState]);

  return useCallback(() => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // ignore
    }
  }, [key]);
}
