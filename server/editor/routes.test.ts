import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { EDITOR_CSP, securityHeaders } from '../http/headers';
import { slidingWindowLimiter } from '../http/rate-limit';
import { createFixtureExport } from '../testing/fixture-export';
import { FORWARDING_HEADERS } from './local-request';
import { EDITOR_BODY_MAX_BYTES } from './paths';
import { editorModeFromEnv, LOCAL_BEHIND_PROXY, LOCAL_REFUSED, type EditorMode } from './storage';

const root = createFixtureExport();
// Local storage works on a copy: the blog's articles, a cover, and files outside content/ and public/ it must never show.
const base = mkdtempSync(path.join(tmpdir(), 'northstack-editor-'));
cpSync('content/blog/articles', path.join(base, 'content/blog/articles'), { recursive: true });
for (const dir of ['content/careers/jobs', 'content/careers/internships', 'content/company/people']) cpSync(dir, path.join(base, dir), { recursive: true });
mkdirSync(path.join(base, 'public/blog'), { recursive: true });
writeFileSync(path.join(base, 'public/blog/cover.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
mkdirSync(path.join(base, 'server'), { recursive: true });
writeFileSync(path.join(base, 'server/secret.ts'), 'export const secret = 1;');
writeFileSync(path.join(base, '.env'), 'KEYSTATIC_SECRET=do-not-show');
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(base, { recursive: true, force: true });
});

const github: EditorMode = { kind: 'github', repo: 'northstack/site', clientId: 'Iv1.client', clientSecret: 'client-secret-value', secret: 'x'.repeat(40) };
const appWith = (mode: EditorMode, limit?: number) =>
  createApp({ root, editor: mode, api: { editor: { mode, rateLimiter: limit === undefined ? null : slidingWindowLimiter({ limit, windowMs: 60_000 }) } } });
const local = appWith({ kind: 'local', baseDirectory: base });
const keystatic = { 'no-cors': '1' };
/** A save check reads every collection twice (about a second on a busy 2-core machine): room for a few in one test. */
const SAVE_CHECK_TIMEOUT_MS = 30_000;

