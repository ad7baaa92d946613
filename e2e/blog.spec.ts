import { expect, test, type Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { allArticles, blogFilters, blogPage, technicalCategoryIds } from '../content/blog';
import { techInsightsPage } from '../content/blog/tech-insights';
import { featuredArticle } from '../content/blog/list-page';
import { checklistPath, checklists, resourcesPage } from '../content/resources';
import { expectNoAxeViolations, waitForHydration } from './helpers';
import { storedLeads } from './leads-helpers';

const articles = allArticles();

const LIST = '/our-work/blog';
/** Under All Posts the list leaves out the featured article: it is the large card above the list. */
const belowFeatured = articles.filter((article) => article.id !== featuredArticle()?.id).map((article) => article.id);
const grid = (page: Page) => page.getByRole('region', { name: blogPage.list.heading });
const filterRadio = (page: Page, label: string) => page.getByRole('group', { name: blogPage.list.filterLabel }).getByRole('radio', { name: label, exact: true });

/** The cards the list shows now must be exactly these articles, in list order. */
async function expectListed(page: Page, ids: string[]) {
  const expected = articles.filter((article) => ids.includes(article.id)).map((article) => article.title);
  await expect(grid(page).getByRole('article').getByRole('heading', { level: 3 })).toHaveText(expected);
}

async function expectChosen(page: Page, label: string) {
  for (const filter of blogFilters) {
    if (filter.label === label) await expect(filterRadio(page, filter.label)).toBeChecked();
    else await expect(filterRadio(page, filter.label)).not.toBeChecked();
  }
}

/** A card's cover, not its author's portrait (public/portraits/). */
const COVER = 'img:not([src*="/portraits/"])';

test('the prerendered list shows the featured article first and every article, before any script runs', async ({ request }) => {
  const response = await request.get(LIST);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const featured = articles.find((article) => article.featured)!;
  expect(html.indexOf(featured.href)).toBeGreaterThan(0);
  for (const article of articles) expect(html, article.id).toContain(`href="${article.href}"`);
  // Before the scripts each filter is already its radio (CSS answers it), All Posts checked.
  for (const filter of blogFilters) {
    const radio = new RegExp(`<input type="radio"[^>]*/>${filter.label}</label>`).exec(html)?.[0] ?? '';
    expect(radio, filter.label).toContain(`value="${filter.id}"`);
    expect(radio.includes('checked=""'), filter.label).toBe(filter.id === 'all');
  }
  expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
});

test('the featured cover, the list’s largest paint, comes inside the HTML and draws from it', async ({ page }) => {
  const featured = articles.find((article) => article.featured)!;
  await page.route(`**${featured.image.src}`, (route) => route.abort());
  await page.goto(LIST);
  const cover = page.getByRole('article').filter({ has: page.getByRole('link', { name: featured.title }) }).first().locator(COVER);
  await expect(cover).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  // The file itself is unreachable here: the cover still draws.
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test('each filter shows exactly its articles, says which is chosen and puts the choice in the URL', async ({ page }) => {
  await page.goto(LIST);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogPage.hero.title);
  await expectListed(page, belowFeatured);
  await expectChosen(page, 'All Posts');

  for (const filter of blogFilters.slice(1)) {
    await filterRadio(page, filter.label).click();
    await expect(page).toHaveURL(`${LIST}?category=${filter.id}`);
    await expectChosen(page, filter.label);
    const ids = articles.filter((article) => article.category === filter.id).map((article) => article.id);
    await expectListed(page, ids);
    if (ids.length === 0) {
      await expect(grid(page).getByRole('heading', { name: blogPage.list.emptyTitle })).toBeVisible();
      await expect(grid(page)).toContainText(`There are no articles in ${filter.label} yet.`);
    }
  }

  await filterRadio(page, 'All Posts').click();
  await expect(page).toHaveURL(LIST);
  await expectListed(page, belowFeatured);
});

test('a category without articles says so and offers All Posts', async ({ page }) => {
  const empty = blogFilters.slice(1).find((filter) => !articles.some((article) => article.category === filter.id));
  test.skip(!empty, 'every category has an article');
  await page.goto(`${LIST}?category=${empty!.id}`);
  await waitForHydration(page);
  await expect(grid(page).getByRole('heading', { name: blogPage.list.emptyTitle })).toBeVisible();
  await grid(page).getByRole('button', { name: blogPage.list.showAll }).click();
  await expect(page).toHaveURL(LIST);
  await expectChosen(page, 'All Posts');
  await expectListed(page, belowFeatured);
});

test('a filtered view survives a reload and follows Back and Forward', async ({ page }) => {
  await page.goto(LIST);
  await waitForHydration(page);
  const design = articles.filter((article) => article.category === 'design').map((article) => article.id);
  const devops = articles.filter((article) => article.category === 'devops').map((article) => article.id);

  await filterRadio(page, 'Design').click();
  await expect(page).toHaveURL(`${LIST}?category=design`);
  await page.reload();
  await waitForHydration(page);
  await expectChosen(page, 'Design');
  await expectListed(page, design);

  await filterRadio(page, 'DevOps').click();
  await expectListed(page, devops);
  await page.goBack();
  await expect(page).toHaveURL(`${LIST}?category=design`);
  await expectChosen(page, 'Design');
  await expectListed(page, design);
  await page.goForward();
  await expect(page).toHaveURL(`${LIST}?category=devops`);
  await expectListed(page, devops);
});

test('an unknown category in the URL shows every article', async ({ page }) => {
  await page.goto(`${LIST}?category=astrology`);
  await waitForHydration(page);
  await expectChosen(page, 'All Posts');
  await expectListed(page, belowFeatured);
});

test('the newsletter form rejects an invalid address without sending, and never claims a subscription that failed', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/newsletter')) sent.push(request.method());
  });
  await page.goto(LIST);
  await waitForHydration(page);
  const form = page.getByRole('region', { name: blogPage.newsletter.heading });
  const email = form.getByRole('textbox', { name: blogPage.newsletter.label });
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('placeholder', 'Enter your email');

  await email.fill('not-an-email');
  // The schema loads on the form's first focus; then the form's own message answers instead of the browser's.
  await expect.poll(() => form.locator('form').evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Please enter a valid email address, like name@company.com.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  expect(sent).toEqual([]);

  // A valid address is stored (read back through the operator CLI), normalised, and confirmed by mail.
  const address = `cto+${Date.now()}@example.com`;
  await email.fill(`  ${address.toUpperCase()} `);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toContainText(blogPage.newsletter.successTitle);
  await expect(form.getByRole('status')).toContainText(address);
  expect(sent).toEqual(['POST']);
  const stored = storedLeads('newsletter').filter((lead) => lead.email === address);
  expect(stored).toHaveLength(1);
});

