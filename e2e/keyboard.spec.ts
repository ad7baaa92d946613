import { expect, test, type Locator, type Page } from '@playwright/test';
import { articles, blogFilters, blogPage } from '../content/blog';
import { TALENT_POOL_CONSENT } from '../lib/forms/careers-options';
import { waitForHydration } from './helpers';
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
// The focus check and the key helpers
// ---------------------------------------------------------------------------------------------

/**
 * Runs in the page. Returns '' when focus is on an element that shows it, or what is wrong.
 *
 * A control needs a ring: a non-transparent outline of at least 1 px, or a box-shadow ring (no
 * offset, no inset, a spread of at least 1 px) as the site's text fields draw. A control hidden
 * for sighted users (the radio and file inputs styled through their labels) shows it on a label;
 * a card's title link, stretched over the card, shows it around the card.
 * An element that scripts focus so that it is read out (a thank-you heading, an alert: tabindex
 * -1, not a control) needs no ring; it only must not be <body>.
 */
function focusProblem(expected?: Element | null): string {
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) return 'focus is lost to <body>';
  if (!(element instanceof HTMLElement)) return `focus is on <${element.tagName.toLowerCase()}>`;
  const name = `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50)}"`;
  if (expected && element !== expected) return `focus is on ${name}, not on the expected element`;

  const transparent = (color: string) => color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color);
  const hasRing = (candidate: Element) => {
    const style = getComputedStyle(candidate);
    const box = candidate.getBoundingClientRect();
    if (box.width < 2 || box.height < 2 || style.visibility === 'hidden') return false;
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && !transparent(style.outlineColor);
    const shadow =
      style.boxShadow !== 'none' &&
      style.boxShadow.split(/,(?![^(]*\))/).some((layer) => {
        const color = layer.match(/rgba?\([^)]*\)/)?.[0] ?? '';
        const [x, y, , spread] = layer.replace(color, '').trim().split(/\s+/).map(parseFloat);
        return !transparent(color) && x === 0 && y === 0 && (spread ?? 0) >= 1;
      });
    return outline || shadow;
  };

  const control = element.matches('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])');
  if (!control) return element.getAttribute('tabindex') === '-1' ? '' : `${name} has focus but is no control`;
  const box = element.getBoundingClientRect();
  const hiddenControl = box.width <= 1 || box.height <= 1;
  const drawnOn = hiddenControl ? [...((element as HTMLInputElement).labels ?? [])] : [element];
  if (drawnOn.length === 0) return `${name} is visually hidden and has no label to show its focus`;
  // A card whose one link is stretched over it draws the ring around the card (:has(:focus-visible)).
  const card = element.closest('article');
  if (card && getComputedStyle(element).outlineStyle === 'none') drawnOn.push(card);
  return drawnOn.some(hasRing) ? '' : `${name} shows no focus ring`;
}

/** Focus is on an element (not <body>; `target` when given) that shows it. Polled: focus may move after a render. */
async function expectFocusShown(page: Page, target?: Locator) {
  const expected = target ? await target.elementHandle() : null;
  await expect
    .poll(() => page.evaluate(focusProblem, expected), { message: 'where focus is after the last key press', intervals: [50, 100, 250] })
    .toBe('');
}

/** Presses one key, then checks focus. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectFocusShown(page);
}

/** Presses Tab (or Shift+Tab) and expects focus to land on `target`, showing a ring. */
async function step(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  const expected = await target.elementHandle();
  await page.keyboard.press(key);
  await expect
    .poll(() => page.evaluate(focusProblem, expected), { message: `focus after ${key}`, intervals: [50, 100, 250] })
    .toBe('');
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 150) {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('tabTo: no such element');
  for (let presses = 0; presses <= max; presses += 1) {
    if (await handle.evaluate((element) => element === document.activeElement)) return presses;
    await press(page, key);
  }
  throw new Error(`tabTo: ${max} presses of ${key} did not reach the element`);
}

/** Types into the focused field, key by key. */
async function type(page: Page, text: string) {
  await page.keyboard.type(text);
}

/** Holds requests to one API route until released, so the sending state can be looked at. */
async function holdRequests(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The expanded state the browser exposes to assistive technology (Chrome's accessibility tree). */
async function exposedExpanded(page: Page, selector: string, index = 0) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: `document.querySelectorAll(${JSON.stringify(selector)})[${index}]` });
    if (!result.objectId) throw new Error(`no element ${selector} #${index}`);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
    return nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n') });

// ---------------------------------------------------------------------------------------------
// Header, menus and widgets
// ---------------------------------------------------------------------------------------------

