import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe with the WCAG 2.2 A/AA rules and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, exclude: string[] = []) {
  // axe scrolls each element into view to read its colours; under the fixed header it would read the
  // header's near-black as the background of whatever sits beneath it. The header scrolls with the page
  // while axe runs (it keeps its place and look at the top, so its own contrast is still checked).
  // Bands below the fold skip rendering until approached (`render-on-approach`); axe hit-tests each
  // element right after scrolling to it, before the browser has rendered that band, and then reads a
  // colour from whatever it hits instead. Every band is drawn while axe runs.
  await page.addStyleTag({ content: 'body header.fixed { position: absolute !important; } .render-on-approach { content-visibility: visible !important; }' });
  // A toast or panel still fading in reads as low contrast (its colours halfway): wait for every finite
  // animation and transition to end (two seconds at most; spinners run forever and are left running).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`)
        .join('; ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * The page the header's tests run on: a page of the services panel, so that its link to the page shown is marked
 * (`current`). The header is the server's HTML enhanced by components/layout/header-enhance.ts on every page.
 */
export const headerPages: readonly { path: string; current: string | undefined }[] = [{ path: '/services/devops', current: 'DevOps' }];

/**
 * Waits until the page's client components are hydrated (the header reacts to input) and its forms
 * validate themselves (each takes over from the browser's checks once its schema has loaded; a form
 * marked `data-validation="on-focus"` loads it on its first focus). A page loads its scripts by itself:
 * nothing to press.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      // The page's module marks the header and takes the chat's form over.
      document.querySelector('header')?.hasAttribute('data-hydrated') &&
      [...document.querySelectorAll('form')].every((form) => form.noValidate || form.dataset.validation === 'on-focus'),
  );
  await page.waitForLoadState('networkidle');
}

/** Every React island of the page has hydrated (Astro drops an island's `ssr` mark then). */
export const islandsHydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });

/**
 * The chat widget is ready, on a page of either renderer: its launcher says whether the panel is open (the
 * hydrated React widget, or components/layout/chat-enhance.ts on a page Astro draws) and its form checks itself.
 */
export const chatLauncherReady = (page: Page) => page.locator('[role="dialog"]:has(form[action="/api/chat"]) + button[aria-expanded]');


/** One layout shift as the browser reported it: its score, when (ms since navigation), what moved, and whether input had just come. */
export interface LayoutShift {
  value: number;
  at: number;
  where: string;
  recentInput: boolean;
}

/**
 * From the tab's next navigation on, every layout shift is recorded from the start (an init script, before the
 * page's own scripts): read them with `layoutShiftsOf`.
 */
export function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        const moved = entry.sources.map((source) => `${source.node?.nodeName ?? '?'} "${(source.node?.textContent ?? '').slice(0, 30)}"`).join(' | ');
        shifts.push({ value: entry.value, at: entry.startTime, where: `${moved} (scrolled ${Math.round(scrollY)})`, recentInput: entry.hadRecentInput });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far (`recordLayoutShifts`). */
export const layoutShiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts?: LayoutShift[] }).layoutShifts ?? []);

/** CLS's sum: the shifts no input had just caused. */
export const unexpectedShift = (shifts: readonly LayoutShift[]) => shifts.filter((shift) => !shift.recentInput).reduce((sum, shift) => sum + shift.value, 0);
