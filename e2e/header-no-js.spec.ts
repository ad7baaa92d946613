/**
 * The header before and without scripts: the prerendered HTML alone must let a visitor navigate,
 * and a tap made before hydration must not be lost when the scripts arrive.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { navigation } from '../content/site-map/navigation';
import { headerPages, waitForHydration } from './helpers';

for (const { path } of headerPages) test.describe(`without JavaScript on a phone (${path})`, () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the hamburger opens the menu, its sections expand, a link navigates', async ({ page }) => {
    await page.goto(path);
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Schedule a call' })).toBeVisible();

    await dialog.locator('summary', { hasText: 'Services' }).tap();
    await expect(dialog.locator('details[data-section="services"]')).toHaveAttribute('open', '');
    await dialog.getByRole('link', { name: 'Cross-Platform Apps' }).tap();
    await expect(page).toHaveURL(/\/services\/cross-platform$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the close button closes the menu', async ({ page }) => {
    await page.goto(path);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close menu' }).tap();
    await expect(dialog).toBeHidden();
  });
});

for (const { path: shown } of headerPages) test.describe(`without JavaScript on a wide screen (${shown})`, () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });

  test('each top item is a link to its section’s overview page', async ({ page }) => {
    await page.goto(shown);
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const section of navigation) {
      await expect(main.getByRole('link', { name: section.label, exact: true }), section.label).toHaveAttribute('href', section.href);
    }
  });

  test('a mouse pointer on a top item opens its menu by CSS, whose links lead to their pages', async ({ page }) => {
    await page.goto(shown);
    const main = page.getByRole('navigation', { name: 'Main' });
    const panel = page.locator('#menu-services');
    await expect(panel).toBeHidden();
    await main.getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'Cross-Platform Apps' }).click();
    await expect(page).toHaveURL(/\/services\/cross-platform$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the menus stay closed for the keyboard: Tab goes from one top item to the next', async ({ page }) => {
    await page.goto(shown);
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Services', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(main.getByRole('link', { name: 'Industries', exact: true })).toBeFocused();
    await expect(page.locator('#menu-services')).toBeHidden();
  });

  // The other overview pages (/our-work, /about, /careers) are built by other work; their links are checked above.
  for (const [label, path, heading] of [
    ['Services', '/services', /Every discipline/],
    ['Industries', '/industries', /./],
    ['Contact', '/contact', /Connect With Our Team/],
  ] as const) {
    test(`the ${label} item reaches ${path}`, async ({ page }) => {
      await page.goto(shown);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }
});

/** Holds every script request (the page's modules and islands) until released, so a test can act on the page before it hydrates. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_astro\/.*\.js(\?.*)?$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

for (const { path } of headerPages) test.describe(`before the scripts arrive (${path})`, () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a first tap on the hamburger is not lost, and the menu becomes the modal menu once hydrated', async ({ page }) => {
    const release = await holdScripts(page);
    // Not 'domcontentloaded': a page's module script (Astro's) holds that event until it has run.
    await page.goto(path, { waitUntil: 'commit' });
    const header = page.locator('header').first();
    await expect(header).not.toHaveAttribute('data-hydrated');

    await page.getByRole('button', { name: 'Open menu' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog).toBeVisible();
    await expect(header).not.toHaveAttribute('data-hydrated');

    await release();
    await waitForHydration(page);
    await expect(dialog).toBeVisible();
    // Now the scripted menu: modal (the page behind is inert) with the page scroll locked.
    expect(await dialog.evaluate((element) => (element as HTMLDialogElement).open && element.matches(':modal'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');

    await dialog.locator('summary', { hasText: 'Industries' }).tap();
    await dialog.getByRole('link', { name: 'Fintech' }).tap();
    await expect(page).toHaveURL(/\/industries\/fintech$/);
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('on a wide screen a top item is a link until hydrated, then the disclosure button', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const release = await holdScripts(page);
    // Not 'domcontentloaded': a page's module script (Astro's) holds that event until it has run.
    await page.goto(path, { waitUntil: 'commit' });
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Industries', exact: true })).toHaveAttribute('href', '/industries');
    await expect(main.getByRole('button')).toHaveCount(0);
    // A keyboard visitor already on a top item keeps the focus when the link becomes a button.
    await main.getByRole('link', { name: 'Industries', exact: true }).focus();

    await release();
    await waitForHydration(page);
    const industries = main.getByRole('button', { name: 'Industries' });
    await expect(industries).toBeFocused();
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
    await industries.click();
    await expect(page.locator('#menu-industries').getByRole('link', { name: 'All industries' })).toHaveAttribute('href', '/industries');
  });
});
