/** The careers pages: headings, openings and their JobPosting data, and Apply Now preselecting a position (the forms are in careers-forms.spec.ts). */
import { expect, test, type Page } from '@playwright/test';
import {
  applicationAsks,
  applyPage,
  careersOverview,
  internships as readInternships,
  internshipsPage,
  jobs as readJobs,
  openingPage,
  openingPageCopy,
  openingPath,
  openInternships,
  openPositions,
  payPolicy,
  positionsPage,
  resumePage,
  talentPoolBenefits,
  waysToJoin,
  whyIntern,
} from '../content/careers';
import { site } from '../content/site';
import { staffMember } from '../content/company/people';
import { formatMoney, formatSalary } from '../content/careers/format';
import { jsonLdProblems, topLevelThings } from '../lib/json-ld-rules';
import { positionOptions } from '../lib/forms/careers-options';
import { expectNoAxeViolations } from './helpers';

const jobs = readJobs();
const internships = readInternships();

const careersRoutes: { path: string; h1: string; headings: string[] }[] = [
  { path: '/careers', h1: careersOverview.hero.headline, headings: [waysToJoin.heading, 'Four steps over about four weeks, and an answer either way'] },
  { path: '/careers/positions', h1: positionsPage.hero.headline, headings: [openPositions.heading, ...jobs.map((job) => job.title)] },
  { path: '/careers/internships', h1: internshipsPage.hero.headline, headings: [openInternships.heading, 'Why Intern With Us?', ...internships.map((item) => item.title)] },
  { path: '/careers/apply', h1: 'Ready to Make an Impact?', headings: ['Application Form', applyPage.nextStepsHeading] },
  { path: '/careers/resume', h1: 'Submit Your Resume', headings: [resumePage.form.heading, resumePage.benefitsHeading] },
];

for (const route of careersRoutes) {
  test(`${route.path} renders its headings inside the shared header and footer`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    for (const heading of route.headings) await expect(page.getByRole('heading', { name: heading, exact: true }), heading).toBeVisible();
  });
}

test('the overview links to positions, internships and the talent pool', async ({ page }) => {
  await page.goto('/careers');
  const main = page.locator('#main');
  await expect(main.getByRole('link', { name: 'See open positions' }).first()).toHaveAttribute('href', '/careers/positions');
  await expect(main.getByRole('link', { name: 'Explore internships' })).toHaveAttribute('href', '/careers/internships');
  await expect(main.getByRole('link', { name: 'Submit your resume' }).first()).toHaveAttribute('href', '/careers/resume');
});

/** The JobPosting things of the page's JSON-LD scripts, each script checked against lib/json-ld-rules.ts. */
async function jobPostings(page: Page) {
  const documents = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as unknown);
  for (const document of documents) expect(jsonLdProblems(document)).toEqual([]);
  return documents.flatMap(topLevelThings).filter((thing) => thing['@type'] === 'JobPosting');
}

test('positions show each salary and link each job’s page; the lists publish no JobPosting', async ({ page }) => {
  await page.goto('/careers/positions');
  for (const job of jobs) {
    await expect(page.getByText(formatSalary(job.salary), { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: job.title, exact: true })).toHaveAttribute('href', openingPath(job));
  }
  expect(await jobPostings(page)).toEqual([]);
  await page.goto('/careers/internships');
  for (const internship of internships) await expect(page.getByRole('link', { name: internship.title, exact: true })).toHaveAttribute('href', openingPath(internship));
  expect(await jobPostings(page)).toEqual([]);
});

