import { formatIsoDateLocal, prerenderedIsLocal } from '@/lib/blog/dates';

/**
 * LocalDate (./local-date.tsx) after load, with no React in the browser: each date it drew in the prerendered
 * English form is shown in the visitor's locale, where that differs.
 */
export function localiseDates(root: ParentNode = document) {
  if (prerenderedIsLocal(navigator.language)) return;
  for (const time of root.querySelectorAll<HTMLTimeElement>('time[data-local-date]')) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(time.dateTime)) time.textContent = formatIsoDateLocal(time.dateTime);
  }
}
