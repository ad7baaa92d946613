import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';
import { storedLeads } from './leads-helpers';
import { calendarOf, mailTo } from './mail-helpers';
import { shot } from './schedule-helpers';
import { RECRUITER, SALES, jobApplication, noScriptPage, signInByLink, unique } from './inbox-helpers';

// Each test signs in through a mailed link and reads the store through the operator CLI: on a loaded 2-core machine
// the passkey and erase flows ran past the default 30 s (they take about 15 s alone). One worker runs them in turn
// (the config is fully parallel): two tests signing the sales lead in at once could each take the other's link from
// the outbox, and a link is valid once, so one of them failed (CI, 2026-11-27).
test.describe.configure({ mode: 'default', timeout: 90_000 });

/**
 * The team's signed-in inbox (/api/inbox) in Chromium: sign-in by mailed link, a passkey on Chromium's
 * virtual authenticator, and the work the sales lead and the recruiter do there. SITE_URL is
 * http://localhost:<port>: the relying party is `localhost`, and the __Host- cookie (Secure) is kept
 * because Chromium treats localhost as a secure context.
 */

test('sign in by link, add a passkey, sign out, sign in with the passkey; the session cookie is __Host-, HttpOnly, Secure, Strict', async ({ page, context }) => {
  const link = await signInByLink(page, SALES);
  const [cookie] = (await context.cookies()).filter((entry) => entry.name.startsWith('__Host-'));
  expect(cookie).toMatchObject({ name: '__Host-inbox-session', httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
  await expectNoAxeViolations(page);

  // The link was used: a second use is refused.
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();

  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await page.goto('/api/inbox/account');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add a passkey for this device' }).click();
  await expect(page.getByText('Passkey added: next time, sign in with it.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove Chrome on \w+/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the inbox' })).toBeVisible();
  expect((await context.cookies()).filter((entry) => entry.name.startsWith('__Host-'))).toEqual([]);
  await page.goto('/api/inbox/leads');
  await expect(page).toHaveURL(/\/api\/inbox\/sign-in$/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
  expect(page.url()).toMatch(/\/api\/inbox\/leads$/);
});

test('the recruiter marks an application done, downloads its resume, then erases the person', async ({ page }) => {
  const email = unique('grace');
  const resume = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'), Buffer.from(email), Buffer.from('\n%%EOF\n')]);
  const id = await jobApplication(page, email, resume);
  await page.request.post('/api/contact', { headers: { accept: 'application/json' }, data: { name: 'Grace Hopper', email, message: 'Also: could you build us a compiler?' } });

  await signInByLink(page, RECRUITER);
  await page.getByLabel('Search').fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('2 leads, newest first.')).toBeVisible();
  await page.getByLabel('Form').selectOption('job-application');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('1 lead, newest first.')).toBeVisible();
  await page.getByRole('link', { name: /Grace Hopper/ }).click();
  await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A note typed, a status and an owner chosen, one Save: nothing typed is lost.
  await page.getByLabel('Private note').fill('Strong compiler background; second interview with the CTO.');
  await page.getByLabel('Status').selectOption('done');
  // Leaving with unsaved edits asks first (the browser's own prompt); staying keeps them.
  const prompt = page.waitForEvent('dialog');
  const leaving = page.getByRole('link', { name: 'All leads' }).click({ noWaitAfter: true });
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await leaving;
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByLabel('Owner').selectOption(RECRUITER);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved: status, owner and note.')).toBeVisible();
  await expect(page.getByLabel('Private note')).toHaveValue('Strong compiler background; second interview with the CTO.');
  const activity = page.getByRole('region', { name: 'Activity' });
  await expect(activity.getByText('Status set to Done')).toBeVisible();
  await expect(activity.getByText(`Owner set to ${RECRUITER}`)).toBeVisible();
  await expect(activity.getByText(`by ${RECRUITER}`).first()).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download resume' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).equals(resume)).toBe(true);

  await page.getByLabel('I want to erase everything about this person').check();
  await page.getByRole('button', { name: 'Erase this person' }).click();
  await expect(page.getByText('Erased 2 submissions of that person.')).toBeVisible();
  expect(storedLeads('job-application').some((lead) => lead.id === id)).toBe(false);
  expect(storedLeads('contact').some((lead) => lead.email === email)).toBe(false);
});