for (const opening of [...jobs, ...internships]) {
  const path = openingPath(opening);
  const isJob = jobs.some((job) => job.id === opening.id);

  test(`${path} renders the opening with its hiring manager, its pay band explained, its own JobPosting and an Apply Now that preselects it`, async ({ page }) => {
    // A long page, checked by axe and then followed to the form: room for a loaded machine.
    test.setTimeout(90_000);
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(opening.title);
    const copy = openingPageCopy;
    for (const heading of [copy.dayToDay.heading, copy.team.heading, copy.stack.heading, 'Four steps over about four weeks, and an answer either way']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    for (const point of opening.dayToDay) await expect(page.getByText(point, { exact: true })).toBeVisible();
    const pay = isJob ? formatSalary(jobs.find((job) => job.id === opening.id)!.salary) : formatMoney(internships.find((item) => item.id === opening.id)!.stipend.min);
    await expect(page.locator('#glance')).toContainText(pay);
    await expect(page.locator('#glance')).toContainText(opening.location);
    const manager = staffMember(opening.hiringManager);
    await expect(page.locator('#team')).toContainText(`Hiring manager: ${manager.name}`);
    await expect(page.locator('#team')).toContainText(manager.title);
    if (isJob) {
      const job = jobs.find((candidate) => candidate.id === opening.id)!;
      const band = page.locator('#pay-band');
      await expect(band.getByRole('heading', { name: payPolicy.heading })).toBeVisible();
      for (const text of [job.pay.level, job.pay.low, job.pay.high, payPolicy.basis[job.location], payPolicy.included]) await expect(band).toContainText(text);
      await expect(page.getByText(applicationAsks.promise)).toBeVisible();
    }

    const [posting, ...others] = await jobPostings(page);
    expect(others).toEqual([]);
    expect(posting).toMatchObject({
      title: opening.title,
      url: `${site.url}${path}`,
      datePosted: opening.posted,
      validThrough: opening.validThrough,
      employmentType: isJob ? 'FULL_TIME' : 'INTERN',
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { unitText: isJob ? 'YEAR' : 'MONTH' } },
    });
    if (opening.location === 'Remote') expect(posting).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: expect.any(Array) });
    else expect(posting).toMatchObject({ jobLocation: { '@type': 'Place' } });

    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: openingPageCopy.applyLabel }).first().click();
    await expect(page).toHaveURL(`/careers/apply?position=${opening.position}&opening=${opening.id}`);
    await expect(page.locator('form p').filter({ hasText: `Applying for ${opening.title}` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Position of interest (required)' }).locator('option:checked')).toHaveText(opening.title);
    expect(openingPage(opening).path).toBe(path);
  });
}

test('internships show durations, paid type, start season and Why Intern With Us?', async ({ page }) => {
  await page.goto('/careers/internships');
  for (const internship of internships) {
    const card = page.locator(`#${internship.id}`);
    await expect(card).toContainText(internship.duration);
    await expect(card).toContainText('Paid Internship');
    await expect(card).toContainText(internship.startDate);
  }
  for (const item of whyIntern.items) await expect(page.locator(`#${whyIntern.id}`).getByRole('heading', { name: item.title })).toBeVisible();
});

test('the apply and resume pages carry their badges and the talent-pool benefits', async ({ page }) => {
  await page.goto('/careers/apply');
  await expect(page.getByText('JOIN OUR TEAM', { exact: true })).toBeVisible();
  await page.goto('/careers/resume');
  await expect(page.getByText('TALENT POOL', { exact: true })).toBeVisible();
  for (const benefit of talentPoolBenefits) await expect(page.getByRole('heading', { name: benefit.title })).toBeVisible();
});

for (const opening of [...jobs, ...internships]) {
  test(`Apply Now for ${opening.title} opens the application form with its position preselected`, async ({ page }) => {
    await page.goto(jobs.some((job) => job.id === opening.id) ? '/careers/positions' : '/careers/internships');
    await page.getByRole('link', { name: `Apply Now for ${opening.title}` }).click();
    await expect(page).toHaveURL(`/careers/apply?position=${opening.position}&opening=${opening.id}`);
    const label = positionOptions.find((option) => option.value === opening.position)?.label;
    const select = page.getByRole('combobox', { name: 'Position of interest (required)' });
    await expect(select).toHaveValue(opening.position);
    // The exact role, never a nearby one ('Senior Frontend Developer', not 'Frontend Developer').
    expect(label).toBe(opening.title);
    await expect(select.locator('option:checked')).toHaveText(opening.title);
    await expect(page.locator('form p').filter({ hasText: `Applying for ${opening.title}` })).toBeVisible();
  });
}
