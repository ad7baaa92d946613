/** The keyboard walks' focus check and key helpers, shared by the keyboard-*.spec.ts files (see keyboard-menus.spec.ts). */
import { expect, type Locator, type Page } from '@playwright/test';

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
export function focusProblem(expected?: Element | null): string {
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
export async function expectFocusShown(page: Page, target?: Locator) {
  const expected = target ? await target.elementHandle() : null;
  await expect
    .poll(() => page.evaluate(focusProblem, expected), { message: 'where focus is after the last key press', intervals: [50, 100, 250] })
    .toBe('');
}

/** Presses one key, then checks focus. */
export async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectFocusShown(page);
}

/** Presses Tab (or Shift+Tab) and expects focus to land on `target`, showing a ring. */
export async function step(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  const expected = await target.elementHandle();
  await page.keyboard.press(key);
  await expect
    .poll(() => page.evaluate(focusProblem, expected), { message: `focus after ${key}`, intervals: [50, 100, 250] })
    .toBe('');
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 150) {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('tabTo: no such element');
  for (let presses = 0; presses <= max; presses += 1) {
    if (await handle.evaluate((element) => element === document.activeElement)) return presses;
    await press(page, key);
  }
  throw new Error(`tabTo: ${max} presses of ${key} did not reach the element`);
}

/** Types into the focused field, key by key. */
export async function type(page: Page, text: string) {
  await page.keyboard.type(text);
}

/** Holds requests to one API route until released, so the sending state can be looked at. */
export async function holdRequests(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The expanded state the browser exposes to assistive technology (Chrome's accessibility tree). */
export async function exposedExpanded(page: Page, selector: string, index = 0) {
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

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n') });
