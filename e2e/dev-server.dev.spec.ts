import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import { splitFrontmatter } from '../content/shared/collection';
import { storedLeads } from './leads-helpers';

/**
 * `npm run dev` (playwright.dev.config.ts starts it on a copy of content/): the pages and the API answer on one
 * origin (scripts/dev-proxy.ts), astro dev's hot reload socket connects through it, and an edited collection file
 * shows on reload without a restart.
 */

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
