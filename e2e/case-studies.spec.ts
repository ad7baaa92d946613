import { expect, test, type Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { facts } from '../content/company/figures';
import { proofEntry } from '../content/services/proof';
import { caseStudies, getCaseStudy, topicChips, topicCopy } from '../content/case-studies';
import { caseStudyDetailPage, caseStudyListPage } from '../content/pages/case-study-pages';

/** The topics, and the three studies alternating with a link each to its detail page. */
async function expectCaseStudyList(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(caseStudyListPage.hero.title);
  // A chip only for a topic a study covers; SPEC's other topics named once, plainly, with the way to the portfolio.
  const { chips, uncovered } = topicChips(caseStudies());
  const topics = page.getByRole('list', { name: topicCopy.label });
  await expect(topics.getByRole('listitem')).toHaveText(chips);
  expect(chips).toEqual(caseStudies().map((study) => study.category).filter((topic, index, all) => all.indexOf(topic) === index));
  const note = page.getByText(/^No case study yet in /);
  for (const topic of uncovered) await expect(note).toContainText(topic);
  await expect(note.getByRole('link', { name: topicCopy.portfolioLink.label })).toHaveAttribute('href', '/our-work/portfolio');

  // The studies as editorial entries: the product name large, the client, the outcome, the art and every result.
  const featured = page.locator('#featured');
  await expect(featured.getByRole('article')).toHaveCount(caseStudies().length);
  for (const study of caseStudies()) {
    const article = featured.getByRole('article', { name: study.title });
    await expect(article.getByRole('heading', { level: 3 })).toHaveText(study.title);
    await expect(article.getByText(study.description)).toBeVisible();
    await expect(article.getByRole('img', { name: study.image.alt })).toBeVisible();
    for (const metric of study.metrics) await expect(article.getByRole('definition').filter({ hasText: new RegExp(`^${metric.value.replace(/[+$.]/g, '\\$&')}$`) })).toHaveCount(1);
    await expect(article.getByRole('link', { name: `${caseStudyListPage.featured.linkLabel}: ${study.title}` })).toHaveAttribute('href', study.href);
  }
  // Vision Millennium's conversion lift is one of the three results design's 300% is the best of: its median stands beside it.
  const conversion = featured.getByRole('article', { name: 'Vision Millennium' }).locator('[data-stat-note]');
  await expect(conversion).toHaveText(/^Median across the 3 design projects whose conversion was measured before and after: \+78%; the best of them, \+300%\. The others:/);
  await expect(conversion.getByRole('link')).toHaveCount(2);
  // One band of headline figures at most: the entries' results are not one.
  await expect(page.locator('[data-stat-band]')).toHaveCount(0);

  await expect(page.locator('#deep-dive').getByRole('article')).toHaveCount(caseStudies().length);
  // SPEC's four steps, told by how the three studies ran them (the home page shows the delivery process itself).
  await expect(page.locator('#process').getByRole('heading', { level: 3 })).toHaveText(['Discovery', 'Strategy', 'Development', 'Launch']);
  await expect(page.locator('#process')).toContainText('Bloxios only after an independent audit');
  await expect(page.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/contact');
  // Not a link to itself: every write-up is on the portfolio.
  await expect(page.getByRole('link', { name: 'View All Case Studies' })).toHaveAttribute('href', '/our-work/portfolio');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/work$/);
}

test('/work lists the topics its studies cover and the three case studies, each linking to its detail page', async ({ page }) => {
  const response = await page.goto('/work');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${caseStudyListPage.meta.title} | Northstack`);
  await expectCaseStudyList(page);
});

test('/our-work/case-studies shows the same list, with /work as its canonical URL', async ({ page }) => {
  const response = await page.goto('/our-work/case-studies');
  expect(response?.status()).toBe(200);
  await expectCaseStudyList(page);
});

test('following a case study from the list opens its detail page', async ({ page }) => {
  await page.goto('/work');
  await page.locator('#featured').getByRole('link', { name: `${caseStudyListPage.featured.linkLabel}: Bloxios` }).click();
  await expect(page).toHaveURL(/\/work\/bloxios$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bloxios');
});

test('a study’s artwork, its page’s largest paint, comes inside the HTML and draws from it', async ({ page }) => {
  const study = getCaseStudy('bloxios')!;
  await page.route(`**${study.image.src}`, (route) => route.abort());
  await page.goto(study.href);
  const art = page.getByRole('region', { name: study.title, exact: true }).getByRole('img', { name: study.image.alt });
  await expect(art).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  await expect(art).toHaveAttribute('fetchpriority', 'high');
  // The file itself is unreachable here: the artwork still draws.
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // In the page once: the React payload keeps the file's path (a page without hero art has only the favicon's).
  const dataUrls = async (path: string) => (await (await page.request.get(path)).text()).split('data:image/svg+xml,').length - 1;
  expect(await dataUrls(study.href)).toBe((await dataUrls('/services/devops')) + 1);
});

test('the other studies at a detail page’s end wait until approached: lazy, and no preload ahead of the first paint', async ({ request }) => {
  const study = getCaseStudy('bloxios')!;
  const html = await (await request.get(study.href)).text();
  const { document } = new JSDOM(html).window;
  const others = caseStudies().filter((other) => other.id !== study.id);
  for (const other of others) {
    const image = document.querySelector(`img[src="${other.image.src}"]`);
    expect(image?.getAttribute('loading'), other.id).toBe('lazy');
    expect(document.querySelector(`link[rel=preload][href="${other.image.src}"]`), other.id).toBeNull();
  }
});

for (const study of caseStudies()) {
  test(`${study.href} shows its title, four metrics, five completed phases and a way back`, async ({ page }) => {
    const response = await page.goto(study.href);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${study.meta.title} | Northstack`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
    // In the page, not the services menu's featured study (hidden until opened).
    await expect(page.getByRole('main').getByText(study.subtitle, { exact: true }).first()).toBeVisible();

    const hero = page.getByRole('region', { name: study.title, exact: true });
    await expect(hero.getByRole('link', { name: caseStudyDetailPage.backLabel, exact: true })).toHaveAttribute('href', '/work');
    await expect(hero.getByRole('img', { name: study.image.alt })).toBeVisible();
    await expect(hero.getByRole('list', { name: `${study.title} tags` }).getByRole('listitem')).toHaveText([...study.tags]);

    const results = page.locator('#results');
    await expect(results.locator('dt')).toHaveText(study.metrics.map((metric) => metric.label));
    await expect(results.locator('dd:not([data-stat-note])')).toHaveText(study.metrics.map((metric) => metric.value));
    // A result that is one of a best case's results has the median across the named projects beside it (only Vision Millennium's +78%).
    const note = results.locator('[data-stat-note]');
    if (study.id === 'vision-millennium') {
      await expect(note).toHaveText(/^Median across the 3 design projects whose conversion was measured before and after: \+78%; the best of them, \+300%\. The others:/);
      const others = facts.designConversion.best!.results.filter((result) => result.project.id !== study.id).map((result) => proofEntry(result.project)!);
      await expect(note.getByRole('link')).toHaveText(others.map((entry) => entry.title));
      for (const [index, entry] of others.entries()) await expect(note.getByRole('link').nth(index)).toHaveAttribute('href', entry.href);
    } else await expect(note).toHaveCount(0);

    const challenge = page.locator('#challenge');
    await expect(challenge.getByRole('heading', { level: 3 })).toHaveText(['The challenge', 'Our solution']);
    await expect(challenge.getByRole('listitem')).toHaveCount(study.challenges.length + study.solutions.length);
    await expect(page.getByRole('list', { name: `${study.title} technologies` }).getByRole('listitem')).toHaveText([...study.technologies]);

    const phases = page.locator('#timeline ol > li');
    await expect(phases).toHaveCount(5);
    for (const [index, phase] of study.timeline.entries()) {
      await expect(phases.nth(index).getByRole('heading', { level: 3 })).toHaveText(phase.phase);
      await expect(phases.nth(index)).toContainText(phase.duration);
      await expect(phases.nth(index)).toContainText('Completed');
    }

    const closing = page.getByRole('region', { name: caseStudyDetailPage.closing.heading });
    await expect(closing.getByRole('link', { name: caseStudyDetailPage.closing.primary.label })).toHaveAttribute('href', '/contact');
    await expect(closing.getByRole('link', { name: caseStudyDetailPage.closing.secondary.label })).toHaveAttribute('href', '/work');

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Article', name: study.meta.title, url: expect.stringMatching(new RegExp(`${study.href}$`)) });
  });
}

