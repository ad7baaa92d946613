import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './helpers';
import { calendarOf, mailTo } from './mail-helpers';
import { any, pickAnyTime, shot, step, unique, viewports } from './schedule-helpers';

/**
 * The mailed manage link, as a visitor uses it at a phone's and a desktop's size: a page of the site
 * with Reschedule and Cancel first; with scripts, 'Reschedule' opens /contact/reschedule (the token in
 * the fragment) with the picker of /contact: the call moves, the old time is free again, then it is
 * cancelled with a reason. Without scripts the same link lists every day as the one slot list. axe at every
 * step; E2E_SHOTS=<dir> keeps a screenshot of each.
 */

const HOST = 'elena-marchetti';
const MANAGE_LINK = /(http:\/\/localhost:\d+\/api\/schedule\/manage\?token=[\w-]+)/;

/** The host's free starts (a time the host holds is not among them). */
async function hostFree(request: APIRequestContext): Promise<string[]> {
  const answer = (await (await request.get(`/api/schedule/slots?type=discovery&host=${HOST}`)).json()) as { slots: { start: string }[] };
  return answer.slots.map((slot) => slot.start);
}

/** Books any of the host's times through the API and returns the mailed manage link and the start. */
async function bookWithHost(request: APIRequestContext, email: string) {
  const free = await hostFree(request);
  const start = free[any(free.length)]!;
  const booked = await request.post('/api/schedule/bookings', { data: { start, type: 'discovery', host: HOST, name: 'Katherine Johnson', email, timeZone: 'America/Chicago', submissionId: crypto.randomUUID() } });
  expect(booked.status()).toBe(201);
  const mail = await mailTo(email, /^Discovery call with Northstack/);
  const link = MANAGE_LINK.exec(mail.text ?? '')?.[1];
  expect(link).toBeTruthy();
  return { link: link!, start };
}

