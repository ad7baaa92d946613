const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * '2027-01-31' -> 'January 31, 2027': the site's one date format, the same on every machine (no Intl).
 * Content builds its sentences with it; everything else reaches it through lib/format.ts. Dates SPEC
 * shows in the visitor's locale (the blog's) are prerendered in it too, then localised (components/blog/local-date.tsx).
 */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}
