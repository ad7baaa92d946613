import { expect, test, type Page } from '@playwright/test';
import { mailTo } from './mail-helpers';
import { shot } from './schedule-helpers';
import { SALES, noScriptPage, signInByLink, unique } from './inbox-helpers';

// Signed in through a mailed link, one test after another (see e2e/inbox.spec.ts: two sign-ins at once could take each other's link).
test.describe.configure({ mode: 'default', timeout: 90_000 });

/** Both widths of the screenshots the note shows (E2E_SHOTS=<dir>). */
async function shots(page: Page, name: string) {
  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await shot(page, name);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A call's owner and history in the inbox, and the availability editor's refused save, in Chromium without JavaScript. */
test("without JavaScript, the sales lead takes a booked call: the owner shows in the list and on the call's page, with its history; the team's mail opens that page", async ({ browser, baseURL }) => {
  const { context, page } = await noScriptPage(browser);
  const email = unique('katherine');
  const name = `Katherine ${Math.random().toString(36).slice(2, 8)}`;
  const { slots } = (await (await page.request.get('/api/schedule/slots?type=discovery&host=any')).json()) as { slots: { start: string }[] };
  const booked = await page.request.post('/api/schedule/bookings', { headers: { accept: 'application/json' }, data: { start: slots.at(-2)!.start, type: 'discovery', host: 'any', name, email, topic: `Orbital mechanics for ${name}` } });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: string };

  // The team's notice links to the call's own page in the inbox (INBOX_ORIGIN, here SITE_URL).
  const team = await mailTo('team@northstack.test', new RegExp(`^Call booked: Discovery call with ${name}`));
  expect(team.html).toContain(`href="${baseURL}/api/inbox/calls/${id}"`);
  expect(team.text).toMatch(/\d{1,2}(:\d{2})? [ap]\.m\. to \d{1,2}(:\d{2})? [ap]\.m\. /);

  await signInByLink(page, SALES);
  await page.goto('/api/inbox/calls');
  const item = page.locator(`#call-${id}`);
  await expect(item.getByText('No owner yet')).toBeVisible();
  await shots(page, 'inbox-calls');
  await item.getByRole('link', { name: `Owner and history of the call with ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Call with ${name}` })).toBeVisible();
  await page.getByLabel('The team member who answers for this call').selectOption(SALES);
  await page.getByRole('button', { name: 'Save owner' }).click();
  await expect(page.getByText('Owner saved.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/api/inbox/calls/${id}\\?saved=owner$`));
  const activity = page.getByRole('region', { name: 'Activity' });
  await expect(activity.getByText('Booked on the website')).toBeVisible();
  await expect(activity.getByText(`Owner set to ${SALES}`)).toBeVisible();
  await expect(page.locator('.activity time').last()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}(:\d{2})? [ap]\.m\. [A-Z]{3,4}$/);
  await shots(page, 'inbox-call-page');
  await page.goto('/api/inbox/calls');
  await expect(item.getByText(`Owner: ${SALES}`)).toBeVisible();
  await context.close();
});

test('without JavaScript, a refused weekly-hours save shows what was typed with the reason beside it, and stores nothing', async ({ browser }) => {
  const { context, page } = await noScriptPage(browser);
  await signInByLink(page, SALES);
  await page.goto('/api/inbox/calls/availability');
  const agency = page.locator('form.week-form').first();
  await agency.getByLabel('Monday from').fill('17:00');
  await agency.getByLabel('Monday to').fill('09:00');
  await agency.getByRole('button', { name: 'Save hours of The agency' }).click();
  const again = page.locator('form.week-form').first();
  await expect(again.getByRole('alert')).toHaveText(/Monday: the end \(9 a\.m\.\) must be after the start \(5 p\.m\.\)/);
  await expect(again.getByLabel('Monday from')).toHaveValue('17:00');
  await expect(again.getByLabel('Monday to')).toHaveValue('09:00');
  await expect(again.getByLabel('Monday from')).toHaveAttribute('aria-invalid', 'true');
  await again.scrollIntoViewIfNeeded();
  await shots(page, 'inbox-availability-refused');
  await page.goto('/api/inbox/calls/availability');
  await expect(page.locator('form.week-form').first().getByLabel('Monday from')).not.toHaveValue('17:00');
  await context.close();
});
