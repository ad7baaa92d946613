import { expect, test, type Page } from '@playwright/test';
import { articles } from '../content/blog';
import { storedLeads } from './leads-helpers';

/*
 * Every page works as HTML; its scripts come on the visitor's first sign of intent (build/defer-scripts.ts),
 * or right after the paint where the page asks for them (a lead form's draft, the 404 page's log, a
 * query only scripts can read).
 */

const CHUNKS = '**/_next/static/chunks/*.js';

/** Counts the module scripts the page requests. */
function countScripts(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_next/static/chunks/') && request.url().endsWith('.js')) requested.push(request.url());
  });
  return requested;
}

/** Holds the module scripts until `release()`: the page stays as the HTML drew it. */
async function holdScripts(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHUNKS, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

const hydrated = (page: Page) => page.locator('header[data-hydrated]');

test('a content page paints and stays script-free while the visitor only reads; a mouse move brings the scripts', async ({ page }) => {
  const requested = countScripts(page);
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  expect(requested).toEqual([]);
  await expect(hydrated(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.mouse.move(400, 400);
  await expect(hydrated(page)).toHaveCount(1);
  expect(requested.length).toBeGreaterThan(0);
  // The hero loop starts with the scripts (reduced motion is off here).
  await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => !video.paused)).toBe(true);
});

test('the first Tab press is intent too, and keeps its focus through hydration', async ({ page }) => {
  await page.goto('/services/devops');
  await page.waitForLoadState('load');
  await expect(hydrated(page)).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page.locator(':focus')).toHaveCount(1);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a touch brings the scripts', async ({ page }) => {
    await page.goto('/work/bloxios');
    await page.waitForLoadState('load');
    await expect(hydrated(page)).toHaveCount(0);
    await page.touchscreen.tap(200, 600);
    await expect(hydrated(page)).toHaveCount(1);
  });
});

test('the 404 page hydrates after the paint without waiting for intent: it logs the missing path', async ({ page }) => {
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
  await page.goto('/contact');
  await page.waitForLoadState('load');
  await page.getByRole('textbox', { name: 'Name (required)' }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Email (required)' }).fill(`grace-${marker}@example.com`);
  await page.getByRole('textbox', { name: 'Message (required)' }).fill(`Typed while the scripts were on their way, ref ${marker}.`);
  await expect(hydrated(page)).toHaveCount(0);
  release();
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Name (required)' })).toHaveValue('Grace Hopper');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Send message' }).click();
  expect((await answer).status()).toBe(201);
  const stored = storedLeads('contact').find((lead) => String(lead.message).includes(marker));
  expect(stored).toMatchObject({ name: 'Grace Hopper', email: `grace-${marker}@example.com` });
});

test('a contact page whose draft this tab keeps hydrates without intent and brings the draft back', async ({ page }) => {
  await page.goto('/contact');
  await expect(hydrated(page)).toHaveCount(0);
  await page.keyboard.press('Shift');
  await expect(hydrated(page)).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Name (required)' }).fill('Ada Lovelace');
  await page.reload();
  // No pointer, key or touch after the reload.
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Name (required)' })).toHaveValue('Ada Lovelace');
});

test('an address with a query hydrates at once: the blog filter reads it', async ({ page }) => {
  await page.goto('/our-work/blog?category=design');
  await expect(hydrated(page)).toHaveCount(1);
  const design = articles.filter((article) => article.category === 'design');
  await expect(page.getByRole('button', { name: 'Design', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#articles').getByRole('article')).toHaveCount(design.length);
});

test('a tap on the chat button before the scripts arrive opens the chat once they have', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/services');
  await page.waitForLoadState('load');
  const chat = page.getByRole('button', { name: 'Chat with us' });
  await chat.click();
  const panel = page.getByRole('dialog', { name: 'Talk to our team' });
  await expect(panel).toBeHidden();
  release();
  await expect(hydrated(page)).toHaveCount(1);
  // Clicked again for the visitor, once: open, not opened and closed.
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close chat', expanded: true })).toBeVisible();
  await page.waitForTimeout(300);
  await expect(panel).toBeVisible();
});

test('a blog filter pressed before the scripts arrive applies once they have', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/our-work/blog');
  await page.waitForLoadState('load');
  const design = page.getByRole('button', { name: 'Design', exact: true });
  await design.click();
  release();
  await expect(hydrated(page)).toHaveCount(1);
  await expect(design).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?category=design$/);
});
