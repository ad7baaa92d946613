import { expect, test, type Page } from '@playwright/test';

/**
 * The headline face on a first visit over a slow line (issue 39: with `font-display: optional` the display face
 * arrived after the page's first paint and every headline stayed Arial for the visit). Its file is held back here,
 * as a slow line would, and the headline must be drawn in it once it arrives, on a page of the site and on a page the
 * server draws (the inbox's sign-in) alike. The face actually used is read from the browser's layout (CDP), not from
 * the stylesheet.
 */
const DISPLAY_FILE = /\/_astro\/bricolage-display-latin\.[\w-]+\.woff2$/;

async function headlineFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

for (const { path, selector } of [
  { path: '/', selector: 'h1' },
  { path: '/api/inbox/sign-in', selector: 'h1' },
]) {
  test(`the headline is drawn in the display face on a first visit even when the face arrives late (${path})`, async ({ page }) => {
    let held = false;
    await page.route(DISPLAY_FILE, async (route) => {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(path);
    await expect(page.locator(selector).first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'displayFace' && face.status === 'loaded')), { timeout: 10_000 }).toBe(true);
    expect(held).toBe(true);
    await expect.poll(() => headlineFonts(page, selector)).toContainEqual(expect.stringMatching(/Bricolage/i));
  });
}
