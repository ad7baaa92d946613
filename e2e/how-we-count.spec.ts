import { expect, test } from '@playwright/test';
import { bestCaseMedian, facts } from '../content/company/figures';
import { offers } from '../content/company/promises';
import { pageAt } from '../content/site-map/routes';
import { companyPage } from '../content/pages/company';
import { caseStudies } from '../content/case-studies';
import { staffMember } from '../content/company/people';
import { proofEntry } from '../content/services/proof';
import { factSheetGroups } from '../content/pages/company/fact-sheet';
import { formatIsoDate } from '../lib/blog/dates';
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
  // The date is stated once, at the figure's group, beside its heading.
  await expect(page.locator('#practice-logo-branding-title + p time')).toHaveAttribute('datetime', facts.brandsCreated.asOf);
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
    const measuredOn = page.locator(`#figure-${id} [data-measured-on]`);
    await expect(measuredOn, id).toHaveText(/^Measured on /);
    const links = measuredOn.getByRole('link');
    await expect(links, id).toHaveText(projects.map((project) => proofEntry(project)!.title));
    for (const [index, project] of projects.entries()) await expect(links.nth(index), id).toHaveAttribute('href', proofEntry(project)!.href);
  }
  // A link lands on the project: retail's fewer returns were measured on the AR room planner.
  await page.locator('#figure-arReturns').getByRole('link', { name: proofEntry({ kind: 'portfolio', id: 'ar-room-planner' })!.title }).click();
  await expect(page).toHaveURL(new RegExp(`${proofEntry({ kind: 'portfolio', id: 'ar-room-planner' })!.href.replace(/[/#]/g, '\\$&')}$`));
});

test.describe('the fact sheet as a reference', () => {
  // Reading every row's text takes a moment on a loaded machine.
  test.describe.configure({ timeout: 90_000 });

  test('every figure shows its value, label, kind, definition, total and date as text, and the index jumps to each group', async ({ page }) => {
    await page.goto('/about/how-we-count');
    const index = page.getByRole('navigation', { name: 'Figures by page' });
    await expect(index.getByRole('link')).toHaveCount(factSheetGroups.length);
    // Each row's text as a visitor reads it (innerText leaves out whatever is not drawn).
    const shown = await page
      .locator('#figures [id^="figure-"]')
      .evaluateAll((rows) => Object.fromEntries(rows.map((row) => [row.id, { text: (row as HTMLElement).innerText, dates: [...row.querySelectorAll('time')].map((time) => time.dateTime) }])));
    expect(Object.keys(shown)).toHaveLength(Object.keys(facts).length);
    for (const group of factSheetGroups) {
      const link = index.getByRole('link', { name: new RegExp(`^${group.heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ${group.figures.length} figures?$`) });
      await expect(link, group.id).toHaveAttribute('href', `#${group.id}`);
      await expect(page.locator(`#${group.id}`).getByRole('heading', { level: 3, name: group.heading, exact: true })).toBeVisible();
      await expect(page.locator(`#${group.id}-title + p time`), group.id).toHaveAttribute('datetime', group.asOf);
      for (const figure of group.figures) {
        const { text, dates } = shown[`figure-${figure.id}`] ?? { text: '', dates: [] };
        for (const field of [figure.value, figure.label, figure.basis, figure.definition, figure.partOf, figure.note]) if (field) expect(text, figure.id).toContain(field);
        // A figure counted on another date than its group's gives its own; the others leave it to the group.
        if (figure.asOf === group.asOf) expect(dates, figure.id).toEqual([]);
        else {
          expect(dates, figure.id).toEqual([figure.asOf]);
          expect(text, figure.id).toContain(formatIsoDate(figure.asOf));
        }
      }
    }
    // The Android market figure is counted on another date, and says so on its row.
    await expect(page.locator('#figure-androidDevices time')).toHaveAttribute('datetime', facts.androidDevices.asOf);
    // A part links to the row of its total.
    await page.locator('#figure-blockchainProjects').getByRole('link', { name: /^Part of / }).click();
    await expect(page).toHaveURL(/#figure-solutions$/);
    await expect(page.locator('#figure-solutions')).toBeInViewport();
    // The index lands on a group, its heading in view below the fixed header.
    const last = factSheetGroups.at(-1)!;
    await index.getByRole('link', { name: new RegExp(`^${last.heading} `) }).click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    await expectBelowHeader(page, `#${last.id}-title`);
  });

  test('a link to a figure lands on its row, and on a wide screen the group heading stays beside its rows without covering them', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/about/how-we-count#figure-solutions');
    await expect(page.locator('#figure-solutions')).toBeInViewport();
    await expectBelowHeader(page, '#figure-solutions');
    await expect(page.locator('#figure-solutions')).toContainText(facts.solutions.value);
    // Far down the studio's group its heading is still in view, to the left of the rows.
    const lastRow = page.locator(`#figure-${factSheetGroups[0]!.figures.at(-1)!.id}`);
    await lastRow.scrollIntoViewIfNeeded();
    const heading = page.locator('#studio-title');
    await expectBelowHeader(page, '#studio-title');
    const [label, row] = await Promise.all([heading.boundingBox(), lastRow.boundingBox()]);
    expect(label!.x + label!.width).toBeLessThan(row!.x);
  });

  test('on a phone the index is one strip, and the first figure follows it closely', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Opened at an anchor every band is drawn at once (no containment): the strip still scrolls inside the page only
    // (its links' hidden counts once stuck out 4,000 px past its edge and widened the page).
    await page.goto('/about/how-we-count#practice-retail');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/about/how-we-count');
    const index = page.getByRole('navigation', { name: 'Figures by page' });
    const [nav, first] = await Promise.all([index.boundingBox(), page.locator('#figure-years').boundingBox()]);
    expect(nav!.height).toBeLessThan(160);
    expect(first!.y - (nav!.y + nav!.height)).toBeLessThan(160);
    await index.getByRole('link', { name: /^Retail / }).click();
    await expectBelowHeader(page, '#practice-retail-title');
  });
});

/** The element is in view and not under the fixed site header. */
async function expectBelowHeader(page: import('@playwright/test').Page, selector: string) {
  await expect(page.locator(selector)).toBeInViewport();
  const header = await page.locator('header.site-header').boundingBox();
  await expect.poll(async () => (await page.locator(selector).boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
}
