import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { familyOf, rendererOf, type Renderer } from '../content/site-map/renderers';

/** Runs axe with the WCAG 2.2 A/AA rules and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, exclude: string[] = []) {
  // axe scrolls each element into view to read its colours; under the fixed header it would read the
  // header's near-black as the background of whatever sits beneath it. The header scrolls with the page
  // while axe runs (it keeps its place and look at the top, so its own contrast is still checked).
  // Bands below the fold skip rendering until approached (`render-on-approach`); axe hit-tests each
  // element right after scrolling to it, before the browser has rendered that band, and then reads a
  // colour from whatever it hits instead. Every band is drawn while axe runs.
  await page.addStyleTag({ content: 'body header.fixed { position: absolute !important; } .render-on-approach { content-visibility: visible !important; }' });
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
 * One page of each family that may still be on Next while the families move to Astro one at a time (issue 37,
 * stage 1), in the order the tests prefer them. Which of them Next still draws is the registry's answer.
 */
const nextCandidates = {
  'blog list': '/our-work/blog',
  careers: '/careers/positions',
  home: '/',
  'contact and booking': '/contact',
} as const satisfies Record<string, `/${string}`>;

for (const [family, path] of Object.entries(nextCandidates)) {
  if (familyOf(path)?.name !== family) throw new Error(`e2e/helpers.ts: ${path} is not a page of the family '${family}'`);
}

/**
 * A page Next still draws (the first of `nextCandidates` whose family is Next's), or undefined once Astro draws
 * every family: the tests that pair the two renderers then run on the Astro page alone.
 */
export const nextPage: string | undefined = Object.values(nextCandidates).find((path) => rendererOf(path) === 'next');

/**
 * The header behaves the same on a page Next draws (React's shell, header-shell.tsx) and on one Astro draws
 * (the server's HTML enhanced by components/layout/header-enhance.ts, no React): the header's tests run on
 * both. `current` is the services panel's link to the page shown, if any (none on `nextPage`).
 */
export const headerPages: readonly { path: string; renderer: Renderer; current: string | undefined }[] = [
  ...(nextPage ? [{ path: nextPage, renderer: 'next' as const, current: undefined }] : []),
  { path: '/services/devops', renderer: 'astro', current: 'DevOps' },
];

/** For the tests that pair the two renderers: `nextPage` if there is one, then the given page Astro draws. */
export function withNextPage(astroPath: string): string[] {
  return [...(nextPage ? [nextPage] : []), astroPath];
}

/**
 * Waits until the page's client components are hydrated (the header reacts to input) and its forms
 * validate themselves (each takes over from the browser's checks once its schema has loaded; a form
 * marked `data-validation="on-focus"` loads it on its first focus). A page asks for its scripts by
 * itself soon after its first paint (build/defer-scripts.ts): nothing to press.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      // On a page Astro draws (docs/renderer-move.md) the page's module marks the header and takes the chat's form over.
      document.querySelector('header')?.hasAttribute('data-hydrated') &&
      [...document.querySelectorAll('form')].every((form) => form.noValidate || form.dataset.validation === 'on-focus'),
  );
  await page.waitForLoadState('networkidle');
}

/** Every React island of a page Astro draws has hydrated (Astro drops an island's `ssr` mark then); none on Next's. */
export const islandsHydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });

/**
 * The chat widget is ready, on a page of either renderer: its launcher says whether the panel is open (the
 * hydrated React widget, or components/layout/chat-enhance.ts on a page Astro draws) and its form checks itself.
 */
export const chatLauncherReady = (page: Page) => page.locator('[role="dialog"]:has(form[action="/api/chat"]) + button[aria-expanded]');

