import { formatDate } from '@/lib/format';

/** '2026-11-10' -> 'November 10, 2026': the prerendered form of a date, the site's one format (lib/format.ts). */
export const formatIsoDate = formatDate;

/**
 * Whether a browser language shows a date exactly as it is prerendered: American English writes
 * 'November 10, 2026' too, so those visitors' pages need no Intl formatter (making the first one costs
 * tens of milliseconds on a slow phone, in the middle of hydration).
 */
export function prerenderedIsLocal(language: string): boolean {
  return /^en(-US)?$/i.test(language);
}

/** One formatter per locale: making one costs milliseconds, and every card of the blog list shows a date. */
const localFormats = new Map<string, Intl.DateTimeFormat>();

/** The date in the visitor's locale, as a calendar date (no time zone shift). */
export function formatIsoDateLocal(iso: string, locale?: string): string {
  const key = locale ?? '';
  let format = localFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    localFormats.set(key, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/** RFC 822 date for RSS: 'Tue, 10 Nov 2026 00:00:00 GMT'. */
export function rssDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toUTCString();
}
