import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3297';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const hold = async (page: import('@playwright/test').Page) => page.route(/\/_next\/static\/chunks\/.*\.js/, () => {});
// Desktop: pre-hydration hover on Services and on About, hydrated hover on Services.
for (const [name, hydrate, item] of [['pre-services', false, 'Services'], ['pre-about', false, 'About'], ['hyd-services', true, 'Services'], ['pre-contact', false, 'Contact']] as const) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  if (!hydrate) await hold(page);
  await page.goto(base + '/work/bloxios', { waitUntil: 'domcontentloaded' });
  if (hydrate) await page.locator('header[data-hydrated]').waitFor();
  await page.waitForTimeout(500);
  const main = page.getByRole('navigation', { name: 'Main' });
  const target = hydrate ? main.getByRole('button', { name: item }) : main.getByRole('link', { name: item, exact: true });
  await target.hover();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
  await page.close();
}
// Phone and desktop: chat Send before hydration.
for (const [name, viewport, mobile] of [['send-phone', { width: 390, height: 844 }, true], ['send-desktop', { width: 1440, height: 900 }, false]] as const) {
  const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
  const page = await context.newPage();
  await hold(page);
  await page.goto(base + '/services', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.addEventListener('submit', (event) => event.preventDefault()));
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const panel = page.getByRole('dialog', { name: 'Talk to our team' });
  await panel.getByRole('textbox', { name: 'Your message' }).fill('We need a partner for a Kubernetes migration in Q1.');
  await panel.getByRole('button', { name: 'Send' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
  await context.close();
}
// Contact form submit before hydration (phone), filled.
{
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await hold(page);
  await page.goto(base + '/contact', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.addEventListener('submit', (event) => event.preventDefault()));
  const form = page.locator('form[action="/api/contact"]');
  await form.getByRole('textbox', { name: 'Name (required)' }).fill('Grace Hopper');
  await form.getByRole('textbox', { name: 'Email (required)' }).fill('grace@example.com');
  await form.getByRole('textbox', { name: 'Message (required)' }).fill('A platform rebuild.');
  const send = page.getByRole('button', { name: 'Send message' });
  await send.scrollIntoViewIfNeeded();
  await send.click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/shot-contact-send-phone.png' });
  await context.close();
}
await browser.close();
