import { expect, test } from '@playwright/test';
import { bestCaseMedian, facts } from '../content/company/figures';
import { offers } from '../content/company/promises';
import { pageAt } from '../content/site-map/routes';
import { companyPage } from '../content/pages/company';
import { caseStudies } from '../content/case-studies';
import { staffMember } from '../content/company/people';
import { proofEntry } from '../content/services/proof';
import { expectNoAxeViolations } from './helpers';

test('/about/how-we-count lists every figure of the fact sheet with its definition and date, and every offer’s promises', async ({ page }) => {
  // The longest page of the site: the accessibility scan alone takes seconds on a loaded machine.
  test.setTimeout(120_000);
  const response = await page.goto(companyPage('how-we-count').path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyPage('how-we-count').hero.headline);
  const figures = page.locator('[id^="figure-"]');
  await expect(figures).toHaveCount(Object.keys(facts).length);
  const branding = page.locator('#figure-brandsCreated');
  await expect(branding).toContainText(facts.brandsCreated.value);
  await expect(branding).toContainText(facts.brandsCreated.definition);
  await expect(branding.locator('time')).toHaveAttribute('datetime', facts.brandsCreated.asOf);
  for (const offer of Object.values(offers)) await expect(page.locator('#promises').getByRole('heading', { name: offer.name, exact: true })).toBeVisible();
  // Each offer's link names the page it opens (Team extension is sold on the blockchain development page).
  const teamExtension = page.locator('#promises li').filter({ has: page.getByRole('heading', { name: offers.teamExtension.name, exact: true }) });
  await expect(teamExtension.getByRole('link')).toHaveText(`Offered on ${pageAt(offers.teamExtension.page)?.title}`);
  await expect(teamExtension.getByRole('link')).toHaveAttribute('href', offers.teamExtension.page);
  await expectNoAxeViolations(page);
});

test('a service page’s stat band says where its figures are defined, and the link lands on its group', async ({ page }) => {
  await page.goto('/services/logo-branding');
  const band = page.locator('#results');
  await expect(band.getByText(facts.brandsCreated.label)).toBeVisible();
  const link = band.getByRole('link', { name: 'How we count' });
  await expect(link).toHaveAttribute('href', '/about/how-we-count#practice-logo-branding');
  await link.click();
  await expect(page).toHaveURL(/\/about\/how-we-count#practice-logo-branding$/);
  await expect(page.locator('#practice-logo-branding')).toBeInViewport();
  // The page now shows the branding work it claims a record for.
  await page.goto('/services/logo-branding');
  await expect(page.getByText('We have no published')).toHaveCount(0);
});

test('the footer links How we count, and a case study names who led it and when it first went live', async ({ page }) => {
  const study = caseStudies().find((item) => item.client)!;
  await page.goto(study.href);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'How we count', exact: true })).toHaveAttribute('href', '/about/how-we-count');
  await expect(page.getByText(`Week ${study.firstRelease.week} from kickoff`)).toBeVisible();
  for (const id of study.leads) await expect(page.locator('#leads').getByText(staffMember(id).name, { exact: true })).toBeVisible();
  // The client's words sit beside the people who led the work, with the client's name.
  const words = page.locator('#leads figure');
  await expect(words).toContainText(study.client!.quote);
  await expect(words.locator('figcaption')).toContainText(study.client!.name);
});

test('a best case stands beside its median and the project it comes from, on its page and on the fact sheet', async ({ page }) => {
  const { median } = bestCaseMedian(facts.designConversion.best!);
  await page.goto('/services/ux-ui-design');
  const figure = page.locator('#results dl > div').filter({ has: page.getByText(facts.designConversion.label, { exact: true }) });
  await expect(figure.locator('dd').first()).toHaveText(facts.designConversion.value);
  const note = figure.locator('dd[data-stat-note]');
  await expect(note).toContainText(`: ${median}.`);
  await note.getByRole('link').click();
  await expect(page).toHaveURL(/\/our-work\/portfolio#credit-union-app$/);
  await expect(page.locator('#credit-union-app')).toContainText('1.1% to 4.4%');
  // The fact sheet lists every result the best case is the best of, each linked to its project.
  await page.goto('/about/how-we-count#practice-ux-ui-design');
  const results = page.locator('#figure-designConversion li');
  await expect(results).toHaveCount(facts.designConversion.best!.results.length);
  for (const result of facts.designConversion.best!.results) await expect(results.filter({ hasText: result.what })).toContainText(result.value);
});

test('each measured result on the fact sheet names the published projects it was measured on, each linked', async ({ page }) => {
  await page.goto('/about/how-we-count');
  const measured = Object.entries(facts).flatMap(([id, figure]) => ('projects' in figure && figure.projects ? [[id, figure.projects] as const] : []));
  expect(measured.length).toBeGreaterThan(20);
  for (const [id, projects] of measured) {
    const links = page.locator(`#figure-${id} dd`).filter({ hasText: /^Measured on / }).getByRole('link');
    await expect(links, id).toHaveText(projects.map((project) => proofEntry(project)!.title));
    for (const [index, project] of projects.entries()) await expect(links.nth(index), id).toHaveAttribute('href', proofEntry(project)!.href);
  }
  // A link lands on the project: retail's fewer returns were measured on the AR room planner.
  await page.locator('#figure-arReturns').getByRole('link', { name: proofEntry({ kind: 'portfolio', id: 'ar-room-planner' })!.title }).click();
  await expect(page).toHaveURL(new RegExp(`${proofEntry({ kind: 'portfolio', id: 'ar-room-planner' })!.href.replace(/[/#]/g, '\\$&')}$`));
});
