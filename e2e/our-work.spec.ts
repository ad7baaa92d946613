import { expect, test, type Page } from '@playwright/test';
import { caseStudies } from '../content/case-studies';
import { visionMillenniumRoasLabels } from '../content/company/figures';
import { ourWorkDestinations, ourWorkPage } from '../content/pages/our-work';
import { portfolioCapabilities, portfolioFeaturedStudies, portfolioFigures, projectGroups } from '../content/portfolio';
import { portfolioPage } from '../content/pages/portfolio';

const BLOG = '/our-work/blog';

async function expectShell(page: Page) {
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

/** Every internal link in the page's main content, once each. */
async function mainLinks(page: Page): Promise<string[]> {
  return page.locator('#main a[href^="/"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
}

test.describe('/our-work/portfolio', () => {
  test('renders its hero with the six capabilities and the four SPEC statistics inside the site shell', async ({ page }) => {
    const response = await page.goto('/our-work/portfolio');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${portfolioPage().meta.title} | Northstack`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(portfolioPage().hero.headline);
    await expectShell(page);

    const capabilities = page.getByRole('list', { name: portfolioPage().hero.badges.label });
    await expect(capabilities.getByRole('listitem')).toHaveText(portfolioCapabilities.map((capability) => capability.name));

    const figures = page.getByRole('region', { name: portfolioPage().figures.heading });
    await expect(figures.locator('dd:not([data-stat-note])')).toHaveText(['250+', '10+', '95%', '6']);
    // The satisfaction figure stands beside its survey and sample size.
    await expect(figures.locator('dd[data-stat-note]')).toHaveText([portfolioFigures[2].note!.text]);
    await expect(figures.locator('dd[data-stat-note]')).toContainText('124 of 130 ratings');
    await expect(figures.locator('dt')).toHaveText(portfolioFigures.map((figure) => figure.label));
  });

  test('shows the three featured studies with timeline, team size, industry, client type, technologies, challenges, solutions and metrics', async ({ page }) => {
    await page.goto('/our-work/portfolio');
    const featured = page.locator('#featured');
    await expect(featured.getByRole('article')).toHaveCount(3);
    for (const study of portfolioFeaturedStudies()) {
      const article = featured.getByRole('article', { name: study.title });
      await expect(article.getByRole('heading', { level: 3 })).toHaveText(study.title);
      for (const fact of [study.industry, study.clientType, study.teamSize, study.duration]) {
        await expect(article.locator('dd').filter({ hasText: fact }).first()).toBeVisible();
      }
      for (const metric of study.metrics) {
        const item = article.locator('dl div').filter({ has: page.getByText(metric.label, { exact: true }) });
        await expect(item.locator('dd')).toHaveText(metric.value);
      }
      for (const point of [...study.challenges, ...study.solutions]) {
        await expect(article.getByRole('listitem').filter({ hasText: point })).toHaveCount(1);
      }
      await expect(article.getByRole('list', { name: `${study.title} technologies` }).getByRole('listitem')).toHaveText([...study.technologies]);

      const phases = article.locator('ol > li');
      await expect(phases).toHaveCount(5);
      for (const [index, phase] of study.timeline.entries()) {
        await expect(phases.nth(index)).toContainText(phase.phase);
        await expect(phases.nth(index)).toContainText(phase.duration);
        await expect(phases.nth(index).getByRole('img', { name: 'Completed' })).toHaveCount(1);
      }
      await expect(article.getByRole('link', { name: portfolioPage().featured.linkLabel(study.title) })).toHaveAttribute('href', study.href);
    }
  });

  test('shows Vision Millennium’s ROAS as +180% while the home page still shows +18%', async ({ page }) => {
    await page.goto('/our-work/portfolio');
    const study = page.locator('#featured').getByRole('article', { name: 'Vision Millennium' });
    const roas = study.locator('dl div').filter({ has: page.getByText(visionMillenniumRoasLabels.portfolio, { exact: true }) });
    await expect(roas.locator('dd')).toHaveText('+180%');
    await expect(study.getByText('+18%', { exact: true })).toHaveCount(0);

    await page.goto('/');
    const teaser = page.locator('#work article').filter({ has: page.getByRole('heading', { name: 'Vision Millennium' }) });
    const homeRoas = teaser.locator('dl div').filter({ has: page.getByText(visionMillenniumRoasLabels.home, { exact: true }) });
    await expect(homeRoas.locator('dd')).toHaveText('+18%');
    await expect(teaser.getByText('+180%', { exact: true })).toHaveCount(0);
  });

  test('groups further projects by industry, and every link on the page leads to a live page', async ({ page, request }) => {
    await page.goto('/our-work/portfolio');
    for (const group of projectGroups()) {
      const row = page.locator(`#${group.id}`);
      await expect(row.getByRole('heading', { level: 3 })).toHaveText(group.name);
      await expect(row.getByRole('heading', { level: 4 })).toHaveText(group.projects.map((project) => project.title));
      for (const project of group.projects) await expect(row).toContainText(project.result.value);
      await expect(row.getByRole('link', { name: group.link.label })).toHaveAttribute('href', group.link.href);
    }
    const hrefs = await mainLinks(page);
    expect(hrefs).toEqual(expect.arrayContaining(['/contact', '/work', ...caseStudies().map((study) => study.href)]));
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
  });

  test('ends with a call to action to /contact and describes the studies as a CollectionPage', async ({ page }) => {
    await page.goto('/our-work/portfolio');
    const closing = page.getByRole('region', { name: portfolioPage().closing.heading });
    await expect(closing.getByRole('link', { name: portfolioPage().closing.ctaLabel })).toHaveAttribute('href', '/contact');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'CollectionPage', url: expect.stringMatching(/\/our-work\/portfolio$/) });
    expect(jsonLd.mainEntity.itemListElement.map((item: { name: string }) => item.name)).toEqual(['AutoAI', 'Bloxios', 'Vision Millennium']);
  });
});

