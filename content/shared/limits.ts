import * as z from 'zod';

/**
 * Lengths and counts a collection's fields keep to, written once per field in the collection's schema module and
 * turned here into the zod check (the build) and the Keystatic validation (the editor), so the two cannot differ.
 */
export interface Limit {
  min: number;
  max: number;
}

/** Text of min to max characters, with the reason the editor and content:check show. */
export function limitedText({ min, max }: Limit) {
  return z.string().min(min, `must be at least ${min} characters`).max(max, `must be at most ${max} characters`);
}

/** A list of min to max items. */
export function limitedList<Item extends z.ZodType>(item: Item, { min, max }: Limit) {
  return z.array(item).min(min, `needs at least ${min} ${min === 1 ? 'item' : 'items'}`).max(max, `takes at most ${max} items`);
}

/** The same limit as a Keystatic text or array validation. */
export function editorLength({ min, max }: Limit) {
  return { length: { min, max } };
}

/** ISO calendar date, e.g. 2026-11-10, that exists in the calendar. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date such as 2026-11-10')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'is not a real calendar date');
