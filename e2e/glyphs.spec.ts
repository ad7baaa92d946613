import { expect, test } from '@playwright/test';

// The header's and footer's glyphs are files drawn as CSS masks. What the page itself asks for is the assertion here,
// and tracing's page snapshots fetch every stylesheet's images (masks included), so this file runs without tracing.
test.use({ trace: 'off' });

test('the menu panels’ group icons are files drawn as masks: none asked for on a phone, each drawn in the panel’s color on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(requested.filter((path) => path.startsWith('/glyphs/'))).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('link', { name: 'Services', exact: true }).or(page.getByRole('button', { name: 'Services' })).first().hover();
  const panel = page.locator('#menu-services');
  await expect(panel).toBeVisible();
  const icons = panel.locator('span[style*="/glyphs/"]');
  expect(await icons.count()).toBeGreaterThanOrEqual(4);
  for (const icon of await icons.all()) {
    const { mask, color, width } = await icon.evaluate((element) => {
      const style = getComputedStyle(element);
      return { mask: style.maskImage, color: style.backgroundColor, width: element.getBoundingClientRect().width };
    });
    const file = /url\("?[^")]*(\/glyphs\/[\w-]+\.svg)/.exec(mask)?.[1];
    expect(file, mask).toBeTruthy();
    expect(width).toBe(16);
    // The panel's accent, not transparent: the mask shapes a painted box.
    expect(color).not.toBe('rgba(0, 0, 0, 0)');
    const response = await page.request.get(file!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<(path|rect|circle|line) /);
  }
  await expect.poll(() => requested.filter((path) => path.startsWith('/glyphs/')).length).toBeGreaterThanOrEqual(4);
});

test('the footer’s brand marks are files asked for only as the footer comes near, then drawn in the link’s color', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(requested.filter((path) => path.startsWith('/glyphs/'))).toEqual([]);
  const profiles = page.getByRole('contentinfo').getByRole('list', { name: 'Social profiles' });
  const before = (await profiles.boundingBox())!;
  await profiles.scrollIntoViewIfNeeded();
  await expect.poll(() => requested.filter((path) => path.startsWith('/glyphs/brand-')).length).toBe(4);
  // Its held height was its real one: nothing below it moved when it was drawn.
  expect((await profiles.boundingBox())!.height).toBeCloseTo(before.height, 0);
  for (const name of ['LinkedIn', 'GitHub', 'X', 'Dribbble']) {
    const mark = profiles.getByRole('link', { name: `Northstack on ${name}` }).locator('span');
    const { mask, color, width } = await mark.evaluate((element) => {
      const style = getComputedStyle(element);
      return { mask: style.maskImage, color: style.backgroundColor, width: element.getBoundingClientRect().width };
    });
    expect(mask).toContain(`/glyphs/brand-${name.toLowerCase()}.svg`);
    expect(color).toBe(await mark.evaluate((element) => getComputedStyle(element.parentElement!).color));
    expect(width).toBe(16);
    const file = await page.request.get(`/glyphs/brand-${name.toLowerCase()}.svg`);
    expect(file.headers()['content-type']).toContain('image/svg+xml');
    expect(await file.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24"><path d="M[^"]+"\/><\/svg>$/);
  }
});
