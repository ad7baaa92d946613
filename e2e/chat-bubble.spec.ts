/**
 * The chat button on a 390x844 phone (issue 39: "the chat bubble covers content: the picker's prompt, the first job
 * card"). At every scroll position of /contact, /careers and a job page, down and back up, the button covers no
 * text and no control: where it shows, it sits in its own opaque bar across the bottom of the screen
 * (components/layout/chat-widget.tsx), so what is under it is under the bar, as under the header; and at the end of
 * the page nothing is under the bar at all (the footer's padding is the room the page reserves for it). A tablet
 * (768x1024) and a laptop (1024x768) have no side margin to hold it either, so there too it sits in its bar, over
 * no text, control or card edge. At 1440x900 the button is a round icon in the page's side margin, clear of every
 * text, control and card edge.
 */
import { expect, test, type Page } from '@playwright/test';
import { jobs } from '../content/careers/jobs';
import { waitForHydration } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const job = jobs()[0]!;
const pages = ['/contact', '/careers', `/careers/positions/${job.id}`];

interface Overlap {
  what: string;
  box: string;
}

/** Every text block and control the chat button (or, with `bar`, the whole bar) lies over and does not hide behind its own opaque bar. */
function overlaps(page: Page, what: 'button' | 'bar'): Promise<Overlap[]> {
  return page.evaluate((what) => {
    const panel = document.querySelector('form[action="/api/chat"]')!.closest('[role="dialog"]')!;
    const frame = panel.parentElement!;
    const button = frame.querySelector<HTMLElement>(`button[aria-controls="${panel.id}"]`)!;
    const bar = frame.querySelector<HTMLElement>('[data-chat-bar]');
    const barShown = bar !== null && getComputedStyle(bar).display !== 'none';
    const barBox = barShown ? bar.getBoundingClientRect() : null;
    const opaque = barShown && /^rgb\(/.test(getComputedStyle(bar).backgroundColor);
    const target = (what === 'bar' ? barBox : button.getBoundingClientRect()) ?? button.getBoundingClientRect();
    if (target.bottom <= 0 || target.top >= innerHeight) return []; // stepped aside while the visitor scrolls down
    const under = (box: DOMRect) => {
      const left = Math.max(box.left, target.left);
      const right = Math.min(box.right, target.right);
      const top = Math.max(box.top, target.top);
      const bottom = Math.min(box.bottom, target.bottom);
      if (right - left < 1 || bottom - top < 1) return false;
      // The part under the button hides behind the bar's opaque band: not covered by the button.
      if (what === 'button' && opaque && barBox && left >= barBox.left - 0.5 && right <= barBox.right + 0.5 && top >= barBox.top - 0.5 && bottom <= barBox.bottom + 0.5) return false;
      return true;
    };
    const isContent = (element: Element) =>
      element.matches('a[href], button, input, select, textarea, label, summary') ||
      [...element.childNodes].some((node) => node.nodeType === 3 && (node.nodeValue ?? '').trim() !== '');
    const found: { what: string; box: string }[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (frame.contains(element) || element.closest('.site-header') || !isContent(element)) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      for (const box of element.getClientRects()) {
        if (box.width <= 1 || box.height <= 1) continue; // visually hidden (sr-only)
        if (under(box)) found.push({ what: `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 60)}`, box: `${Math.round(box.top)}-${Math.round(box.bottom)} px` });
      }
    }
    return found;
  }, what);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForTimeout(260); // the button's slide (200 ms)
}

for (const path of pages) {
  test(`on ${path} at 390x844 the chat button is over no text or control at any scroll position`, async ({ page }) => {
    test.slow();
    await page.goto(path);
    await waitForHydration(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    const stops = Array.from({ length: Math.ceil(height / 211) + 1 }, (_, index) => Math.min(index * 211, height));
    const found = new Set<string>();
    // Down the page, then back up (the button returns on the way up), then the first screen again.
    for (const y of [...stops, ...stops.slice().reverse(), 0]) {
      await scrollTo(page, y);
      for (const { what, box } of await overlaps(page, 'button')) found.add(`at ${y}: ${what} (${box})`);
    }
    expect([...found]).toEqual([]);

    // The button shows on the first screen, in its bar, and at the end of the page the bar has nothing under it.
    const button = page.getByRole('button', { name: 'Chat with us' });
    await expect(button).toBeInViewport();
    await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight)); // the end, however long the page grew
    await expect(button).toBeInViewport();
    expect(await overlaps(page, 'bar')).toEqual([]);
  });
}