test('the sales lead cancels a booked call: the visitor is mailed', async ({ page }) => {
  const email = unique('ada');
  // Names of this run's own (the e2e data directory keeps earlier runs' calls).
  const name = `Ada ${Math.random().toString(36).slice(2, 8)}`;
  const { slots } = (await (await page.request.get('/api/schedule/slots?type=discovery')).json()) as { slots: { start: string }[] };
  const booked = await page.request.post('/api/schedule/bookings', { headers: { accept: 'application/json' }, data: { start: slots.at(-1)!.start, type: 'discovery', name, email, topic: `An analytical engine for ${name}` } });
  expect(booked.status()).toBe(201);
  await signInByLink(page, SALES);
  await page.getByRole('navigation', { name: 'Inbox' }).getByRole('link', { name: 'Calls' }).click();
  await expect(page.getByRole('heading', { name: 'Calls' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByText(`An analytical engine for ${name}`)).toBeVisible();
  // The call's Move page (moving is the next test, without JavaScript; axe needs it).
  await page.getByRole('link', { name: `Move the call with ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Move the call with ${name}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'All calls' }).click();
  // Cancel asks for the reason the visitor is sent, then says what was done.
  await page.getByRole('link', { name: `Cancel the call with ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Cancel the call with ${name}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(`Why, in a sentence for ${name}`).fill('Our lead engineer is ill this week; we would like to find a new time with you.');
  await page.getByRole('button', { name: `Cancel the call and email ${name}` }).click();
  await expect(page.getByText('Call canceled')).toBeVisible();
  const mail = await mailTo(email, /^We need to cancel: /);
  expect(mail.text).toContain('Why: Our lead engineer is ill this week');
});

test('without JavaScript, the sales lead moves a booked call from the days and times: the visitor is mailed the new time, the reason and a SITE_URL link; the old time is offered again', async ({ browser, baseURL }) => {
  const { context, page } = await noScriptPage(browser);
  const email = unique('hedy');
  const name = `Hedy ${Math.random().toString(36).slice(2, 8)}`;
  const host = 'james-whitfield';
  const hostSlots = async () => ((await (await page.request.get(`/api/schedule/slots?type=discovery&host=${host}`)).json()) as { slots: { start: string }[] }).slots.map((slot) => slot.start);
  const before = await hostSlots();
  const oldStart = before.at(-3)!;
  const booked = await page.request.post('/api/schedule/bookings', { headers: { accept: 'application/json' }, data: { start: oldStart, type: 'discovery', host, name, email, topic: `Frequency hopping for ${name}` } });
  expect(booked.status()).toBe(201);
  expect(await hostSlots()).not.toContain(oldStart);

  await signInByLink(page, SALES);
  await page.goto('/api/inbox/calls');
  await page.getByRole('link', { name: `Move the call with ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Move the call with ${name}` })).toBeVisible();
  await expect(page.getByText('hosted by James Whitfield')).toBeVisible();
  // Days as sections (native disclosures, the first open), times as radio buttons; the present time marked, not choosable.
  const days = page.locator('#move-days details');
  expect(await days.count()).toBeGreaterThan(2);
  await expect(days.first()).toHaveAttribute('open', '');
  await expect(page.getByRole('radio', { name: /now/ })).toBeDisabled();
  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await shot(page, 'inbox-move');
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  // Another day, opened without scripts; a time the host keeps (a time naming another host is one when they are busy).
  const day = days.nth(1);
  await day.locator('summary').click();
  await expect(day).toHaveAttribute('open', '');
  const choice = day.getByRole('radio', { name: /^\d{1,2}:\d{2} [ap]\.m\.$/ }).first();
  const newStart = await choice.getAttribute('value');
  expect(newStart).toBeTruthy();
  expect(newStart).not.toBe(new Date(oldStart).toISOString());
  const label = (await choice.locator('xpath=..').locator('.font-medium').innerText()).trim();
  expect(label).toMatch(/^\d{1,2}:\d{2} [ap]\.m\.$/);
  await choice.check();
  await page.getByRole('button', { name: 'Review the move' }).click();
  // The confirmation: both times, the host, the reason for the visitor.
  await expect(page.getByRole('heading', { name: 'Confirm the move' })).toBeVisible();
  await expect(page.getByText('James Whitfield keeps the call')).toBeVisible();
  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await shot(page, 'inbox-move-confirm');
  }
  const reason = 'James is travelling that day; we are sorry for the change.';
  await page.getByLabel(`Why, in a sentence for ${name}`).fill(reason);
  await page.getByRole('button', { name: `Move the call and email ${name}` }).click();
  await expect(page.getByText('Call moved')).toBeVisible();

  const mail = await mailTo(email, /^We moved your call: Discovery call/);
  const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]|\.\d{3}/g, '');
  expect(calendarOf(mail)).toContain(`DTSTART:${utc(newStart!)}`);
  // The new time in words (the office's zone: the booking named no zone of its own), the reason, and links on SITE_URL.
  // No locale stored (a move keeps the booking's): US English, "Tuesday, December 8, 2026, 9 a.m." (docs/voice.md).
  const office = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }).formatToParts(new Date(newStart!));
  const part = (type: string) => office.find((entry) => entry.type === type)?.value ?? '';
  const clock = `${part('hour')}${part('minute') === '00' ? '' : `:${part('minute')}`} ${part('dayPeriod').toLowerCase().replace(/([ap])m/, '$1.m.')}`;
  expect(mail.text).toContain(`${part('weekday')}, ${part('month')} ${part('day')}, ${part('year')}, ${clock}`);
  expect(mail.text).toContain(`Why: ${reason}`);
  expect(mail.text).toContain(`${baseURL}/api/schedule/manage?token=`);
  expect(mail.html).toContain(`href="${baseURL}/api/schedule/manage?token=`);
  // Every link of ours is on SITE_URL; the others are the video room and Google Calendar's add-event page.
  const links = mail.text?.match(/https?:\/\/[^\s)]+/g) ?? [];
  expect(links.filter((link) => !link.startsWith(`${baseURL}/`) && !/^https:\/\/(meet\.jit\.si|calendar\.google\.com)\//.test(link))).toEqual([]);
  const after = await hostSlots();
  expect(after).toContain(oldStart);
  expect(after.map((start) => new Date(start).toISOString())).not.toContain(newStart);
  await context.close();
});

