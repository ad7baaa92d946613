import { createHash } from 'node:crypto';
import { cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createFixtureExport } from '../testing/fixture-export';
import type { EditorMode } from './storage';

/**
 * Security issue 41: local storage writes only the collections' file types inside content/ and public/ of its
 * checkout, checked on the real files (no symlink at any component, the real path inside the root), and refuses
 * anything else with a 4xx JSON naming the rule.
 */
const root = createFixtureExport();
const base = mkdtempSync(path.join(tmpdir(), 'northstack-confine-'));
// Outside the checkout: what a planted link points at.
const outside = mkdtempSync(path.join(tmpdir(), 'northstack-outside-'));
const article = 'content/blog/articles/choosing-a-mobile-stack.md';
cpSync('content/blog/articles', path.join(base, 'content/blog/articles'), { recursive: true });
cpSync('content/legal', path.join(base, 'content/legal'), { recursive: true });
writeFileSync(path.join(base, 'content/legal.ts'), 'export const legal = 1;\n');
writeFileSync(path.join(base, 'content/site.ts'), 'export const site = 1;\n');
mkdirSync(path.join(base, 'content-evil'), { recursive: true });
mkdirSync(path.join(base, 'public/blog'), { recursive: true });
writeFileSync(path.join(base, 'public/blog/cover.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(path.join(outside, 'secret.md'), '---\ntitle: outside the checkout\n---\n');
writeFileSync(path.join(outside, 'victim.md'), 'untouched\n');
mkdirSync(path.join(outside, 'dir'));
// Links planted inside content/: a file, a directory, and a hard link, each to files outside the checkout.
symlinkSync(path.join(outside, 'secret.md'), path.join(base, 'content/blog/articles/leak.md'));
symlinkSync(path.join(outside, 'victim.md'), path.join(base, 'content/blog/articles/victim.md'));
symlinkSync(path.join(outside, 'dir'), path.join(base, 'content/blog/articles/linked'));
symlinkSync(outside, path.join(base, 'content/legal-link'));
let hardLinked = false;
try {
  linkSync(path.join(outside, 'secret.md'), path.join(base, 'content/legal/hard.md'));
  hardLinked = true;
} catch {
  // Another file system under tmp: the hard-link case is skipped.
}
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(base, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const mode: EditorMode = { kind: 'local', baseDirectory: base };
const app = createApp({ root, editor: mode, api: { editor: { mode, rateLimiter: null } } });
const keystatic = { 'no-cors': '1' };
const gitSha = (bytes: Buffer) => createHash('sha1').update(`blob ${bytes.byteLength}\0`).update(bytes).digest('hex');
const blob = (file: string, sha = '0000') => app.request(`/api/keystatic/blob/${sha}/${file}`, { headers: keystatic });
const update = (body: unknown) =>
  app.request('/api/keystatic/update', { method: 'POST', headers: { ...keystatic, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const write = (file: string, text = 'written by the editor\n') => update({ additions: [{ path: file, contents: Buffer.from(text).toString('base64url') }], deletions: [] });

async function expectRefused(response: Response, rule: string | RegExp, label: string): Promise<void> {
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  const body = (await response.json()) as { error: string; rule: string; message: string };
  expect(body.error, label).toBe('editor_path_refused');
  expect(body.rule, label).toMatch(rule);
  expect(body.message.length, label).toBeGreaterThan(20);
}

describe('issue 41: the local editor writes only the collections’ files', () => {
  it('refuses to overwrite TypeScript under content/ (content/legal.ts passed Keystatic’s startsWith content/legal)', async () => {
    for (const file of ['content/legal.ts', 'content/site.ts', 'content/legal/privacy.ts', 'content/legalx/notes.md', 'content/blog/articles-evil/x.yaml']) {
      await expectRefused(await write(file), 'not-editable', file);
    }
    expect(readFileSync(path.join(base, 'content/legal.ts'), 'utf8')).toBe('export const legal = 1;\n');
    expect(existsSync(path.join(base, 'content/legal/privacy.ts'))).toBe(false);
    expect(existsSync(path.join(base, 'content/legalx'))).toBe(false);
    expect(existsSync(path.join(base, 'content/blog/articles-evil'))).toBe(false);
  });

  it('refuses to read TypeScript under content/ even with its sha', async () => {
    const source = readFileSync(path.join(base, 'content/legal.ts'));
    await expectRefused(await blob('content/legal.ts', gitSha(source)), 'not-editable', 'content/legal.ts');
  });

  it('refuses a sibling that only shares a prefix (content-evil/ is not content/)', async () => {
    for (const file of ['content-evil/x.yaml', 'contentx/blog/articles/x.md', 'public-evil/x.svg']) await expectRefused(await write(file), 'not-editable', file);
    expect(existsSync(path.join(base, 'content-evil/x.yaml'))).toBe(false);
  });

  it('refuses malformed paths with the rule they break, never a 5xx', async () => {
    for (const [file, rule] of [
      ['/etc/passwd.md', 'absolute'],
      ['content/blog/articles/../../legal.ts', 'dot-segment'],
      ['content/blog/./articles/x.md', 'dot-segment'],
      ['content/blog//articles/x.md', 'empty-segment'],
      ['content\\blog\\articles\\x.md', 'backslash'],
      ['content/blog/articles/x\0.md', 'nul'],
      ['', 'empty'],
    ] as const) {
      await expectRefused(await write(file), rule, JSON.stringify(file));
      await expectRefused(await update({ additions: [], deletions: [{ path: file }] }), rule, `delete ${JSON.stringify(file)}`);
    }
    // A broken %-escape is refused by the app before the editor (server/app.ts), the editor's own check behind it.
    expect((await blob('content/blog/articles/%E0%A4%A.md')).status).toBe(400);
    await expectRefused(await blob('content%2Fblog%2Farticles%2F..%2F..%2Flegal.ts'), 'dot-segment', 'escaped slashes and dots');
    await expectRefused(await update({ additions: { path: 'content/legal.ts' }, deletions: [] }), 'malformed', 'additions not a list');
    await expectRefused(await update({ additions: [{ path: 42, contents: '' }], deletions: [] }), 'malformed', 'a path not a string');
  });

  it('refuses to read through a symlink planted in content/ that points outside the checkout', async () => {
    const secret = readFileSync(path.join(outside, 'secret.md'));
    const response = await blob('content/blog/articles/leak.md', gitSha(secret));
    await expectRefused(response, 'symlink', 'leak.md');
    await expectRefused(await blob('content/legal-link/secret.md', gitSha(secret)), /symlink|not-editable/, 'a linked folder');
  });

  it('refuses to write or delete through a planted symlink, to a file or a folder', async () => {
    await expectRefused(await write('content/blog/articles/victim.md'), 'symlink', 'victim.md');
    await expectRefused(await write('content/blog/articles/linked/x.md'), 'symlink', 'linked/x.md');
    await expectRefused(await update({ additions: [], deletions: [{ path: 'content/blog/articles/victim.md' }] }), 'symlink', 'delete victim.md');
    expect(readFileSync(path.join(outside, 'victim.md'), 'utf8')).toBe('untouched\n');
    expect(existsSync(path.join(outside, 'dir/x.md'))).toBe(false);
  });

  it('refuses everything under a content/ that is itself a symlink out of the checkout', async () => {
    const linkedBase = mkdtempSync(path.join(tmpdir(), 'northstack-linked-'));
    try {
      mkdirSync(path.join(outside, 'content/legal'), { recursive: true });
      symlinkSync(path.join(outside, 'content'), path.join(linkedBase, 'content'));
      const linkedMode: EditorMode = { kind: 'local', baseDirectory: linkedBase };
      const linked = createApp({ root, editor: linkedMode, api: { editor: { mode: linkedMode, rateLimiter: null } } });
      const response = await linked.request('/api/keystatic/update', {
        method: 'POST',
        headers: { ...keystatic, 'content-type': 'application/json' },
        body: JSON.stringify({ additions: [{ path: 'content/legal/x.md', contents: Buffer.from('x').toString('base64url') }], deletions: [] }),
      });
      await expectRefused(response, 'symlink', 'content/ linked');
      expect(existsSync(path.join(outside, 'content/legal/x.md'))).toBe(false);
    } finally {
      rmSync(linkedBase, { recursive: true, force: true });
    }
  });

  it.skipIf(!hardLinked)('refuses a hard-linked file (the same file as one outside)', async () => {
    const secret = readFileSync(path.join(outside, 'secret.md'));
    await expectRefused(await blob('content/legal/hard.md', gitSha(secret)), 'hard-link', 'read');
    await expectRefused(await write('content/legal/hard.md'), 'hard-link', 'write');
    expect(readFileSync(path.join(outside, 'secret.md'), 'utf8')).toContain('outside the checkout');
  });

  it('refuses a path through a file or onto a folder with a 4xx, not a file-system error', async () => {
    await expectRefused(await write(`${article}/x.md`), 'not-a-folder', 'through a file');
    mkdirSync(path.join(base, 'content/legal/folder.md'), { recursive: true });
    await expectRefused(await write('content/legal/folder.md'), 'not-a-file', 'onto a folder');
    await expectRefused(await update({ additions: [], deletions: [{ path: 'content/legal/folder.md' }] }), 'not-a-file', 'delete a folder');
  });

  it('lists only the collections’ files, in the tree and in the answer to a save', async () => {
    const tree = await app.request('/api/keystatic/tree', { headers: keystatic });
    expect(tree.status).toBe(200);
    const entries = (await tree.json()) as { path: string; type: string }[];
    const files = entries.filter((entry) => entry.type === 'blob').map((entry) => entry.path);
    expect(files).toContain(article);
    expect(files).toContain('content/legal/privacy.md');
    for (const file of ['content/legal.ts', 'content/site.ts', 'public/blog/cover.svg', 'content/blog/articles/leak.md']) expect(files, file).not.toContain(file);
    // Every folder listed holds a listed file (the UI builds its tree from the folders).
    const folders = entries.filter((entry) => entry.type === 'tree').map((entry) => entry.path);
    for (const folder of folders) expect(files.some((file) => file.startsWith(`${folder}/`)), folder).toBe(true);
    for (const file of files) expect(folders, file).toContain(path.posix.dirname(file));

    const text = readFileSync(path.join(base, article), 'utf8');
    const saved = await write(article, text);
    expect(saved.status).toBe(200);
    const after = ((await saved.json()) as { path: string }[]).map((entry) => entry.path);
    expect(after).toContain(article);
    expect(after).not.toContain('content/legal.ts');
  });

  it('still reads and writes an entry of a collection', async () => {
    const bytes = readFileSync(path.join(base, 'content/legal/privacy.md'));
    const read = await blob('content/legal/privacy.md', gitSha(bytes));
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
    const created = await write('content/legal/new-policy.md', '---\ntitle: New\n---\n');
    expect(created.status).toBe(200);
    expect(readFileSync(path.join(base, 'content/legal/new-policy.md'), 'utf8')).toContain('title: New');
    const removed = await update({ additions: [], deletions: [{ path: 'content/legal/new-policy.md' }] });
    expect(removed.status).toBe(200);
    expect(existsSync(path.join(base, 'content/legal/new-policy.md'))).toBe(false);
  });
});
