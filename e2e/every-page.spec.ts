import { expect, test } from '@playwright/test';
import { livePages } from '../content/routes';
import { expectNoAxeViolations, waitForHydration } from './helpers';

/**
 * The site-wide gates every registered page passes, visited once each with the visitor's
 * "reduce motion" setting on: axe (WCAG 2.2 AA rules) finds nothing, and nothing moves on its
 * own (no running endless animation, no playing video, every counter at its final value).
 * Menus open are covered once, on the shared shell (shell.spec.ts), since every page has the same header.
 */
test.describe('every page', () => {
  test.use({ reducedMotion: 'reduce' });
  test.describe.configure({ timeout: 60_000 });

  for (const page of livePages) {
    test(`${page.path}: axe finds nothing and nothing moves under reduced motion`, async ({ page: tab }) => {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await waitForHydration(tab);
      await expectNoAxeViolations(tab);

      const moving = await tab.evaluate(() => ({
        animations: document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations === Infinity)
          .map((animation) => (animation.effect as KeyframeEffect | null)?.target?.className?.toString().slice(0, 60) ?? 'unknown'),
        videos: [...document.querySelectorAll('video')].filter((video) => !video.paused).length,
        counters: [...document.querySelectorAll('[data-count-state]')].filter((node) => node.getAttribute('data-count-state') !== 'final').length,
      }));
      expect(moving).toEqual({ animations: [], videos: 0, counters: 0 });
    });
  }
});