test('a holiday in the availability editor removes its times from /contact; the picker names the struck day', async ({ page, browser }) => {
  const zone = 'America/New_York';
  const dayOf = (start: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(start));
  const offered = async () => ((await (await page.request.get('/api/schedule/slots?type=discovery')).json()) as { slots: { start: string }[] }).slots.map((slot) => dayOf(slot.start));
  const days = [...new Set(await offered())];
  const day = days.at(-1)!;
  expect(days.length).toBeGreaterThan(1);
  await signInByLink(page, SALES);
  await page.goto('/api/inbox/calls/availability');
  await expectNoAxeViolations(page);
  const form = page.locator('form.override-form');
  await form.getByLabel('Date', { exact: true }).fill(day);
  await form.getByLabel(/^Label/).fill('Holiday: Founders Day');
  await page.getByRole('button', { name: 'Add date' }).click();
  await expect(page.getByText(/ saved for everyone\./)).toBeVisible();
  expect(await offered()).not.toContain(day);

  // The picker: the struck day is one of the day radios, named with its reason, and says it when chosen.
  const visitor = await browser.newPage();
  await visitor.goto('/contact#schedule');
  const struck = visitor.locator('#schedule').getByRole('radio', { name: /Holiday: Founders Day, no times$/ });
  await expect(struck).toHaveCount(1);
  await struck.check({ force: true });
  await expect(visitor.locator('[data-struck-reason]')).toContainText('Holiday: Founders Day. No times that day');
  // Booking with the struck day chosen says what is missing, beside the reason.
  await visitor.getByLabel(/^Name for the invite/).fill('Ada Lovelace');
  await visitor.getByLabel(/^Email for the invite/).fill('ada@example.com');
  await visitor.getByRole('button', { name: /^Book the/ }).click();
  await expect(visitor.getByText('Please pick a time first.')).toBeVisible();
  await visitor.close();
  // Without scripts the booking page's slot list names the day too, among the days, with its reason and nothing to choose.
  const { context: plain, page: noScript } = await noScriptPage(browser);
  await noScript.goto(`/api/schedule?type=discovery&tz=${encodeURIComponent(zone)}`);
  const shortDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  const line = noScript.locator(`#slots-closed-${day}`);
  await expect(line).toHaveText(`${shortDay}: Holiday: Founders Day, no times`);
  await expect(line.locator('input')).toHaveCount(0);
  await plain.close();

  const usDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  await page.getByRole('button', { name: `Remove ${usDay}` }).click();
  await expect(page.getByText(/: the usual hours apply again\./)).toBeVisible();
  expect(await offered()).toContain(day);
});

