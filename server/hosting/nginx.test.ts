import { describe, expect, it } from 'vitest';
import { REQUEST_MAX_BYTES } from '../forms/pipeline';
import type { SiteManifest } from '../site-manifest';
import { EDITOR_API, EDITOR_BODY_MAX_BYTES, EDITOR_PAGES } from '../editor/paths';
import { EDITOR_BODY_LIMIT, nginxConfig, RESUME_BODY_LIMIT, RESUME_ENDPOINTS } from './nginx';

/** The generated nginx.conf's body limits (the smoke run, e2e/smoke.nginx.spec.ts, posts real resumes through nginx). */
const manifest: SiteManifest = {
  version: 1,
  pages: { '/': { file: 'index.html', csp: "default-src 'self'" }, '/contact': { file: 'contact.html', csp: "default-src 'self'" } },
  notFound: { file: '404.html', csp: "default-src 'self'" },
};
const conf = nginxConfig(manifest, { root: '/srv/out', api: '127.0.0.1:3000', listen: '8080', tmp: '/tmp/ns', brotli: false });
const kb = (value: string) => Number(/^(\d+)k$/.exec(value)?.[1]) * 1024;

/** The directives of one `location …` block. */
function block(match: string): string {
  const start = conf.indexOf(`    location ${match} {`);
  expect(start, match).toBeGreaterThan(-1);
  return conf.slice(start, conf.indexOf('\n    }', start));
}

describe('nginx body limits', () => {
  it('keeps a small limit for every path but the resume endpoints', () => {
    const limits = [...conf.matchAll(/^ {2}client_max_body_size (\S+);$/gm)].map((match) => match[1]!);
    expect(limits).toHaveLength(1);
    expect(kb(limits[0]!)).toBeLessThanOrEqual(64 * 1024);
    expect(block('/api/')).not.toContain('client_max_body_size');
  });

  it.each(RESUME_ENDPOINTS)('%s takes more than the API, so the API answers what it refuses, and a JSON 413 beyond', (path) => {
    const location = block(`= ${path}`);
    const limit = kb(/client_max_body_size (\S+);/.exec(location)![1]!);
    expect(limit).toBe(RESUME_BODY_LIMIT);
    expect(limit).toBeGreaterThanOrEqual(REQUEST_MAX_BYTES + 1024 * 1024); // the smoke run's 7 MB post reaches the API
    expect(location).toContain('proxy_pass http://northstack_api;');
    expect(location).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(location).toContain('error_page 413 = @payload_too_large;');
    const backstop = block('@payload_too_large');
    expect(backstop).toContain('default_type application/json;');
    const body = /return 413 "(.*)";/.exec(backstop)![1]!.replace(/\\"/g, '"');
    expect(JSON.parse(body)).toMatchObject({ error: 'payload_too_large', message: expect.stringMatching(/6 MB/) });
  });
});

describe('nginx when the Node server cannot answer', () => {
  const withErrorPage = nginxConfig({ ...manifest, serverError: { file: '500.html', csp: "default-src 'none'; style-src 'self'" } }, { root: '/srv/out', api: '127.0.0.1:3000', listen: '8080', tmp: '/tmp/ns', brotli: false });
  const locationOf = (config: string, match: string) => {
    const start = config.indexOf(`    location ${match} {`);
    expect(start, match).toBeGreaterThan(-1);
    return config.slice(start, config.indexOf('\n    }', start));
  };

  it.each(['/api/', '/api/inbox/', `= ${RESUME_ENDPOINTS[0]}`, `${EDITOR_API}/`])('answers %s with the site’s server-error page, its status kept, when the upstream is down or too slow', (match) => {
    expect(locationOf(withErrorPage, match)).toContain('error_page 502 503 504 /500.html;');
  });

  it('serves that page only as an error, with its own CSP, never stored', () => {
    const page = locationOf(withErrorPage, '= /500.html');
    expect(page).toContain('internal;');
    expect(page).toContain(`add_header Content-Security-Policy "default-src 'none'; style-src 'self'" always;`);
    expect(page).toContain('no-store');
  });

  it('leaves nginx’s own answer where the export has no such page', () => {
    expect(conf).not.toContain('error_page 502');
  });
});

describe('nginx and the signed-in inbox', () => {
  const block = (config: string) => /location \/api\/inbox\/ \{([\s\S]*?)\n {4}\}/.exec(config)?.[1] ?? '';

  it("proxies /api/inbox/ keeping the server's no-referrer, reachable wherever the API is by default", () => {
    const inbox = block(conf);
    expect(inbox).toContain('proxy_pass http://northstack_api;');
    expect(inbox).not.toContain('proxy_hide_header Referrer-Policy');
    expect(inbox).not.toContain('add_header Referrer-Policy');
    expect(inbox).toContain('add_header X-Frame-Options');
    expect(inbox).not.toMatch(/deny|return 404/);
  });

  it('serves it only on its own host name, and/or only to the allowed addresses', () => {
    const limited = block(nginxConfig(manifest, { root: '/srv/out', api: '127.0.0.1:3000', listen: '8080', tmp: '/tmp/ns', brotli: false, inbox: { host: 'admin.northstack.test', allow: ['203.0.113.0/24', '198.51.100.7'] } }));
    expect(limited).toContain('if ($host != "admin.northstack.test") {');
    expect(limited).toMatch(/allow 203\.0\.113\.0\/24;\s+allow 198\.51\.100\.7;\s+deny all;/);
    expect(() => nginxConfig(manifest, { root: '/srv/out', api: '127.0.0.1:3000', listen: '8080', tmp: '/tmp/ns', brotli: false, inbox: { host: 'admin.x; return 200' } })).toThrow(/host name/);
    expect(() => nginxConfig(manifest, { root: '/srv/out', api: '127.0.0.1:3000', listen: '8080', tmp: '/tmp/ns', brotli: false, inbox: { allow: ['all; allow 0.0.0.0/0'] } })).toThrow(/addresses/);
  });
});

describe('nginx and the content editor', () => {
  it('sends /keystatic and /api/keystatic/ to the Node server, never to the export', () => {
    for (const match of [`= ${EDITOR_PAGES}`, `${EDITOR_PAGES}/`, `${EDITOR_API}/`]) {
      const location = block(match);
      expect(location, match).toContain('proxy_pass http://northstack_api;');
      expect(location, match).not.toContain('try_files');
      // The server's own policy (the editor's CSP) passes through; nginx adds the shared security set.
      expect(location, match).not.toContain('Content-Security-Policy');
      expect(location, match).toContain('add_header X-Frame-Options');
    }
  });

  it('lets a save through up to above the API’s own limit, with a JSON 413 beyond', () => {
    const location = block(`${EDITOR_API}/`);
    const limit = kb(/client_max_body_size (\S+);/.exec(location)![1]!);
    expect(limit).toBe(EDITOR_BODY_LIMIT);
    expect(limit).toBeGreaterThan(EDITOR_BODY_MAX_BYTES);
    expect(location).toContain('error_page 413 = @editor_too_large;');
    const body = /return 413 "(.*)";/.exec(block('@editor_too_large'))![1]!.replace(/\\"/g, '"');
    expect(JSON.parse(body)).toMatchObject({ error: 'payload_too_large', message: expect.stringMatching(/4 MB/) });
  });
});
