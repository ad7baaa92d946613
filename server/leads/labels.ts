import { internships, jobs } from '@/content/careers/jobs';
import { businessHours } from '@/content/business-hours';
import { choiceLabel } from '@/lib/forms/choice-labels';
import { clockLabel } from '@/lib/schedule/format';

/** Stored values as the team reads them, in the inbox, its CSV and the team's mails. */

/** The outbox kind of the acknowledgement a lead or applicant is mailed (server/api/acknowledgement.ts). */
export const ACKNOWLEDGEMENT_KIND = 'lead-acknowledgement';

/** The titles of the openings an application names by its slug (read again when an opening's file changes). */
export function openingTitle(slug: string): string {
  try {
    return [...jobs(), ...internships()].find((opening) => opening.id === slug)?.title ?? slug;
  } catch {
    return slug;
  }
}

/** The name a submission was signed with, whatever its form: `name` (enquiry), `fullName` (talent pool), first and last (application); '' for none. */
export function signedName(payload: Readonly<Record<string, unknown>>): string {
  const parts = [payload.name, payload.fullName, [payload.firstName, payload.lastName].filter((part) => typeof part === 'string' && part).join(' ')];
  return String(parts.find((value) => typeof value === 'string' && value.trim()) ?? '');
}

/** A stored value as the team reads it: the label the visitor chose, the opening's title, a date; '' when not given. */
export function valueLabel(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (key === 'opening' && typeof value === 'string') return openingTitle(value);
  if (value instanceof Date) return value.toISOString();
  const label = choiceLabel(key, value);
  return typeof label === 'object' ? JSON.stringify(label) : String(label);
}


/** How the team reads dates and times (the inbox, the team's mails): US formats, 12-hour clock, for a team in Maryland. */
export const TEAM_LOCALE = 'en-US';

const teamDateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as the team reads it: US format, the zone named ("Dec 3, 2026, 11 a.m. EST"); in the office's
 * zone unless a member chose their own (server/inbox/preferences.ts).
 */
export function teamDateTime(value: Date | string, timeZone: string = businessHours.timeZone): string {
  let format = teamDateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(TEAM_LOCALE, { timeZone, month: 'short', day: 'numeric', year: 'numeric', timeZoneName: 'short' });
    teamDateTimeFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(value));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  // The house style's clock ("11 a.m."), the one formatter of lib/schedule/format.ts.
  return `${part('month')} ${part('day')}, ${part('year')}, ${clockLabel(value, timeZone, TEAM_LOCALE)} ${part('timeZoneName')}`;
}
