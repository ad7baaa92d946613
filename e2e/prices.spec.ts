/**
 * Prices (content/company/prices.ts): every exported page states only the prices of the source; each growth path
 * page and the home page's path cards show theirs; the call picker says both calls are free; the booking and
 * contact forms' budget choices say which path each fits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { budgetChoices, callPrices, pathPrices, priceLabel, unsourcedPrices } from '../content/company/prices';
import { callTypes } from '../content/scheduling';
import { textOf } from '../lib/voice/visible-text';
import { waitForHydration } from './helpers';

const out = path.resolve('out');
const BLOCKS = 'p, li, dd, dt, td, th, h1, h2, h3, h4, h5, h6, option, label, figcaption, blockquote, div, section, a, button';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The prices a document states that the source does not: read per innermost block that holds a dollar amount, and in its meta texts and JSON-LD. */
function statedUnsourced(document: Document): string[] {
  const blocks = [...document.querySelectorAll(BLOCKS)].filter(
    (block) => textOf(block).includes('$') && ![...block.querySelectorAll(BLOCKS)].some((inner) => textOf(inner).includes('$')),
  );
  const texts = [
    ...blocks.map((block) => textOf(block)),
    document.title,
    ...[...document.querySelectorAll('meta[content]')].map((meta) => meta.getAttribute('content') ?? ''),
    ...[...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
  ];
  return texts.flatMap((text) => unsourcedPrices(text));
}

test('the gate finds a price typed into a page, inside the markup a page has', () => {
  const { document } = new JSDOM('<main><section><div><p>Launch is fixed price. <span>Prices start at <strong>$60,000</strong>.</span></p></div></section></main>').window;
  expect(statedUnsourced(document)).toEqual(['Prices start at $60,000 .']);
  const { document: meta } = new JSDOM('<head><meta name="description" content="MVPs from $49,000"></head><body></body>').window;
  expect(statedUnsourced(meta)).toEqual(['MVPs from $49,000']);
});

test('no page of the export states a price the source does not', () => {
  const files = htmlFiles(out);
  expect(files.length).toBeGreaterThanOrEqual(80);
  const found = files.flatMap((file) => statedUnsourced(new JSDOM(readFileSync(file, 'utf8')).window.document).map((sentence) => `${path.relative(out, file)}: ${sentence}`));
  expect(found).toEqual([]);
});

for (const slug of ['launch', 'scale', 'transform'] as const) {
  test(`/services/${slug} shows what the path costs, every part at the source's price, and the free call that starts it`, async ({ page }) => {
    await page.goto(`/services/${slug}`);
    const band = page.locator('#price');
    await expect(band.getByRole('heading', { level: 2 })).toHaveText(new RegExp(`^What ${slug} costs$`, 'i'));
    for (const line of pathPrices[slug].lines) {
      await expect(band.locator('dt', { hasText: line.what })).toBeVisible();
      await expect(band.locator('dd', { hasText: priceLabel(line) })).toBeVisible();
    }
    await expect(band.getByText(pathPrices[slug].terms)).toBeVisible();
    await expect(band.getByRole('link', { name: 'Book a discovery call' })).toHaveAttribute('href', /\/contact\?call=discovery.*#schedule$/);
  });
}

test('the home page’s path cards each show the path’s starting price', async ({ page }) => {
  await page.goto('/');
  const cards = page.locator('#paths li');
  for (const slug of ['launch', 'scale', 'transform'] as const) {
    await expect(cards.filter({ hasText: priceLabel(pathPrices[slug].headline) })).toHaveCount(1);
  }
});

test('the call picker says what each call costs, and the forms’ budget choices say which path each fits', async ({ page }) => {
  await page.goto('/contact?topic=quote#schedule');
  await waitForHydration(page);
  const picker = page.locator('#schedule');
  for (const type of callTypes) {
    await expect(picker.getByRole('radio', { name: `${type.name} · ${type.minutes} min · free` })).toBeAttached();
  }
  await expect(picker.getByText(callPrices.discovery.note)).toBeVisible();
  const labels = ['Prefer not to say', ...budgetChoices.map((choice) => choice.label)];
  await expect(picker.getByRole('combobox', { name: 'Budget' }).locator('option')).toHaveText(labels);
  await expect(page.locator('form[aria-labelledby]').getByRole('combobox', { name: /^Budget range/ }).locator('option')).toHaveText(labels);
  await picker.getByRole('radio', { name: /^Technical review/ }).check({ force: true });
  await expect(picker.getByText(callPrices['technical-review'].note)).toBeVisible();
});

test('the booking page without scripts names the price of each call and the path each budget fits', async ({ request }) => {
  const html = await (await request.get('/api/schedule?type=technical-review&tz=America/New_York')).text();
  const { document } = new JSDOM(html).window;
  expect([...document.querySelectorAll('#type option')].map((option) => option.textContent)).toEqual(callTypes.map((type) => `${type.name} (${type.minutes} min, free)`));
  expect(textOf(document.body)).toContain(callPrices['technical-review'].note);
  expect([...document.querySelectorAll('#budget option')].map((option) => option.textContent)).toEqual(['Prefer not to say', ...budgetChoices.map((choice) => choice.label)]);
});
