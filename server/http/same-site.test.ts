import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { isCrossSite } from './same-site';
import { backends, countRows, files, multipart, useTestApp, validApplication, validTalent } from '../testing/test-support';

const ours = new Set(['https://site.test']);

describe('isCrossSite', () => {
  it('refuses what a browser marks cross-site, and an Origin that is neither the host nor the site', () => {
    expect(isCrossSite({ fetchSite: 'cross-site' }, ours)).toBe(true);
    expect(isCrossSite({ fetchSite: 'Cross-Site', origin: 'https://site.test', self: 'https://site.test' }, ours)).toBe(true);
    expect(isCrossSite({ origin: 'https://evil.example', self: 'https://site.test' }, ours)).toBe(true);
    expect(isCrossSite({ origin: 'https://site.test.evil.example', self: 'https://site.test' }, ours)).toBe(true);
    expect(isCrossSite({ origin: 'null', self: 'https://site.test' }, ours)).toBe(true);
    expect(isCrossSite({ origin: 'file://', self: 'https://site.test' }, ours)).toBe(true);
    expect(isCrossSite({ fetchSite: 'same-site', origin: 'https://evil.example', self: 'https://site.test' }, ours)).toBe(true);
  });

  it('compares the whole origin: another port, scheme or a same-site page without Origin is refused (issue 41, finding 2)', () => {
    expect(isCrossSite({ fetchSite: 'same-site', origin: 'http://localhost:4444', self: 'http://localhost:3000' }, ours)).toBe(true);
    expect(isCrossSite({ origin: 'http://localhost:4444', self: 'http://localhost:3000' }, ours)).toBe(true);
    expect(isCrossSite({ origin: 'https://localhost:3000', self: 'http://localhost:3000' }, ours)).toBe(true);
    expect(isCrossSite({ origin: 'http://127.0.0.1:8080', self: 'http://127.0.0.1' }, ours)).toBe(true);
    expect(isCrossSite({ origin: 'https://site.test:8443', self: 'http://internal:3000' }, ours)).toBe(true);
    expect(isCrossSite({ fetchSite: 'same-site', self: 'http://localhost:3000' }, ours)).toBe(true);
  });

  it('lets the site itself post: its own origin, SITE_URL, or a browser that says same-origin', () => {
    expect(isCrossSite({ fetchSite: 'same-origin', origin: 'http://127.0.0.1:3000', self: 'http://127.0.0.1:3000' }, ours)).toBe(false);
    expect(isCrossSite({ origin: 'http://127.0.0.1:8080', self: 'http://127.0.0.1:8080/api/contact' }, ours)).toBe(false);
    expect(isCrossSite({ origin: 'HTTP://LocalHost:80', self: 'http://localhost' }, ours)).toBe(false);
    expect(isCrossSite({ fetchSite: 'same-site', origin: 'https://site.test', self: 'http://internal:3000' }, ours)).toBe(false);
    expect(isCrossSite({ fetchSite: 'same-origin', origin: 'null', self: 'https://site.test' }, ours)).toBe(false);
    expect(isCrossSite({ origin: 'http://[::1]:3000', self: 'http://[::1]:3000' }, ours)).toBe(false);
  });

  it('lets clients that are not browsers post (no Origin, no Sec-Fetch-Site): curl, servers, the CLI', () => {
    expect(isCrossSite({ self: 'https://site.test' }, ours)).toBe(false);
    expect(isCrossSite({ fetchSite: 'none' }, ours)).toBe(false);
  });
});