/** The edges of every card-like box (a border or a shadow of its own) the button lies over, outside the chat itself and its opaque bar. */
function cardEdges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const panel = document.querySelector('form[action="/api/chat"]')!.closest('[role="dialog"]')!;
    const frame = panel.parentElement!;
    const button = frame.querySelector<HTMLElement>(`button[aria-controls="${panel.id}"]`)!.getBoundingClientRect();
    const bar = frame.querySelector<HTMLElement>('[data-chat-bar]');
    if (bar && getComputedStyle(bar).display !== 'none' && /^rgb\(/.test(getComputedStyle(bar).backgroundColor)) {
      const band = bar.getBoundingClientRect();
      // Under the bar's opaque band, nothing shows: no edge is covered by the button.
      if (button.left >= band.left - 0.5 && button.right <= band.right + 0.5 && button.top >= band.top - 0.5 && button.bottom <= band.bottom + 0.5) return [];
    }
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (frame.contains(element) || element.closest('.site-header')) continue;
      const style = getComputedStyle(element);
      const edged = ['Top', 'Right', 'Bottom', 'Left'].some((side) => style.getPropertyValue(`border-${side.toLowerCase()}-width`) !== '0px') || style.boxShadow !== 'none';
      if (!edged) continue;
      const box = element.getBoundingClientRect();
      if (box.width >= innerWidth - 1) continue; // a full-width band's rule is not a card
      if (box.right > button.left && box.left < button.right && box.bottom > button.top && box.top < button.bottom) found.push(`${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')} (${Math.round(box.left)}-${Math.round(box.right)} px)`);
    }
    return found;
  });
}

// The pages whose cards and controls reach furthest right on a laptop: a form, a job list, the service, industry and case-study bands.
const widePages = ['/contact', '/careers', '/services/devops', '/industries/fintech', '/work/bloxios', '/'];

for (const path of widePages) {
  test(`on ${path} at 1440x900 the chat button sits in the side margin, over no text, control or card edge at any scroll position`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('[data-chat-bar]')).toBeHidden();
    const button = page.getByRole('button', { name: 'Chat with us' });
    await expect(button).toBeInViewport();
    const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    const stops = Array.from({ length: Math.ceil(height / 450) + 1 }, (_, index) => Math.min(index * 450, height));
    const found = new Set<string>();
    for (const y of stops) {
      await scrollTo(page, y);
      for (const { what, box } of await overlaps(page, 'button')) found.add(`at ${y}: ${what} (${box})`);
      for (const edge of await cardEdges(page)) found.add(`at ${y}: card edge ${edge}`);
    }
    expect([...found]).toEqual([]);
    await expect(button).toBeInViewport();
  });
}

for (const viewport of [{ width: 768, height: 1024 }, { width: 1024, height: 768 }]) {
  for (const path of widePages) {
    test(`on ${path} at ${viewport.width}x${viewport.height} the chat button is over no text, control or card edge at any scroll position`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await page.goto(path);
      await waitForHydration(page);
      const button = page.getByRole('button', { name: 'Chat with us' });
      await expect(button).toBeInViewport();
      const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      const stops = Array.from({ length: Math.ceil(height / 380) + 1 }, (_, index) => Math.min(index * 380, height));
      const found = new Set<string>();
      // Down the page and back up: the button steps aside on the way down and returns on the way up.
      for (const y of [...stops, ...stops.slice().reverse()]) {
        await scrollTo(page, y);
        for (const { what, box } of await overlaps(page, 'button')) found.add(`at ${y}: ${what} (${box})`);
        for (const edge of await cardEdges(page)) found.add(`at ${y}: card edge ${edge}`);
      }
      expect([...found]).toEqual([]);
      await expect(button).toBeInViewport();
      await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
      await expect(button).toBeInViewport();
      expect(await overlaps(page, 'bar')).toEqual([]);
    });
  }
}