test.describe('/our-work', () => {
  test('leads to the portfolio, the case studies and the blog, with figures from the content', async ({ page }) => {
    const response = await page.goto('/our-work');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${ourWorkPage().meta.title} | Northstack`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ourWorkPage().hero.headline);
    await expectShell(page);
    for (const item of ourWorkDestinations()) {
      const row = page.locator('#main li').filter({ has: page.getByRole('heading', { level: 3, name: item.name, exact: true }) });
      await expect(row.getByRole('link', { name: item.linkLabel })).toHaveAttribute('href', item.href);
      for (const figure of item.figures ?? []) {
        await expect(row.locator('dl div').filter({ has: page.getByText(figure.label, { exact: true }) }).locator('dd')).toHaveText(figure.value);
      }
    }
    await expect(page.locator('#case-studies').getByRole('article')).toHaveCount(caseStudies().length);
  });

  test('every link in its content answers 200', async ({ page, request }) => {
    await page.goto('/our-work');
    const hrefs = await mainLinks(page);
    expect(hrefs).toEqual(expect.arrayContaining(['/our-work/portfolio', '/work', BLOG, '/contact']));
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
  });
});


test('the portfolio’s projects come before the featured studies, each at its own anchor', async ({ page }) => {
  await page.goto('/our-work/portfolio');
  const top = async (selector: string) => (await page.locator(selector).boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  expect(await top('#projects')).toBeLessThan(await top('#featured'));
  for (const project of projectGroups().flatMap((group) => group.projects)) {
    const card = page.locator(`#${project.id}`);
    await expect(card.getByRole('heading', { name: project.title })).toBeVisible();
  }
  await page.goto(`/our-work/portfolio#${projectGroups()[0]!.projects[0]!.id}`);
  await expect(page.locator(`#${projectGroups()[0]!.projects[0]!.id}`)).toBeInViewport();
});
