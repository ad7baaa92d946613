import { internships, jobs } from '@/content/careers/jobs';
import { choiceLabel } from '@/lib/forms/choice-labels';

/** Stored values as the team reads them, in the inbox, its CSV and the team's mails. */

/** The titles of the openings an application names by its slug (read again when an opening's file changes). */
export function openingTitle(slug: string): string {
  try {
    return [...jobs(), ...internships()].find((opening) => opening.id === slug)?.title ?? slug;
  } catch {
    return slug;
  }
}

/** A stored value as the team reads it: the label the visitor chose, the opening's title, a date; '' when not given. */
export function valueLabel(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (key === 'opening' && typeof value === 'string') return openingTitle(value);
  if (value instanceof Date) return value.toISOString();
  const label = choiceLabel(key, value);
  return typeof label === 'object' ? JSON.stringify(label) : String(label);
}

