import ICAL from 'ical.js';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './helpers';
import { calendarOf, mailTo } from './mail-helpers';

/**
 * Booking a call from /contact#schedule as visitors do: with scripts, by keyboard alone, without
 * scripts through the server's page, and cancelling from the mailed link. Each test books on a day
 * of its own, so parallel workers never race for one slot.
 */

const inviteStart = (ics: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!).startDate.toJSDate().toISOString();
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function openPicker(page: Page) {
  await page.goto('/contact#schedule');
  await waitForHydration(page);
  const picker = page.locator('#schedule');
  await expect(picker.getByRole('group', { name: 'Day' })).toBeVisible();
  return picker;
}

async function pick(picker: Locator, day: number, time = 0) {
  await picker.getByRole('group', { name: 'Day' }).locator('label').nth(day).click();
  await picker.getByRole('group', { name: /^Time on/ }).locator('label').nth(time).click();
}

test.describe('with scripts, for a visitor in Kathmandu (UTC+05:45)', () => {
  test.use({ timezoneId: 'Asia/Kathmandu' });

  test('books in place, shows both zones, adds to calendars, mails the invite; the mailed link cancels it', async ({ page }) => {
    test.slow(); // three axe runs and four mails
    const picker = await openPicker(page);
    // Chromium names the zone by its older spelling (Asia/Katmandu); either is the visitor's own.
    await expect(picker.getByLabel('Your time zone')).toHaveValue(/^Asia\/Kath?mandu$/);
    await expect(picker.getByText(/Times in Nepal Time; our office is on Eastern (Standard|Daylight) Time/)).toBeVisible();
    await expectNoAxeViolations(page);

    await pick(picker, 1);
    const email = unique('ada');
    await picker.getByLabel('Name for the invite').fill('Ada Lovelace');
    await picker.getByLabel('Email for the invite').fill(email);
    await picker.getByLabel('What would you like to talk about?').fill('A ledger for our supply chain');
    await picker.getByRole('button', { name: 'Book the discovery call' }).click();

    const heading = picker.getByRole('heading', { name: 'Your call is booked' });
    await expect(heading).toBeFocused();
    await expect(picker.getByText(/Nepal Time$/)).toBeVisible();
    await expect(picker.getByText(/Eastern (Standard|Daylight) Time$/)).toBeVisible();
    await expectNoAxeViolations(page);

    const ics = await page.request.get((await picker.getByRole('link', { name: 'Invite (.ics)' }).getAttribute('href'))!);
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    const start = inviteStart(await ics.text());
    const google = new URL((await picker.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!);
    expect(google.searchParams.get('dates')).toBe(`${start.replace(/[-:]/g, '').replace('.000', '')}/${new Date(Date.parse(start) + 30 * 60_000).toISOString().replace(/[-:]/g, '').replace('.000', '')}`);
    expect(google.search).not.toContain(encodeURIComponent(email));

    // The mail: the invite as METHOD:REQUEST for the same time, and a link to cancel or move it.
    const mail = await mailTo(email, /^Discovery call with Northstack/);
    const invite = calendarOf(mail);
    expect(invite).toContain('METHOD:REQUEST');
    expect(inviteStart(invite)).toBe(start);
    expect(mail.text).toContain('Your time: ');
    const manage = /(http:\/\/localhost:\d+\/api\/schedule\/manage\?token=[\w-]+)/.exec(mail.text ?? '')?.[1];
    expect(manage).toBeTruthy();
    await mailTo('team@northstack.test', /^Call booked: Discovery call with Ada Lovelace/);

    await page.goto(manage!);
    await expect(page.getByRole('heading', { name: 'Your booked call' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel my call' }).click();
    await expect(page.getByRole('heading', { name: 'Your call is cancelled' })).toBeVisible();
    const cancellation = await mailTo(email, /^Cancelled: Discovery call/);
    expect(calendarOf(cancellation)).toContain('METHOD:CANCEL');
    // The slot is offered again, and the link is spent.
    const slots = (await (await page.request.get('/api/schedule/slots')).json()) as { slots: { start: string }[] };
    expect(slots.slots.map((slot) => slot.start)).toContain(start);
    expect((await page.request.get(manage!)).status()).toBe(404);
  });
});

test.describe('by keyboard alone, for a visitor in Honolulu (UTC-10)', () => {
  test.use({ timezoneId: 'Pacific/Honolulu' });

  test('chooses the technical review, a day and a time with arrows and Space, and books with Enter', async ({ page }) => {
    const picker = await openPicker(page);
    await picker.getByRole('radio', { name: /Discovery call/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(picker.getByRole('radio', { name: /Technical review/ })).toBeChecked();
    await page.keyboard.press('Tab'); // the time-zone list
    await expect(picker.getByLabel('Your time zone')).toBeFocused();
    await expect(picker.getByLabel('Your time zone')).toHaveValue('Pacific/Honolulu');
    await page.keyboard.press('Tab'); // the checked day
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const days = picker.getByRole('group', { name: 'Day' }).getByRole('radio');
    await expect(days.nth(2)).toBeChecked();
    await page.keyboard.press('Tab'); // the first time of that day
    await page.keyboard.press('Space');
    await expect(picker.getByRole('group', { name: /^Time on/ }).getByRole('radio').first()).toBeChecked();
    const email = unique('grace');
    await page.keyboard.press('Tab');
    await expect(picker.getByLabel('Name for the invite')).toBeFocused();
    await page.keyboard.insertText('Grace Hopper');
    await page.keyboard.press('Tab');
    await page.keyboard.insertText(email);
    await page.keyboard.press('Enter');
    await expect(picker.getByRole('heading', { name: 'Your call is booked' })).toBeFocused();
    await expect(picker.getByText(/Hawaii-Aleutian Standard Time$/)).toBeVisible();
    const ics = await page.request.get((await picker.getByRole('link', { name: 'Invite (.ics)' }).getAttribute('href'))!);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Technical review with Northstack');
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(45 * 60_000);
  });
});

for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
  test(`at ${viewport.width}x${viewport.height} the picker arrives without moving anything: no layout shift from the first paint to the free times`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
    });
    // No input at all (an input would excuse a shift): the page hydrates by itself after the paint.
    await page.goto('/contact#schedule');
    const picker = page.locator('#schedule');
    const boxHeight = () => picker.locator('.rounded-xl').first().evaluate((box) => Math.round(box.getBoundingClientRect().height));
    const before = await boxHeight();
    await expect(picker.getByRole('group', { name: /^Time on/ })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await boxHeight()).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });
}

test('a visitor who stays with the form at the top of /contact does not load the picker; scrolling towards it does', async ({ page }) => {
  const slotRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/schedule/slots')) slotRequests.push(request.url());
  });
  await page.goto('/contact');
  await waitForHydration(page);
  await page.waitForTimeout(1000);
  expect(slotRequests).toEqual([]);
  await expect(page.locator('#schedule [data-client-state="before-scripts"]')).toHaveCount(1);
  await page.locator('#schedule').scrollIntoViewIfNeeded();
  await expect(page.locator('#schedule').getByRole('group', { name: 'Day' })).toBeVisible();
  expect(slotRequests.length).toBeGreaterThan(0);
});

