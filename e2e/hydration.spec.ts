import { expect, test, type Page, type Route } from '@playwright/test';
import { allArticles } from '../content/blog';
import { headerPages, islandsHydrated } from './helpers';
import { storedLeads } from './leads-helpers';

const articles = allArticles();

/*
 * Every page works as HTML and paints before its scripts: its loader asks for its modules after the first paint
 * (build/defer-page-modules.ts; islands hydrate when the browser is idle). What a visitor does before they
 * arrive still works and is not lost: native popovers (chat, mobile menu), radios and CSS (blog filters), the
 * browser's own form validation, text typed into forms, a pointer resting on a menu item.
 */

/**
 * Holds every module script until `release()`: the page stays as the HTML drew it. Tests wait for the
 * DOM, not the load event: on a slow machine the loader may add the scripts before `load`, which then
 * waits for the held scripts.
 */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  // The page's modules and its islands'.
  await page.route(/\/_astro\/.*\.js(\?.*)?$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

const hydrated = (page: Page) => page.locator('header[data-hydrated]');

/**
 * Opens a page while its scripts are held, once its HTML is parsed to the end (not by DOMContentLoaded, which a
 * held module script holds back) and its stylesheet applies: the HTML can be parsed before the stylesheet has
 * arrived (a loaded machine), and a box measured then is the unstyled page's, not where the visitor's pointer lands.
 * The faces too: a preloaded face arriving in its block period moves the header's items.
 */
async function openBeforeScripts(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('footer').waitFor({ state: 'attached' });
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null));
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

for (const path of ['/', '/services/devops', '/contact']) test(`${path} paints before it asks for its modules, then becomes interactive`, async ({ page }) => {
  await page.goto(path);
  await expect(hydrated(page)).toHaveCount(1, { timeout: 15_000 });
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? Infinity;
    const loader = document.getElementById('page-modules');
    const files = (name: string) => (loader?.getAttribute(name) ?? '').split(' ').filter(Boolean);
    const started = (file: string) => performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(`/_astro/${file}`))?.startTime;
    // The page's own entries: an island may share an imported chunk and ask for it when the browser is idle.
    const entries = files('data-run').map(started);
    return { paint, entries, missing: [...files('data-run'), ...files('data-preload')].filter((file) => started(file) === undefined) };
  });
  expect(timing.missing, JSON.stringify(timing)).toEqual([]);
  expect(timing.entries.length).toBeGreaterThan(0);
  expect(timing.paint).toBeLessThan(Infinity);
  for (const start of timing.entries) expect(start, JSON.stringify(timing)).toBeGreaterThanOrEqual(timing.paint);
});

test('the home page’s hero video plays for a visitor who never touched the page', async ({ page }) => {
  await page.goto('/');
  await expect(hydrated(page)).toHaveCount(1, { timeout: 15_000 });
  // Reduced motion is off here: the loop starts once the page has loaded.
  await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => !video.paused)).toBe(true);
});

test.describe('with reduced motion or Save-Data', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero video never starts', async ({ page }) => {
    await page.goto('/');
    await expect(hydrated(page)).toHaveCount(1, { timeout: 15_000 });
    await page.waitForTimeout(500);
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused && video.networkState !== HTMLMediaElement.NETWORK_LOADING)).toBe(true);
  });

  test('nor under Save-Data with motion allowed', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    await page.goto('/');
    await expect(hydrated(page)).toHaveCount(1, { timeout: 15_000 });
    await page.waitForTimeout(500);
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  });
});

for (const { path } of headerPages) test(`a Tab pressed before the scripts keeps its focus through hydration (${path})`, async ({ page }) => {
  const release = await holdScripts(page);
  await openBeforeScripts(page, path);
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
  await release();
  await expect(hydrated(page)).toHaveCount(1);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(focused);
});

test('the 404 page logs the missing path once hydrated', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/no/such/page');
  await expect(hydrated(page)).toHaveCount(1);
  await expect.poll(() => errors.some((text) => text.includes('/no/such/page'))).toBe(true);
});

