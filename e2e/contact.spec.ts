import { expect, test, type Page } from '@playwright/test';
import { contactPage } from '../content/contact';
import { site } from '../content/site';
import { budgetRanges, timelines } from '../lib/forms/qualification';
import { budgetChoices } from '../content/company/prices';
import { expectNoAxeViolations, waitForHydration } from './helpers';
import { mailTo } from './mail-helpers';

const form = (page: Page) => page.locator('form[aria-labelledby]');
/** A topic as a visitor picks it: its card (the radio inside is visually hidden). */
const pickTopic = (page: Page, name: string) => form(page).locator('label').filter({ has: page.getByRole('radio', { name }) }).click();

test('the contact page shows the hero, the three next steps and real email and phone links', async ({ page }) => {
  const response = await page.goto('/contact');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connect With Our Team');
  await expect(page).toHaveTitle(`${contactPage.meta.title} | ${site.name}`);

  const steps = page.getByRole('region', { name: 'What happens next' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('We review your message');
  await expect(steps.nth(1)).toContainText('discovery call');
  await expect(steps.nth(1)).toContainText('24 hours');
  await expect(steps.nth(2)).toContainText('tailored solution and roadmap');

  const main = page.locator('#main');
  await expect(main.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(main.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
  await expect(main.getByText(`${site.address.city}, ${site.address.regionName}`)).toBeVisible();

  // The form is in the prerendered HTML, with its required fields marked.
  await expect(form(page).getByRole('textbox', { name: 'Name (required)' })).toHaveAttribute('placeholder', 'Your name');
  await expect(form(page).getByRole('textbox', { name: 'Email (required)' })).toHaveAttribute('type', 'email');
  await expect(form(page).getByRole('textbox', { name: 'Message (required)' })).toHaveAttribute('rows', '6');
  await expect(form(page).getByRole('textbox', { name: /^Company/ })).not.toHaveAttribute('aria-required', 'true');
});

test('?service=devops preselects DevOps and ?topic=call preselects "Schedule a call"', async ({ page }) => {
  await page.goto('/contact?service=devops');
  await expect(form(page).getByRole('combobox', { name: /Service of interest/ })).toHaveValue('devops');
  await expect(form(page).getByRole('radio', { name: 'General inquiry' })).toBeChecked();

  await page.goto('/contact?topic=call&service=launch');
  await expect(form(page).getByRole('radio', { name: 'Schedule a call' })).toBeChecked();
  await expect(form(page).getByRole('combobox', { name: /Service of interest/ })).toHaveValue('launch');
  // The call topic points to the picker at the top of the page rather than promising times by email.
  await expect(page.getByText(/pick a time for the 30-minute discovery call in the calendar/)).toBeVisible();

  await page.goto('/contact?topic=quote&service=knitting');
  await expect(form(page).getByRole('radio', { name: 'Request a quote' })).toBeChecked();
  await expect(form(page).getByRole('combobox', { name: /Service of interest/ })).toHaveValue('');
});

test('the header link "Schedule a call" opens the call picker on client-side navigation', async ({ page }) => {
  await page.goto('/about/about-us');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Schedule a call' }).first().click();
  await expect(page).toHaveURL(/\/contact#schedule$/);
  const picker = page.locator('#schedule');
  await expect(picker.getByRole('heading', { name: 'Pick a time to talk' })).toBeInViewport();
  await expect(picker.getByRole('group', { name: 'Day', exact: true })).toBeVisible();
});

test('submitting empty shows the required messages, focuses the first field and sends nothing', async ({ page }) => {
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) posted = true;
  });
  await page.goto('/contact');
  await waitForHydration(page);
  await form(page).getByRole('button', { name: 'Send message' }).click();

  const name = form(page).getByRole('textbox', { name: 'Name (required)' });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Please enter your name.');
  await expect(form(page).getByRole('textbox', { name: 'Email (required)' })).toHaveAccessibleDescription('Please enter your email address.');
  await expect(form(page).getByRole('textbox', { name: 'Message (required)' })).toHaveAccessibleDescription('Please tell us about your project.');
  await expect(form(page).getByRole('textbox', { name: /^Company/ })).not.toHaveAttribute('aria-invalid', 'true');

  // Messages follow the input as it is corrected.
  await name.fill('A');
  await expect(name).toHaveAccessibleDescription('Your name needs at least 2 characters.');
  await name.fill('Ada');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await form(page).getByRole('textbox', { name: 'Email (required)' }).fill('ada@');
  await expect(page.getByText('Please enter a valid email address, like name@company.com.')).toBeVisible();

  await expectNoAxeViolations(page);
  expect(posted).toBe(false);
});

test('a valid enquiry is stored (201) and the success panel replaces the form', async ({ page }) => {
  await page.goto('/contact?service=devops&topic=quote');
  await waitForHydration(page);
  await form(page).getByRole('textbox', { name: 'Name (required)' }).fill('Grace Hopper');
  await form(page).getByRole('textbox', { name: 'Email (required)' }).fill('grace@example.com');
  await form(page).getByRole('textbox', { name: /^Company/ }).fill('Compilers Inc.');
  await form(page).getByRole('textbox', { name: 'Message (required)' }).fill('We need a CI/CD pipeline and on-call runbooks for twelve services.');

  const posted = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
  await form(page).getByRole('button', { name: 'Send message' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  expect(response.request().postDataJSON()).toMatchObject({ name: 'Grace Hopper', service: 'devops', topic: 'quote', website: '' });

  const heading = page.getByRole('heading', { name: /Thank you, Grace/ });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.locator('#main')).toContainText('grace@example.com');
  await expect(page.locator('#main')).toContainText('DevOps');
  await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(0);
  await expect(page.getByText('Message sent')).toBeVisible(); // the toast
  // The shared toast layer is checked where it lives; here the panel is what is new.
  await expectNoAxeViolations(page, ['[data-sonner-toaster]']);

  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(form(page).getByRole('textbox', { name: 'Name (required)' })).toBeFocused();
  await expect(form(page).getByRole('textbox', { name: 'Name (required)' })).toHaveValue('');
});

test('the quote path asks budget and timeline, sends them, and the team\'s mail shows them', async ({ page }) => {
  const marker = Date.now().toString(36);
  await page.goto('/contact');
  await waitForHydration(page);
  const budget = form(page).getByRole('combobox', { name: /^Budget range/ });
  const timeline = form(page).getByRole('combobox', { name: /^Timeline/ });
  await expect(budget).toHaveCount(0);
  await pickTopic(page, 'Request a quote');
  await expect(form(page).getByRole('group', { name: 'For the quote' })).toBeVisible();
  await form(page).getByRole('textbox', { name: 'Name (required)' }).fill(`Grace Quote ${marker}`);
  await form(page).getByRole('textbox', { name: 'Email (required)' }).fill(`grace-${marker}@example.com`);
  await form(page).getByRole('textbox', { name: 'Message (required)' }).fill('A written proposal for a claims platform, please.');
  await budget.selectOption({ label: budgetChoices[2]!.label });
  await timeline.selectOption({ label: timelines[0].label });
  await expectNoAxeViolations(page);

  const posted = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
  await form(page).getByRole('button', { name: 'Send message' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ topic: 'quote', budget: budgetRanges[2]!.value, timeline: timelines[0].value });
  await expect(page.getByRole('heading', { name: /Thank you, Grace/ })).toBeVisible();

  const mail = await mailTo('team@northstack.test', new RegExp(`^Contact inquiry from Grace Quote ${marker}: Request a quote$`));
  expect(mail.text).toContain(`Budget: ${budgetRanges[2]!.label}\nTimeline: ${timelines[0].label}\n`);
});

test('a server failure keeps the typed values and shows an inline alert and a toast', async ({ page }) => {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/contact', async (route) => {
    await answered; // hold the answer until the sending state has been checked
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'storage', message: 'We could not save your message.' }) });
  });
  await page.goto('/contact');
  await waitForHydration(page);
  await form(page).getByRole('textbox', { name: 'Name (required)' }).fill('Grace Hopper');
  await form(page).getByRole('textbox', { name: 'Email (required)' }).fill('grace@example.com');
  await form(page).getByRole('textbox', { name: 'Message (required)' }).fill('A message that will not arrive this time.');
  await form(page).getByRole('button', { name: 'Send message' }).click();

  const sending = form(page).getByRole('button', { name: 'Sending…' });
  await expect(sending).toBeDisabled();
  answer();

  await expect(page.getByRole('alert').filter({ hasText: 'Your message was not sent' })).toContainText('We could not save your message.');
  await expect(form(page).getByRole('textbox', { name: 'Message (required)' })).toHaveValue('A message that will not arrive this time.');
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
  await expect(form(page).getByRole('button', { name: 'Send message' })).toBeEnabled();
});

