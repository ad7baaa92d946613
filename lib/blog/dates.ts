const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-11-10' -> 'November 10, 2026': the prerendered form of a date, the same on every machine (no Intl). */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** The date in the visitor's locale, as a calendar date (no time zone shift). */
export function formatIsoDateLocal(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** RFC 822 date for RSS: 'Tue, 10 Nov 2026 00:00:00 GMT'. */
export function rssDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toUTCString();
}
