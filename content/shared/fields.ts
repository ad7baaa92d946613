import * as z from 'zod';
import { unknownPlaceholders, type PlaceholderValues } from './placeholders';

/** Zod field types the file-based collections share (their Keystatic definitions reuse the same limits). */

/** ISO calendar date, e.g. 2026-11-10, that exists in the calendar (one definition: content/shared/limits.ts). */
export { isoDate as isoDateField } from './limits';

/** A path on this site: starts with one /, no spaces. */
export const internalPathPattern = { regex: /^\/(?!\/)\S*$/, message: 'must be a path on this site starting with /, such as /work/bloxios' };

/** A path on this site, e.g. /work/bloxios (the page must exist: the collection's tests resolve it). */
export const internalPathField = z
  .string()
  .regex(internalPathPattern.regex, internalPathPattern.message)
  .transform((value) => value as `/${string}`);

/** A length range an editor sees in the field description and zod enforces. */
export interface Limits {
  min: number;
  max: number;
}

/** Text of min..max characters. */
export function textField({ min, max }: Limits) {
  return z.string().min(min, `must be at least ${min} characters`).max(max, `must be at most ${max} characters`);
}

/** A text field with the editor's label and help (`meta`, read by content/shared/zod-keystatic.ts). */
export function titledText(min: number, max: number, title: string, description?: string) {
  return textField({ min, max }).meta({ title, description });
}

/**
 * A page file's closing call: heading, paragraph and the button's words, with the page's limits for them; the page
 * decides where it leads, or its file does with the fields given in `more` (the button's target, a second button).
 */
export function closingCall<const More extends z.ZodRawShape = Record<never, never>>(limits: { closingHeading: Limits; closingBody: Limits; ctaLabel: Limits }, more?: More) {
  return z
    .strictObject({
      heading: titledText(limits.closingHeading.min, limits.closingHeading.max, 'Heading'),
      body: titledText(limits.closingBody.min, limits.closingBody.max, 'Paragraph'),
      ctaLabel: titledText(limits.ctaLabel.min, limits.ctaLabel.max, 'Button'),
      ...(more as More),
    })
    .meta({ title: 'Closing call' });
}

/** A page file's search listing: the title (shown as “<title> | Northstack”) and the description search engines show. */
export function searchListing(title: Limits, description: Limits) {
  return z
    .strictObject({
      title: titledText(title.min, title.max, 'Page title', 'Shown in the browser tab and search results as “<title> | Northstack”'),
      description: titledText(description.min, description.max, 'Search description'),
    })
    .meta({ title: 'Search listing' });
}

/** Text that may quote site values as {{key}} (content/shared/placeholders.ts); an unknown key is refused. */
export function textWithValuesField(limits: Limits, values: () => PlaceholderValues) {
  return textField(limits).superRefine((text, context) => {
    for (const key of unknownPlaceholders(text, values())) context.addIssue({ code: 'custom', message: `{{${key}}} is not a value the site knows` });
  });
}

/** A whole number used to order entries on their page (1 comes first). */
export const orderField = z.number().int('must be a whole number').min(1, 'must be 1 or more').max(999, 'must be at most 999');

/** Two entries of a collection at the same position: the page order would be ambiguous. */
export function duplicateOrders(entries: ReadonlyArray<{ slug: string; order: number }>) {
  return entries
    .filter((entry) => entries.some((other) => other !== entry && other.order === entry.order))
    .map((entry) => ({ slug: entry.slug, field: 'order', reason: `${entry.order} is used by another entry too` }));
}

/** A copy of an entry without the fields the page does not show (e.g. slug, order). */
export function withoutKeys<T extends object, K extends keyof T>(entry: T, ...drop: K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(entry).filter(([key]) => !(drop as PropertyKey[]).includes(key))) as Omit<T, K>;
}

/** The entries sorted by their `order` field, without the fields the page does not show. */
export function inPageOrder<T extends { order: number }, K extends keyof T>(entries: readonly T[], ...drop: K[]): Array<Omit<T, K>> {
  return [...entries].sort((a, b) => a.order - b.order).map((entry) => withoutKeys(entry, ...drop));
}

/** Whether the editor left a value empty: '', null, undefined, [] or an object of such values. */
function isEmpty(value: unknown): boolean {
  if (value === '' || value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
}

/**
 * An optional field that is absent when the editor left it empty: a text saved as '', a list as [], a group of
 * fields as `image: {}` or `firstRelease: { offer: '' }`.
 */
export function absentWhenEmpty<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (isEmpty(value) ? undefined : value), schema.optional());
}