/** Both actions of a page's 'What to do' navigation end within the first screen. */
async function actionsOnFirstScreen(page: Page, height: number) {
  for (const name of ['Reschedule', 'Cancel']) {
    const box = (await page.getByRole('navigation', { name: 'What to do' }).getByRole('link', { name, exact: true }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(height);
  }
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, locale: 'en-US', timezoneId: 'America/Chicago' });

    test('the mailed link: Reschedule opens the picker, the call moves and its old time is free again; then cancel with a reason', async ({ page, request }) => {
      test.slow();
      const email = unique('katherine');
      const { link, start: old } = await bookWithHost(request, email);
      expect(await hostFree(request)).not.toContain(old);

      await page.goto(link);
      await expect(page.locator('header.site-header')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Your booked call' })).toBeVisible();
      await actionsOnFirstScreen(page, viewport.height);
      // With scripts, 'Reschedule' leads to the picker, the token in the fragment (never sent to a server).
      const token = new URL(link).searchParams.get('token')!;
      const reschedule = page.getByRole('navigation', { name: 'What to do' }).getByRole('link', { name: 'Reschedule', exact: true });
      await expect(reschedule).toHaveAttribute('href', `/contact/reschedule#${token}`);
      await step(page, 'r1-manage');

      await reschedule.click();
      await expect(page).toHaveURL(/\/contact\/reschedule#/);
      expect(new URL(page.url()).search).toBe('');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Reschedule or cancel your call' })).toBeVisible();
      await actionsOnFirstScreen(page, viewport.height);
      await expect(page.getByRole('definition').filter({ hasText: 'Elena Marchetti' })).toBeVisible();
      const picker = page.locator('#new-time');
      await expect(picker.getByRole('radio', { name: 'Elena Marchetti' })).toBeChecked();
      await expect(picker.getByRole('group', { name: 'Day', exact: true })).toBeVisible();
      await step(page, 'r2-picker');

      await page.getByRole('navigation', { name: 'What to do' }).getByRole('link', { name: 'Reschedule', exact: true }).click();
      await pickAnyTime(picker);
      await expect(picker.getByText(/^New time: /)).toContainText('with Elena Marchetti');
      await picker.getByRole('button', { name: 'Move my call to this time' }).click();
      await expect(page.getByRole('heading', { name: 'Your call has moved' })).toBeFocused();
      await expect(page.getByRole('link', { name: 'Google Calendar' })).toBeVisible();
      await step(page, 'r3-moved');

      // The old time is the host's again; the new one is held; the visitor has the new link by mail.
      const moved = await mailTo(email, /^Moved: Discovery call/);
      const free = await hostFree(request);
      expect(free).toContain(old);
      const next = MANAGE_LINK.exec(moved.text ?? '')?.[1];
      expect(new URL(page.url()).hash).toBe(`#${new URL(next!).searchParams.get('token')}`);
      expect((await request.get(link)).status()).toBe(404);

      // Cancel from the same page, with a reason.
      await page.getByRole('button', { name: 'Change or cancel again' }).click();
      await page.getByRole('navigation', { name: 'What to do' }).getByRole('link', { name: 'Cancel', exact: true }).click();
      await page.getByLabel(/Reason/).fill('We found an internal answer for now');
      await shot(page, 'r4-cancel');
      await page.getByRole('button', { name: 'Cancel my call' }).click();
      await expect(page.getByRole('heading', { name: 'Your call is canceled' })).toBeFocused();
      await expect(page.getByRole('link', { name: 'Book another time' })).toHaveAttribute('href', '/contact#schedule');
      expect(new URL(page.url()).hash).toBe('');
      await step(page, 'r5-cancelled');
      expect(calendarOf(await mailTo(email, /^Canceled: Discovery call/))).toContain('METHOD:CANCEL');
      expect((await request.get(next!)).status()).toBe(404);
    });

    test('the booking and the picker arrive without moving anything in view', async ({ page, request }) => {
      const { link } = await bookWithHost(request, unique('annie'));
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
      });
      // No input at all (an input would excuse a shift): the page reads the token and loads the times by itself.
      await page.goto(`/contact/reschedule#${new URL(link).searchParams.get('token')}`);
      await expect(page.locator('#new-time').getByRole('group', { name: 'Day', exact: true })).toBeVisible({ timeout: 20_000 });
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    });

    test('a dead or incomplete link says so and offers to book again, with nothing 5xx', async ({ page }) => {
      for (const hash of ['#not-a-token', '#AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '']) {
        const statuses: number[] = [];
        page.on('response', (response) => statuses.push(response.status()));
        await page.goto('about:blank');
        await page.goto(`/contact/reschedule${hash}`);
        await waitForHydration(page);
        await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Book a new time' })).toHaveAttribute('href', '/contact#schedule');
        expect(statuses.filter((status) => status >= 500)).toEqual([]);
      }
      await expectNoAxeViolations(page);
      await shot(page, 'r6-dead-link');
    });

    test('without JavaScript the mailed link lists every day of free times, the call now marked, and moves the call', async ({ browser, request }) => {
      test.slow();
      const { link, start: old } = await bookWithHost(request, unique('mary'));
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: viewport.width, height: viewport.height }, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(link);
      await actionsOnFirstScreen(page, viewport.height);
      const reschedule = page.getByRole('navigation', { name: 'What to do' }).getByRole('link', { name: 'Reschedule', exact: true });
      await expect(reschedule).toHaveAttribute('href', '#reschedule');
      await shot(page, 'r7-nojs-manage');
      await reschedule.click();
      const section = page.locator('#reschedule');
      // The one slot list: the call's present time marked (not choosable), another day opened without scripts.
      await expect(section.getByRole('radio', { name: /your call now/ })).toBeDisabled();
      const days = section.locator('details');
      await days.nth(1).locator('summary').click();
      await expect(days.nth(1)).toHaveAttribute('open', '');
      const radios = days.nth(1).getByRole('radio', { disabled: false });
      await radios.nth(any(await radios.count())).check();
      await page.getByRole('button', { name: 'Move my call to this time' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your call has moved' })).toBeVisible();
      await shot(page, 'r8-nojs-moved');
      await context.close();
      expect(await hostFree(request)).toContain(old);
    });
  });
}