test('without JavaScript, a half day set in the inbox is exactly what the booking page offers that day', async ({ browser }) => {
  const { context, page } = await noScriptPage(browser);
  const zone = 'America/New_York';
  const dayOf = (start: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(start));
  const slots = async () => ((await (await page.request.get('/api/schedule/slots?type=discovery')).json()) as { slots: { start: string }[] }).slots;
  const days = [...new Set((await slots()).map((slot) => dayOf(slot.start)))];
  const day = days.at(-2)!;
  await signInByLink(page, SALES);
  await page.goto('/api/inbox/calls/availability');
  const form = page.locator('form.override-form');
  await form.getByLabel('Date', { exact: true }).fill(day);
  await form.getByLabel('Open these hours:').check();
  await form.getByLabel('From', { exact: true }).fill('10:00');
  await form.getByLabel('To', { exact: true }).fill('11:00');
  await form.getByLabel(/^Label/).fill('Half day');
  await page.getByRole('button', { name: 'Add date' }).click();
  await expect(page.getByText(/ saved for everyone\./)).toBeVisible();
  // The preview says so too.
  await page.getByLabel('Day to preview').fill(day);
  await page.getByRole('button', { name: 'Show times' }).click();
  await expect(page.locator('#preview-result li')).toHaveCount(2);

  const expected = [`${day}T10:00`, `${day}T10:30`];
  const local = (start: string) => new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(start)).replace(' ', 'T');
  expect((await slots()).filter((slot) => dayOf(slot.start) === day).map((slot) => local(slot.start))).toEqual(expected);
  await page.goto(`/api/schedule?type=discovery&tz=${encodeURIComponent(zone)}&day=${day}`);
  // The slot list lists every day; the asked one's disclosure is open and holds exactly the half day's times.
  const long = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  const disclosure = page.locator('#times details').filter({ has: page.getByRole('group', { name: `Times on ${long}`, exact: true }) });
  await expect(disclosure).toHaveCount(1);
  await expect(disclosure).toHaveAttribute('open', '');
  const starts = await disclosure.locator('input[name="start"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(starts.map(local)).toEqual(expected);

  await page.goto('/api/inbox/calls/availability');
  const usDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  await page.getByRole('button', { name: `Remove ${usDay}` }).click();
  await expect(page.getByText(/: the usual hours apply again\./)).toBeVisible();
  await context.close();
});

test('refuses a change posted from another site', async ({ page }) => {
  await signInByLink(page, SALES);
  // The browser's own headers for a cross-site form post, with the session cookie a lax cookie would have sent.
  const forged = await page.request.post('/api/inbox/sign-out-everywhere', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, maxRedirects: 0 });
  expect(forged.status()).toBe(403);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
});


