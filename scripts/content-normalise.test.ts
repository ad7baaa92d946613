import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Every collection file is already as the editor saves it, so an editor's first save changes only what they
 * changed. The script runs in its own process: it loads Keystatic's browser build through a resolution hook.
 */
const tsx = path.resolve('node_modules/.bin/tsx');
const run = (args: string[], env: Record<string, string> = {}) => {
  try {
    return { code: 0, output: execFileSync(tsx, ['scripts/content-normalise.ts', ...args], { env: { ...process.env, ...env }, encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: failed.stdout + failed.stderr };
  }
};
const copy = mkdtempSync(path.join(tmpdir(), 'northstack-normalise-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('npm run content:normalise', { timeout: 60_000 }, () => {
  it('finds every collection file of the repository already normalised', () => {
    const { code, output } = run(['--check']);
    expect(output).toContain('every collection file is as the editor saves it');
    expect(code).toBe(0);
  });

  it('reports a file written by hand and rewrites it to what the editor saves, keeping its meaning', () => {
    cpSync('content/blog/articles', path.join(copy, 'content/blog/articles'), { recursive: true });
    const file = path.join(copy, 'content/blog/articles/choosing-a-mobile-stack.md');
    const saved = readFileSync(file, 'utf8');
    writeFileSync(file, saved.replace(/^title: (.*)$/m, "title: '$1'").replace(/^\* /gm, '- '));
    const check = run(['--check'], { CONTENT_ROOT: path.join(copy, 'content') });
    expect(check.code).toBe(1);
    expect(check.output).toContain('content/blog/articles/choosing-a-mobile-stack.md: not as the editor saves it');
    expect(run([], { CONTENT_ROOT: path.join(copy, 'content') }).output).toContain('1 file(s) rewritten');
    expect(readFileSync(file, 'utf8')).toBe(saved);
  });
});
