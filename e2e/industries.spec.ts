import { expect, test } from '@playwright/test';
import { industryContactHref, industryList, industryServices } from '../content/industries';
import { getEntry } from '../content/read';
import { industriesOverview } from '../content/industries/overview';
import { ctaHref } from '../content/booking-links';
import { waitForHydration } from './helpers';

for (const industry of industryList()) {
  const { slug } = industry;
  const stats = industry.sections.find((section) => section.kind === 'stats')!;
  const services = industry.sections.find((section) => section.kind === 'cards')!;
  const useCases = industry.sections.find((section) => section.kind === 'iconGrid')!;
  test(`/industries/${slug} renders its hero, four statistics and service cards that lead to live pages`, async ({ page, request }) => {
    const response = await page.goto(`/industries/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(industry.hero.headline);
    await expect(page).toHaveTitle(`${industry.meta.title} | Northstack`);
    const band = page.locator(`#${stats.id}`);
    for (const stat of stats.items) await expect(band.getByText(stat.value, { exact: true })).toBeVisible();

    const cards = page.locator(`#${services.id}`);
    for (const card of industryServices(industry)) {
      const link = cards.getByRole('link', { name: card.linkLabel });
      await expect(link).toHaveAttribute('href', card.href!);
      expect((await request.get(card.href!)).status(), card.href).toBe(200);
    }
    for (const useCase of useCases.items) {
      await expect(page.locator(`#${useCases.id}`).getByRole('heading', { name: useCase.title })).toBeVisible();
    }
    // 'Book a call' opens the picker (content/booking-links.ts).
    await expect(page.getByRole('link', { name: industry.closing.ctaLabel }).last()).toHaveAttribute('href', ctaHref(industry.closing.ctaLabel, industryContactHref(slug)));
  });
}

test('the industries overview introduces all five and links to each', async ({ page }) => {
  const response = await page.goto('/industries');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(industriesOverview().hero.headline);
  for (const industry of industryList()) {
    await expect(page.getByRole('link', { name: `Explore ${industry.name}` })).toHaveAttribute('href', `/industries/${industry.slug}`);
  }
  const approach = industriesOverview().sections.find((section) => section.id === 'approach');
  await expect(page.locator('#main ol > li')).toHaveCount(approach?.kind === 'numbered' ? approach.items.length : -1);
});

test('the header’s Industries menu now leads to the built pages', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/industries/fintech');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Industries' }).click();
  await page.getByRole('link', { name: 'Healthcare' }).first().click();
  await expect(page).toHaveURL(/\/industries\/healthcare$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(getEntry('industries', 'healthcare')!.hero.headline);
});


test('every industry page shows its delivered work; automotive leads with AutoAI and retail with Vision Millennium', async ({ page }) => {
  for (const { slug } of industryList()) {
    await page.goto(`/industries/${slug}`);
    const links = await page.locator('#proof li a').evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
    expect(links.length, slug).toBeGreaterThan(0);
    for (const href of links) expect(href, slug).toMatch(/^\/work\/[a-z0-9-]+$|^\/our-work\/portfolio#[a-z0-9-]+$/);
  }
  await page.goto('/industries/automotive');
  await expect(page.locator('#proof li a').first()).toHaveAttribute('href', '/work/autoai');
  await page.goto('/industries/retail');
  await expect(page.locator('#proof li a').first()).toHaveAttribute('href', '/work/vision-millennium');
});
