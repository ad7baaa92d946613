import { reportVitalsWhenIdle } from '@/lib/vitals-report';

/**
 * The first-party vitals beacon (lib/vitals-report.ts): it starts once the page has loaded (there is no hydration
 * to wait for), and the library then loads when the browser is idle.
 */
export function reportVitalsAfterLoad() {
  if (document.readyState === 'complete') reportVitalsWhenIdle();
  else window.addEventListener('load', () => reportVitalsWhenIdle(), { once: true });
}
