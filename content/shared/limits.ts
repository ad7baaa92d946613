import * as z from 'zod';

/**
 * Lengths and counts a collection's fields keep to, written once per field in the collection's schema module and
 * turned here into the zod check (the build) and the Keystatic validation (the editor), so the two cannot differ.
 */
export interface Limit {
  min: number;
  max: number;
}

/**
 * The limits the page files share (the services overview, a service, the home page, an industry, a company page, a
 * growth path): a name, the search listing, the hero, a button, a summary and the closing call. One table, so a page
 * collection writes only what it adds or keeps differently (`pageLimits`).
 */
export const commonPageLimits = {
  name: { min: 2, max: 40 },
  metaTitle: { min: 10, max: 60 },
  metaDescription: { min: 100, max: 170 },
  label: { min: 2, max: 40 },
  headline: { min: 10, max: 120 },
  intro: { min: 40, max: 320 },
  ctaLabel: { min: 3, max: 40 },
  summary: { min: 40, max: 240 },
  closingHeading: { min: 10, max: 120 },
  closingBody: { min: 40, max: 320 },
} as const satisfies Record<string, Limit>;

/** A page collection's limits: the common ones, with its own fields added and those it keeps differently replaced. */
export function pageLimits<const Own extends Record<string, Limit>>(own: Own): Omit<typeof commonPageLimits, keyof Own> & Own {
  return { ...commonPageLimits, ...own };
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