test.describe('the desktop mega menu', () => {
  /** The top items (disclosure buttons once hydrated) and the panel each one controls. */
  async function topItems(page: Page) {
    await page.goto('/services/devops');
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

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('opens with Enter, traps and wraps focus, opens sections with Enter and Space, and Escape returns focus to its button', async ({ page }) => {
    await page.goto('/services/devops');
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
  test('opens from the keyboard, sends to the API, closes with Escape, and focus returns to the launcher', async ({ page }) => {
    const marker = unique();
    await page.goto('/services/devops');
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

    // Type, Tab to the e-mail and to Send; Escape from any field closes as well.
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
    expect(stored).toMatchObject({ email: `ops-${marker}@example.com`, page: '/services/devops' });
  });
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

// ---------------------------------------------------------------------------------------------
// The blog list: filters and the newsletter
// ---------------------------------------------------------------------------------------------

test.describe('the blog list', () => {
  const LIST = '/our-work/blog';

  test('the filters are a radio group operated with the keyboard; the list, the URL and the status follow', async ({ page }) => {
    await page.goto(LIST);
    await waitForHydration(page);
    const group = page.getByRole('group', { name: blogPage.list.filterLabel });
    const filter = (label: string) => group.getByRole('radio', { name: label, exact: true });
    const listed = page.getByRole('region', { name: blogPage.list.heading }).getByRole('article');
    await expect(group).toHaveAccessibleDescription(`Showing all ${articles.length} articles`);

    // Tab reaches the checked radio; the arrow keys move the choice along the group.
    await tabTo(page, filter('All Posts'));
    await expect(filter('All Posts')).toBeChecked();
    for (const choice of blogFilters.slice(1)) {
      await press(page, 'ArrowRight');
      const expected = articles.filter((article) => article.category === choice.id).length;
      await expect(page).toHaveURL(`${LIST}?category=${choice.id}`);
      await expect(filter(choice.label)).toBeChecked();
      await expect(filter(choice.label)).toBeFocused();
      await expect(filter('All Posts')).not.toBeChecked();
      await expect(group).toHaveAccessibleDescription(`${expected} ${expected === 1 ? 'article' : 'articles'} in ${choice.label}`);
      await expect(listed).toHaveCount(expected);
      await expectFocusShown(page);
    }
    for (const category of await page.locator('li[data-category]').evaluateAll((items) => items.filter((item) => item.checkVisibility()).map((item) => item.getAttribute('data-category')))) {
      expect(category).toBe(blogFilters.at(-1)!.id);
    }

    // Tab leaves the group in one step; Shift+Tab comes back to the checked radio.
    await press(page, 'Tab');
    await expect(group.locator('input:focus')).toHaveCount(0);
    await press(page, 'Shift+Tab');
    await expect(filter(blogFilters.at(-1)!.label)).toBeFocused();
    // From the last category the next arrow wraps round to All Posts.
    await press(page, 'ArrowRight');
    await expect(page).toHaveURL(LIST);
    await expect(filter('All Posts')).toBeChecked();
    await expect(listed).toHaveCount(articles.length);
    await expect(group).toHaveAccessibleDescription(`Showing all ${articles.length} articles`);
  });

  test('the empty category’s “show all” button hands focus to All Posts instead of dropping it', async ({ page }) => {
    const empty = blogFilters.slice(1).find((candidate) => !articles.some((article) => article.category === candidate.id));
    test.skip(!empty, 'every category has an article');
    await page.goto(LIST);
    await waitForHydration(page);
    const group = page.getByRole('group', { name: blogPage.list.filterLabel });
    await tabTo(page, group.getByRole('radio', { name: 'All Posts', exact: true }));
    await group.getByRole('radio', { name: empty!.label, exact: true }).press('Space');
    const showAll = page.getByRole('button', { name: blogPage.list.showAll });
    await tabTo(page, showAll);
    await press(page, 'Enter');
    await expect(page).toHaveURL(LIST);
    await expect(showAll).toHaveCount(0);
    await expect(group.getByRole('radio', { name: 'All Posts', exact: true })).toBeFocused();
    await expect(group.getByRole('radio', { name: 'All Posts', exact: true })).toBeChecked();
  });

  test('the newsletter form: an invalid address keeps focus on the field; a valid one is stored and focus moves to the confirmation', async ({ page }) => {
    const address = `cto-${unique()}@example.com`;
    await page.goto(LIST);
    await waitForHydration(page);
    const form = page.getByRole('region', { name: blogPage.newsletter.heading });
    const email = form.getByRole('textbox', { name: blogPage.newsletter.label });
    const subscribe = form.getByRole('button', { name: blogPage.newsletter.submit });
    await tabTo(page, email);
    await type(page, 'not-an-email');
    // Its schema loads on the first focus; once there, the form's own message answers.
    await expect.poll(() => form.locator('form').evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);
    await press(page, 'Enter');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(form.getByText('Please enter a valid email address, like name@company.com.')).toBeVisible();

    await press(page, 'ControlOrMeta+A');
    await type(page, address);
    // The honeypot is out of the Tab order: the next stop is Subscribe.
    await step(page, subscribe);
    const release = await holdRequests(page, '/api/newsletter');
    await press(page, 'Enter');
    await expect(form.getByRole('button', { name: blogPage.newsletter.sending })).toBeFocused();
    release();
    const status = form.getByRole('status');
    await expect(status).toContainText(blogPage.newsletter.successTitle);
    await expect(status).toBeFocused();
    await expectFocusShown(page);
    expect(storedLeads('newsletter').filter((lead) => lead.email === address)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------
// The forms
// ---------------------------------------------------------------------------------------------

test.describe('forms, keyboard only', () => {
  test('contact: every control in order, errors focus the first invalid field, and Enter on Send stores the enquiry', async ({ page }) => {
    const marker = unique();
    await page.goto('/contact');
    await waitForHydration(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact') && request.method() === 'POST') posts.push(request.url());
    });
    const form = page.locator('form[action="/api/contact"]');
    const name = form.getByRole('textbox', { name: 'Name (required)' });
    const email = form.getByRole('textbox', { name: 'Email (required)' });
    const message = form.getByRole('textbox', { name: 'Message (required)' });

    await tabTo(page, name);
    // Enter in an empty form submits it: nothing is sent, the first invalid field keeps the focus.
    await press(page, 'Enter');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await type(page, 'Grace Hopper');
    await step(page, email);
    // Enter again with a field still invalid moves focus to the first one that is (email).
    await step(page, name, 'Shift+Tab');
    await press(page, 'Enter');
    await expect(email).toBeFocused();
    await type(page, `grace-${marker}@example.com`);
    await step(page, form.getByRole('textbox', { name: /^Company/ }));
    await type(page, 'Compilers Inc.');
    const service = form.getByRole('combobox', { name: /Service of interest/ });
    await step(page, service);
    await type(page, 'DevOps');
    await expect(service).toHaveValue('devops');
    // The topic radios are one Tab stop; arrows choose, the label draws the ring.
    await step(page, form.getByRole('radio', { name: 'General enquiry' }));
    await press(page, 'ArrowRight');
    await expect(form.getByRole('radio', { name: 'Schedule a call' })).toBeFocused();
    await expect(form.getByRole('radio', { name: 'Schedule a call' })).toBeChecked();
    await step(page, message);
    await type(page, `Release pipelines for twelve services, reference ${marker}.`);
    const send = form.getByRole('button', { name: 'Send message' });
    await step(page, send);

    const release = await holdRequests(page, '/api/contact');
    const posted = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
    await press(page, 'Enter');
    await expect(form.getByRole('button', { name: 'Sending…' })).toBeFocused();
    await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    // A second Enter while it is sending sends nothing more.
    await page.keyboard.press('Enter');
    release();
    expect((await posted).status()).toBe(201);
    await expect(page.getByRole('heading', { name: /Thank you, Grace/ })).toBeFocused();
    await expectFocusShown(page);
    expect(posts).toHaveLength(1);
    const stored = storedLeads('contact').filter((lead) => lead.email === `grace-${marker}@example.com`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Grace Hopper', company: 'Compilers Inc.', service: 'devops', topic: 'call' });

    // 'Send another message' brings back an empty form with focus in its first field.
    const again = page.getByRole('button', { name: 'Send another message' });
    await tabTo(page, again);
    await press(page, 'Enter');
    await expect(page.getByRole('textbox', { name: 'Name (required)' })).toBeFocused();
  });

  test('job application: every control in order, the resume by Tab and its remove button, errors, and a stored application', async ({ page }) => {
    const email = `grace-${unique()}@example.com`;
    const coverLetter = 'I have led compiler and tooling teams for years and want to build AI products that ship to real users.';
    await page.goto('/careers/apply');
    await waitForHydration(page);
    const form = page.locator('form[action="/api/job-applications"]');
    const field = (name: string) => form.getByRole('textbox', { name });
    const firstName = field('First name (required)');

    await tabTo(page, firstName);
    await press(page, 'Enter');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toBeFocused();

    await type(page, 'Grace');
    await step(page, field('Last name (required)'));
    await type(page, 'Hopper');
    await step(page, field('Email (required)'));
    await type(page, email);
    await step(page, field('Phone (required)'));
    await type(page, '+1 410 555 0134');
    const position = form.getByRole('combobox', { name: 'Position of interest (required)' });
    await step(page, position);
    await type(page, 'AI');
    await expect(position).toHaveValue('ai');
    const experience = form.getByRole('combobox', { name: 'Years of experience (required)' });
    await step(page, experience);
    await type(page, '10');
    await expect(experience).toHaveValue('10+');
    await step(page, field('Cover letter (required)'));
    await type(page, coverLetter);
    await step(page, field('Technical skills (optional)'));
    await type(page, 'Compilers, COBOL, TypeScript');
    await step(page, field('Portfolio, GitHub or LinkedIn (optional)'));
    await type(page, 'https://github.com/grace');

    // The file input is a Tab stop of its own; its ring is drawn on the 'Choose File' label.
    const resumeInput = form.locator('input[type="file"][name="resume"]');
    await step(page, resumeInput);
    const first = pdf('first-draft.pdf');
    await resumeInput.setInputFiles(first);
    await expect(form.getByText('first-draft.pdf', { exact: true })).toBeVisible();
    await expect(resumeInput).toBeFocused();
    // Its remove button comes just before it; removing hands the focus back to the file input.
    await step(page, form.getByRole('button', { name: 'Remove first-draft.pdf' }), 'Shift+Tab');
    await press(page, 'Enter');
    await expect(resumeInput).toBeFocused();
    await expect(form.getByText('first-draft.pdf', { exact: true })).toHaveCount(0);
    const resume = pdf(`resume-${email.split('@')[0]}.pdf`);
    await resumeInput.setInputFiles(resume);

    await step(page, form.getByRole('link', { name: 'privacy policy' }));
    const submit = form.getByRole('button', { name: 'Submit Application' });
    await step(page, submit);
    const release = await holdRequests(page, '/api/job-applications');
    const posted = page.waitForResponse((response) => response.url().endsWith('/api/job-applications'));
    await press(page, 'Enter');
    await expect(form.getByRole('button', { name: 'Sending…' })).toBeFocused();
    release();
    expect((await posted).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Thank you, Grace. Your application is in.' })).toBeFocused();
    await expectFocusShown(page);
    const stored = storedLeads('job-application').find((lead) => lead.email === email);
    expect(stored).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', position: 'ai', experience: '10+', coverLetter, skills: 'Compilers, COBOL, TypeScript' });
    expect(stored?.resume).toMatchObject({ fileName: resume.name, format: 'pdf' });
  });

  test('talent pool: every control in order, a missing consent takes the focus, Space ticks it, and the resume is stored', async ({ page }) => {
    const email = `ada-${unique()}@example.com`;
    await page.goto('/careers/resume');
    await waitForHydration(page);
    const form = page.locator('form[action="/api/talent-pool"]');
    const field = (name: string) => form.getByRole('textbox', { name });

    await tabTo(page, field('Full name (required)'));
    await type(page, 'Ada Lovelace');
    await step(page, field('Email (required)'));
    await type(page, email);
    await step(page, field('Phone (optional)'));
    await step(page, field('Location (required)'));
    await type(page, 'London, UK');
    await step(page, field('Current role (required)'));
    await type(page, 'Analyst');
    await step(page, field('Area of interest (required)'));
    await type(page, 'AI/ML');
    await step(page, field('Key skills (required)'));
    await type(page, 'Mathematics, algorithms');
    await step(page, field('Experience (required)'));
    await type(page, 'Wrote the first published algorithm for a general-purpose machine.');
    const resumeInput = form.locator('input[type="file"][name="resume"]');
    await step(page, resumeInput);
    const resume = pdf(`cv-${email.split('@')[0]}.pdf`);
    await resumeInput.setInputFiles(resume);
    await step(page, field('Links (optional)'));
    const consent = form.getByRole('checkbox', { name: `${TALENT_POOL_CONSENT} (required)` });
    await step(page, consent);
    await step(page, form.getByRole('link', { name: 'privacy policy' }));
    const submit = form.getByRole('button', { name: 'Submit Resume' });
    await step(page, submit);

    // Sent without consent: focus goes to the consent box, the only invalid control.
    await press(page, 'Enter');
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await press(page, 'Space');
    await expect(consent).toBeChecked();
    await step(page, form.getByRole('link', { name: 'privacy policy' }));
    await step(page, submit);
    const posted = page.waitForResponse((response) => response.url().endsWith('/api/talent-pool'));
    await press(page, 'Enter');
    expect((await posted).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Thank you, Ada. You are in our talent pool.' })).toBeFocused();
    await expectFocusShown(page);
    const stored = storedLeads('talent-pool').find((lead) => lead.email === email);
    expect(stored).toMatchObject({ fullName: 'Ada Lovelace', location: 'London, UK', currentRole: 'Analyst', areaOfInterest: 'AI/ML' });
    expect(stored?.resume).toMatchObject({ fileName: resume.name });
  });
});
