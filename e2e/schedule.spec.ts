import ICAL from 'ical.js';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './helpers';
import { any, pickAnyTime, shot, step, unique, viewports } from './schedule-helpers';
import { calendarOf, mailTo } from './mail-helpers';

/**
 * Booking a call as visitors do, at a phone's and a desktop's size: from an industry page's 'Book a
 * call', in the visitor's locale (en-US and en-GB), with a chosen host and with whoever is free, the
 * mailed manage link (e2e/reschedule.spec.ts), and without scripts one day per page. Every
 * test picks any free time (a random one), so a fuller database or parallel workers do not break it.
 * axe runs at every step. Set E2E_SHOTS=<dir> to keep a screenshot of every step.
 */

async function pickerOn(page: Page) {
  await waitForHydration(page);
  const picker = page.locator('#schedule');
  await expect(picker.getByRole('group', { name: 'Day', exact: true })).toBeVisible();
  return picker;
}

async function fillDetails(picker: Locator, name: string, email: string) {
  await picker.getByLabel('Name for the invite').fill(name);
  await picker.getByLabel('Email for the invite').fill(email);
}

const inviteStart = (ics: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!).startDate.toJSDate().toISOString();

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, locale: 'en-US', timezoneId: 'America/Chicago' });

    test('an industry page’s ‘Book a call’ opens the picker with the discovery call; whoever is free takes it, the industry’s lead first', async ({ page }) => {
      test.slow();
      await page.goto('/industries/fintech');
      await page.getByRole('link', { name: 'Book a call' }).last().click();
      await expect(page).toHaveURL(/\/contact\?call=discovery&service=fintech#schedule$/);
      const picker = await pickerOn(page);
      await expect(picker.getByRole('radio', { name: /Discovery call/ })).toBeChecked();
      await expect(picker.getByRole('radio', { name: 'Whoever is free' })).toBeChecked();
      // The page's practice decides who takes it when free (server/schedule/practice-routing.test.ts books it).
      await expect(picker.getByText('Elena Marchetti leads our Fintech work and takes the call when free; otherwise the first free engineer of the team does.')).toBeVisible();
      await expect(picker.getByRole('textbox', { name: 'What would you like to talk about?' })).toHaveValue('About Fintech: ');
      // Every offered day at once, on the phone too: each day's radio is inside the viewport's width.
      for (const day of await picker.getByRole('group', { name: 'Day', exact: true }).getByRole('radio').all()) {
        const box = await day.locator('..').boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      }
      // No counts that promise more than a day takes.
      await expect(picker.getByText(/\d+ free/)).toHaveCount(0);
      await step(page, '1-picker');

      await pickAnyTime(picker);
      const email = unique('ada');
      await fillDetails(picker, 'Ada Lovelace', email);
      await shot(page, '2-details');
      await picker.getByRole('button', { name: 'Book the discovery call' }).click();
      await expect(picker.getByRole('heading', { name: 'Your call is booked' })).toBeFocused();
      await expect(picker.getByRole('heading', { name: 'What happens next' })).toBeVisible();
      await expect(picker.getByRole('link', { name: 'Google Calendar' })).toBeVisible();
      await step(page, '3-booked');

      const ics = await page.request.get((await picker.getByRole('link', { name: 'Invite (.ics)' }).getAttribute('href'))!);
      expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
      const mail = await mailTo(email, /^Discovery call with Northstack/);
      expect(inviteStart(calendarOf(mail))).toBe(inviteStart(await ics.text()));
    });

    test('with a chosen host: the host’s intro before booking, their name on the confirmation', async ({ page }) => {
      test.slow();
      await page.goto('/contact?call=technical-review#schedule');
      const picker = await pickerOn(page);
      await expect(picker.getByRole('radio', { name: /Technical review/ })).toBeChecked();
      const host = picker.getByRole('group', { name: 'Who you meet' }).getByRole('radio').nth(1);
      await host.check({ force: true });
      const name = (await host.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.lastChild?.textContent ?? '')).trim();
      expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      await expect(picker.getByRole('group', { name: 'Who you meet' })).toContainText(/\./);
      await pickAnyTime(picker);
      await expect(picker.getByText(/^Your call: /)).toContainText(`with ${name}`);
      await fillDetails(picker, 'Grace Hopper', unique('grace'));
      await step(page, '4-host-chosen');
      await picker.getByRole('button', { name: 'Book the technical review' }).click();
      await expect(picker.getByRole('heading', { name: 'Your call is booked' })).toBeFocused();
      await expect(picker.getByRole('definition').filter({ hasText: name })).toBeVisible();
      await step(page, '5-host-booked');
    });

    test('without JavaScript: the booking page lists every day of free times as disclosures, and books', async ({ browser }) => {
      test.slow();
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: viewport.width, height: viewport.height }, locale: 'en-GB' });
      const page = await context.newPage();
      await page.goto('/contact');
      await page.locator('#schedule').getByRole('link', { name: 'See the free times' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Book a discovery call' })).toBeVisible();
      await expect(page.locator('header.site-header')).toBeVisible();
      // Every offered day is a disclosure of the one slot list, the first open.
      const days = page.locator('#times details');
      expect(await days.count()).toBeGreaterThan(1);
      await expect(days.first()).toHaveAttribute('open', '');
      await shot(page, '10-nojs-day');
      // axe needs scripts to run: the same page (which runs none of its own) is checked in a page that has them.
      const scripted = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      const checker = await scripted.newPage();
      await checker.goto(page.url());
      await expectNoAxeViolations(checker);
      await scripted.close();
      // The next day opens without scripts (a native disclosure); en-GB reads the 24-hour clock.
      await days.nth(1).locator('summary').click();
      await expect(days.nth(1)).toHaveAttribute('open', '');
      await expect(days.nth(1).locator('label').first()).toContainText(/\d{2}:\d{2}/);
      const radios = days.nth(1).getByRole('radio');
      await radios.nth(any(await radios.count())).check();
      await page.getByLabel('Name', { exact: true }).fill('Dorothy Vaughan');
      await page.getByLabel('Email', { exact: true }).fill(unique('dorothy'));
      await page.getByRole('button', { name: 'Book the discovery call' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your call is booked' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Download the invite (.ics)' })).toBeVisible();
      await shot(page, '11-nojs-booked');
      await context.close();
    });

    test('the picker arrives without moving anything: no layout shift from the first paint to the free times', async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
      });
      // No input at all (an input would excuse a shift): the page hydrates by itself after the paint.
      await page.goto('/contact#schedule');
      const picker = page.locator('#schedule');
      await expect(picker.getByRole('group', { name: 'Day', exact: true })).toBeVisible();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    });
  });
}

