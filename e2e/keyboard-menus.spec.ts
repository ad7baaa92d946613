import { expect, test, type Page } from '@playwright/test';
import { headerPages, waitForHydration } from './helpers';
import { expectFocusShown, exposedExpanded, holdRequests, press, step, tabTo, type, unique } from './keyboard-helpers';
import { storedLeads } from './leads-helpers';

/**
 * A keyboard-only walk through everything a visitor operates: the header's mega menu, the mobile
 * menu, the chat widget, the FAQ accordion, the blog filters and every form. After the page has
 * loaded, every action is a key press; the one exception is the file input, which is reached with
 * Tab and then given its file with setInputFiles (a test cannot drive the system file picker).
 *
 * After every key press two things must hold: focus is on an element, never back on <body>, and
 * that element draws a visible focus ring (see `focusProblem`).
 *
 * What e2e/header.spec.ts already covers on the top items themselves (Enter and Space toggle,
 * Escape from the first panel link, focus leaving the header) is not repeated here; this walk
 * covers the panels' links, their order and how a panel closes when the keyboard leaves it.
 */


// Long walks (a whole form, every panel of the menu) on a busy machine: a minute each at most.
test.describe.configure({ timeout: 60_000 });
// Focus rings fade in (150 ms); with reduced motion they are drawn at once and each check settles
// on its first look. What is checked, the ring once drawn, is the same either way.
test.use({ reducedMotion: 'reduce' });

// ---------------------------------------------------------------------------------------------
// Header, menus and widgets
// ---------------------------------------------------------------------------------------------

// The header's menus (headerPages, e2e/helpers.ts).
for (const { path } of headerPages) test.describe(`the desktop mega menu (${path})`, () => {
  /** The top items (disclosure buttons once hydrated) and the panel each one controls. */
  async function topItems(page: Page) {
    await page.goto(path);
    await waitForHydration(page);
    const items = page.getByRole('navigation', { name: 'Main' }).getByRole('button');
    const count = await items.count();
    expect(count).toBeGreaterThan(3);
    const panels = await Promise.all(
      Array.from({ length: count }, async (_, index) => page.locator(`#${await items.nth(index).getAttribute('aria-controls')}`)),
    );
    return { items, count, panels };
  }

  test('Enter or Space opens a panel, Tab moves into its links and Shift+Tab back, Escape closes it and returns focus', async ({ page }) => {
    const { items, count, panels } = await topItems(page);
    await tabTo(page, items.first());
    // A closed panel's links are out of the Tab order: Tab goes from item to item, Shift+Tab back.
    for (let index = 1; index < count; index += 1) await step(page, items.nth(index));
    for (let index = count - 2; index >= 0; index -= 1) await step(page, items.nth(index), 'Shift+Tab');

    for (let index = 0; index < count; index += 1) {
      const item = items.nth(index);
      const panel = panels[index]!;
      const links = panel.getByRole('link');
      if (index > 0) await step(page, item);
      await press(page, index % 2 === 0 ? 'Enter' : 'Space');
      await expect(item).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();

      await step(page, links.first());
      await step(page, links.nth(1));
      await step(page, links.first(), 'Shift+Tab');
      await step(page, item, 'Shift+Tab');
      await expect(item).toHaveAttribute('aria-expanded', 'true');

      // Escape from inside the panel closes it and puts focus back on its item.
      await step(page, links.first());
      await step(page, links.nth(1));
      await press(page, 'Escape');
      await expect(item).toBeFocused();
      await expect(item).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
    }
  });

  test('Tab past a panel’s last link closes it and moves on; Shift+Tab back past its item closes it too', async ({ page }) => {
    const { items, count, panels } = await topItems(page);
    const cta = page.getByRole('banner').getByRole('link', { name: 'Schedule a call' }).last();
    await tabTo(page, items.first());
    for (let index = 0; index < count; index += 1) {
      const item = items.nth(index);
      const links = panels[index]!.getByRole('link');
      await press(page, 'Enter');
      await expect(item).toHaveAttribute('aria-expanded', 'true');
      // Every link, in order, each with its ring; then the next item (or the call to action).
      const total = await links.count();
      for (let link = 0; link < total; link += 1) await step(page, links.nth(link));
      await step(page, index + 1 < count ? items.nth(index + 1) : cta);
      await expect(item).toHaveAttribute('aria-expanded', 'false');
      await expect(panels[index]!).toBeHidden();
    }

    await tabTo(page, items.first(), 'Shift+Tab');
    await press(page, 'Enter');
    await expect(items.first()).toHaveAttribute('aria-expanded', 'true');
    await press(page, 'Shift+Tab');
    await expect(items.first()).toHaveAttribute('aria-expanded', 'false');
    await expect(panels[0]!).toBeHidden();
  });
});