test('a contact form typed into before the scripts arrive keeps every character and sends it', async ({ page }) => {
  const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const release = await holdScripts(page);
  await openBeforeScripts(page, '/contact');
  await page.locator('form[action="/api/contact"]').getByRole('textbox', { name: 'Name (required)' }).fill('Grace Hopper');
  await page.locator('form[action="/api/contact"]').getByRole('textbox', { name: 'Email (required)' }).fill(`grace-${marker}@example.com`);
  await page.locator('form[action="/api/contact"]').getByRole('textbox', { name: 'Message (required)' }).fill(`Typed while the scripts were on their way, ref ${marker}.`);
  await expect(hydrated(page)).toHaveCount(0);
  await release();
  await expect(hydrated(page)).toHaveCount(1);
  // The form is an island of its own (the header's module says nothing of it): sent in place once hydrated.
  await islandsHydrated(page);
  await expect(page.locator('form[action="/api/contact"]').getByRole('textbox', { name: 'Name (required)' })).toHaveValue('Grace Hopper');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Send message' }).click();
  expect((await answer).status()).toBe(201);
  const stored = storedLeads('contact').find((lead) => String(lead.message).includes(marker));
  expect(stored).toMatchObject({ name: 'Grace Hopper', email: `grace-${marker}@example.com` });
});

test('an empty contact form sent before the scripts stays on the page with the browser’s own check; hydrated, the form’s messages take over', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) posts.push(request.url());
  });
  const release = await holdScripts(page);
  await openBeforeScripts(page, '/contact');
  const form = page.locator('form[action="/api/contact"]');
  expect(await form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(false);
  await page.getByRole('button', { name: 'Send message' }).click();
  const name = page.locator('form[action="/api/contact"]').getByRole('textbox', { name: 'Name (required)' });
  // The browser stopped the submit at the first empty required field.
  await expect(name).toBeFocused();
  expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing && input.validationMessage !== '')).toBe(true);
  // An address that is no address is stopped as well.
  await name.fill('Ada');
  await page.locator('form[action="/api/contact"]').getByRole('textbox', { name: 'Email (required)' }).fill('not-an-address');
  await page.locator('form[action="/api/contact"]').getByRole('textbox', { name: 'Message (required)' }).fill('Hello');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('form[action="/api/contact"]').getByRole('textbox', { name: 'Email (required)' })).toBeFocused();
  expect(posts).toEqual([]);
  await expect(page).toHaveURL(/\/contact$/);

  await release();
  await expect(hydrated(page)).toHaveCount(1);
  // Once its schema has loaded (when the browser is idle after hydration), the form validates itself.
  await expect.poll(() => form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);
  await name.fill('');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(name).toHaveAccessibleDescription('Please enter your name.');
  expect(posts).toEqual([]);
});

test('a contact page whose draft this tab keeps brings the draft back after a reload', async ({ page }) => {
  await page.goto('/contact');
  await expect(hydrated(page)).toHaveCount(1);
  await islandsHydrated(page);
  await page.locator('form[action="/api/contact"]').getByRole('textbox', { name: 'Name (required)' }).fill('Ada Lovelace');
  await page.reload();
  await expect(hydrated(page)).toHaveCount(1);
  await islandsHydrated(page);
  await expect(page.locator('form[action="/api/contact"]').getByRole('textbox', { name: 'Name (required)' })).toHaveValue('Ada Lovelace');
});

test('an address with a query shows the filtered blog once hydrated', async ({ page }) => {
  await page.goto('/our-work/blog?category=design');
  await expect(hydrated(page)).toHaveCount(1);
  const design = articles.filter((article) => article.category === 'design');
  await expect(page.getByRole('radio', { name: 'Design', exact: true })).toBeChecked();
  await expect(page.locator('#articles').getByRole('article')).toHaveCount(design.length);
});

// The server-drawn chat widget the page's module enhances (components/layout/chat-enhance.ts).
for (const path of ['/privacy']) {
  test(`a tap on the chat button before the scripts opens the chat at once; it stays open, with what was typed, once hydrated (${path})`, async ({ page }) => {
    // What says the scripts have run: the header marked.
    const ready = hydrated(page);
    const release = await holdScripts(page);
    // Not until DOMContentLoaded: a page Astro draws names its module in the HTML, and the held module holds that event.
    await page.goto(path, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const panel = page.getByRole('dialog', { name: 'Talk to our team' });
    await expect(panel).toBeVisible();
    await panel.getByRole('textbox', { name: 'Your message' }).fill('Typed before the scripts');
    await expect(ready).toHaveCount(0);
    await release();
    await expect(ready).toHaveCount(1);
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close chat', expanded: true })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Your message' })).toHaveValue('Typed before the scripts');
    await expect(panel.getByRole('button', { name: 'Send' })).toBeEnabled();
    await page.getByRole('button', { name: 'Close chat', expanded: true }).click();
    await expect(panel).toBeHidden();
  });
}