test('Bloxios adds the Security First Approach with its three points', async ({ page }) => {
  const security = getCaseStudy('bloxios')?.highlights.find((section) => section.id === 'security');
  expect(security?.kind).toBe('iconGrid');
  await page.goto('/work/bloxios');
  const band = page.locator('#security');
  await expect(band.getByRole('heading', { level: 2 })).toHaveText('Security First Approach');
  await expect(band.getByRole('heading', { level: 3 })).toHaveText(security?.kind === 'iconGrid' ? security.items.map((point) => point.title) : []);
});

test('Vision Millennium adds three Revolutionary Features and the before/after comparison', async ({ page }) => {
  await page.goto('/work/vision-millennium');
  const features = page.locator('#features');
  await expect(features.getByRole('heading', { level: 2 })).toHaveText('Revolutionary Features');
  await expect(features.getByRole('heading', { level: 3 })).toHaveCount(3);

  const comparison = page.locator('#comparison');
  const session = comparison.getByRole('listitem').filter({ hasText: 'Average session duration' });
  await expect(session.locator('dd').nth(0)).toHaveText('45 seconds');
  await expect(session.locator('dd').nth(1)).toHaveText('2 minutes 24 seconds');
  const conversion = comparison.getByRole('listitem').filter({ hasText: 'Conversion rate' });
  await expect(conversion.locator('dd').nth(0)).toHaveText('2.3%');
  await expect(conversion.locator('dd').nth(1)).toHaveText('4.1%');
});

test('other case-study ids are not pages', async ({ request }) => {
  const response = await request.get('/work/unknown-study');
  expect(response.status()).toBe(404);
});


test('every case study links back to its services and its industry', async ({ page }) => {
  for (const study of caseStudies()) {
    await page.goto(study.href);
    const overview = page.locator('#overview');
    for (const slug of study.services) await expect(overview.locator(`a[href="/services/${slug}"]`)).toHaveCount(1);
    for (const slug of study.industries) await expect(overview.locator(`a[href="/industries/${slug}"]`)).toHaveCount(1);
  }
});

test('Bloxios names its client and links the audit report it says is published', async ({ page }) => {
  await page.goto('/work/bloxios');
  const overview = page.locator('#overview');
  await expect(overview.locator('dt', { hasText: /^Client$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('Bloxios Labs · Venture-backed Web3 protocol');
  const card = page.locator('#security li').filter({ hasText: 'published for stakers to read' });
  await card.getByRole('link', { name: /Read the audit report/ }).click();
  await expect(page).toHaveURL(/\/work\/bloxios\/audit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Bloxios contracts audit');
  await expect(page.locator('#severity').getByRole('heading', { level: 3 })).toHaveText(['Critical', 'High', 'Medium', 'Low', 'Informational']);
  await expect(page.locator('#findings').getByText(/Resolved:/)).toHaveCount(9);
});
