import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';

let root: string;
let app: ReturnType<typeof createApp>;
const page = (title: string) => `<!doctype html><html><head><title>${title}</title><script>self.__next_f=[]</script></head><body>${title}</body></html>`;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'export-'));
  const write = (file: string, body: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  };
  write('index.html', page('Home'));
  write('404.html', page('Oops! Page not found'));
  write('services/devops.html', page('DevOps'));
  write('services/devops/__next.services.devops.__PAGE__.txt', 'rsc payload');
  const script = 'console.log("chunk");'.repeat(100);
  write('_next/static/chunks/app.js', script);
  write('_next/static/chunks/app.js.br', brotliCompressSync(script));
  write('_next/static/chunks/app.js.gz', gzipSync(script));
  write('media/poster.webp', Buffer.from([0x52, 0x49, 0x46, 0x46]));
  app = createApp({ root });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

describe('static export server', () => {
  it('serves pages at clean URLs with short caching and a hash-based CSP', async () => {
    const response = await get('/services/devops');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('DevOps');
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends the strict header set with every page', async () => {
    const response = await get('/services/devops');
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('redirects the other forms of a page URL to the one canonical form', async () => {
    for (const [from, to] of [['/services/devops/', '/services/devops'], ['/services/devops.html', '/services/devops'], ['/index.html', '/'], ['/services/devops/?a=1', '/services/devops?a=1']]) {
      const response = await get(from!);
      expect(response.status, from).toBe(308);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('still serves the files inside a page folder (client navigation payloads)', async () => {
    const response = await get('/services/devops/__next.services.devops.__PAGE__.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('rsc payload');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  it('does not serve files outside the export', async () => {
    const response = await get('/..%2f..%2fetc%2fpasswd');
    expect(response.status).toBe(404);
  });

  it('caches hashed assets for a year and serves the precompressed variant', async () => {
    const brotli = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    const gzip = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/_next/static/chunks/app.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('console.log("chunk")');
  });

  it('applies the redirect table with a permanent redirect that keeps the query', async () => {
    const response = await get('/services/mobile?ref=footer');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/services/mobile-applications?ref=footer');
  });

  it('carries the API under /api', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect((await get('/api/nothing')).status).toBe(404);
  });
});
