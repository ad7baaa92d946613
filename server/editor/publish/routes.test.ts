import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { slidingWindowLimiter } from '../../http/rate-limit';
import { LiveExport } from '../../live-export';
import { readSiteManifest } from '../../site-manifest';
import { fakeBuilder, writeJobExport } from '../../testing/publish';
import type { EditorMode } from '../storage';
import { SelfHostedPublisher } from './publisher';
import { releasesIn } from './releases';

const dir = mkdtempSync(path.join(tmpdir(), 'northstack-publish-routes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const local: EditorMode = { kind: 'local', baseDirectory: dir };
let made = 0;
function server({ mode = local, publishLimit }: { mode?: EditorMode; publishLimit?: number } = {}) {
  const out = path.join(dir, `out-${(made += 1)}`);
  writeJobExport(out, { title: 'Platform engineer', build: 'out' });
  const live = new LiveExport({ root: out, manifest: readSiteManifest(out) });
  const builder = fakeBuilder('Platform engineer, remote');
  const publisher = new SelfHostedPublisher({ live, releases: releasesIn(path.join(dir, `releases-${made}`)), builder, readManifest: readSiteManifest });
  const limiter = publishLimit === undefined ? null : slidingWindowLimiter({ limit: publishLimit, windowMs: 60_000 });
  const app = createApp({ live, editor: mode, publisher, api: { editor: { mode, rateLimiter: null, publishRateLimiter: limiter } } });
  return { app, publisher, builder };
}

const at = (pathname: string) => `http://127.0.0.1:3000${pathname}`;
const sameOrigin = { 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:3000' };
const post = (pathname: string, headers: Record<string, string> = sameOrigin) => ({ url: at(pathname), init: { method: 'POST', headers } });

describe('the Publish API (/api/keystatic/publish)', () => {
  it('answers the status, starts a publish (202), refuses a second while it runs (409), makes it live and rolls back', async () => {
    const { app, publisher, builder } = server();
    expect(await (await app.request(at('/api/keystatic/publish'))).json()).toMatchObject({ state: 'idle', canMakeLive: false });
    builder.hold();
    const started = await app.request(post('/api/keystatic/publish').url, post('/api/keystatic/publish').init);
    expect(started.status).toBe(202);
    expect(await started.json()).toMatchObject({ state: 'checking' });
    const again = await app.request(post('/api/keystatic/publish').url, post('/api/keystatic/publish').init);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'already_running', message: expect.stringMatching(/already running/) });
    builder.release();
    await publisher.settled();
    expect(await (await app.request(at('/api/keystatic/publish'))).json()).toMatchObject({ state: 'ready', canMakeLive: true });
    const live = await app.request(post('/api/keystatic/publish/live').url, post('/api/keystatic/publish/live').init);
    expect(live.status).toBe(200);
    expect(await (await app.request(at('/careers/positions/platform-engineer'))).text()).toContain('<h1>Platform engineer, remote</h1>');
    const back = await app.request(post('/api/keystatic/publish/rollback').url, post('/api/keystatic/publish/rollback').init);
    expect(back.status).toBe(200);
    expect(await (await app.request(at('/careers/positions/platform-engineer'))).text()).toContain('<h1>Platform engineer</h1>');
    expect((await app.request(post('/api/keystatic/publish/rollback').url, post('/api/keystatic/publish/rollback').init)).status).toBe(409);
  });

  it('is the editor’s: refused from another machine (a public host name or a forwarding header) in local mode', async () => {
    const { app, publisher } = server();
    for (const [url, headers] of [
      ['http://site.example.com/api/keystatic/publish', sameOrigin],
      [at('/api/keystatic/publish'), { ...sameOrigin, 'x-forwarded-for': '203.0.113.9' }],
    ] as const) {
      const answer = await app.request(url, { method: 'POST', headers });
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ error: 'editor_refused' });
    }
    expect((await app.request('http://site.example.com/api/keystatic/publish')).status).toBe(403);
    expect(publisher.status().state).toBe('idle');
  });

  it('refuses a publish another site’s page sends (cross-site, or another origin)', async () => {
    const { app, publisher } = server();
    const forged: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, { 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:4444' }, { origin: 'https://evil.example' }];
    for (const headers of forged) {
      const answer = await app.request(at('/api/keystatic/publish'), { method: 'POST', headers });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    expect(publisher.status().state).toBe('idle');
  });

  it('limits publish actions per connection (429 with Retry-After); reading the status is not counted', async () => {
    const { app, publisher } = server({ publishLimit: 2 });
    for (let n = 0; n < 5; n += 1) expect((await app.request(at('/api/keystatic/publish'))).status).toBe(200);
    expect((await app.request(post('/api/keystatic/publish').url, post('/api/keystatic/publish').init)).status).toBe(202);
    await publisher.settled();
    expect((await app.request(post('/api/keystatic/publish/live').url, post('/api/keystatic/publish/live').init)).status).toBe(200);
    const limited = await app.request(post('/api/keystatic/publish/rollback').url, post('/api/keystatic/publish/rollback').init);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(publisher.status().canRollBack).toBe(true);
  });

  it('does not exist when the editor is off', async () => {
    const { app } = server({ mode: { kind: 'off' } });
    expect((await app.request(post('/api/keystatic/publish').url, post('/api/keystatic/publish').init)).status).toBe(404);
    expect((await app.request(at('/keystatic/preview/careers/positions/platform-engineer'))).status).toBe(404);
  });
});

describe('the preview (/keystatic/preview/<page>)', () => {
  it('shows the built release before it is live, never cached or indexed; the public page is unchanged', async () => {
    const { app, publisher } = server();
    const nothing = await app.request(at('/keystatic/preview/careers/positions/platform-engineer'));
    expect(nothing.status).toBe(404);
    expect(await nothing.text()).toMatch(/Nothing to preview/);
    publisher.publish();
    await publisher.settled();
    const preview = await app.request(at('/keystatic/preview/careers/positions/platform-engineer'));
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('<h1>Platform engineer, remote</h1>');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(await (await app.request(at('/careers/positions/platform-engineer'))).text()).toContain('<h1>Platform engineer</h1>');
    // Its home page and its canonical-URL redirects stay under the preview.
    expect((await app.request(at('/keystatic/preview'))).status).toBe(200);
    const redirect = await app.request(at('/keystatic/preview/careers/positions/platform-engineer.html'));
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe('/keystatic/preview/careers/positions/platform-engineer');
    // The preview page's own module, which only the pending release has, loads from the site's path.
    expect((await app.request(at('/_astro/page.b1.js'))).status).toBe(200);
  });

  it('is refused from another machine like the editor itself', async () => {
    const { app, publisher } = server();
    publisher.publish();
    await publisher.settled();
    expect((await app.request('http://site.example.com/keystatic/preview/careers/positions/platform-engineer')).status).toBe(403);
    expect((await app.request(at('/keystatic/preview/careers/positions/platform-engineer'), { headers: { forwarded: 'for=203.0.113.9' } })).status).toBe(403);
  });
});
