import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentView, diffExports, formatExportDiff, hunksOf, normaliseExportText, tokens } from './export-diff';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A small export: a bundled module under _astro/ (hashed per build), and the files given. */
function exportOf(build: string, files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'export-diff-'));
  folders.push(root);
  mkdirSync(path.join(root, '_astro'), { recursive: true });
  writeFileSync(path.join(root, '_astro', `site-page.${build}.js`), `bundle ${build}`);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** A page as the build writes it: its stylesheet and its modules under /_astro/ with the build's hashes, the loader's list, a CSP hash elsewhere. */
const page = (build: string, body: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_astro/site-page.${build}.css"></head><body><main>${body}</main>` +
  `<script id="page-modules" data-run="site-page.${build}.js" data-preload="toaster.${build}.js">(loader)</script></body></html>`;

describe('the export diff', () => {
  it('sets aside what every build changes: the hashes in bundled file names and the inline-script hashes', () => {
    const before = normaliseExportText(`${page('AAAAbuil', '<h1>Hi</h1>')} script-src 'sha256-xQ+/=' ;`);
    const after = normaliseExportText(`${page('B-_zbui1', '<h1>Hi</h1>')} script-src 'sha256-OB9=' ;`);
    expect(after).toBe(before);
    expect(before).toContain('site-page.HASH.js');
    expect(before).not.toContain('AAAAbuil');
    // A name that changes is still a difference.
    expect(normaliseExportText('/_astro/site-page.AAAAbuil.js')).not.toBe(normaliseExportText('/_astro/home.AAAAbuil.js'));
  });

  it('calls two builds of the same pages identical, and names the page and the tags that changed', () => {
    const before = exportOf('AAAAbuil', {
      'about.html': page('AAAAbuil', '<h1>About</h1><p class="from-[#4353ff]">Ada</p><p>Team</p>'),
      'contact.html': page('AAAAbuil', '<h1>Contact</h1>'),
      'og/about.png': 'PNG1',
      'old.html': page('AAAAbuil', '<h1>Old</h1>'),
    });
    const after = exportOf('BBBBbuil', {
      'about.html': page('BBBBbuil', '<h1>About</h1><p class="from-accent">Ada</p><p>Team</p>'),
      'contact.html': page('BBBBbuil', '<h1>Contact</h1>'),
      'og/about.png': 'PNG1',
      'new.html': page('BBBBbuil', '<h1>New</h1>'),
    });
    const diff = diffExports(before, after);
    expect(diff.identical).toEqual(['contact.html', 'og/about.png']);
    expect(diff.onlyBefore).toEqual(['old.html']);
    expect(diff.onlyAfter).toEqual(['new.html']);
    expect(diff.different).toEqual([{ file: 'about.html', hunks: [{ before: ['<p class="from-[#4353ff]">Ada'], after: ['<p class="from-accent">Ada'] }] }]);
    const report = formatExportDiff(diff);
    expect(report.split('\n')[0]).toBe('2 files identical (1 pages), 1 different (1 pages), 1 only before, 1 only after');
    expect(report).toContain('~ about.html: 1 place\n    - <p class="from-[#4353ff]">Ada\n    + <p class="from-accent">Ada');
  });

  it('compares binary files by their bytes', () => {
    const diff = diffExports(exportOf('AAAAbuil', { 'og/home.png': 'PNG-one' }), exportOf('BBBBbuil', { 'og/home.png': 'PNG-two!' }));
    expect(diff.different).toEqual([{ file: 'og/home.png', hunks: [{ before: ['7 bytes'], after: ['8 bytes'] }] }]);
  });

  it('names each place two pages differ, however far apart, and keeps what they share out of it', () => {
    const before = tokens('<style>.a{color:red}.b{color:blue}</style><h1>One</h1><p>Two</p><p>Three</p><footer>Four</footer>');
    const after = tokens('<style>.a{color:red}.b{color:navy}</style><h1>One</h1><p>Two</p><p>Three</p><footer>Five</footer>');
    expect(hunksOf(before, after)).toEqual([
      { before: ['.b{color:blue}'], after: ['.b{color:navy}'] },
      { before: ['<footer>Four'], after: ['<footer>Five'] },
    ]);
    expect(hunksOf(['<a>', '<b>'], ['<a>', '<x>', '<b>'])).toEqual([{ before: [], after: ['<x>'] }]);
    expect(hunksOf(['<a>'], ['<a>'])).toEqual([]);
  });
});

describe('contentView: pages compared by what they show', () => {
  // An earlier build of the page: its scripts in the head, other classes, another generated id, other white space.
  const earlier =
    '<!DOCTYPE html><html lang="en" class="a_variable"><head><meta charSet="utf-8"/><link rel="preload" href="/_astro/f.woff2" as="font"/><style>b{}</style><link rel="stylesheet" href="/_astro/x.css"/><title>Privacy | Northstack</title><link rel="canonical" href="https://x.test/privacy"/><link rel="modulepreload" href="/_astro/p.js"/><script type="module" src="/_astro/p.js"></script></head>' +
    '<body><noscript><style>.band{}</style></noscript><main class="p-4"><h1>Privacy</h1><label for="_R_bb_">Email</label><input id="_R_bb_"/><a href="/terms">Terms</a></main><script type="application/ld+json">{"@type":"Organization"}</script></body></html>';
  const astro =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="preload" href="/_astro/f.abc.woff2" as="font"><title>Privacy | Northstack</title><link rel="canonical" href="https://x.test/privacy"><link rel="stylesheet" href="/_astro/site.css"></head>' +
    '<body>\n  <main class="p-4 other"><h1>Privacy</h1>\n<label for="_r8R_0_">Email</label><input id="_r8R_0_"><a href="/terms">Terms</a></main><script type="application/ld+json">{"@type":"Organization"}</script><script type="module" src="/_astro/header.js"></script></body></html>';

  it('sees two drawings of the same page as the same page', () => {
    expect(contentView(astro)).toEqual(contentView(earlier));
  });

  it('sees a changed link, text, canonical or JSON-LD', () => {
    for (const [from, to] of [
      ['href="/terms"', 'href="/terms-old"'],
      ['<h1>Privacy</h1>', '<h1>Privacy policy</h1>'],
      ['https://x.test/privacy"><link rel="stylesheet"', 'https://x.test/privacy-old"><link rel="stylesheet"'],
      ['{"@type":"Organization"}', '{"@type":"Corporation"}'],
    ] as const) {
      expect(contentView(astro.replace(from, to)), to).not.toEqual(contentView(earlier));
    }
  });

  it('sees through an island to what it draws (a form hydrated on an Astro page is the same form)', () => {
    const island = (html: string) =>
      html.replace(/<label.*<\/a>/, (drawn) => `<astro-island uid="Z1" component-url="/_astro/form.js" props="{}" client="idle">${drawn}<!--astro:end--></astro-island>`);
    expect(contentView(island(astro))).toEqual(contentView(earlier));
    expect(contentView(island(astro.replace('href="/terms"', 'href="/terms-old"')))).not.toEqual(contentView(earlier));
  });

  it('tells two generated ids apart (a label pointing at the wrong field is a difference)', () => {
    const swapped = astro.replace('<input id="_r8R_0_">', '<input id="_r8R_1_">');
    expect(contentView(swapped)).not.toEqual(contentView(earlier));
  });
});