test('a blog filter tapped before the scripts answers at once, and the choice is in the URL once hydrated', async ({ page }) => {
  const release = await holdScripts(page);
  await openBeforeScripts(page, '/our-work/blog');
  const design = articles.filter((article) => article.category === 'design').length;
  const listed = page.locator('#articles').getByRole('article');
  const group = page.getByRole('group', { name: /categor/i });
  const status = `${design} ${design === 1 ? 'article' : 'articles'} in Design`;
  await group.getByRole('radio', { name: 'Design', exact: true }).click();
  await expect(listed).toHaveCount(design);
  await expect(group).toHaveAccessibleDescription(status);
  await expect(hydrated(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/our-work\/blog$/);
  await release();
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\/our-work\/blog\?category=design$/);
  await expect(page.getByRole('radio', { name: 'Design', exact: true })).toBeChecked();
  await expect(group).toHaveAccessibleDescription(status);
  await expect(listed).toHaveCount(design);
});

for (const { path, current } of headerPages) test(`a desktop pointer on a menu item before the scripts opens its menu at once, and it stays open through hydration without a move (${path})`, async ({ page }) => {
  const release = await holdScripts(page);
  await openBeforeScripts(page, path);
  const main = page.getByRole('navigation', { name: 'Main' });
  const panel = page.locator('#menu-services');
  const box = await main.getByRole('link', { name: 'Services', exact: true }).boundingBox();
  if (!box) throw new Error('no Services item');
  await expect(panel).toBeHidden();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // Answered by CSS, with the panel's links and a header that reads over the page.
  await expect(panel).toBeVisible();
  if (current) await expect(panel.getByRole('link', { name: current, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(panel.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/services');
  expect(await page.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await expect(hydrated(page)).toHaveCount(0);
  await release();
  await expect(hydrated(page)).toHaveCount(1);
  await expect(panel).toBeVisible();
  await expect(main.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
  // The pointer leaving closes it, as a hover-opened panel does (below the panel: the services panel is tall).
  const shown = (await panel.boundingBox())!;
  await page.mouse.move(700, Math.min(shown.y + shown.height + 30, (page.viewportSize()?.height ?? 900) - 5));
  await expect(panel).toBeHidden();
});

test('a desktop pointer passing over the menu items before the scripts opens only the one under it', async ({ page }) => {
  const release = await holdScripts(page);
  await openBeforeScripts(page, '/work/bloxios');
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Industries', exact: true }).hover();
  await expect(page.locator('#menu-industries')).toBeVisible();
  await expect(page.locator('#menu-services')).toBeHidden();
  await main.getByRole('link', { name: 'About', exact: true }).hover();
  await expect(page.locator('#menu-about')).toBeVisible();
  await expect(page.locator('#menu-industries')).toBeHidden();
  // A link in the open panel is a link: it leads to its page before the scripts, too.
  await page.locator('#menu-about').getByRole('link').first().click();
  await expect(page).not.toHaveURL(/\/work\/bloxios$/);
  await release();
});

for (const path of ['/services']) test(`a form posted before the scripts shows at once that it is sending (${path})`, async ({ page }) => {
  const release = await holdScripts(page);
  await openBeforeScripts(page, path);
  // Keeps the page to be looked at: a listener after the page's own (both on window) stops the post itself.
  await page.evaluate(() => window.addEventListener('submit', (event) => event.preventDefault()));
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const panel = page.getByRole('dialog', { name: 'Talk to our team' });
  await panel.getByRole('textbox', { name: 'Your message' }).fill('Posted before the scripts');
  const send = panel.getByRole('button', { name: 'Send' });
  await send.click();
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  await expect(send).toHaveAttribute('data-sending', '');
  await expect(panel.locator('form')).toHaveAttribute('aria-busy', 'true');
  expect(await send.evaluate((button) => getComputedStyle(button, '::after').animationName)).toBe('sending-spin');
  await expect(hydrated(page)).toHaveCount(0);
  await release();
});