test('server validation errors are shown on their fields', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'validation', message: 'Some fields need your attention.', fields: { email: 'This address cannot receive mail.' } }) }),
  );
  await page.goto('/contact');
  await waitForHydration(page);
  await form(page).getByRole('textbox', { name: 'Name (required)' }).fill('Grace Hopper');
  await form(page).getByRole('textbox', { name: 'Email (required)' }).fill('grace@example.com');
  await form(page).getByRole('textbox', { name: 'Message (required)' }).fill('Checking the server-side rules here.');
  await form(page).getByRole('button', { name: 'Send message' }).click();
  const email = form(page).getByRole('textbox', { name: 'Email (required)' });
  await expect(email).toHaveAccessibleDescription('This address cannot receive mail.');
  await expect(email).toBeFocused();
});

test('axe finds nothing on /contact', async ({ page }) => {
  await page.goto('/contact?topic=call');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the quote questions show while "Request a quote" is checked, and only then', async ({ page }) => {
    await page.goto('/contact');
    const group = form(page).getByRole('group', { name: 'For the quote' });
    await expect(group).toBeHidden();
    await pickTopic(page, 'Request a quote');
    await expect(group).toBeVisible();
    await pickTopic(page, 'General inquiry');
    await expect(group).toBeHidden();
  });
});