test.describe('in the visitor’s locale', () => {
  test.describe('en-US', () => {
    test.use({ locale: 'en-US', timezoneId: 'America/New_York' });
    test('“9:00 a.m.” and “Thursday, December 3” (the one slot list’s US format), with the switch to the 24-hour clock', async ({ page }) => {
      await page.goto('/contact#schedule');
      const picker = await pickerOn(page);
      const label = await pickAnyTime(picker);
      expect(label).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}$/);
      const times = picker.getByRole('group', { name: label, exact: true });
      await expect(times.locator('label').first()).toHaveText(/^\d{1,2}:\d{2} [ap]\.m\.$/);
      await picker.getByText('24h', { exact: true }).click();
      await expect(times.locator('label').first()).toHaveText(/^\d{2}:\d{2}$/);
      await step(page, '12-en-US');
    });
  });

  test.describe('en-GB', () => {
    test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });
    test('“16:30” and “Thursday 3 December”', async ({ page }) => {
      await page.goto('/contact#schedule');
      const picker = await pickerOn(page);
      const label = await pickAnyTime(picker);
      expect(label).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+$/);
      await expect(picker.getByRole('group', { name: label, exact: true }).locator('label').first()).toHaveText(/^\d{2}:\d{2}$/);
    });
  });
});

test('by keyboard: arrows move between the days (a struck day says why it has no times), Space picks a time', async ({ page }) => {
  await page.goto('/contact#schedule');
  const picker = await pickerOn(page);
  const days = picker.getByRole('group', { name: 'Day', exact: true }).getByRole('radio');
  await days.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(days.nth(1)).toBeChecked();
  // Past any struck days (a weekend, a holiday) to the next offered one: each struck day names its reason.
  let checked = picker.getByRole('group', { name: 'Day', exact: true }).locator('input:checked');
  for (let step = 0; step < 7 && (await checked.getAttribute('aria-label'))!.endsWith(', no times'); step += 1) {
    await expect(picker.locator('[data-struck-reason]')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    checked = picker.getByRole('group', { name: 'Day', exact: true }).locator('input:checked');
  }
  const label = (await checked.getAttribute('aria-label'))!;
  expect(label).not.toMatch(/, no times$/);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(picker.getByRole('group', { name: label, exact: true }).getByRole('radio').first()).toBeChecked();
});

test('with the database down the booking answers 503, and the chosen time and details stay for the retry', async ({ page }) => {
  test.slow();
  await page.goto('/contact#schedule');
  const picker = await pickerOn(page);
  await pickAnyTime(picker);
  const chosen = await picker.getByText(/^Your call: /).textContent();
  const email = unique('mary');
  await fillDetails(picker, 'Mary Jackson', email);
  await page.route('**/api/schedule/bookings', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'unavailable', message: 'We could not save this just now, so nothing was stored.' }) }),
  );
  await picker.getByRole('button', { name: 'Book the discovery call' }).click();
  await expect(picker.getByRole('alert')).toContainText('We could not save this just now');
  await expect(picker.getByText(/^Your call: /)).toHaveText(chosen!);
  await expect(picker.getByLabel('Email for the invite')).toHaveValue(email);
  await expectNoAxeViolations(page);
  await page.unroute('**/api/schedule/bookings');
  await picker.getByRole('button', { name: 'Book the discovery call' }).click();
  await expect(picker.getByRole('heading', { name: 'Your call is booked' })).toBeFocused();
});