describe('the editor’s storage (KEYSTATIC_STORAGE and HOST)', () => {
  it('is local by default on a loopback bind, and off by default on any other', () => {
    for (const HOST of ['127.0.0.1', '::1', 'localhost']) expect(editorModeFromEnv({ HOST }).kind, HOST).toBe('local');
    expect(editorModeFromEnv({ HOST: '127.0.0.1', KEYSTATIC_LOCAL_DIR: base })).toEqual({ kind: 'local', baseDirectory: base });
    for (const HOST of [undefined, '0.0.0.0', '10.0.0.5', '::']) expect(editorModeFromEnv({ HOST }).kind, HOST).toBe('off');
  });

  it('refuses local storage on a public bind, with the reason', () => {
    expect(editorModeFromEnv({ HOST: '0.0.0.0', KEYSTATIC_STORAGE: 'local' })).toEqual({ kind: 'refused', reason: LOCAL_REFUSED });
    expect(LOCAL_REFUSED).toMatch(/loopback/);
  });

  it('is off by default, and refuses local storage, on a loopback bind behind a proxy (reachable through it)', () => {
    expect(editorModeFromEnv({ HOST: '127.0.0.1', TRUST_PROXY: '1' }).kind).toBe('off');
    expect(editorModeFromEnv({ HOST: '127.0.0.1', TRUSTED_PROXIES: '10.0.0.5' }).kind).toBe('off');
    expect(editorModeFromEnv({ HOST: '127.0.0.1', TRUST_PROXY: '1', KEYSTATIC_STORAGE: 'local' })).toEqual({ kind: 'refused', reason: LOCAL_BEHIND_PROXY });
  });

  it('takes GitHub storage only with every setting, naming what is missing', () => {
    const env = { HOST: '0.0.0.0', KEYSTATIC_STORAGE: 'github', KEYSTATIC_GITHUB_REPO: 'northstack/site', KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.client', KEYSTATIC_GITHUB_CLIENT_SECRET: 'client-secret-value', KEYSTATIC_SECRET: 'x'.repeat(40) };
    expect(editorModeFromEnv(env)).toEqual(github);
    expect(() => editorModeFromEnv({ ...env, KEYSTATIC_GITHUB_REPO: 'not a repo' })).toThrow(/KEYSTATIC_GITHUB_REPO \(owner\/name\)/);
    expect(() => editorModeFromEnv({ ...env, KEYSTATIC_SECRET: 'short' })).toThrow(/KEYSTATIC_SECRET \(at least 32/);
    expect(() => editorModeFromEnv({ ...env, KEYSTATIC_GITHUB_CLIENT_ID: '', KEYSTATIC_GITHUB_CLIENT_SECRET: undefined })).toThrow(/KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET/);
    expect(() => editorModeFromEnv({ ...env, KEYSTATIC_STORAGE: 'cloud' })).toThrow(/local, github or off/);
  });
});

describe('the editor when off', () => {
  const off = appWith({ kind: 'off' });
  it('is the site’s plain 404 and the API’s JSON 404: nothing of it is exposed', async () => {
    for (const target of ['/keystatic', '/keystatic/collection/articles', '/keystatic/assets/editor.js']) {
      const response = await off.request(target);
      expect(response.status, target).toBe(404);
      expect((await response.text()).toLowerCase(), target).not.toContain('keystatic');
    }
    const api = await off.request('/api/keystatic/tree', { headers: keystatic });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('the editor refused (local storage on a public bind)', () => {
  const refused = appWith({ kind: 'refused', reason: LOCAL_REFUSED });
  it('answers 403 with the reason on its pages and lists nothing from its API', async () => {
    const page = await refused.request('/keystatic/collection/articles');
    expect(page.status).toBe(403);
    expect(await page.text()).toContain('loopback address');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const tree = await refused.request('/api/keystatic/tree', { headers: keystatic });
    expect(tree.status).toBe(403);
    const body = (await tree.json()) as Record<string, unknown>;
    expect(body).toEqual({ error: 'editor_refused', message: LOCAL_REFUSED });
  });
});

describe('the editor in local storage', () => {
  it('serves the admin UI’s shell on every path under /keystatic with its own policy, never stored or indexed', async () => {
    for (const target of ['/keystatic', '/keystatic/', '/keystatic/collection/articles/item/choosing-a-mobile-stack']) {
      const response = await local.request(target);
      expect(response.status, target).toBe(200);
      const html = await response.text();
      expect(html).toContain('<script type="module" src="/keystatic/assets/editor.js"></script>');
      expect(html).toContain('{"storage":{"kind":"local"}}');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(response.headers.get('content-security-policy')).toBe(EDITOR_CSP);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      for (const [name, value] of Object.entries(securityHeaders)) expect(response.headers.get(name), name).toBe(value);
    }
    expect(EDITOR_CSP).toContain("frame-ancestors 'none'");
    expect(EDITOR_CSP).toMatch(/script-src 'self'(;|$)/);
    expect((await local.request('/keystatic', { method: 'POST' })).status).toBe(405);
  });

  it('answers only requests made on this machine: a loopback host name, no forwarding proxy', async () => {
    for (const [target, headers] of [
      ['http://editor.northstack.test/keystatic', {}],
      ['http://127.0.0.1/keystatic', { 'x-forwarded-for': '203.0.113.9' }],
      ['http://localhost/api/keystatic/tree', { ...keystatic, forwarded: 'for=203.0.113.9' }],
      ['http://rebound.example/api/keystatic/tree', keystatic],
    ] as const) {
      const response = await local.request(target, { headers });
      expect(response.status, target).toBe(403);
      expect(await response.text(), target).not.toContain('choosing-a-mobile-stack');
    }
    // Every forwarding header counts, on the pages and the API (the list: server/editor/local-request.ts).
    for (const name of FORWARDING_HEADERS) {
      for (const target of ['http://127.0.0.1:3000/keystatic', 'http://127.0.0.1:3000/api/keystatic/tree']) {
        const response = await local.request(target, { headers: { ...keystatic, [name]: '203.0.113.9' } });
        expect(response.status, `${name} ${target}`).toBe(403);
      }
    }
    expect((await local.request('http://127.0.0.1:3000/keystatic')).status).toBe(200);
    expect((await local.request('http://[::1]:3000/api/keystatic/tree', { headers: keystatic })).status).toBe(200);
  });

  it('does not loosen the public pages: they keep their own policy', async () => {
    const page = await local.request('/services/devops');
    expect(page.headers.get('content-security-policy')).not.toBe(EDITOR_CSP);
    expect(page.headers.get('content-security-policy')).not.toContain('api.github.com');
  });

  it('lists only its collections’ files, never the code, the secrets or other files beside them', async () => {
    const response = await local.request('/api/keystatic/tree', { headers: keystatic });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const paths = ((await response.json()) as { path: string }[]).map((entry) => entry.path);
    expect(paths).toContain('content/blog/articles/choosing-a-mobile-stack.md');
    // The cover is a developer's file: no collection saves images in public/blog/.
    expect(paths).not.toContain('public/blog/cover.svg');
    expect(paths.filter((file) => !/^(content|public)(\/|$)/.test(file))).toEqual([]);
  });

  it('refuses to read or write outside content/ and public/', async () => {
    expect((await local.request('/api/keystatic/blob/0000/server/secret.ts', { headers: keystatic })).status).toBe(403);
    expect((await local.request('/api/keystatic/blob/0000/.env', { headers: keystatic })).status).toBe(400);
    for (const file of ['server/evil.ts', '.env', 'content/../server/evil.ts']) {
      const response = await local.request('/api/keystatic/update', {
        method: 'POST',
        headers: { ...keystatic, 'content-type': 'application/json' },
        body: JSON.stringify({ additions: [{ path: file, contents: Buffer.from('x').toString('base64url') }], deletions: [] }),
      });
      expect(response.status, file).toBe(file === 'server/evil.ts' ? 403 : 400);
      expect(((await response.json()) as { error: string }).error, file).toBe('editor_path_refused');
    }
    expect(existsSync(path.join(base, 'server/evil.ts'))).toBe(false);
    expect(readFileSync(path.join(base, '.env'), 'utf8')).toBe('KEYSTATIC_SECRET=do-not-show');
  });

  it('saves an entry of a collection to its file', async () => {
    const file = 'content/blog/articles/choosing-a-mobile-stack.md';
    const text = readFileSync(path.join(base, file), 'utf8').replace('Choosing a mobile stack', 'Picking a mobile stack');
    const response = await local.request('/api/keystatic/update', {
      method: 'POST',
      headers: { ...keystatic, 'content-type': 'application/json' },
      body: JSON.stringify({ additions: [{ path: file, contents: Buffer.from(text).toString('base64url') }], deletions: [] }),
    });
    expect(response.status).toBe(200);
    expect(readFileSync(path.join(base, file), 'utf8')).toContain('Picking a mobile stack');
  });

  const save = (additions: Array<{ path: string; text: string }>) =>
    local.request('/api/keystatic/update', {
      method: 'POST',
      headers: { ...keystatic, 'content-type': 'application/json' },
      body: JSON.stringify({ additions: additions.map(({ path: file, text }) => ({ path: file, contents: Buffer.from(text).toString('base64url') })), deletions: [] }),
    });

  it('refuses a save the build would refuse, naming file, field and reason, and writes nothing', { timeout: SAVE_CHECK_TIMEOUT_MS }, async () => {
    const file = 'content/careers/jobs/ux-ui-designer.yaml';
    const original = readFileSync(path.join(base, file), 'utf8');
    // A closing date before the posting date (a rule across two fields), and a new title the form cannot preselect (across files).
    const response = await save([{ path: file, text: original.replace(/^validThrough: .*$/m, 'validThrough: 2026-11-01').replace(/^title: .*$/m, 'title: Senior Product Designer') }]);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; message: string; problems: Array<{ file: string; field: string; reason: string }> };
    expect(body.error).toBe('content_refused');
    expect(body.problems).toEqual([
      { file, field: 'validThrough', reason: 'must be after the date the opening was posted' },
    ]);
    // The notice beside Save names the field as the form labels it; the problems keep its key, for the marks on the page.
    expect(body.message).toContain(`${file}: Last day to apply: must be after the date the opening was posted`);
    expect(body.message).not.toContain('validThrough');
    expect(readFileSync(path.join(base, file), 'utf8')).toBe(original);

    const retitled = await save([{ path: file, text: original.replace(/^title: .*$/m, 'title: Senior Product Designer') }]);
    expect(retitled.status).toBe(422);
    expect(((await retitled.json()) as { problems: Array<{ field: string; reason: string }> }).problems).toEqual([
      { file, field: 'title', reason: expect.stringMatching(/^'Apply Now' would preselect 'UX\/UI Designer', not 'Senior Product Designer'/) },
    ]);
    expect(readFileSync(path.join(base, file), 'utf8')).toBe(original);
  });

  it('refuses a change that breaks another file (two open roles on one position), and British spelling in the saved file', { timeout: SAVE_CHECK_TIMEOUT_MS }, async () => {
    const intern = 'content/careers/internships/product-design-intern.yaml';
    const original = readFileSync(path.join(base, intern), 'utf8');
    const response = await save([{ path: intern, text: original.replace(/^position: .*$/m, 'position: design').replace(/^title: .*$/m, 'title: UX/UI Designer').replace(/^department: .*$/m, 'department: Colour and design') }]);
    expect(response.status).toBe(422);
    const { problems } = (await response.json()) as { problems: Array<{ file: string; field: string; reason: string }> };
    expect(problems).toEqual(
      expect.arrayContaining([
        { file: intern, field: 'position', reason: expect.stringContaining('"design" is already the position of the open role content/careers/jobs/ux-ui-designer.yaml') },
        { file: intern, field: 'department', reason: expect.stringContaining('“Colour” is British spelling') },
      ]),
    );
    expect(readFileSync(path.join(base, intern), 'utf8')).toBe(original);
  });

  it('saves a job whose change passes every check', { timeout: SAVE_CHECK_TIMEOUT_MS }, async () => {
    const file = 'content/careers/jobs/ux-ui-designer.yaml';
    const text = readFileSync(path.join(base, file), 'utf8').replace(/^validThrough: .*$/m, 'validThrough: 2027-03-01');
    expect((await save([{ path: file, text }])).status).toBe(200);
    expect(readFileSync(path.join(base, file), 'utf8')).toContain('validThrough: 2027-03-01');
  });

  it('limits the size of a save and the rate of requests per address', async () => {
    const big = await local.request('/api/keystatic/update', {
      method: 'POST',
      headers: { ...keystatic, 'content-type': 'application/json', 'content-length': String(EDITOR_BODY_MAX_BYTES + 1) },
      body: 'x'.repeat(EDITOR_BODY_MAX_BYTES + 1),
    });
    expect(big.status).toBe(413);
    const limited = appWith({ kind: 'local', baseDirectory: base }, 2);
    const statuses = [];
    for (let index = 0; index < 3; index++) statuses.push((await limited.request('/api/keystatic/tree', { headers: keystatic })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('the editor in GitHub storage', () => {
  const app = appWith(github);
  const check = (body: string, target = app) => target.request('/api/keystatic/check', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const job = 'content/careers/jobs/ux-ui-designer.yaml';
  const jobText = readFileSync(job, 'utf8');
  const addition = (file: string, text: string) => ({ path: file, contents: Buffer.from(text).toString('base64') });

  it('checks a commit before the page sends it to GitHub: the same refusal as a local save, nothing else answered', { timeout: SAVE_CHECK_TIMEOUT_MS }, async () => {
    const refused = await check(JSON.stringify({ additions: [addition(job, jobText.replace(/^validThrough: .*$/m, 'validThrough: 2026-01-01'))], deletions: [] }));
    expect(refused.status).toBe(422);
    const refusal = (await refused.json()) as { message: string };
    expect(refusal).toMatchObject({ error: 'content_refused', problems: [{ file: job, field: 'validThrough', reason: 'must be after the date the opening was posted' }] });
    expect(refusal.message).toContain(`${job}: Last day to apply: must be after the date the opening was posted`);
    const passed = await check(JSON.stringify({ additions: [addition(job, jobText.replace(/^validThrough: .*$/m, 'validThrough: 2027-03-01'))], deletions: [] }));
    expect(passed.status).toBe(200);
    expect(await passed.json()).toEqual({ ok: true });
    // Deleting a person the roster's pages and a job name breaks the files that name them (rules across files).
    const manager = /^hiringManager: (.*)$/m.exec(jobText)![1]!;
    const deleted = await check(JSON.stringify({ additions: [], deletions: [{ path: `content/company/people/${manager}.yaml` }] }));
    expect(deleted.status).toBe(422);
    expect(JSON.stringify(await deleted.json())).toContain(`names \\"${manager}\\", who has no file in content/company/people/`);
  });

  it('refuses hostile checks: paths outside the collections, malformed bodies, malformed YAML, a YAML bomb, too many files, a huge body', { timeout: SAVE_CHECK_TIMEOUT_MS }, async () => {
    for (const file of ['server/secret.ts', '.env', 'content/../server/app.ts', 'content/careers/jobs/../../site.ts', 'content/careers/jobs/nested/x.yaml', 'content/site.ts', '/etc/passwd']) {
      const response = await check(JSON.stringify({ additions: [addition(file, 'x')], deletions: [] }));
      expect(response.status, file).toBe(400);
      expect(((await response.json()) as { error: string }).error, file).toBe('malformed');
    }
    for (const body of ['not json', '[]', '{"additions":"x","deletions":[]}', '{"additions":[{"path":"content/careers/jobs/x.yaml","contents":7}],"deletions":[]}']) {
      expect((await check(body)).status, body).toBe(400);
    }
    const many = Array.from({ length: 51 }, (_, index) => ({ path: `content/careers/jobs/job-${index}.yaml` }));
    expect((await check(JSON.stringify({ additions: [], deletions: many }))).status).toBe(400);
    const broken = await check(JSON.stringify({ additions: [addition(job, 'title: [unclosed\n')], deletions: [] }));
    expect(broken.status).toBe(422);
    expect(JSON.stringify(await broken.json())).toContain('(syntax)');
    const bomb = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]', ...Array.from({ length: 8 }, (_, index) => `${String.fromCharCode(98 + index)}: &${String.fromCharCode(98 + index)} [*${String.fromCharCode(97 + index)},*${String.fromCharCode(97 + index)},*${String.fromCharCode(97 + index)},*${String.fromCharCode(97 + index)},*${String.fromCharCode(97 + index)},*${String.fromCharCode(97 + index)},*${String.fromCharCode(97 + index)},*${String.fromCharCode(97 + index)},*${String.fromCharCode(97 + index)}]`)].join('\n');
    const exploded = await check(JSON.stringify({ additions: [addition('content/careers/jobs/bomb.yaml', bomb)], deletions: [] }));
    expect(exploded.status).toBe(422);
    expect(JSON.stringify(await exploded.json())).toMatch(/bomb\.yaml.*\(syntax\)/);
    const notBase64 = await check(JSON.stringify({ additions: [{ path: job, contents: '<<<not base64>>>' }], deletions: [] }));
    expect(notBase64.status).toBe(422);
    const oversized = await check(JSON.stringify({ additions: [addition(job, `title: ${'x'.repeat(300 * 1024)}\n`)], deletions: [] }));
    expect(JSON.stringify(await oversized.json())).toMatch(/a content file may be at most 256 KB/);
    const huge = await app.request('/api/keystatic/check', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(EDITOR_BODY_MAX_BYTES + 1) },
      body: 'x'.repeat(EDITOR_BODY_MAX_BYTES + 1),
    });
    expect(huge.status).toBe(413);
  });

  it('limits the rate of checks per address, and answers without a secret', { timeout: SAVE_CHECK_TIMEOUT_MS }, async () => {
    const limited = createApp({ root, editor: github, api: { editor: { mode: github, rateLimiter: null, checkRateLimiter: slidingWindowLimiter({ limit: 1, windowMs: 60_000 }) } } });
    const body = JSON.stringify({ additions: [addition(job, jobText)], deletions: [] });
    const first = await check(body, limited);
    expect(first.status).toBe(200);
    expect((await check(body, limited)).status).toBe(429);
    const text = JSON.stringify(first.headers) + (await first.text());
    for (const secret of ['client-secret-value', 'x'.repeat(40)]) expect(text).not.toContain(secret);
  });

  it('tells the UI the repository, never a secret', async () => {
    const html = await (await app.request('/keystatic')).text();
    expect(html).toContain('{"storage":{"kind":"github","repo":"northstack/site"}}');
    for (const secret of [github.kind === 'github' ? github.clientSecret : '', 'x'.repeat(40)]) expect(html).not.toContain(secret);
  });

  it('sends editors to sign in with the GitHub App, with Secure cookies', async () => {
    const response = await app.request('/api/keystatic/github/login?from=branch/main/collection/articles');
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe('Iv1.client');
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost/api/keystatic/github/oauth/callback');
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
  });
});
