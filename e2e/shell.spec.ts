import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { chatLauncherReady, expectNoAxeViolations, waitForHydration } from './helpers';

// The server-drawn widget the page's module enhances (components/layout/chat-enhance.ts).
for (const path of ['/privacy']) {
  test(`the chat widget: Send disabled on blank, then sends, clears and closes (${path})`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const panel = page.getByRole('dialog', { name: 'Talk to our team' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('within 2 hours');
    const send = panel.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await panel.getByLabel('Your message').fill('   ');
    await expect(send).toBeDisabled();
    await panel.getByLabel('Your message').fill('We need a partner for a fintech MVP.');
    await expect(send).toBeEnabled();
    await send.click();
    await expect(panel).toBeHidden();
    await expect(page.getByText('Message received')).toBeVisible();
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(panel.getByLabel('Your message')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test(`the chat button shows the panel in its own frame; the label, the focus and the close follow (${path})`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const panel = page.getByRole('dialog', { name: 'Talk to our team' });
    // Within the tap's task the browser has shown the panel (its popover), no script of ours having run.
    const inTheTap = await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === 'Chat with us')!;
      button.click();
      return document.querySelector('[role="dialog"][popover]')?.matches(':popover-open');
    });
    expect(inTheTap).toBe(true);
    await expect(page.getByRole('button', { name: 'Close chat', expanded: true })).toBeVisible();
    await expect(panel.getByLabel('Your message')).toBeFocused();
    // A tap elsewhere on the page leaves it open (and what was typed in it).
    await panel.getByLabel('Your message').fill('Draft');
    await page.mouse.click(200, 400);
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await expect(panel).toBeHidden();
    const launcher = page.getByRole('button', { name: 'Chat with us', expanded: false });
    await expect(launcher).toBeFocused();
    await launcher.click();
    await expect(panel.getByLabel('Your message')).toHaveValue('Draft');
    await page.getByRole('button', { name: 'Close chat', expanded: true }).click();
    await expect(panel).toBeHidden();
  });

  test(`the chat says whether the team is in once the scripts run, and steps aside while a phone scrolls down (${path})`, async ({ page }) => {
    // A Tuesday, 10 a.m. in New York.
    await page.clock.setFixedTime(new Date('2026-12-08T15:00:00Z'));
    await page.setViewportSize({ width: 390, height: 844 });
    // The HTML knows no time: it names the hours.
    expect(await (await page.request.get(path)).text()).toContain('data-presence="neutral"');
    await page.goto(path);
    const presence = page.locator('[data-presence]');
    await waitForHydration(page);
    await expect(presence).toHaveAttribute('data-presence', 'open');
    await expect(presence).toContainText('Online now, until 5 p.m. ET');

    const frame = chatLauncherReady(page).locator('..');
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    await expect(frame).toHaveClass(/translate-y-\[calc\(100%\+1rem\)\]/);
    await expect(chatLauncherReady(page)).not.toBeInViewport();
    await page.mouse.wheel(0, -300);
    await expect(frame).not.toHaveClass(/translate-y-\[calc/);
    await expect(chatLauncherReady(page)).toBeInViewport();
  });
}

test('an unknown path answers 404 with the not-found page and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  const home = page.getByRole('link', { name: 'Return to Home' });
  await expect(home).toHaveAttribute('href', '/');
  await expect.poll(() => errors.some((text) => text.includes('/this/page/does-not-exist'))).toBe(true);
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test('the shell has landmarks, a skip link and a footer with the SPEC lists', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const footer = page.getByRole('contentinfo');
  for (const heading of ['Company', 'Services', 'Insights', 'Legal']) {
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(footer).toContainText('Maryland');
  await expect(footer.getByRole('link', { name: /^Email / })).toHaveAttribute('href', /^mailto:/);
});

test('axe finds nothing on the shell, with menus closed and open', async ({ page }) => {
  await page.goto('/services');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Services' }).click();
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expectNoAxeViolations(page);
});

test('axe finds nothing on the 404 page and the mobile menu', async ({ page }) => {
  await page.goto('/missing');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Site menu' }).locator('summary').first().click();
  await expectNoAxeViolations(page);
});

test('the server-error page shows the fallback in the site’s frame, works as a page and passes axe', async ({ page }) => {
  // What the server answers when a page request fails (server/app.test.ts proves it does): the exported page,
  // under the policy the build hashed for it, answered here for a path of the site.
  const manifest = JSON.parse(readFileSync(path.resolve('out/_serving.json'), 'utf8')) as { serverError?: { file: string; csp: string } };
  const served = manifest.serverError!;
  await page.route('**/failing-page', (route) =>
    route.fulfill({ status: 500, contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': served.csp }, body: readFileSync(path.resolve('out', served.file), 'utf8') }),
  );
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  const response = await page.goto('/failing-page');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('alert')).toContainText('Unexpected Application Error!');
  await expect(page.getByRole('alert')).toContainText('500');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  // The page's scripts ran under its own policy, without a violation.
  expect(problems.filter((text) => !/status of 500/.test(text))).toEqual([]);
});

test('pages run without console errors or Content Security Policy violations', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const path of ['/', '/careers/positions', '/careers/apply', '/careers/resume', '/services/devops', '/work/bloxios', '/privacy']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  // And a page reached by a link.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  expect(problems).toEqual([]);
});
