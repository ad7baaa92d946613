import { expect, test, type Page } from '@playwright/test';
import { livePages } from '../content/site-map/routes';

/**
 * No page is wider than the phone that shows it. A phone lays a page out at its screen width, and when
 * something sticks out it widens its layout viewport to fit it and zooms the whole page out (everything
 * shrinks, the header's menu button can fall off the screen). So each registered page is loaded as a
 * phone would (mobile viewport rules, touch) at 320, 360 and 390 px and scrolled through from top to
 * bottom: bands below the fold are drawn only on approach (`render-on-approach`) and take their real size
 * then, so the width is read at every step, both as the document's scroll width and as the layout
 * viewport the browser settled on. One browser context per width, one tab reused for every page.
 */
const widths = [320, 360, 390];
/** A page takes 1-3 s here; past this it has stopped answering. */
const PAGE_DEADLINE_MS = 60_000;

/** Scrolls through the page a screen at a time and returns the widest layout seen, and the element that sticks out most. */
async function widestLayout(page: Page, screen: number) {
  return page.evaluate(async (screen) => {
    // Two frames, or 200 ms if the page draws none (a frame can stall on a busy CI host; the loop must not).
    const frame = () =>
      new Promise((resolve) => {
        setTimeout(resolve, 200);
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      });
    const root = document.documentElement;
    let widest = 0;
    let layoutViewport = 0;
    // A screen at a time (never a step of 0), and at most 400 screens.
    for (let y = 0, step = 0; step < 400; y += Math.max(window.innerHeight, 200), step += 1) {
      window.scrollTo(0, y);
      await frame();
      widest = Math.max(widest, root.scrollWidth);
      layoutViewport = Math.max(layoutViewport, window.innerWidth, Math.round((window.visualViewport?.width ?? 0) * (window.visualViewport?.scale ?? 1)));
      if (y + window.innerHeight >= root.scrollHeight) break;
    }
    let culprit = '';
    if (widest > screen) {
      const wide = [...document.body.querySelectorAll<HTMLElement>('*')].filter((node) => node.getBoundingClientRect().right > screen + 1);
      // The outermost element that sticks out names the cause best.
      const outer = wide.find((node) => !wide.includes(node.parentElement as HTMLElement));
      culprit = outer ? `${outer.tagName.toLowerCase()}.${outer.className.toString().split(' ').slice(0, 4).join('.')}` : '';
    }
    return { widest, layoutViewport, culprit };
  }, screen);
}

for (const width of widths) {
  test(`every page fits a ${width} px phone while scrolled through`, async ({ browser }) => {
    test.setTimeout(livePages.length * 10_000);
    const context = await browser.newContext({ viewport: { width, height: 740 }, screen: { width, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, reducedMotion: 'reduce' });
    let page = await context.newPage();
    const problems: string[] = [];
    for (const { path } of livePages) {
      // A step per page, so a failure names the page; a page that stops answering is a problem of its own
      // (its tab is replaced), not a wait for the whole test's timeout.
      await test.step(path, async () => {
        const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
        expect(response?.status(), path).toBe(200);
        const measured = await Promise.race([
          page.evaluate(() => document.fonts.ready).then(() => widestLayout(page, width)),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), PAGE_DEADLINE_MS)),
        ]);
        if (!measured) {
          problems.push(`${path}: not scrolled through within ${PAGE_DEADLINE_MS / 1000} s`);
          await page.close();
          page = await context.newPage();
          return;
        }
        const { widest, layoutViewport, culprit } = measured;
        if (widest > width || layoutViewport > width) problems.push(`${path}: ${Math.max(widest, layoutViewport)} px wide (${culprit})`);
      });
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}
