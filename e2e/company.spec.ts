import { expect, test, type Page } from '@playwright/test';
import { companyPage } from '../content/pages/company';
import { leaders as readLeaders, showcasePeople as readShowcasePeople, teamMembers as readTeamMembers } from '../content/company/people';
import { mediaContacts } from '../content/press-contacts';
import { mediaKitFiles } from '../content/media-kit';
import { newsItems } from '../content/press-news';
import { conflictingReadings } from '../content/company/claim-readings';
import { companyFigures } from '../content/company/figures';

const leaders = readLeaders();
const teamMembers = readTeamMembers();
const showcasePeople = readShowcasePeople();

const pages = [companyPage('about'), companyPage('about-us'), companyPage('our-mission'), companyPage('leadership'), companyPage('our-team'), companyPage('press-and-media'), companyPage('partnerships'), companyPage('team')];

for (const company of pages) {
  test(`${company.path} renders its hero heading inside the site shell`, async ({ page }) => {
    const response = await page.goto(company.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.hero.headline);
    await expect(page).toHaveTitle(`${company.meta.title} | Northstack`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('#closing-cta')).toBeVisible();
  });
}

test('the original un-prefixed company paths redirect permanently to their /about pages', async ({ request, page }) => {
  const table = {
    '/our-mission': '/about/our-mission',
    '/our-team': '/about/our-team',
    '/leadership': '/about/leadership',
    '/press': '/about/press-and-media',
  };
  for (const [from, to] of Object.entries(table)) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers()['location'], from).toBe(to);
  }
  await page.goto('/press');
  await expect(page).toHaveURL(/\/about\/press-and-media$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyPage('press-and-media').hero.headline);
});

test('the footer’s press link is named by the press page’s title and reaches it without a redirect', async ({ page }) => {
  await page.goto('/about');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Press and Media', exact: true });
  await expect(link).toHaveAttribute('href', '/about/press-and-media');
  await link.click();
  await expect(page).toHaveURL(/\/about\/press-and-media$/);
});

test('the about overview shows the company figures and leads to the company pages', async ({ page }) => {
  await page.goto('/about');
  const figures = page.locator('#figures');
  for (const key of ['years', 'solutions', 'experts', 'referrals'] as const) {
    await expect(figures.getByText(companyFigures[key].value, { exact: true })).toBeVisible();
    await expect(figures.getByText(companyFigures[key].label)).toBeVisible();
  }
  const main = page.locator('#main');
  for (const href of ['/about/about-us', '/about/our-mission', '/about/leadership', '/about/our-team', '/about/press-and-media', '/about/partnerships', '/contact']) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
});

test('about us shows the eight company figures in its one figures band, its reach in the story, and one reading of each claim', async ({ page }) => {
  await page.goto('/about/about-us');
  const figures = page.locator('#figures dd');
  await expect(figures).toHaveText(['years', 'solutions', 'experts', 'referrals', 'developers', 'blockchainProjects', 'leadExperience', 'averagePartnership'].map((key) => companyFigures[key as keyof typeof companyFigures].value));
  await expect(page.locator('main [data-stat-band]')).toHaveCount(1);
  const { clientCompanies, industries, countriesServed } = companyFigures;
  await expect(page.getByText(`${clientCompanies.value} client companies in ${industries.value} industries, whose products run in ${countriesServed.value} countries`)).toBeVisible();
  // 250+ solutions and 15+ countries stay here; 50+ client projects (home) and 6 countries (portfolio) do not.
  expect(conflictingReadings(await page.locator('main').innerText())).toEqual([]);
});


