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
    expect(mergeExports(astro, out, exportWith({ 'icon.svg': 'public' }))).toEqual(['privacy.html']);
    expect(readFileSync(path.join(out, 'privacy.html'), 'utf8')).toBe('astro privacy');
    expect(readFileSync(path.join(out, '_astro/site.abc.css'), 'utf8')).toBe('css');
    expect(readFileSync(path.join(out, 'icon.svg'), 'utf8')).toBe('next copy');
  });

  it('stops on a page whose family the registry gives to Next, naming it', () => {
    const astro = exportWith({ 'careers.html': 'astro careers' });
    const out = exportWith({ 'index.html': 'next home' });
    const careersOnNext = (sitePath: string) => (sitePath.startsWith('/careers') ? 'next' : 'astro');
    expect(() => mergeExports(astro, out, exportWith({}), careersOnNext)).toThrow(/^careers\.html: Astro drew \/careers, but .* gives its family to next/);
    expect(existsSync(path.join(out, 'careers.html'))).toBe(false);
  });

  it('stops on a page no family names', () => {
    expect(() => mergeExports(exportWith({ 'no-such-family.html': 'astro page' }), exportWith({}), exportWith({}))).toThrow(/^no-such-family\.html: Astro drew \/no-such-family, but .* gives its family to nobody/);
  });

  it('stops on a page both renderers drew, and copies nothing', () => {
    const astro = exportWith({ 'privacy.html': 'astro privacy', 'terms.html': 'astro terms' });
    const out = exportWith({ 'terms.html': 'next terms' });
    expect(() => mergeExports(astro, out, exportWith({}))).toThrow(/^terms\.html: both renderers drew \/terms/);
    expect(existsSync(path.join(out, 'privacy.html'))).toBe(false);
    expect(readFileSync(path.join(out, 'terms.html'), 'utf8')).toBe('next terms');
  });

  it("copies the files Astro's endpoints wrote, and stops on one Next wrote too", () => {
    const astro = exportWith({ 'robots.txt': 'astro robots', 'og/services/devops.png': 'png', 'sitemap.xml': 'astro sitemap' });
    const out = exportWith({ 'index.html': 'next home' });
    expect(mergeExports(astro, out, exportWith({}))).toEqual([]);
    expect(readFileSync(path.join(out, 'robots.txt'), 'utf8')).toBe('astro robots');
    expect(readFileSync(path.join(out, 'og/services/devops.png'), 'utf8')).toBe('png');

    const twice = exportWith({ 'sitemap.xml': 'next sitemap' });
    expect(() => mergeExports(astro, twice, exportWith({}))).toThrow(/^sitemap\.xml: both renderers wrote \/sitemap\.xml/);
    expect(existsSync(path.join(twice, 'robots.txt'))).toBe(false);
  });

  it("puts Astro's not-found page in place of Next's built-in one, under both of Next's names", () => {
    const astro = exportWith({ '404.html': 'astro not found' });
    const out = exportWith({ '404.html': 'next default', '_not-found.html': 'next default' });
    expect(mergeExports(astro, out, exportWith({}))).toEqual(['404.html', '_not-found.html']);
    expect(readFileSync(path.join(out, '404.html'), 'utf8')).toBe('astro not found');
    expect(readFileSync(path.join(out, '_not-found.html'), 'utf8')).toBe('astro not found');
  });
});
