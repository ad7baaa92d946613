import path from 'node:path';
import { expect, test } from '@playwright/test';
import { describeSite, expectationFor, hostileRequests, mismatches, probeServer, rawRequest, type HostileRequest } from '../server/testing/hostile-requests';

/**
 * The hostile-request table (server/testing/hostile-requests.ts) against the built export as it is
 * really served: the compiled Node server here, nginx in front of it under playwright.nginx.config.ts.
 */
const site = describeSite(path.resolve('out'));
const names = hostileRequests(site, { pageEtag: '', pageLastModified: '', videoEtag: '' }).map((row) => row.name);

test.describe('hostile and odd requests', () => {
  let rows: HostileRequest[];
  let port: number;
  let target: 'node' | 'nginx';
  test.beforeAll(async ({}, info) => {
    port = Number(new URL(info.project.use.baseURL ?? '').port);
    target = info.project.metadata?.target === 'nginx' ? 'nginx' : 'node';
    rows = hostileRequests(site, await probeServer(port, site));
  });

  test('every row gets its documented answer and none a 5xx', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const row of rows) {
      const expected = expectationFor(row, target);
      if (!expected) continue;
      const problems = mismatches(expected, await rawRequest(port, row));
      checked += 1;
      if (problems.length > 0) failures.push(`${row.name} (${row.method ?? 'GET'} ${row.target.slice(0, 60)}): ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(40);
    expect(names.length).toBe(rows.length);
  });
});

test('the hero video plays in Chromium from byte-range requests (206)', async ({ page }) => {
  const media: number[] = [];
  page.on('response', (response) => {
    if (/\/media\/hero-shapes\.(webm|mp4)$/.test(new URL(response.url()).pathname)) media.push(response.status());
  });
  await page.goto('/');
  // The loop starts with the scripts, which come on the visitor's first move.
  await page.mouse.move(400, 400);
  const video = page.locator('video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  expect(media.length).toBeGreaterThan(0);
  expect(media.every((status) => status === 206)).toBe(true);
});
