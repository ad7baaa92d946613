import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';
import { storedVitals } from './leads-helpers';

/*
 * Field measurement (lib/vitals-report.ts, server/api/vitals.ts): a page view sends its
 * LCP, INP and CLS with navigator.sendBeacon to POST /api/vitals, which keeps counts per page, day,
 * metric and device; the operator CLI reports the 75th percentile. Bad beacons are refused.
 */

const samples = (path: string, metric: string) => storedVitals().find((row) => row.path === path && row.metric === metric)?.samples ?? 0;

// The page's module starts the beacon after load (components/layout/vitals-beacon.ts).
for (const path of ['/privacy']) {
  test(`a page view sends its vitals as beacons, with no identifier, and the CLI reports them (${path})`, async ({ page }) => {
    test.setTimeout(90_000);
    const before = { LCP: samples(path, 'LCP'), CLS: samples(path, 'CLS'), INP: samples(path, 'INP') };
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/vitals')) beacons.push(request.postData() ?? '');
    });
    await page.goto(path);
    // The library loads when the browser is idle after hydration (after load on Astro's pages); a tap then finalises the LCP and is an interaction.
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1 }).click();
    await page.getByRole('button', { name: 'Chat with us' }).click();
    // The page is hidden (the visitor switches tabs or leaves): the rest goes out, CLS and INP.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });

    await expect.poll(() => beacons.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    const sent = beacons.map((body) => JSON.parse(body) as Record<string, unknown>);
    for (const beacon of sent) {
      expect(Object.keys(beacon).sort()).toEqual(['device', 'metric', 'path', 'rating', 'value']);
      expect(beacon).toMatchObject({ path, device: 'desktop' });
    }
    expect(sent.map((beacon) => beacon.metric).sort()).toEqual(['CLS', 'INP', 'LCP']);

    // Other tests may view the page at the same time: at least this view's counts arrived.
    await expect.poll(() => samples(path, 'LCP'), { timeout: 15_000 }).toBeGreaterThan(before.LCP);
    expect(samples(path, 'CLS')).toBeGreaterThan(before.CLS);
    expect(samples(path, 'INP')).toBeGreaterThan(before.INP);
    const lcp = storedVitals().find((row) => row.path === path && row.metric === 'LCP');
    expect(lcp?.p75).toBeGreaterThan(0);
  });
}

test('POST /api/vitals refuses what is not a measurement of a page of the site, and stores nothing of it', async ({ request }) => {
  // Tablets: no other test's page views land there.
  const before = storedVitals('tablet');
  const good = { path: '/contact', metric: 'CLS', value: 0.01, rating: 'good', device: 'tablet' };
  for (const body of [{ ...good, path: '/nowhere' }, { ...good, metric: 'TTFB' }, { ...good, value: Number.MAX_VALUE }, { ...good, rating: 'poor' }, { ...good, id: 'visitor-1' }]) {
    const response = await request.post('/api/vitals', { headers: { 'content-type': 'text/plain' }, data: JSON.stringify(body) });
    expect(response.status(), JSON.stringify(body)).toBe(400);
  }
  expect(storedVitals('tablet')).toEqual(before);
});
