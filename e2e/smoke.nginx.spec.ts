import { expect, test } from '@playwright/test';
import { redirects } from '../content/redirects';
import { livePages } from '../content/site-map/routes';
import { validApplication } from '../server/testing/form-fixtures';

/**
 * Smoke run through nginx (playwright.nginx.config.ts): the generated nginx.conf in front of the
 * export, the Node server behind it for /api.
 */
test('every live page answers 200 through nginx and draws its heading with its scripts allowed by the CSP', async ({ page }) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const { path } of livePages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('the redirect table and the canonical-URL rule answer 308 with a same-site Location', async ({ request }) => {
  for (const { from, to } of redirects) {
    for (const spelling of [from, `${from}/`]) {
      const response = await request.get(spelling, { maxRedirects: 0 });
      expect(response.status(), spelling).toBe(308);
      expect(response.headers()['location'], spelling).toBe(to);
    }
  }
  const slash = await request.get('/services/devops/?ref=nginx', { maxRedirects: 0 });
  expect(slash.status()).toBe(308);
  expect(slash.headers()['location']).toBe('/services/devops?ref=nginx');
});

test('an unknown path gets the 404 page with status 404, not stored', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
});

test('the contact form posts through the nginx proxy and is stored (201)', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Name (required)' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email (required)' }).fill('ada@example.com');
  await page.getByRole('textbox', { name: 'Message (required)' }).fill('We would like a quote for a DevOps engagement next quarter.');
  const posted = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.json()).toHaveProperty('id');
});

test('a resume posts through nginx: 4 MB is stored (201), 7 MB gets the API JSON 413, never the proxy HTML', async ({ request }) => {
  const pdf = (megabytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(megabytes * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
  const post = (bytes: Buffer) =>
    request.post('/api/job-applications', {
      headers: { accept: 'application/json' },
      multipart: { ...validApplication, resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: bytes } },
    });

  const stored = await post(pdf(4));
  expect(stored.status()).toBe(201);
  expect(await stored.json()).toHaveProperty('id');

  const tooLarge = await post(pdf(7));
  expect(tooLarge.status()).toBe(413);
  expect(tooLarge.headers()['content-type']).toContain('application/json');
  expect(tooLarge.headers()['cache-control']).toBe('no-store');
  expect(await tooLarge.json()).toMatchObject({ error: 'payload_too_large', message: expect.stringContaining('6 MB') });
});