for (const { path } of headerPages) test.describe(`the mobile menu (${path})`, () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('opens with Enter, traps and wraps focus, opens sections with Enter and Space, and Escape returns focus to its button', async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, menuButton);
    await press(page, 'Enter');
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);

    const focusables = dialog.locator('a[href], button, summary').filter({ visible: true });
    const count = await focusables.count();
    const first = focusables.first();
    const last = focusables.last();
    await tabTo(page, first, 'Shift+Tab', count + 1);

    // Tab walks every control once and wraps from the last back to the first; Shift+Tab wraps back.
    for (let index = 1; index < count; index += 1) await step(page, focusables.nth(index));
    await expect(last).toHaveText('Schedule a call');
    await step(page, first);
    await step(page, last, 'Shift+Tab');

    // A section opens with Enter and closes with Space; its links follow it in Tab order.
    const summary = dialog.locator('summary', { hasText: 'Services' });
    const section = dialog.locator('details[data-section="services"]');
    await tabTo(page, summary, 'Tab', count + 1);
    await press(page, 'Enter');
    await expect(section).toHaveAttribute('open', '');
    expect(await exposedExpanded(page, 'dialog[open] summary', 0)).toBe(true);
    await step(page, section.getByRole('link', { name: 'All services' }));
    await step(page, summary, 'Shift+Tab');
    await press(page, 'Space');
    await expect(section).not.toHaveAttribute('open', '');
    expect(await exposedExpanded(page, 'dialog[open] summary', 0)).toBe(false);

    // With a section open the trap still wraps (the last control is still the call to action).
    await press(page, 'Enter');
    await tabTo(page, last, 'Shift+Tab', 3);
    await step(page, first);

    await press(page, 'Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the chat widget', () => {
  // The server-drawn widget the page's module enhances (components/layout/chat-enhance.ts).
  for (const path of ['/privacy']) {
    test(`opens from the keyboard, sends to the API, closes with Escape, and focus returns to the launcher (${path})`, async ({ page }) => {
      const marker = unique();
      await page.goto(path);
      await waitForHydration(page);
      const panel = page.getByRole('dialog', { name: 'Talk to our team', includeHidden: true });
      const launcher = page.locator(`button[aria-controls="${await panel.getAttribute('id')}"]`);
      const message = panel.getByRole('textbox', { name: 'Your message' });

      // The launcher is the page's last control: one Shift+Tab from the top reaches it.
      expect(await tabTo(page, launcher, 'Shift+Tab')).toBe(1);
      await press(page, 'Enter');
      await expect(panel).toBeVisible();
      await expect(message).toBeFocused();
      await expectFocusShown(page);
      await press(page, 'Escape');
      await expect(panel).toBeHidden();
      await expect(launcher).toBeFocused();
      await expect(launcher).toHaveAttribute('aria-expanded', 'false');

      // The panel's own close button, reached with Shift+Tab from the message box.
      await press(page, 'Space');
      await expect(message).toBeFocused();
      await step(page, panel.getByRole('button', { name: 'Close chat' }), 'Shift+Tab');
      await press(page, 'Enter');
      await expect(panel).toBeHidden();
      await expect(launcher).toBeFocused();

      // Type, Tab to the email and to Send; Escape from any field closes as well.
      await press(page, 'Enter');
      await type(page, `Can you take over our Kubernetes on-call? ${marker}`);
      await step(page, panel.getByRole('textbox', { name: /Your email/ }));
      await press(page, 'Escape');
      await expect(panel).toBeHidden();
      await expect(launcher).toBeFocused();
      await press(page, 'Enter');
      await expect(message).toHaveValue(`Can you take over our Kubernetes on-call? ${marker}`);
      await step(page, panel.getByRole('textbox', { name: /Your email/ }));
      await type(page, `ops-${marker}@example.com`);
      const send = panel.getByRole('button', { name: 'Send' });
      await step(page, send);

      const release = await holdRequests(page, '/api/chat');
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/chat'));
      await press(page, 'Enter');
      // While it is sending, focus stays on the (busy) button instead of falling to <body>.
      await expect(panel.getByRole('button', { name: 'Sending…' })).toBeFocused();
      await expect(panel.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      await expectFocusShown(page);
      release();
      expect((await answer).status()).toBe(201);
      await expect(panel).toBeHidden();
      await expect(launcher).toBeFocused();
      await expectFocusShown(page);
      await expect(page.getByText('Message received')).toBeVisible();
      const stored = storedLeads('chat').find((lead) => String(lead.message).includes(marker));
      expect(stored).toMatchObject({ email: `ops-${marker}@example.com`, page: path });
    });
  }
});

test.describe('the FAQ accordion', () => {
  test('every question opens with Enter and closes with Space, and the browser exposes it as expanded', async ({ page }) => {
    await page.goto('/services/blockchain-development');
    await waitForHydration(page);
    const questions = page.locator('main details > summary');
    const count = await questions.count();
    expect(count).toBe(5);

    await tabTo(page, questions.first());
    for (let index = 0; index < count; index += 1) {
      const question = questions.nth(index);
      const answer = page.locator('main details').nth(index).locator('p');
      if (index > 0) await step(page, question);
      await expect(answer).toBeHidden();
      expect(await exposedExpanded(page, 'main details > summary', index)).toBe(false);
      await press(page, 'Enter');
      await expect(answer).toBeVisible();
      expect(await exposedExpanded(page, 'main details > summary', index)).toBe(true);
      await press(page, 'Space');
      await expect(answer).toBeHidden();
      await press(page, 'Space');
      await expect(answer).toBeVisible();
    }
    // Open answers hold no controls: Shift+Tab goes straight back through the questions.
    await step(page, questions.nth(count - 2), 'Shift+Tab');
  });
});
