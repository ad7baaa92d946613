/**
 * The careers pages' own layouts (issue 39, "a look of its own"): an opening's summary stands in its hero's right half
 * on a wide screen and comes right after the title on a phone; the application and talent-pool forms stand in their
 * hero beside what happens next; a sent form says "What happens next" once; nothing moves as the pages paint.
 */
import { expect, test, type Locator } from '@playwright/test';
import { applyPage, jobs as readJobs, resumePage } from '../content/careers';
import { expectNoAxeViolations, layoutShiftsOf, recordLayoutShifts, unexpectedShift, waitForHydration } from './helpers';

const job = readJobs()[0]!;
const wide = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const pdf = { name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not drawn');
  return found;
}

test.describe('at 1440x900', () => {
  test.use({ viewport: wide });

  test('an opening’s summary fills its hero’s right half, in the first screen, beside the title', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto(`/careers/positions/${job.id}`);
    const title = await box(page.getByRole('heading', { level: 1 }));
    const glance = await box(page.locator('#glance'));
    const apply = await box(page.locator('#glance').getByRole('link', { name: 'Apply Now' }));
    expect(glance.x).toBeGreaterThan(wide.width / 2);
    expect(glance.y).toBeLessThan(title.y);
    expect(glance.x).toBeGreaterThan(title.x + title.width);
    // The title's dark ground ends after the summary has begun: the summary is in the hero, not under it.
    const heroBottom = await page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.closest('section')!.getBoundingClientRect().bottom);
    expect(glance.y).toBeLessThan(heroBottom);
    expect(apply.y + apply.height).toBeLessThanOrEqual(wide.height);
    await waitForHydration(page);
    expect(unexpectedShift(await layoutShiftsOf(page))).toBeLessThan(0.01);
  });

  for (const form of [applyPage, resumePage]) {
    test(`${form.path}: the form stands in the hero, its first fields in the first screen, with what happens next under the title`, async ({ page }) => {
      // axe over a long form page: room for a loaded machine.
      test.setTimeout(90_000);
      await recordLayoutShifts(page);
      await page.goto(form.path);
      const title = await box(page.getByRole('heading', { level: 1 }));
      const formHeading = await box(page.getByRole('heading', { name: form.form.heading, exact: true }));
      const firstField = await box(page.getByRole('form', { name: form.form.heading }).getByRole('textbox').first());
      const next = await box(page.getByRole('heading', { name: form.nextStepsHeading, exact: true }));
      expect(formHeading.x).toBeGreaterThan(title.x + title.width);
      expect(firstField.y + firstField.height).toBeLessThanOrEqual(wide.height);
      expect(next.x).toBeLessThan(formHeading.x);
      expect(next.y).toBeGreaterThan(title.y + title.height);
      await waitForHydration(page);
      expect(unexpectedShift(await layoutShiftsOf(page))).toBeLessThan(0.01);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('at 390x844', () => {
  test.use({ viewport: phone });

  test('an opening’s summary comes right after the title, before the spec', async ({ page }) => {
    await page.goto(`/careers/positions/${job.id}`);
    const title = await box(page.getByRole('heading', { level: 1 }));
    const glance = await box(page.locator('#glance'));
    const body = await box(page.locator('#day-to-day'));
    expect(glance.y).toBeGreaterThan(title.y + title.height);
    expect(body.y).toBeGreaterThan(glance.y + glance.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  });

  for (const form of [applyPage, resumePage]) {
    test(`${form.path}: title, then the form, then what happens next; once sent, "What happens next" is said once`, async ({ page }) => {
      await page.route('**/api/{job-applications,talent-pool}', (route) =>
        route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: '6f1c2a4e-8b7d-4c3e-9a10-2b3c4d5e6f70' }) }),
      );
      await page.goto(form === applyPage ? `${form.path}?position=${job.position}&opening=${job.id}` : form.path);
      await waitForHydration(page);
      const title = await box(page.getByRole('heading', { level: 1 }));
      const formBox = await box(page.getByRole('form', { name: form.form.heading }));
      expect(formBox.y).toBeGreaterThan(title.y + title.height);
      expect((await box(page.getByRole('heading', { name: form.nextStepsHeading, exact: true }))).y).toBeGreaterThan(formBox.y + formBox.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

      if (form === applyPage) {
        await page.getByRole('textbox', { name: 'First name (required)' }).fill('Ada');
        await page.getByRole('textbox', { name: 'Last name (required)' }).fill('Lovelace');
      } else {
        await page.getByRole('textbox', { name: 'Full name (required)' }).fill('Ada Lovelace');
        await page.getByRole('checkbox').check();
      }
      await page.getByRole('textbox', { name: 'Email (required)' }).fill('ada@example.com');
      await page.locator('input[type="file"][name="resume"]').setInputFiles(pdf);
      await page.getByRole('form', { name: form.form.heading }).getByRole('button', { name: /^Submit/ }).click();
      const thanks = page.getByRole('heading', { name: form.success.heading.replace('{name}', 'Ada') });
      await expect(thanks).toBeFocused();
      await expect(page.getByText(form.nextStepsHeading, { exact: true })).toHaveCount(1);
      // What happens next follows the thanks, as the next thing the applicant reads.
      // (Both measured in one frame: the thanks' focus may still be scrolling the page.)
      const below = await thanks.evaluate((heading, text) => {
        const next = [...document.querySelectorAll('h2, h3')].find((candidate) => candidate.textContent?.trim() === text);
        return next ? next.getBoundingClientRect().top - heading.getBoundingClientRect().top : null;
      }, form.nextStepsHeading);
      expect(below).toBeGreaterThan(0);
    });
  }
});
