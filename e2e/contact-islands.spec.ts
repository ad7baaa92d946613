import { expect, test, type Page } from '@playwright/test';
import { islandsHydrated } from './helpers';

/**
 * The contact family is drawn by Astro with its forms as React islands (app/pages/contact/): each island
 * hydrates the HTML it was drawn with, without a console error, a CSP violation or a layout shift, and works
 * after load. The forms' own behaviour is e2e/contact.spec.ts's, e2e/schedule.spec.ts's and e2e/reschedule.spec.ts's.
 */

/** Collects what a page must not do while its islands hydrate: errors on the console or thrown, CSP violations, layout shifts. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`thrown: ${error.message}`));
  await page.addInitScript(() => {
    const seen = ((window as unknown as { seen: string[] }).seen = [] as string[]);
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`csp: ${event.violatedDirective} ${event.blockedURI}`));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.push(`layout shift ${entry.value.toFixed(4)}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => [...problems, ...(await page.evaluate(() => (window as unknown as { seen: string[] }).seen))];
}

test('/contact: the form and the picker hydrate as drawn, quietly, and work after load', async ({ page }) => {
  const problems = await watch(page);
  await page.goto('/contact');
  await expect(page.locator('astro-island')).toHaveCount(2);
  await islandsHydrated(page);
  // The picker replaces its before-scripts box with the live one as it comes near; the page does not move.
  await page.locator('#schedule').scrollIntoViewIfNeeded();
  const picker = page.locator('#schedule');
  // The offered days (a struck day is a radio too, named "…, no times").
  const days = picker.getByRole('group', { name: 'Day', exact: true }).locator('input[type=radio]:not([aria-label$=", no times"])');
  await expect(picker.getByRole('group', { name: 'Day', exact: true }).getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
  // A day tapped shows that day's times.
  const second = days.nth(1);
  await second.locator('..').click();
  await expect(second).toBeChecked();
  const dayName = (await second.getAttribute('aria-label'))!;
  await expect(picker.getByRole('group', { name: dayName }).getByRole('radio').first()).toBeVisible();

  // The form sent empty says what is missing in its own words, and focuses the first field.
  const form = page.locator('form[action="/api/contact"]');
  await expect.poll(() => form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);
  await form.getByRole('button', { name: 'Send message' }).click();
  const name = form.getByRole('textbox', { name: 'Name (required)' });
  await expect(name).toHaveAccessibleDescription('Please enter your name.');
  await expect(name).toBeFocused();
  expect(await problems()).toEqual([]);
});

test('/contact/reschedule: the manage island hydrates quietly and says a dead link is dead', async ({ page }) => {
  const problems = await watch(page);
  await page.goto('/contact/reschedule#not-a-token');
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a new time' })).toHaveAttribute('href', '/contact#schedule');
  // The dead link's answer (404 from the API) is the page's to show, not a console error of the page's own making.
  expect((await problems()).filter((problem) => !/status of 4\d\d/.test(problem))).toEqual([]);
});

test('/contact/thank-you: a content page with no island', async ({ page }) => {
  await page.goto('/contact/thank-you');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('astro-island')).toHaveCount(0);
});
