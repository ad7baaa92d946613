import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIdOf, contentView, diffExports, formatExportDiff, hunksOf, normaliseExportText, tokens } from './export-diff';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A small export: its build id folder, a chunk, and the files given. */
function exportOf(buildId: string, files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'export-diff-'));
  folders.push(root);
  for (const folder of [`_next/static/${buildId}`, '_next/static/chunks', '_next/static/media']) mkdirSync(path.join(root, folder), { recursive: true });
  writeFileSync(path.join(root, '_next/static/chunks', `${buildId.toLowerCase()}.js`), 'bundle');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** A page as Next exports it: a chunk script, its RSC payload with a client module id, and the build id. */
const page = (buildId: string, chunk: string, moduleId: number, body: string) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/${chunk}.js" async=""></script></head><body><main>${body}</main>` +
  `<script>self.__next_f.push([1,"2:I[${moduleId},[\\"$2\\"],\\"default\\"]\\n0:{\\"b\\":\\"${buildId}\\"}"])</script></body></html>`;

describe('the export diff', () => {
  it('sets aside what every build changes: the build id, chunk names, client module ids and inline-script hashes', () => {
    const before = normaliseExportText(`${page('AAAbuild', '0abc~x_1', 20617, '<h1>Hi</h1>')} script-src 'sha256-xQ+/=' ;`, 'AAAbuild');
    const after = normaliseExportText(`${page('BBBbuild', '1zz-9q', 39756, '<h1>Hi</h1>')} script-src 'sha256-OB9=' ;`, 'BBBbuild');
    expect(after).toBe(before);
    expect(before).toContain('BUILD_ID');
    expect(before).not.toContain('AAAbuild');
  });

  it('finds the build id of an export', () => {
    expect(buildIdOf(exportOf('IacCKWsd8CAvnrEme2v4y', {}))).toBe('IacCKWsd8CAvnrEme2v4y');
  });

  it('calls two builds of the same pages identical, and names the page and the tags that changed', () => {
    const before = exportOf('AAAbuild', {
      'about.html': page('AAAbuild', 'c1', 1, '<h1>About</h1><p class="from-[#4353ff]">Ada</p><p>Team</p>'),
      'contact.html': page('AAAbuild', 'c2', 2, '<h1>Contact</h1>'),
      'og/about.png': 'PNG1',
      'old.html': page('AAAbuild', 'c3', 3, '<h1>Old</h1>'),
    });
    const after = exportOf('BBBbuild', {
      'about.html': page('BBBbuild', 'd1', 7, '<h1>About</h1><p class="from-accent">Ada</p><p>Team</p>'),
      'contact.html': page('BBBbuild', 'd2', 8, '<h1>Contact</h1>'),
      'og/about.png': 'PNG1',
      'new.html': page('BBBbuild', 'd3', 9, '<h1>New</h1>'),
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
    const diff = diffExports(exportOf('A1', { 'og/home.png': 'PNG-one' }), exportOf('B2', { 'og/home.png': 'PNG-two!' }));
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

describe('contentView: pages compared across renderers', () => {
  const next =
    '<!DOCTYPE html><html lang="en" class="a_variable"><head><meta charSet="utf-8"/><link rel="preload" href="/_next/static/media/f.woff2" as="font"/><style>b{}</style><link rel="stylesheet" href="/_next/static/chunks/x.css" disabled=""/><title>Privacy | Northstack</title><link rel="canonical" href="https://x.test/privacy"/><meta name="next-size-adjust" content=""/><script src="/_next/static/chunks/p.js" noModule=""></script></head>' +
    '<body><div hidden=""><!--$--><!--/$--></div><main class="p-4"><h1>Privacy</h1><label for="_R_bb_">E-mail</label><input id="_R_bb_"/><a href="/terms">Terms</a></main><script type="application/ld+json">{"@type":"Organization"}</script><script>self.__next_f.push([1,"x"])</script><template data-dgst="NEXT"></template></body></html>';
  const astro =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="preload" href="/_astro/f.abc.woff2" as="font"><title>Privacy | Northstack</title><link rel="canonical" href="https://x.test/privacy"><link rel="stylesheet" href="/_astro/site.css"></head>' +
    '<body>\n  <main class="p-4 other"><h1>Privacy</h1>\n<label for="_r8R_0_">E-mail</label><input id="_r8R_0_"><a href="/terms">Terms</a></main><script type="application/ld+json">{"@type":"Organization"}</script><script type="module" src="/_astro/header.js"></script></body></html>';

  it("sees a Next page and Astro's drawing of it as the same page", () => {
    expect(contentView(astro)).toEqual(contentView(next));
  });

  it('sees a changed link, text, canonical or JSON-LD', () => {
    for (const [from, to] of [
      ['href="/terms"', 'href="/terms-old"'],
      ['<h1>Privacy</h1>', '<h1>Privacy policy</h1>'],
      ['https://x.test/privacy"><link rel="stylesheet"', 'https://x.test/privacy-old"><link rel="stylesheet"'],
      ['{"@type":"Organization"}', '{"@type":"Corporation"}'],
    ] as const) {
      expect(contentView(astro.replace(from, to)), to).not.toEqual(contentView(next));
    }
  });

  it('sees through an island to what it draws (a form hydrated on an Astro page is the same form)', () => {
    const island = (html: string) =>
      html.replace(/<label.*<\/a>/, (drawn) => `<astro-island uid="Z1" component-url="/_astro/form.js" props="{}" client="idle">${drawn}<!--astro:end--></astro-island>`);
    expect(contentView(island(astro))).toEqual(contentView(next));
    expect(contentView(island(astro.replace('href="/terms"', 'href="/terms-old"')))).not.toEqual(contentView(next));
  });

  it('tells two generated ids apart (a label pointing at the wrong field is a difference)', () => {
    const swapped = astro.replace('<input id="_r8R_0_">', '<input id="_r8R_1_">');
    expect(contentView(swapped)).not.toEqual(contentView(next));
  });
});