test('a subscription the server could not store says nothing was sent and keeps the address', async ({ page }) => {
  await page.route('**/api/newsletter', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'unavailable', message: 'We could not save this just now, so nothing was stored.' }) }),
  );
  await page.goto(LIST);
  await waitForHydration(page);
  const form = page.getByRole('region', { name: blogPage.newsletter.heading });
  const email = form.getByRole('textbox', { name: blogPage.newsletter.label });
  await email.fill('cto@example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toContainText(blogPage.newsletter.failureTitle);
  await expect(form.getByRole('alert')).toContainText('nothing was stored');
  await expect(email).toHaveValue('cto@example.com');
  await expect(page.getByText(blogPage.newsletter.successTitle)).toHaveCount(0);
});

test('the list is drawn by Astro: its filter and newsletter form work after load from its own small modules, no React', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${LIST}?category=design`);
  await waitForHydration(page);
  await expectChosen(page, 'Design');
  await filterRadio(page, 'DevOps').click();
  await expect(page).toHaveURL(`${LIST}?category=devops`);
  await expectListed(page, articles.filter((article) => article.category === 'devops').map((article) => article.id));
  const form = page.getByRole('region', { name: blogPage.newsletter.heading });
  await form.getByRole('textbox', { name: blogPage.newsletter.label }).fill('nope');
  await expect.poll(() => form.locator('form').evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Please enter a valid email address, like name@company.com.')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((src) => !src.startsWith('/_astro/'))).toEqual([]);
  // React comes only with a toast's layer (components/ui/toaster.ts), and none was raised.
  const sources = await Promise.all(scripts.map(async (src) => (await page.request.get(src)).text()));
  expect(sources.filter((source) => source.includes('react.transitional.element'))).toEqual([]);
});

test('without scripts the filters still narrow the list, each to exactly its articles', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LIST);
  for (const filter of blogFilters.slice(1)) {
    await filterRadio(page, filter.label).click();
    await expectChosen(page, filter.label);
    const ids = articles.filter((article) => article.category === filter.id).map((article) => article.id);
    await expectListed(page, ids);
    await expect(page.getByRole('group', { name: blogPage.list.filterLabel })).toHaveAccessibleDescription(ids.length === 0 ? `No articles in ${filter.label} yet` : `${ids.length} ${ids.length === 1 ? 'article' : 'articles'} in ${filter.label}`);
  }
  await filterRadio(page, 'All Posts').click();
  await expectListed(page, belowFeatured);
  await context.close();
});

test('without scripts the newsletter form posts to the API and lands on the confirmation page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LIST);
  const form = page.getByRole('region', { name: blogPage.newsletter.heading });
  const address = `founder+${Date.now()}@example.com`;
  await form.getByRole('textbox', { name: blogPage.newsletter.label }).fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/our-work\/blog\/subscribed$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(page.url()).not.toContain('example.com');
  expect(storedLeads('newsletter').filter((lead) => lead.email === address)).toHaveLength(1);
  await context.close();
});

test('the RSS feed is valid XML listing every article', async ({ request }) => {
  const response = await request.get('/blog/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  const parser = new XMLParser({ ignoreAttributes: false });
  const { XMLValidator } = await import('fast-xml-parser');
  expect(XMLValidator.validate(xml)).toBe(true);
  const feed = parser.parse(xml);
  expect(feed.rss['@_version']).toBe('2.0');
  const items = [feed.rss.channel.item].flat() as { title: string; link: string; pubDate: string; description: string }[];
  expect(items).toHaveLength(articles.length);
  for (const article of articles) {
    const item = items.find((entry) => entry.link.endsWith(article.href));
    expect(item, article.id).toBeDefined();
    expect(item!.title).toBe(article.title);
    expect(item!.description).toBe(article.excerpt);
    expect(new Date(item!.pubDate).toISOString().slice(0, 10)).toBe(article.publishDate);
  }
});

test('/blog and /insights redirect permanently to the blog list', async ({ request, page }) => {
  for (const from of ['/blog', '/insights']) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers().location, from).toBe(LIST);
  }
  await page.goto('/blog');
  await expect(page).toHaveURL(LIST);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogPage.hero.title);
});

test('/insights/tech opens like the blog and lists the technical articles as its rows, each group linking to its filtered list', async ({ page }) => {
  const response = await page.goto('/insights/tech');
  expect(response?.status()).toBe(200);
  // The blog's nameplate on paper, not the dark hero; the way to the whole blog beside the list.
  await expect(page.locator('section[aria-labelledby="blog-masthead-title"] h1')).toHaveText('Engineering articles, by discipline');
  await expect(page.locator('[data-hero-kind]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Browse every article on the blog' })).toHaveAttribute('href', LIST);
  const technical = articles.filter((article) => (technicalCategoryIds as readonly string[]).includes(article.category));
  await expect(page.locator('main').getByRole('article')).toHaveCount(technical.length);
  for (const article of technical) await expect(page.getByRole('link', { name: article.title })).toHaveAttribute('href', article.href);
  for (const article of articles.filter((entry) => !technical.includes(entry))) await expect(page.getByRole('link', { name: article.title })).toHaveCount(0);
  await page.getByRole('link', { name: /^DevOps \d+ article/ }).click();
  await expect(page).toHaveURL(`${LIST}?category=devops`);
  await waitForHydration(page);
  await expectChosen(page, 'DevOps');
});

test('/resources offers guides from the blog and checklists that download as real files', async ({ page, request }) => {
  const response = await page.goto('/resources');
  expect(response?.status()).toBe(200);
  for (const checklist of checklists()) {
    const link = page.getByRole('link', { name: new RegExp(`^Download ${checklist.title}`) });
    await expect(link).toHaveAttribute('href', checklistPath(checklist.slug));
    const file = await request.get(checklistPath(checklist.slug));
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await file.text();
    for (const item of checklist.items) expect(text.replace(/\s+/g, ' ')).toContain(`[ ] ${item}`);
  }
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: new RegExp(`^Download ${checklists()[0]!.title}`) }).click();
  expect((await download).suggestedFilename()).toBe(`${checklists()[0]!.slug}.txt`);
});

// Every page is checked by every-page.spec.ts; these are the filtered states of the list.
for (const path of [`${LIST}?category=design`, `${LIST}?category=innovation`]) {
  test(`${path} has the shell and axe finds nothing`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}

test('blog pages run without console errors, and the footer’s Insights links land on real pages', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const path of [LIST, articles[0]!.href, '/resources']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  const insights = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  const expected: [string, RegExp, string][] = [
    ['Blog', /\/our-work\/blog$/, blogPage.hero.title],
    ['Tech Articles', /\/insights\/tech$/, techInsightsPage.hero.headline],
    ['Resources', /\/resources$/, resourcesPage().hero.headline],
  ];
  for (const [name, url, heading] of expected) {
    await insights.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await waitForHydration(page);
  }
  expect(problems).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list draws a card, and fetches its cover, only as the card comes near', async ({ page }) => {
    await page.goto(LIST);
    await waitForHydration(page);
    // The index's third row (the fourth item: the featured article's is hidden under All Posts) starts some
    // 1,700 px below the first screen, inside the browser's lazy-loading distance: drawn on approach
    // (ArticleGrid), it costs no layout before the first paint and its cover does not race that paint
    // (Lighthouse counted those requests in the LCP).
    const third = page.locator('#articles li article').nth(3);
    const drawn = () => third.locator('h3').evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn()).toBe(false);
    await third.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    const cover = third.locator(COVER);
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });
});
