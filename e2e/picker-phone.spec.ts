/**
 * The call picker's host chips on a 390x844 phone (issue 39: "the host chips take 450 px before the calendar"): two
 * columns, so the hosts take rows of two above the calendar, each chip inside the screen, for both kinds of call.
 */
import { expect, test, type Page } from '@playwright/test';
import { callTypes } from '../content/scheduling';
import { waitForHydration } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/** The boxes of the chips (one label per host, and 'Whoever is free') of the 'Who you meet' group. */
async function chipBoxes(page: Page) {
  const group = page.locator('#schedule').getByRole('group', { name: 'Who you meet' });
  await expect(group.getByRole('radio', { name: 'Whoever is free' })).toBeAttached();
  const chips = group.locator('label');
  const boxes = [];
  for (const chip of await chips.all()) boxes.push((await chip.boundingBox())!);
  const groupBox = (await group.boundingBox())!;
  return { boxes, groupBox };
}

for (const type of callTypes) {
  test(`the ${type.name.toLowerCase()}'s host chips sit in two columns on a phone`, async ({ page }) => {
    await page.goto(`/contact?call=${type.id}#schedule`);
    await waitForHydration(page);
    await expect(page.locator('#schedule').getByRole('radio', { name: new RegExp(`^${type.name}`) })).toBeChecked();
    const { boxes, groupBox } = await chipBoxes(page);
    expect(boxes).toHaveLength(type.hosts.length + 1);
    const columns = new Set(boxes.map((box) => Math.round(box.x)));
    const rows = new Set(boxes.map((box) => Math.round(box.y)));
    expect(columns.size).toBe(2);
    expect(rows.size).toBe(Math.ceil(boxes.length / 2));
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // Rows of two: the chips take a third of the 450 px they took in one column, and the group stays inside the screen.
    const extent = Math.max(...boxes.map((box) => box.y + box.height)) - Math.min(...boxes.map((box) => box.y));
    expect(extent).toBeLessThan(rows.size * 70);
    expect(groupBox.x + groupBox.width).toBeLessThanOrEqual(390);
  });
}