test('with the database down the booking answers 503, and the chosen time and details stay for the retry', async ({ page }) => {
  const picker = await openPicker(page);
  await pick(picker, 2, 1);
  const chosen = await picker.getByText(/^Your call: /).textContent();
  const email = unique('mary');
  await picker.getByLabel('Name for the invite').fill('Mary Jackson');
  await picker.getByLabel('Email for the invite').fill(email);
  // The server's own answer when its database is unreachable (server/schedule/api.test.ts).
  await page.route('**/api/schedule/bookings', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'unavailable', message: 'We could not save this just now, so nothing was stored.' }) }),
  );
  await picker.getByRole('button', { name: 'Book the discovery call' }).click();
  await expect(picker.getByRole('alert')).toContainText('We could not save this just now');
  await expect(picker.getByRole('alert')).toContainText('Your time and details are still here.');
  await expect(picker.getByText(/^Your call: /)).toHaveText(chosen!);
  await expect(picker.getByLabel('Name for the invite')).toHaveValue('Mary Jackson');
  await expect(picker.getByLabel('Email for the invite')).toHaveValue(email);
  await expectNoAxeViolations(page);
  // The database is back: the same click books the same time.
  await page.unroute('**/api/schedule/bookings');
  await picker.getByRole('button', { name: 'Book the discovery call' }).click();
  await expect(picker.getByRole('heading', { name: 'Your call is booked' })).toBeFocused();
  await expect(picker.getByText(chosen!.replace(/^Your call: /, ''))).toBeVisible();
});

test('the server’s booking and confirmation pages pass axe', async ({ page }) => {
  await page.goto('/api/schedule?tz=Europe/Berlin');
  await expect(page.getByRole('heading', { name: 'Book a discovery call' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator('fieldset').nth(4).getByRole('radio').last().check();
  await page.getByLabel('Name').fill('Hedy Lamarr');
  await page.getByLabel('Email').fill(unique('hedy'));
  await page.getByRole('button', { name: 'Book the discovery call' }).click();
  await expect(page.getByRole('heading', { name: 'Your call is booked' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact page links to the server’s booking page, whose form books and confirms', async ({ page }) => {
    await page.goto('/contact');
    await page.locator('#schedule').getByRole('link', { name: 'See the free times' }).click();
    await expect(page).toHaveURL(/\/api\/schedule$/);
    await expect(page.getByRole('heading', { name: 'Book a discovery call' })).toBeVisible();

    const day = page.locator('fieldset').nth(3);
    await day.getByRole('radio').first().check();
    await page.getByLabel('Name').fill('Katherine Johnson');
    await page.getByLabel('Email').fill(unique('katherine'));
    await page.getByRole('button', { name: 'Book the discovery call' }).click();
    await expect(page.getByRole('heading', { name: 'Your call is booked' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download the invite (.ics)' })).toBeVisible();
  });
});
