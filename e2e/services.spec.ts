import { expect, test } from '@playwright/test';
import { ctaHref } from '../content/booking-links';
import { growthPaths } from '../content/services/growth-paths';
import { redirects } from '../content/redirects';
import { getServicePage } from '../content/services';
import { serviceCatalog } from '../content/services/catalog';

for (const service of serviceCatalog()) {
  test(`/services/${service.slug} renders its h1 and its four statistics`, async ({ page }) => {
    const content = getServicePage(service.slug)!;
    const response = await page.goto(`/services/${service.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.headline);
    await expect(page).toHaveTitle(`${content.meta.title} | Northstack`);
    const stats = content.sections.find((section) => section.kind === 'stats');
    const band = page.locator(`#${stats?.id}`);
    for (const stat of stats?.kind === 'stats' ? stats.items : []) {
      await expect(band.getByText(stat.value, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: content.closing.ctaLabel })).toHaveAttribute('href', ctaHref(content.closing.ctaLabel, `/contact?service=${service.slug}`));
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Service', serviceType: content.serviceType });
  });
}

test('the services overview lists every service under its menu group', async ({ page }) => {
  await page.goto('/services');
  for (const service of serviceCatalog()) {
    await expect(page.locator('#main').getByRole('link', { name: new RegExp(`^${service.name.replace(/[()+]/g, '\\$&')}`) }).first()).toHaveAttribute('href', `/services/${service.slug}`);
  }
});

test('the three growth paths are real pages', async ({ page }) => {
  for (const path of growthPaths()) {
    const response = await page.goto(`/services/${path.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.headline);
  }
});

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`at ${viewport.width} px each growth path opens with its plan: its weeks ${viewport.width > 1000 ? 'across a track' : 'down a rail'}, its price and its services`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of growthPaths()) {
      await page.goto(`/services/${path.slug}`);
      // The band right under the hero.
      const plan = page.locator('#main > section').nth(1);
      await expect(plan).toHaveId('timeline');
      const phases = plan.locator('ol > li');
      await expect(phases).toHaveCount(path.timeline.length);
      for (const [index, phase] of path.timeline.entries()) await expect(phases.nth(index).getByRole('heading', { level: 3 })).toContainText(phase.phase);
      const tops = await phases.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      const track = plan.locator('[data-week-track]');
      if (viewport.width > 1000) {
        await expect(track).toBeVisible();
        expect(new Set(tops).size, path.slug).toBe(1);
      } else {
        await expect(track).toBeHidden();
        expect(tops, path.slug).toEqual([...tops].sort((a, b) => a - b));
        expect(new Set(tops).size, path.slug).toBe(tops.length);
      }
      await expect(plan.locator('#price')).toBeVisible();
      await expect(plan.locator('#services').getByRole('link')).toHaveCount(path.services.length);
    }
  });
}

for (const { from, to } of redirects) {
  test(`${from} permanently redirects to ${to}`, async ({ page, request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe(to);
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('the static redirect pages carry a canonical link and an immediate refresh', async ({ request }) => {
  const response = await request.get('/services/mvp.html', { maxRedirects: 0 });
  // Our server canonicalises .html away; the file itself is for hosts without redirect rules.
  expect(response.status()).toBe(308);
  const { readFileSync } = await import('node:fs');
  const html = readFileSync('out/services/mvp.html', 'utf8');
  expect(html).toContain('<link rel="canonical" href="https://www.northstack.dev/services/launch">');
  expect(html).toContain('<meta http-equiv="refresh" content="0; url=/services/launch">');
});

test('FAQ answers open and close as an accordion', async ({ page }) => {
  await page.goto('/services/blockchain-development');
  const first = page.locator('#faq details, section details').first();
  await expect(first.locator('p')).toBeHidden();
  await first.locator('summary').click();
  await expect(first.locator('p')).toBeVisible();
  const faqLd = page.locator('script[type="application/ld+json"]').nth(1);
  expect(JSON.parse((await faqLd.textContent()) ?? '{}')['@type']).toBe('FAQPage');
});

const proofHref = /^\/work\/[a-z0-9-]+$|^\/our-work\/portfolio#[a-z0-9-]+$/;

for (const path of [...serviceCatalog().map((service) => `/services/${service.slug}`), ...growthPaths().map((growth) => `/services/${growth.slug}`)]) {
  test(`${path} shows delivered work: each proof link leads to a case study or to its anchor on the portfolio`, async ({ page, request }) => {
    await page.goto(path);
    const links = await page.locator('#proof li a').evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(proofHref);
    for (const href of new Set(links.map((href) => href.split('#')[0]!))) expect((await request.get(href)).status(), href).toBe(200);
  });
}

test('/services/web3-development leads with Bloxios', async ({ page }) => {
  await page.goto('/services/web3-development');
  await expect(page.locator('#proof li a').first()).toHaveAttribute('href', '/work/bloxios');
});

test('a proof band quotes a client about a project it shows, and links that project', async ({ page }) => {
  await page.goto('/services/ios-application');
  const band = page.locator('#proof');
  const quote = band.locator('figure');
  await expect(quote).toHaveCount(1);
  const about = band.getByRole('link', { name: 'Native companion apps for home medical devices' }).last();
  await expect(about).toHaveAttribute('href', '/our-work/portfolio#connected-care-apps');
});

test('a median in the stat band shows each published project it names with that project’s own result, and the card shows the same', async ({ page }) => {
  await page.goto('/services/devops');
  const deploys = page.locator('[data-stat-band] > div').filter({ has: page.getByText('Faster deployments', { exact: true }) });
  await expect(deploys.locator('dd', { hasText: '%' }).first()).toHaveText('90%');
  const note = deploys.locator('[data-stat-note]');
  await expect(note).toContainText('The median of these published projects’ own results:');
  await expect(note).toContainText(/Release pipeline and cloud move for a scheduling product \(92%\), Multi-currency payout ledger \(88%\)/);
  // The release pipeline's own card, in the proof band, shows the 92% the note gives it.
  const card = page.locator('#proof li').filter({ hasText: 'Release pipeline and cloud move for a scheduling product' });
  await expect(card).toContainText('92%');
});
