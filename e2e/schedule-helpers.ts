import { mkdirSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';

/** What the booking specs (schedule.spec.ts, reschedule.spec.ts) share: sizes, steps with axe and screenshots, picking a time. */

export const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

export const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
export const any = (count: number) => Math.floor(Math.random() * count);

/** A screenshot of the step, when E2E_SHOTS names a directory. */
export async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const { width } = page.viewportSize() ?? { width: 0 };
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
}

/** A step: axe finds nothing, and the screenshot is kept. */
export async function step(page: Page, name: string) {
  await expectNoAxeViolations(page);
  await shot(page, name);
}

/** Any offered day, then any of its times; returns the day's label. */
export async function pickAnyTime(picker: Locator) {
  // A struck day (a holiday, a weekend) is a radio too, named "…: <reason>, no times": pick among the offered ones.
  const offered = picker.getByRole('group', { name: 'Day', exact: true }).locator('input[type=radio]:not([aria-label$=", no times"])');
  const day = offered.nth(any(await offered.count()));
  const label = (await day.getAttribute('aria-label'))!;
  await day.check({ force: true });
  const times = picker.getByRole('group', { name: label, exact: true }).getByRole('radio');
  await times.nth(any(await times.count())).check({ force: true });
  return label;
}

