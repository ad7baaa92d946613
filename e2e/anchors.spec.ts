import { expect, test, type Page } from '@playwright/test';
import { scheduleCall } from '../content/site-map/navigation';
import { waitForHydration } from './helpers';

/**
 * The header's main button goes to an anchor further down /contact (SPEC: 'Schedule a call').
 * Bands below the fold are drawn only on approach (content-visibility), so the browser once
 * scrolled by their placeholder heights: on a phone, about every other visit to /contact#schedule
 * and every click on the button from another page left the visitor one to two screens above the
 * call picker. The target's top must sit just under the sticky header.
 */

const [schedulePath, scheduleId] = scheduleCall.href.split('#') as [string, string];

async function targetTop(page: Page) {
  // Settled: the router's scroll and any late layout are done when two reads a frame apart agree.
  let previous = Number.NaN;
  for (let attempt = 0; attempt < 20; attempt++) {
    const top = await page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), scheduleId);
    if (top === previous) return top;
    previous = top;
    await page.waitForTimeout(100);
  }
  return previous;
}

function underTheHeader(top: number) {
  expect(top, 'the target sits just under the sticky header').toBeGreaterThanOrEqual(0);
  expect(top, 'the target sits just under the sticky header').toBeLessThanOrEqual(120);
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a visit to /contact#schedule lands on the call picker, every time, and draws the bands above it in full', async ({ page }) => {
      for (let visit = 0; visit < 3; visit++) {
        await page.goto(scheduleCall.href);
        underTheHeader(await targetTop(page));
      }
      // The mechanism, deterministically: opened at an anchor, no band above waits for its approach.
      const deferred = await page.evaluate(() => [...document.querySelectorAll('main section')].filter((band) => getComputedStyle(band).contentVisibility === 'auto').length);
      expect(deferred).toBe(0);
    });

    for (const from of ['/', '/services', '/our-work/blog']) {
      test(`'${scheduleCall.name}' in the header of ${from} opens the call picker in view`, async ({ page }) => {
        await page.goto(from);
        await waitForHydration(page);
        await page.locator('header').getByRole('link', { name: scheduleCall.name }).filter({ visible: true }).first().click();
        await expect(page).toHaveURL(new RegExp(`${schedulePath}#${scheduleId}$`));
        underTheHeader(await targetTop(page));
        await expect(page.locator(`#${scheduleId}`).getByRole('heading').first()).toBeInViewport();
      });
    }
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('a visit to /contact#schedule lands on the call picker', async ({ page }) => {
    for (let visit = 0; visit < 3; visit++) {
      await page.goto(scheduleCall.href);
      underTheHeader(await targetTop(page));
    }
    // Without scripts every band is drawn in full (the layout's <noscript>), so no jump measures a placeholder.
    const deferred = await page.evaluate(() => [...document.querySelectorAll('main section')].filter((band) => getComputedStyle(band).contentVisibility === 'auto').length);
    expect(deferred).toBe(0);
  });
});
