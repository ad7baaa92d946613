import { expect, test } from '@playwright/test';
import { headerPages, waitForHydration } from './helpers';
import { caseStudies } from '../content/case-studies';
import { serviceCatalog } from '../content/services/catalog';

const header = (page: import('@playwright/test').Page) => page.locator('header').first();

for (const { path, current } of headerPages) test.describe(`header on wide screens (${path})`, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
  });

  test('is transparent at 40 px and solid with blur past 64 px', async ({ page }) => {
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
    expect(await header(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');

    await page.evaluate(() => window.scrollTo(0, 65));
    await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
    await expect
      .poll(() => header(page).evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe('rgba(0, 0, 0, 0)');
    expect(await header(page).evaluate((el) => getComputedStyle(el).backdropFilter)).toContain('blur');
  });

  test('hover opens a panel; leaving closes it after the delay, not before', async ({ page }) => {
    const services = page.getByRole('button', { name: 'Services' });
    const panel = page.locator('#menu-services');
    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    if (current) await expect(panel.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
    else await expect(panel.locator('[aria-current]')).toHaveCount(0);

    // Measured inside the page: the time from the pointer leaving the header to the panel hiding.
    // The start is the first event of the leave (pointerout, seen in the window's capture phase before
    // any other listener), so no work between events can make the measured delay look shorter than the
    // component's; a timer never fires early, so this cannot be flaky on a slow machine.
    await page.evaluate(() => {
      const record = window as unknown as { leftAt?: number; hiddenAt?: number };
      const headerElement = document.querySelector('header')!;
      const leaves = (event: PointerEvent) =>
        headerElement.contains(event.target as Node) && !headerElement.contains(event.relatedTarget as Node | null);
      window.addEventListener('pointerout', (event) => {
        if (record.leftAt === undefined && leaves(event)) record.leftAt = performance.now();
      }, { capture: true });
      const panelElement = document.getElementById('menu-services');
      new MutationObserver(() => {
        if (panelElement?.hidden && record.hiddenAt === undefined) record.hiddenAt = performance.now();
      }).observe(panelElement!, { attributes: true, attributeFilter: ['hidden'] });
    });
    // Below the panel (the services panel is tall: its lines and featured study), still on the page.
    const box = (await panel.boundingBox())!;
    await page.mouse.move(700, Math.min(box.y + box.height + 30, (page.viewportSize()?.height ?? 900) - 5));
    await expect(panel).toBeHidden({ timeout: 2000 });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    const elapsed = await page.evaluate(() => {
      const record = window as unknown as { leftAt?: number; hiddenAt?: number };
      return (record.hiddenAt ?? 0) - (record.leftAt ?? Infinity);
    });
    expect(elapsed).toBeGreaterThanOrEqual(149);
  });

  test('coming back before the delay keeps the panel open', async ({ page }) => {
    const services = page.getByRole('button', { name: 'Services' });
    await services.hover();
    await page.mouse.move(700, 700);
    await services.hover();
    await page.waitForTimeout(400);
    await expect(page.locator('#menu-services')).toBeVisible();
  });

  test('the item nearest by horizontal centre is selected while the pointer is in the nav band', async ({ page }) => {
    const industries = page.getByRole('button', { name: 'Industries' });
    const box = await industries.boundingBox();
    if (!box) throw new Error('no Industries button');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(box.x + box.width + 30, box.y + box.height / 2, { steps: 4 });
    await expect(page.getByRole('button', { name: 'Our Work' })).toHaveAttribute('aria-expanded', 'true');
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
  });

  test('clicking an item toggles its panel', async ({ page }) => {
    const about = page.getByRole('button', { name: 'About' });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-about').getByRole('link', { name: 'Our Mission' })).toBeVisible();
  });

  test('keyboard: Enter opens, Escape closes and returns focus, Tab out closes', async ({ page }) => {
    const services = page.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-controls', 'menu-services');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();

    await page.keyboard.press('Space');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Schedule a call' }).first().focus();
    await page.locator('#main').focus();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('each panel links to its overview page and a link closes the panel', async ({ page }) => {
    await page.getByRole('button', { name: 'Services' }).click();
    const panel = page.locator('#menu-services');
    await expect(panel.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/services');
    // 25 services, the overview and the featured case study.
    await expect(panel.getByRole('link')).toHaveCount(27);
    await panel.getByRole('link', { name: 'Generative AI' }).click();
    await expect(page).toHaveURL(/\/services\/generative-ai$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#menu-services')).toBeHidden();
  });

  test('a panel link loads its page in full (no client router)', async ({ page }) => {
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('button', { name: 'Services' }).hover();
    await page.locator('#menu-services').getByRole('link', { name: 'Web Development', exact: true }).click();
    await expect(page).toHaveURL(/\/services\/web-development$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
  });
});

for (const { path } of headerPages) test(`the services panel describes each service in one line and features a case study (${path})`, async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Services' }).click();
  const panel = page.locator('#menu-services');
  const service = serviceCatalog().find((entry) => entry.slug === 'generative-ai')!;
  // The link keeps the service's name; its line is its description, visible under it.
  const link = panel.getByRole('link', { name: service.name, exact: true });
  await expect(link).toHaveAccessibleDescription(service.summary);
  await expect(panel.getByText(service.summary)).toBeVisible();
  const study = [...caseStudies()].sort((a, b) => b.published.localeCompare(a.published))[0]!;
  const featured = panel.getByRole('link', { name: new RegExp(`^Featured case study ${study.title}`) });
  await expect(featured).toHaveAttribute('href', study.href);
  await expect(featured.locator('img')).toHaveAttribute('src', study.image.src);
  // The whole panel stays inside the first screen.
  const box = (await panel.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(900);
});

for (const { path } of headerPages) test.describe(`header on small screens (${path})`, () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the menu is a modal with collapsible sections; a link navigates and closes it', async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Services' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    await dialog.locator('summary', { hasText: 'Services' }).click();
    await dialog.locator('summary', { hasText: 'Careers' }).click();
    await expect(dialog.locator('details[data-section="services"]')).toHaveAttribute('open', '');
    await expect(dialog.locator('details[data-section="careers"]')).toHaveAttribute('open', '');
    await expect(dialog.getByRole('link', { name: 'Schedule a call' })).toBeVisible();

    // Closed and opened again on this page, it starts folded.
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(dialog.locator('details[open]')).toHaveCount(0);
    await dialog.locator('summary', { hasText: 'Services' }).click();

    await dialog.getByRole('link', { name: 'Cross-Platform Apps' }).click();
    await expect(page).toHaveURL(/\/services\/cross-platform$/);
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');

    // Opened again, it starts folded, as the first time.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('details[open]')).toHaveCount(0);
  });

  test("the tap's own frame draws only the menu; the page behind turns inert after that frame", async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    // Within the tap's task: the menu open as the popover, the page not yet inert (no restyle of every element).
    const inTheTap = await page.evaluate(() => {
      document.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]')!.click();
      const menu = document.getElementById('site-menu')!;
      return { shown: menu.matches(':popover-open'), modal: menu.matches(':modal') };
    });
    expect(inTheTap).toEqual({ shown: true, modal: false });
    // After it: the modal dialog, the page's scroll locked, the opener expanded.
    await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('focus stays in the menu, Escape closes it, and desktop width closes it', async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => !!document.activeElement?.closest('dialog') || document.activeElement === document.body);
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(dialog).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(dialog).toBeHidden();
  });
});
