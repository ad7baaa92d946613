import { expect, test, type Page } from '@playwright/test';
import { companyPage } from '../content/pages/company';
import { careersOverview } from '../content/careers';
import { growthPathPage, growthPaths } from '../content/services/growth-paths';
import { industryList, industryPage } from '../content/industries';
import { servicePage, getServicePage } from '../content/services';
import { heroKindOf } from '../components/page/hero-kind';
import { serviceCatalog, serviceGroups } from '../content/services/catalog';
import type { SectionPage } from '../content/shared/page';
import { servicesOverview } from '../content/services/overview';
import { resourcesPage } from '../content/resources';
import { portfolioPage } from '../content/pages/portfolio';

/** One service per practice (the first of each menu group), a growth path, an industry, company and careers pages, the services overview, the resources and the portfolio. */
const pages: SectionPage[] = [
  ...serviceGroups.map((group) => servicePage(getServicePage(serviceCatalog().find((service) => service.group === group.title)!.slug)!)),
  growthPathPage(growthPaths()[0]!),
  industryPage(industryList()[0]!),
  // The story pages, life at the studio and the reference pages have an artwork; the overview, the team roster and leadership open on people (company-hero.tsx).
  companyPage('about-us'),
  companyPage('our-mission'),
  companyPage('team'),
  companyPage('press-and-media'),
  companyPage('how-we-count'),
  careersOverview,
  servicesOverview(),
  resourcesPage(),
  portfolioPage(),
];

/** The page's largest-paint entries so far, as the tag of each element (read before any input). */
const lcpElements = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        new PerformanceObserver((list) =>
          resolve(list.getEntries().map((entry) => (entry as PerformanceEntry & { element: Element | null }).element?.tagName ?? '')),
        ).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );

/** The layout shift the page has had so far (the sum of its entries; none at all is 0). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 300);
      }),
  );

for (const content of pages) {
  test(`${content.path}: the hero shows its artwork beside the headline, which stays the largest paint`, async ({ page }) => {
    const art = content.hero.art!;
    await page.goto(content.path);
    const image = page.locator('main section').first().getByRole('img', { name: art.alt, exact: true });
    await expect(image).toHaveAttribute('data-hero-art', art.src);
    expect(await image.evaluate((element) => getComputedStyle(element).borderImageSource)).toContain(art.src);
    // Loaded, then painted (two frames later).
    await expect
      .poll(() => page.evaluate((src) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some((entry) => new URL(entry.name).pathname === src && entry.responseEnd > 0), art.src))
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const h1 = await page.getByRole('heading', { level: 1 }).boundingBox();
    const box = await image.boundingBox();
    // Beside the headline (on its left on an industry page, on its right elsewhere), in a box of the file's proportions, inside the first screen.
    if (content.path.startsWith('/industries/')) expect(box!.x + box!.width).toBeLessThan(h1!.x + 1);
    else expect(box!.x).toBeGreaterThan(h1!.x + h1!.width - 1);
    expect(box!.width).toBeGreaterThan(400);
    // A service page's signature: the product it builds drawn larger than the column of words beside it.
    if (heroKindOf(content.path) === 'service') expect(box!.width).toBeGreaterThan(h1!.width);
    expect(Math.abs(box!.width / box!.height - art.width / art.height)).toBeLessThan(0.02);
    expect(box!.y + box!.height).toBeLessThan(900);
    expect((await lcpElements(page)).at(-1)).toBe('H1');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  });
}

test('on a phone the hero artwork is left out and never requested', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/services/devops', { waitUntil: 'networkidle' });
  await expect(page.locator('[data-hero-art]')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.filter((path) => path.startsWith('/art/hero/'))).toEqual([]);
  await context.close();
});

test('a hero artwork box asks for its file only through the stylesheet, so a layout read before the stylesheet asks for nothing', async ({ browser }) => {
  // Once in CI a phone fetched the art: its box, not yet hidden by the stylesheet, had a border image of its own.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.route(/\.css$/, (route) => route.abort());
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/services/devops', { waitUntil: 'networkidle' });
  expect(await page.locator('[data-hero-art]').evaluate((element) => getComputedStyle(element).display)).toBe('block');
  expect(requested.filter((path) => path.startsWith('/art/hero/'))).toEqual([]);
  await context.close();
});