/** People are drawn as the roster's illustrated portraits (public/portraits/), never as stock photographs. */
async function expectOnlyPortraits(page: Page) {
  const sources = await page.locator('#main img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  expect(sources.length).toBeGreaterThan(0);
  expect(sources.filter((src) => !/^\/portraits\/[a-z-]+\.svg$/.test(src))).toEqual([]);
}

test('leadership shows two leaders with achievements; our team five members with specialties; each links to the other', async ({ page }) => {
  await page.goto('/about/leadership');
  for (const leader of leaders) {
    await expect(page.getByRole('heading', { level: 3, name: leader.name })).toBeVisible();
    await expect(page.getByText(leader.achievements?.[0] ?? '')).toBeVisible();
  }
  await expectOnlyPortraits(page);
  await expect(page.locator('#main a[href="/about/our-team"]').first()).toBeVisible();
  await expect(page.locator('#main a[href="/contact"]').first()).toBeVisible();

  await page.goto('/about/our-team');
  const members = companyPage('our-team').sections.find((section) => section.id === 'members');
  if (members?.kind !== 'people' || members.layout !== 'grid' || !members.join) throw new Error('/about/our-team has no grid of members with an invitation to join');
  await expect(page.locator('#members h3')).toHaveText([...teamMembers.map((member) => member.name), members.join.heading]);
  await expect(page.getByRole('link', { name: members.join.link.label })).toHaveAttribute('href', '/team');
  for (const member of teamMembers) {
    await expect(page.getByRole('list', { name: `${member.name}’s specialties` }).getByRole('listitem')).toHaveCount(member.specialties.length);
  }
  await expectOnlyPortraits(page);
  await expect(page.locator('#main a[href="/about/leadership"]').first()).toBeVisible();
  await expect(page.locator('#main a[href="/contact"]').first()).toBeVisible();
});

test('press: three dated news items, media contacts as mailto and tel links', async ({ page, request }) => {
  await page.goto('/about/press-and-media');
  const news = page.locator('#news article');
  await expect(news).toHaveCount(3);
  for (const [index, item] of newsItems().entries()) {
    const article = news.nth(index);
    await expect(article.locator('time')).toHaveAttribute('datetime', item.date);
    await expect(article).toContainText(item.category);
    await expect(article.getByRole('link', { name: item.link.label })).toHaveAttribute('href', item.link.href);
    expect((await request.get(item.link.href)).status(), item.link.href).toBe(200);
  }
  const contacts = page.locator('#media-contacts');
  for (const contact of mediaContacts()) {
    await expect(contacts.getByRole('heading', { name: contact.name })).toBeVisible();
    await expect(contacts.getByText(contact.title)).toBeVisible();
    await expect(contacts.getByRole('link', { name: `Email ${contact.name}: ${contact.email}` })).toHaveAttribute('href', `mailto:${contact.email}`);
    await expect(contacts.getByRole('link', { name: `Call ${contact.name}: ${contact.phone.display}` })).toHaveAttribute('href', contact.phone.href);
  }
  await expect(page.locator('#main a[href="/contact"]').first()).toBeVisible();
});

test('press: every media-kit file downloads with the type and the size the page shows', async ({ page, request }) => {
  await page.goto('/about/press-and-media');
  const links = page.locator('#media-kit a[download]');
  await expect(links).toHaveCount(4);
  for (const [index, item] of mediaKitFiles().entries()) {
    const card = page.locator('#media-kit li').nth(index);
    await expect(card).toContainText(item.type);
    const size = card.locator('data[data-media-size]');
    const bytes = await size.getAttribute('value');
    const response = await request.get(item.file);
    expect(response.status(), item.file).toBe(200);
    expect(response.headers()['content-type']).toBe(item.type === 'PDF' ? 'application/pdf' : 'application/zip');
    expect(response.headers()['content-length']).toBe(bytes);
    expect((await response.body()).length).toBe(Number(bytes));
  }
  const [download] = await Promise.all([page.waitForEvent('download'), links.first().click()]);
  expect(download.suggestedFilename()).toBe('northstack-brand-guidelines.pdf');
});

test('/team: three people with role and quote, the values, and open-position buttons to /careers/positions', async ({ page }) => {
  await page.goto('/team');
  const voices = page.locator('#voices figure');
  await expect(voices).toHaveCount(3);
  for (const [index, person] of showcasePeople.entries()) {
    await expect(voices.nth(index)).toContainText(person.quote);
    await expect(voices.nth(index)).toContainText(person.name);
    await expect(voices.nth(index)).toContainText(person.title);
  }
  await expect(page.locator('#values h3')).toHaveCount(6);
  const openings = page.locator('#main').getByRole('link', { name: /open positions/i });
  expect(await openings.count()).toBeGreaterThanOrEqual(2);
  for (const link of await openings.all()) await expect(link).toHaveAttribute('href', '/careers/positions');
});

test('partnerships: three partnership types with requirements, links to contact and about', async ({ page }) => {
  await page.goto('/about/partnerships');
  await expect(page.locator('#partnership-types h3')).toHaveText(['Referral partner', 'Delivery partner', 'Technology partner']);
  await expect(page.locator('#main a[href="/contact"]').first()).toBeVisible();
  await expect(page.locator('#main a[href="/about"]').first()).toBeVisible();
});


test('on a phone the overview’s portrait wall holds its tiles from the first paint and asks for the portraits only after it; without scripts they show at once', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const shifts: number[] = [];
  await page.addInitScript(() => {
    (window as unknown as { shifts: number[] }).shifts = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => (window as unknown as { shifts: number[] }).shifts.push((entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/about', { waitUntil: 'networkidle' });
  const wall = page.locator('[data-draw-after-paint]');
  await expect(wall).toHaveAttribute('data-drawn', '');
  const portraits = wall.locator('img');
  expect(await portraits.count()).toBeGreaterThanOrEqual(6);
  const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
  // The tiles were in the first screen, each portrait asked for only after the first paint (the wall is in the first screen).
  expect((await wall.boundingBox())!.y).toBeLessThan(844);
  for (const src of await portraits.evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname))) {
    await expect.poll(() => page.evaluate((path) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === path), src)).toBe(true);
    const requestedAt = await page.evaluate((path) => performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === path)!.startTime, src);
    expect(requestedAt, src).toBeGreaterThan(firstPaint);
  }
  await expect(portraits.first()).toBeVisible();
  shifts.push(...(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)));
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.001);
  await context.close();

  const noScripts = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled: false });
  const still = await noScripts.newPage();
  await still.goto('/about');
  await expect(still.locator('[data-draw-after-paint] img').first()).toBeVisible();
  await noScripts.close();
});
