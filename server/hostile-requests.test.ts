import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { startServer, type RunningServer } from './http-server';
import { silentLogger } from './http/log';
import { createFixtureExport } from './testing/fixture-export';
import {
  describeSite,
  hostileRequests,
  mismatches,
  probeServer,
  rawRequest,
  type HostileRequest,
  type SiteUnderTest,
} from './testing/hostile-requests';

// On a real socket: app.request() would hide what the HTTP layer does with these requests.
let root: string;
let server: RunningServer;
let site: SiteUnderTest;
let rows: HostileRequest[];

beforeAll(async () => {
  root = createFixtureExport();
  server = await startServer(createApp({ root, log: silentLogger }), { port: 0, hostname: '127.0.0.1', log: silentLogger });
  site = describeSite(root);
  rows = hostileRequests(site, await probeServer(server.port, site));
});
afterAll(async () => {
  await server?.close(1000);
  rmSync(root, { recursive: true, force: true });
});

const names = hostileRequests(
  { page: '/p', redirect: { from: '/a', to: '/b' }, chunk: '/c', video: '/v', videoBytes: Buffer.alloc(200) },
  { pageEtag: '', pageLastModified: '', videoEtag: '' },
).map((row) => row.name);

describe('hostile and odd requests against the running server', () => {
  it('has at least 40 rows', () => expect(names.length).toBeGreaterThanOrEqual(40));

  it.each(names.map((name, index) => [name, index] as const))('%s', async (_name, index) => {
    const row = rows[index]!;
    const response = await rawRequest(server.port, row);
    expect(mismatches(row, response), `${row.method ?? 'GET'} ${row.target.slice(0, 80)}`).toEqual([]);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
