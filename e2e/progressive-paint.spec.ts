import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { layoutShiftsOf, recordLayoutShifts } from './helpers';

/**
 * A browser paints a page while its HTML still arrives: on a slow phone the first frames show the header
 * with only some of its items, a hero without its art. Nothing already painted may move when the rest
 * arrives (the header's items start beside the logo, never centred on what is parsed so far). A relay in
 * front of the server hands each page's HTML over in slices with a pause after each, so the browser paints
 * every partial state; everything else passes through. No input at all (an input would excuse a shift).
 */
const pages = ['/', '/services/devops', '/contact', '/careers', '/careers/apply', '/blog'];
const SLICES = 12;
const PAUSE_MS = 250;

/** Equal slices, also cut inside the header's row: before each top item's panel, so a frame shows the items so far. */
function slices(body: Buffer): [number, number][] {
  const cuts = new Set<number>();
  for (let at = 0; at < body.length; at += Math.ceil(body.length / SLICES)) cuts.add(at);
  for (let at = body.indexOf('data-mega-panel'); at !== -1; at = body.indexOf('data-mega-panel', at + 1)) cuts.add(at);
  const sorted = [...cuts, body.length].sort((a, b) => a - b);
  return sorted.slice(0, -1).map((start, index) => [start, sorted[index + 1]!]);
}

let relay: Server;
let relayUrl = '';

test.beforeAll(async ({ baseURL }) => {
  relay = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', baseURL), { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
    const type = upstream.headers.get('content-type') ?? '';
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-store' };
    const policy = upstream.headers.get('content-security-policy');
    if (policy) headers['content-security-policy'] = policy;
    response.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    if (!type.startsWith('text/html')) return void response.end(body);
    for (const [start, end] of slices(body)) {
      response.write(body.subarray(start, end));
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    response.end();
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  relayUrl = `http://localhost:${(relay.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => relay.close(() => resolve())));

for (const path of pages) {
  test(`${path} arrives slice by slice without moving what is painted`, async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto(relayUrl + path, { waitUntil: 'load' });
    // The scripts hydrate after the load; their frames count too.
    await page.waitForTimeout(1500);
    expect((await layoutShiftsOf(page)).map((shift) => `${shift.value.toFixed(5)} ${shift.where}`)).toEqual([]);
  });
}
