import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeExports } from './merge-exports';
import { pagePathOf } from './site-manifest';

const roots: string[] = [];
function exportWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'merge-exports-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('pagePathOf, which the merge checks a page by', () => {
  it('names the site path a file is served at', () => {
    expect(pagePathOf('index.html')).toBe('/');
    expect(pagePathOf('privacy.html')).toBe('/privacy');
    expect(pagePathOf('blog/choosing-a-mobile-stack.html')).toBe('/blog/choosing-a-mobile-stack');
  });
});

describe('mergeExports', () => {
  it("copies Astro's pages and assets into Next's export, not the copies of public/", () => {
    const astro = exportWith({ 'privacy.html': 'astro privacy', '_astro/site.abc.css': 'css', 'icon.svg': 'astro copy' });
    const out = exportWith({ 'index.html': 'next home', 'icon.svg': 'next copy' });
    expect(mergeExports(astro, out)).toEqual(['privacy.html']);
    expect(readFileSync(path.join(out, 'privacy.html'), 'utf8')).toBe('astro privacy');
    expect(readFileSync(path.join(out, '_astro/site.abc.css'), 'utf8')).toBe('css');
    expect(readFileSync(path.join(out, 'icon.svg'), 'utf8')).toBe('next copy');
  });

  it('stops on a page whose family the registry gives to Next, naming it', () => {
    const astro = exportWith({ 'careers.html': 'astro careers' });
    const out = exportWith({ 'index.html': 'next home' });
    const careersOnNext = (sitePath: string) => (sitePath.startsWith('/careers') ? 'next' : 'astro');
    expect(() => mergeExports(astro, out, careersOnNext)).toThrow(/^careers\.html: Astro drew \/careers, but .* gives its family to next/);
    expect(existsSync(path.join(out, 'careers.html'))).toBe(false);
  });

  it('stops on a page both renderers drew, and copies nothing', () => {
    const astro = exportWith({ 'privacy.html': 'astro privacy', 'terms.html': 'astro terms' });
    const out = exportWith({ 'terms.html': 'next terms' });
    expect(() => mergeExports(astro, out)).toThrow(/^terms\.html: both renderers drew \/terms/);
    expect(existsSync(path.join(out, 'privacy.html'))).toBe(false);
    expect(readFileSync(path.join(out, 'terms.html'), 'utf8')).toBe('next terms');
  });
});
