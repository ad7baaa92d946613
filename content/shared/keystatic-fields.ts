import { fields } from '@keystatic/core';
import type { Limits } from './fields';

/**
 * Keystatic field builders over the limits the zod schemas use (content/shared/fields.ts), so the editor and the
 * build refuse the same things. Imported only by the collections' *.keystatic.ts files (the editor's config).
 */

/** "10 to 110 characters". */
export function lengthHint({ min, max }: Limits): string {
  return `${min} to ${max} characters`;
}

/** A text field with the zod limits and a description that states them. */
export function limitedText(label: string, description: string, limits: Limits, options: { multiline?: boolean } = {}) {
  return fields.text({ label, description: `${description} (${lengthHint(limits)}).`, multiline: options.multiline, validation: { length: limits } });
}

/** The name of an entry (stored in the file) and its slug (the file name), with the zod limits. */
export function nameAndSlug(label: string, description: string, limits: Limits) {
  return fields.slug({
    name: { label, description: `${description} (${lengthHint(limits)}).`, validation: { length: limits } },
    slug: { label: 'File name', description: 'Lower-case words joined by hyphens; the file is saved as <file name>.yaml (or .md).' },
  });
}

/** The position of an entry on its page (orderField in content/shared/fields.ts). */
export function pageOrder(what: string) {
  return fields.integer({ label: 'Position', description: `Where this ${what} appears on the page: 1 comes first; two entries may not share a number (1 to 999).`, validation: { isRequired: true, min: 1, max: 999 } });
}

/** Options for a select field from one of the site's lists. */
export function optionsOf<const T extends string>(values: readonly T[]): Array<{ label: T; value: T }> {
  return values.map((value) => ({ label: value, value }));
}

/** Where file-based text may quote site values: the hint shown under such fields (kept beside the placeholders, for the schemas' `.meta()`). */
export { placeholderHint } from './placeholders';
