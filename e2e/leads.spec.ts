import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';
import { storedLeads } from './leads-helpers';

/** Forms reach the server and are stored: checked through the operator CLI, as the agency would. */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Fails if any request URL of the page carries the visitor's details. */
function watchUrls(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

test('the contact form is stored and readable through the operator CLI', async ({ page }) => {
  const marker = unique();
  const urls = watchUrls(page);
  await page.goto('/contact?service=devops');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Name (required)' }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Email (required)' }).fill(`grace-${marker}@example.com`);
  await page.getByRole('textbox', { name: 'Message (required)' }).fill(`Platform work for twelve services, reference ${marker}.`);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: /Thank you, Grace/ })).toBeVisible();

  const stored = storedLeads('contact').find((lead) => lead.email === `grace-${marker}@example.com`);
  expect(stored).toMatchObject({ name: 'Grace Hopper', service: 'devops', message: `Platform work for twelve services, reference ${marker}.` });
  expect(stored?.submissionId).toMatch(/^[0-9a-f-]{36}$/);
  expect(urls.filter((url) => url.includes(marker) || url.includes('Grace'))).toEqual([]);
});

test('a contact draft survives a reload, and ?service= still wins', async ({ page }) => {
  await page.goto('/contact?service=devops');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Name (required)' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Message (required)' }).fill('Half-written message about a data platform.');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: 'Name (required)' })).toHaveValue('Ada Lovelace');
  await expect(page.getByRole('textbox', { name: 'Message (required)' })).toHaveValue('Half-written message about a data platform.');
  await expect(page.getByRole('combobox', { name: /Service of interest/ })).toHaveValue('devops');
});

// The server-drawn chat widget the page's module enhances (components/layout/chat-enhance.ts).
for (const { path, offline, next } of [
  { path: '/services/devops', offline: '/industries', next: '/about' },
  { path: '/privacy', offline: '/privacy', next: '/terms' },
]) {
  test(`the chat widget says received only once the message is stored (${path})`, async ({ page }) => {
    const marker = unique();
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await page.getByLabel('Your message').fill(`Do you run on-call for Kubernetes? ${marker}`);
    await page.getByLabel(/Your email/).fill(`ops-${marker}@example.com`);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/chat'));
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByText('Message received')).toBeVisible();

    const stored = storedLeads('chat').find((lead) => String(lead.message).includes(marker));
    expect(stored).toMatchObject({ email: `ops-${marker}@example.com`, page: path });
    expect(await page.evaluate(() => localStorage.getItem('northstack:chat-outbox'))).toBe('[]');
  });

  test(`a chat message the server could not take is kept and goes out on the next page, before any touch (${offline}, then ${next})`, async ({ page }) => {
    const marker = unique();
    await page.goto(offline);
    await waitForHydration(page);
    await page.route('**/api/chat', (route) => route.abort());
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await page.getByLabel('Your message').fill(`Sent while offline ${marker}`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog', { name: 'Talk to our team' }).getByRole('alert')).toContainText('Not sent');
    expect(await page.evaluate(() => localStorage.getItem('northstack:chat-outbox'))).toContain(marker);
    await page.unroute('**/api/chat');

    // The next page: no pointer, key or touch. The outbox alone brings the scripts, and the message goes out.
    const delivered = page.waitForResponse((response) => response.url().endsWith('/api/chat'));
    await page.goto(next);
    expect((await delivered).status()).toBe(201);
    await expect.poll(() => storedLeads('chat').some((lead) => String(lead.message).includes(marker))).toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('northstack:chat-outbox'))).toBe('[]');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts, lands on the thank-you page and puts no personal data in any URL', async ({ page }) => {
    const marker = unique();
    const urls = watchUrls(page);
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Name (required)' }).fill('Katherine Johnson');
    await page.getByRole('textbox', { name: 'Email (required)' }).fill(`kj-${marker}@example.com`);
    await page.getByRole('textbox', { name: 'Message (required)' }).fill(`Trajectory analysis for a launch platform, ref ${marker}.`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you');

    const stored = storedLeads('contact').find((lead) => lead.email === `kj-${marker}@example.com`);
    expect(stored).toMatchObject({ name: 'Katherine Johnson', message: `Trajectory analysis for a launch platform, ref ${marker}.` });
    expect(urls.filter((url) => url.includes(marker) || url.includes('Katherine') || url.includes('%40'))).toEqual([]);
  });

  test('an invalid plain post gets a page listing what to fix, with a link back', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Name (required)' }).fill('K');
    await page.getByRole('textbox', { name: 'Email (required)' }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'Message (required)' }).fill('short');
    // The browser's own check stops what it can tell is wrong (the form's HTML has no novalidate)...
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('textbox', { name: 'Email (required)' })).toBeFocused();
    await expect(page).toHaveURL(/\/contact$/);
    // ...and the server answers what only its rules know.
    await page.getByRole('textbox', { name: 'Email (required)' }).fill('k@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check the form');
    await expect(page.getByText('Your name needs at least 2 characters.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'open the form again' })).toHaveAttribute('href', '/contact');
  });
});
