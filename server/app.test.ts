import { readFileSync, rmSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { startServer, type RunningServer } from './http-server';
import type { Logger } from './http/log';
import { readSiteManifest } from './site-manifest';
import { createFixtureExport } from './testing/fixture-export';
import { rawRequest } from './testing/hostile-requests';

let root: string;
let server: RunningServer;
const lines: Record<string, unknown>[] = [];
const log: Logger = { info: (fields) => lines.push(fields), error: (fields) => lines.push({ ...fields, level: 'error' }) };

beforeAll(async () => {
  root = createFixtureExport();
  server = await startServer(createApp({ root, log }), { port: 0, hostname: '127.0.0.1', log });
});
afterAll(async () => {
  await server?.close(1000);
  rmSync(root, { recursive: true, force: true });
});

const fetchPath = (target: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(server.port, { target, requestHeaders: headers, method });

describe('the site server', () => {
  it('serves a page at its clean URL with short caching, validators and the CSP from the manifest', async () => {
    const response = await fetchPath('/services/devops');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain('<h1>DevOps</h1>');
    expect(response.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(response.headers.etag).toMatch(/^W\/"/);
    expect(response.headers['last-modified']).toMatch(/GMT$/);
    expect(response.headers['content-security-policy']).toBe(readSiteManifest(root).pages['/services/devops']!.csp);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    for (const [name, value] of Object.entries({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'same-origin',
    })) {
      expect(response.headers[name], name).toBe(value);
    }
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  });

  it('still serves the files inside a page folder (a page’s downloads)', async () => {
    const response = await fetchPath('/services/devops/checklist.txt');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain('DevOps readiness checklist');
  });

  it('answers an unknown path with the 404 page, status 404 and no-store', async () => {
    const response = await fetchPath('/no/such/page');
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain('Oops! Page not found');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it('plays the hero video from a Range request: 206 with the bytes of the file', async () => {
    const file = readFileSync(path.resolve('public/media/hero-shapes.mp4'));
    const response = await fetchPath('/media/hero-shapes.mp4', { range: 'bytes=1000-4999' });
    expect(response.status).toBe(206);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-range']).toBe(`bytes 1000-4999/${file.length}`);
    expect(response.body.equals(file.subarray(1000, 5000))).toBe(true);
  });

  it('logs one JSON line per request: method, path without query, status, duration, request id', async () => {
    const response = await fetchPath('/services/devops?email=someone%40example.com', { 'x-request-id': 'proxy-given-id-123' });
    expect(response.headers['x-request-id']).toBe('proxy-given-id-123');
    await expect.poll(() => lines.find((line) => line.id === 'proxy-given-id-123')).toBeTruthy();
    const line = lines.find((entry) => entry.id === 'proxy-given-id-123')!;
    expect(line).toMatchObject({ event: 'request', method: 'GET', path: '/services/devops', status: 200 });
    expect(typeof line.ms).toBe('number');
    expect(JSON.stringify(line)).not.toContain('example.com');
  });

  it('makes a fresh request id when the given one does not look like one', async () => {
    const response = await fetchPath('/', { 'x-request-id': 'bad id\twith spaces' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unexpected errors', () => {
  let broken: RunningServer;
  const errors: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const manifest = readSiteManifest(root);
    const pages = new Proxy(manifest.pages, {
      get: (target, key) => {
        if (key === '/explode') throw new Error('secret detail someone@example.com');
        return target[key as string];
      },
    });
    const app = createApp({
      root,
      manifest: { ...manifest, pages },
      log: { info: () => {}, error: (fields) => errors.push(fields) },
      // A storage failure is a 503 the pipeline answers itself (server/api/forms.test.ts); this is a
      // fault outside any handler's catch: the limiter's verdict throws when read.
      db: {} as never,
      api: {
        rateLimiter: {
          hit: async () =>
            ({
              get ok(): boolean {
                throw new Error('verdict said: someone@example.com');
              },
            }) as never,
        },
      },
    });
    broken = await startServer(app, { port: 0, hostname: '127.0.0.1', log: { info: () => {}, error: () => {} } });
  });
  afterAll(() => broken?.close(1000));

  it('answer JSON 500 under /api and the site’s error page elsewhere, with its own policy, logged without their message', async () => {
    const api = await rawRequest(broken.port, { method: 'POST', target: '/api/contact', requestHeaders: { 'content-type': 'application/json' } });
    expect(api.status).toBe(500);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.body.toString()).not.toContain('example.com');
    const page = await rawRequest(broken.port, { target: '/explode' });
    expect(page.status).toBe(500);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // The export's server-error page (app/pages/500.astro), under the policy the build hashed for it.
    expect(page.body.toString()).toContain('Unexpected Application Error!');
    expect(page.headers['content-security-policy']).toBe(readSiteManifest(root).serverError?.csp);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.toString()).not.toContain('secret');
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatchObject({ event: 'unhandled_error', error: 'Error', path: '/api/contact' });
    expect(JSON.stringify(errors)).not.toContain('example.com');
  });
});

describe('graceful shutdown', () => {
  it('lets a request in flight finish, then refuses new connections', async () => {
    const own = await startServer(createApp({ root, log: { info: () => {}, error: () => {} } }), { port: 0, hostname: '127.0.0.1', log: { info: () => {}, error: () => {} } });
    const size = readFileSync(path.join(root, 'media/hero-shapes.mp4')).length;
    const response = await new Promise<IncomingMessage>((resolve) => get({ port: own.port, host: '127.0.0.1', path: '/media/hero-shapes.mp4' }, resolve));
    response.pause();
    const closed = own.close(5000);
    let received = 0;
    response.on('data', (chunk: Buffer) => (received += chunk.length));
    response.resume();
    await new Promise((resolve) => response.on('end', resolve));
    expect(received).toBe(size);
    expect(await closed).toEqual({ forced: false });
    await expect(rawRequest(own.port, { target: '/' })).rejects.toThrow(/ECONNREFUSED/);
  });
});