describe.each(backends)('cross-site form posts on $name', (backend) => {
  const { skip } = backend;
  const t = useTestApp(backend, 'same_site');

  const endpoints = [
    { path: 'contact', table: 'contact_requests', body: () => JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'We need CI/CD for twelve services.' }), type: 'application/json' },
    { path: 'chat', table: 'chat_messages', body: () => 'message=Hello+there', type: 'application/x-www-form-urlencoded' },
    { path: 'newsletter', table: 'newsletter_subscribers', body: () => 'email=reader%40example.com', type: 'application/x-www-form-urlencoded' },
    { path: 'job-applications', table: 'job_applications', body: () => multipart(validApplication, { bytes: files.pdf(), name: 'cv.pdf' }), type: undefined },
    { path: 'talent-pool', table: 'talent_pool', body: () => multipart(validTalent, { bytes: files.pdf(), name: 'cv.pdf' }), type: undefined },
  ];
  const post = (endpoint: (typeof endpoints)[number], headers: Record<string, string>, target = t.app) =>
    target.request(`http://localhost/api/${endpoint.path}`, {
      method: 'POST',
      headers: { 'x-forwarded-for': t.ip, ...(endpoint.type ? { 'content-type': endpoint.type } : {}), ...headers },
      body: endpoint.body(),
    });

  it.skipIf(skip).each(endpoints)('$path: refuses a cross-site post with 403 and stores nothing', async (endpoint) => {
    const forged: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of forged) {
      const json = await post(endpoint, { ...headers, accept: 'application/json' });
      expect(json.status, JSON.stringify(headers)).toBe(403);
      expect(await json.json()).toMatchObject({ error: 'cross_site', message: expect.stringContaining('our own website') });
      // A page with a plain form on another site (no script): an HTML answer (a JSON body always gets JSON).
      const html = await post(endpoint, { ...headers, accept: 'text/html,*/*;q=0.8' });
      expect(html.status).toBe(403);
      expect(html.headers.get('content-type')).toContain(endpoint.type === 'application/json' ? 'application/json' : 'text/html');
      expect(html.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
    expect(await countRows(t.handle, endpoint.table)).toBe(0);
    expect(await countRows(t.handle, 'notifications')).toBe(0);
  });

  it.skipIf(skip).each(endpoints)('$path: takes same-origin and same-site posts, with or without scripts, and posts without Origin', async (endpoint) => {
    const allowed: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost', accept: 'application/json' },
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost', accept: 'text/html,*/*;q=0.8' },
      { 'sec-fetch-site': 'same-site', origin: 'https://site.test', accept: 'application/json' },
      { origin: 'http://localhost', accept: 'application/json' },
      { accept: 'application/json' },
      {},
    ];
    for (const headers of allowed) {
      const response = await post(endpoint, headers);
      expect([201, 303], JSON.stringify(headers)).toContain(response.status);
    }
    // The newsletter keeps one row per address.
    expect(await countRows(t.handle, endpoint.table)).toBe(endpoint.path === 'newsletter' ? 1 : allowed.length);
  });

  it.skipIf(skip)('refuses a page on another port of the same host name: the whole origin (scheme, host, port) must be ours (issue 41, finding 2)', async () => {
    const endpoint = endpoints[0]!;
    const request = (headers: Record<string, string>) =>
      t.app.request('http://localhost:3000/api/contact', { method: 'POST', headers: { 'x-forwarded-for': t.ip, 'content-type': 'application/json', accept: 'application/json', ...headers }, body: endpoint.body() });
    const refused: Record<string, string>[] = [
      { origin: 'http://localhost:4444', 'sec-fetch-site': 'same-site' },
      { origin: 'http://localhost:4444' },
      { origin: 'https://localhost:3000', 'sec-fetch-site': 'same-site' },
      { origin: 'http://localhost', 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refused) expect((await request(headers)).status, JSON.stringify(headers)).toBe(403);
    expect(await countRows(t.handle, 'contact_requests')).toBe(0);
    expect((await request({ origin: 'http://localhost:3000' })).status).toBe(201);
    expect((await request({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).status).toBe(201);
  });

  it.skipIf(skip)('takes posts from the origin of SITE_URL or NEXT_PUBLIC_SITE_URL, as behind a proxy that rewrites the host', async () => {
    const behindProxy = createApp({ root: '/nonexistent', db: t.handle.db, api: { siteUrl: 'https://www.agency.example/' } });
    const endpoint = endpoints[0]!;
    const request = (origin: string) =>
      behindProxy.request('http://127.0.0.1:3000/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', origin }, body: endpoint.body() });
    expect((await request('https://www.agency.example')).status).toBe(201);
    expect((await request('https://agency.example')).status).toBe(403);
    expect((await request('http://127.0.0.1:3000')).status).toBe(201);
  });
});
