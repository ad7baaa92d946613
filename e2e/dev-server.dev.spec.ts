import { readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import { splitFrontmatter } from '../content/shared/collection';
import { storedLeads } from './leads-helpers';

/**
 * `npm run dev` (playwright.dev.config.ts starts it on a copy of content/): the pages and the API answer on one
 * origin (scripts/dev-proxy.ts), astro dev's hot reload socket connects through it, and an edited, added or
 * removed collection file shows on reload without a restart (scripts/dev-content-reload.mjs), in the menus too.
 */

/** Writes a content file with a modification time clearly after the last one read. */
function writeContent(file: string, text: string): void {
  writeFileSync(file, text);
  utimesSync(file, new Date(), new Date(Date.now() + 5_000));
}

test.setTimeout(120_000);

test('the API answers on the dev origin: the schedule’s slots, and a contact form is stored', async ({ request }) => {
  const slots = await request.get('/api/schedule/slots');
  expect(slots.status()).toBe(200);
  expect(slots.headers()['x-request-id']).toBeTruthy();
  expect(((await slots.json()) as { callTypes: unknown[] }).callTypes.length).toBeGreaterThan(0);

  const email = `dev-${Date.now().toString(36)}@example.com`;
  const contact = await request.post('/api/contact', { headers: { accept: 'application/json' }, data: { name: 'Ada Lovelace', email, message: 'Trying the contact form in dev.' } });
  expect(contact.status()).toBe(201);
  expect(storedLeads('contact').map((lead) => lead.email)).toContain(email);
});

test('an edited blog article shows on reload, without restarting the dev server', async ({ page }) => {
  const root = process.env.E2E_DEV_CONTENT_ROOT!;
  const id = 'choosing-a-mobile-stack';
  const file = path.join(root, 'blog', 'articles', `${id}.md`);
  const source = readFileSync(file, 'utf8');
  const title = (parseYaml(splitFrontmatter(source)?.frontmatter ?? '') as { title?: string }).title;
  expect(title).toBeTruthy();

  await page.goto(`/blog/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);

  const edited = 'Choosing a mobile stack, edited in dev';
  writeFileSync(file, source.replace(/^title: .*$/m, `title: ${edited}`));
  utimesSync(file, new Date(), new Date(Date.now() + 5_000));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);
});

test('an edited legal document shows on reload, without restarting the dev server', async ({ page }) => {
  const file = path.join(process.env.E2E_DEV_CONTENT_ROOT!, 'legal', 'privacy.md');
  const source = readFileSync(file, 'utf8');
  const title = (parseYaml(splitFrontmatter(source)?.frontmatter ?? '') as { title?: string }).title;
  expect(title).toBeTruthy();

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);

  const edited = 'Privacy Policy, edited in dev';
  writeFileSync(file, source.replace(/^title: .*$/m, `title: ${edited}`));
  utimesSync(file, new Date(), new Date(Date.now() + 5_000));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);
});

test('an edited industry file and a new one show on reload, on their pages and in the menu, without restarting the dev server', async ({ page }) => {
  const folder = path.join(process.env.E2E_DEV_CONTENT_ROOT!, 'industries', 'entries');
  const fintech = path.join(folder, 'fintech.yaml');
  const added = path.join(folder, 'insurance.yaml');
  const source = readFileSync(fintech, 'utf8');
  const headline = page.getByRole('heading', { level: 1 });
  const menuLink = page.locator('header a[href="/industries/insurance"]');
  try {
    await page.goto('/industries/fintech');
    await expect(headline).toHaveText('Financial products that move money safely and pass every audit');
    await expect(menuLink).toHaveCount(0);

    writeContent(fintech, source.replace(/^ {2}headline: .*$/m, '  headline: Financial products, edited in dev'));
    writeContent(
      added,
      source
        .replace(/^name: Fintech$/m, 'name: Insurance')
        .replace(/^group: Financial$/m, 'group: Insurance')
        .replace(/^ {2}title: .*$/m, '  title: Insurance software development services')
        .replace(/^ {2}headline: .*$/m, '  headline: Insurance products, added in dev'),
    );
    await page.reload();
    await expect(headline).toHaveText('Financial products, edited in dev');
    // The header's Industries menu is worked out once per change of the files: it lists the new page.
    await expect(menuLink.first()).toBeAttached();
    await page.goto('/industries/insurance');
    await expect(headline).toHaveText('Insurance products, added in dev');
  } finally {
    writeContent(fintech, source);
    rmSync(added, { force: true });
  }
  // Removed again: gone from the menu on the next page.
  await page.goto('/industries/fintech');
  await expect(headline).toHaveText('Financial products that move money safely and pass every audit');
  await expect(menuLink).toHaveCount(0);
});

test('the hot reload socket connects through the dev origin', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).host;
  /** The first WebSocket the page opens on the dev origin whose path matches, once it has received a frame. */
  const socketOf = (pathPattern: RegExp) =>
    page.waitForEvent('websocket', { predicate: (socket) => new URL(socket.url()).host === origin && pathPattern.test(new URL(socket.url()).pathname) }).then(
      (socket) => socket.waitForEvent('framereceived').then(() => new URL(socket.url()).pathname),
    );

  // astro dev: Vite's client at /@vite/hmr (astro.config.mjs), answered with its `connected` message.
  const vite = socketOf(/^\/@vite\/hmr$/);
  await page.goto('/privacy');
  expect(await vite).toBe('/@vite/hmr');
});
