import { reportVitalsWhenIdle } from '@/lib/vitals-report';

/**
 * The first-party vitals beacon (lib/vitals-report.ts) of a page Astro drew, which has no hydration to wait for:
 * it starts once the page has loaded, and the library then loads when the browser is idle, as on a Next page.
 */
export function reportVitalsAfterLoad() {
  if (document.readyState === 'complete') reportVitalsWhenIdle();
  else window.addEventListener('load', () => reportVitalsWhenIdle(), { once: true });
}
