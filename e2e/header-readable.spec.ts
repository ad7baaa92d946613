/**
 * The header stays readable on every band without scripts: transparent over the dark hero at the top,
 * solid once the page scrolls (a CSS scroll-driven animation, app/globals.css), never a light wordmark
 * over a light band. Each page is scrolled through with JavaScript off; at every step the header's
 * own background is laid over the band beneath it, and its link and wordmark colours must keep AA
 * contrast (4.5:1) against the result.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';

/** A page of each template: home, overview, service, case study, blog list and article, form page, legal page. */
const pages = ['/', '/services', '/services/devops', '/work/bloxios', '/our-work/blog', '/blog/choosing-a-mobile-stack', '/contact', '/privacy'];

/** The lowest contrast of the header's text over what shows behind it, at the current scroll position. */
function contrastHere() {
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba => {
    const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, value.startsWith('rgba') || value.includes('/') ? a : 1];
  };
  const over = (top: Rgba, base: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + base[i]! * (1 - top[3])).concat(1) as Rgba;
  const luminance = ([r, g, b]: Rgba) =>
    [r, g, b].map((c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const contrast = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const header = document.querySelector('header')!;
  const texts = [header.querySelector('a[href="/"] span'), header.querySelector('nav a, nav button, button[aria-label="Open menu"]')].filter(
    (node): node is HTMLElement => node instanceof HTMLElement && node.getBoundingClientRect().width > 0,
  );
  let worst = Infinity;
  const box = header.getBoundingClientRect();
  // The first opaque surface beneath the header, half way down it, at the wordmark and at the centre.
  for (const x of [box.left + 40, box.width / 2]) {
    const beneath = document.elementsFromPoint(x, box.bottom / 2).filter((node) => !header.contains(node));
    const surface = beneath.map((node) => parse(getComputedStyle(node).backgroundColor)).find((color) => color[3] >= 0.9) ?? parse(getComputedStyle(document.body).backgroundColor);
    const backdrop = over(parse(getComputedStyle(header).backgroundColor), surface);
    for (const text of texts) worst = Math.min(worst, contrast(parse(getComputedStyle(text).color), backdrop));
  }
  return worst;
}

/** Scrolls through the page (scripts are off, so the steps are driven from here) and returns the worst contrast seen. */
async function worstContrast(page: Page) {
  const { height, step } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, step: Math.round(window.innerHeight * 0.6) }));
  let worst = { ratio: Infinity, at: 0 };
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // The scroll-driven animation follows the scroll on the next frame.
    await page.waitForTimeout(50);
    const ratio = await page.evaluate(contrastHere);
    if (ratio < worst.ratio) worst = { ratio, at: y };
  }
  return worst;
}

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test.describe(`without JavaScript at ${viewport.width}x${viewport.height}`, () => {
    test.use({ javaScriptEnabled: false, viewport });

    test('the header keeps AA contrast over every band while the page scrolls', async ({ page }) => {
      test.setTimeout(pages.length * 25_000);
      const problems: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        const worst = await worstContrast(page);
        if (worst.ratio < 4.5) problems.push(`${path}: ${worst.ratio.toFixed(2)}:1 at ${worst.at} px`);
      }
      expect(problems).toEqual([]);
    });
  });
}

// On the home page (a hero under the clear header) and a content page.
for (const path of ['/', '/privacy']) test.describe(`menus on a wide screen (${path})`, () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('panels are opaque; a section of a few links opens as a compact dropdown under its item, with an overview link that reads on its own', async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const alpha = (selector: string) =>
      page.locator(selector).evaluate((node) => {
        const parts = getComputedStyle(node).backgroundColor.match(/[\d.]+/g) ?? [];
        return parts.length === 4 ? Number(parts[3]) : 1;
      });

    await page.getByRole('button', { name: 'Services' }).click();
    const services = page.locator('#menu-services');
    await expect(services).toBeVisible();
    expect(await alpha('#menu-services')).toBe(1);
    expect((await services.boundingBox())!.width).toBe(1440);

    for (const [label, overview] of [['Industries', 'All industries'], ['Our Work', 'Our work at a glance'], ['Contact', 'Ways to reach us']] as const) {
      const button = page.getByRole('button', { name: label, exact: true });
      await button.click();
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
      expect(await panel.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(11, 13, 18)');
      const [item, box] = [(await button.boundingBox())!, (await panel.boundingBox())!];
      expect(box.width, label).toBeLessThan(400);
      expect(Math.abs(box.x - item.x), `${label} opens under its item`).toBeLessThan(2);
      await expect(panel.getByRole('link', { name: overview })).toBeVisible();
    }
    // Industries is one list: every industry in a single list.
    await page.getByRole('button', { name: 'Industries', exact: true }).click();
    await expect(page.locator('#menu-industries ul')).toHaveCount(1);
    await expect(page.locator('#menu-industries li')).toHaveCount(5);
  });
});