test('without JavaScript: sign in by link, mark a lead done, erase the person, close and reopen a date, sign out', async ({ browser }) => {
  const { context, page } = await noScriptPage(browser);
  const email = unique('alan');
  await page.request.post('/api/contact', { headers: { accept: 'application/json' }, data: { name: 'Alan Turing', email, message: 'We would like an audit of our ML platform.' } });
  await signInByLink(page, SALES);
  await page.getByLabel('Search').fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('link', { name: /Alan Turing/ }).click();
  await page.getByLabel('Status').selectOption('done');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved: status.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Activity' }).getByText(`by ${SALES}`)).toBeVisible();
  await page.getByLabel('I want to erase everything about this person').check();
  await page.getByRole('button', { name: 'Erase this person' }).click();
  await expect(page.getByText('Erased 1 submission of that person.')).toBeVisible();

  await page.goto('/api/inbox/calls/availability');
  const day = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  await page.locator('form.override-form').getByLabel('Date', { exact: true }).fill(day);
  await page.getByRole('button', { name: 'Add date' }).click();
  await expect(page.getByText(/ saved for everyone\./)).toBeVisible();
  const usDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  await page.getByRole('button', { name: `Remove ${usDay}` }).click();
  await expect(page.getByText(/: the usual hours apply again\./)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the inbox' })).toBeVisible();
  await context.close();
});

test('without JavaScript, a member chooses the zone the inbox shows times in; the office’s zone clears the choice', async ({ browser }) => {
  const { context, page } = await noScriptPage(browser);
  await signInByLink(page, RECRUITER);
  await expect(page.getByText(/Times in the office's zone \(Eastern (Standard|Daylight) Time, change\)/)).toBeVisible();
  await page.getByRole('link', { name: 'change' }).click();
  await expect(page.getByRole('heading', { name: 'Time zone' })).toBeVisible();
  await page.getByLabel('Your time zone').selectOption('America/Los_Angeles');
  await page.getByRole('button', { name: 'Save time zone' }).click();
  await expect(page.getByText('Time zone saved: the inbox now shows every time in it.')).toBeVisible();
  await page.goto('/api/inbox/leads');
  await expect(page.getByText(/Times in your zone \(Pacific (Standard|Daylight) Time, change\)/)).toBeVisible();
  // Back to the office's zone, as the other tests read it.
  await page.goto('/api/inbox/account');
  await page.getByLabel('Your time zone').selectOption('America/New_York');
  await page.getByRole('button', { name: 'Save time zone' }).click();
  await page.goto('/api/inbox/leads');
  await expect(page.getByText(/Times in the office's zone/)).toBeVisible();
  await context.close();
});

test('without JavaScript, the sales lead cancels a booked call with a reason: the visitor is mailed the apology and the reason, the time is offered again', async ({ browser }) => {
  const { context, page } = await noScriptPage(browser);
  const email = unique('ada');
  const name = `Ada ${Math.random().toString(36).slice(2, 8)}`;
  const host = 'james-whitfield';
  const hostSlots = async () => ((await (await page.request.get(`/api/schedule/slots?type=discovery&host=${host}`)).json()) as { slots: { start: string }[] }).slots.map((slot) => slot.start);
  const start = (await hostSlots()).at(-4)!;
  const booked = await page.request.post('/api/schedule/bookings', { headers: { accept: 'application/json' }, data: { start, type: 'discovery', host, name, email, topic: `Analytical engines for ${name}` } });
  expect(booked.status()).toBe(201);
  expect(await hostSlots()).not.toContain(start);

  await signInByLink(page, SALES);
  await page.goto('/api/inbox/calls');
  await page.getByRole('link', { name: `Cancel the call with ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Cancel the call with ${name}` })).toBeVisible();
  // The reason is required: the browser asks for it, and the server refuses a post without it.
  const reason = page.getByLabel(`Why, in a sentence for ${name}`);
  await expect(reason).toHaveAttribute('required', '');
  await reason.fill('Our host has to be in court that morning; we are sorry for the change.');
  await page.getByRole('button', { name: `Cancel the call and email ${name}` }).click();
  await expect(page.getByText(/^Call canceled: the visitor is being mailed your reason/)).toBeVisible();

  const mail = await mailTo(email, /^We need to cancel: Discovery call/);
  expect(mail.text).toContain('Our host has to be in court that morning; we are sorry for the change.');
  expect(mail.text).toMatch(/sorry/i);
  expect(await hostSlots()).toContain(start);
  await context.close();
});
