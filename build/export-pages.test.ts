import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { redirects } from '@/content/redirects';
import { COMPILE_HINT } from './compile-hints';
import { DEFERRED_LIST_ID, PAGE_SCRIPT, deferModuleScripts } from './defer-scripts';
import { exportHtmlFiles, postprocessPages } from './export-pages';
import { inlineStylesheets } from './inline-styles';
import { redirectPage } from './redirect-page';
import { pagePathOf } from './site-manifest';
import { NEXT_NOT_FOUND_COPIES } from './merge-exports';
import { rendererOf } from '@/content/site-map/renderers';
import { inlineScriptHashes } from './script-hashes';

/**
 * The postbuild's page steps run on real pages of the export: files `next build` wrote (before the
 * postbuild), copied unchanged into build/fixtures/next-<version>/. After a Next upgrade, refresh them:
 * `npx next build && cp out/404.html build/fixtures/next-<version>/404.html && cp out/contact/thank-you.html
 * build/fixtures/next-<version>/contact-thank-you.html` (then `npm run build` as usual).
 * Expectations are read with a second, independent parser (jsdom), not the one the steps use.
 */
const FIXTURE_NEXT_VERSION = '16.4.5';
const fixtures = path.join(import.meta.dirname, 'fixtures', `next-${FIXTURE_NEXT_VERSION}`);
const fixturePages = readdirSync(fixtures).filter((name) => name.endsWith('.html'));

/** A stand-in for the stylesheet: small, with a relative url() that must be rebased for the page. */
const CSS = '@font-face{font-family:x;src:url(../media/font.woff2)format("woff2")}body{margin:0}';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A minimal export: the page, the stylesheet it links and the chunks it loads. */
function exportOf(page: string, html = readFileSync(path.join(fixtures, page), 'utf8')) {
  const root = mkdtempSync(path.join(tmpdir(), 'export-pages-'));
  roots.push(root);
  writeFileSync(path.join(root, page), html);
  const { document } = new JSDOM(html).window;
  for (const element of document.querySelectorAll('link[rel="stylesheet"], script[src]')) {
    const href = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
    mkdirSync(path.join(root, path.dirname(href)), { recursive: true });
    writeFileSync(path.join(root, href), element.localName === 'link' ? CSS : `self.chunk=${JSON.stringify(href)};`);
  }
  return root;
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** CSP hashes of a page's executable inline scripts, as jsdom parses it. */
function jsdomScriptHashes(html: string): string[] {
  const { document } = new JSDOM(html).window;
  return [...document.querySelectorAll('script:not([src])')]
    .filter((script) => ['', 'text/javascript', 'module', 'application/javascript'].includes(script.getAttribute('type') ?? ''))
    .map((script) => script.textContent ?? '')
    .filter((text) => text.length > 0)
    .map(sha256);
}

describe('the fixtures', () => {
  it('are pages of the Next.js version installed (refresh them after an upgrade, see above)', () => {
    const installed = JSON.parse(readFileSync(path.resolve('node_modules/next/package.json'), 'utf8')) as { version: string };
    expect(installed.version).toBe(FIXTURE_NEXT_VERSION);
    expect(fixturePages.length).toBeGreaterThanOrEqual(2);
  });
});

describe.each(fixturePages)('the postbuild on the real exported page %s', (page) => {
  const source = readFileSync(path.join(fixtures, page), 'utf8');
  const before = new JSDOM(source).window.document;
  const stylesheet = before.querySelector('head link[rel="stylesheet"]')?.getAttribute('href') ?? '';
  const chunks = [...before.querySelectorAll('script[src]:not([nomodule])')].map((script) => script.getAttribute('src') ?? '');

  it('is a page Next wrote with a stylesheet link, async module scripts and the noModule polyfill', () => {
    expect(stylesheet).toMatch(/^\/_next\/static\/.+\.css$/);
    expect(chunks.length).toBeGreaterThan(3);
    expect(before.querySelectorAll('script[src]:not([nomodule]):not([async])')).toHaveLength(0);
    expect(before.querySelectorAll('script[nomodule]')).toHaveLength(1);
  });

  it('inlines the stylesheet, keeps a disabled link, and defers every module script behind the first paint', () => {
    const root = exportOf(page);
    expect(postprocessPages(root)).toEqual({ pages: 1, scripts: chunks });
    const html = readFileSync(path.join(root, page), 'utf8');
    const { document } = new JSDOM(html).window;

    const style = document.querySelector(`head style[data-href="${stylesheet}"]`);
    expect(style?.getAttribute('data-precedence')).toBe('next');
    expect(style?.textContent).toBe(CSS.replace('../media/font.woff2', '/_next/static/media/font.woff2'));
    expect(document.querySelectorAll('link[rel="stylesheet"]:not([disabled])')).toHaveLength(0);
    expect(document.querySelector(`head link[rel="stylesheet"][disabled][type="text/x-inlined"][href="${stylesheet}"]`)?.getAttribute('data-precedence')).toBe('next');

    expect(document.querySelectorAll('script[src]:not([nomodule])')).toHaveLength(0);
    expect(document.querySelectorAll('link[rel="preload"][as="script"]')).toHaveLength(0);
    expect(document.querySelectorAll('script[nomodule]')).toHaveLength(1);
    const [list, loader] = [...document.body.children].slice(-2);
    expect(list?.id).toBe(DEFERRED_LIST_ID);
    expect(JSON.parse(list?.textContent ?? '')).toEqual(chunks);
    // The manifest link waits for the loader too (build/defer-scripts.ts says why).
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(0);
    expect(list?.getAttribute('data-manifest')).toBe('/manifest.webmanifest');
    expect(loader?.textContent).toBe(PAGE_SCRIPT);
    for (const chunk of chunks) expect(readFileSync(path.join(root, chunk), 'utf8').startsWith(COMPILE_HINT)).toBe(true);
  });

  it('changes nothing else: the body Next rendered is byte for byte the same, less the script tags it moved', () => {
    const root = exportOf(page);
    postprocessPages(root);
    const html = readFileSync(path.join(root, page), 'utf8');
    let body = source.slice(source.indexOf('<body'), source.lastIndexOf('</body>'));
    for (const chunk of chunks) body = body.replace(`<script src="${chunk}" async=""></script>`, '');
    expect(html.slice(html.indexOf('<body'), html.indexOf(`<script type="application/json" id="${DEFERRED_LIST_ID}"`))).toBe(body);
    expect(html.endsWith(source.slice(source.lastIndexOf('</body>')))).toBe(true);
  });

  it('keeps the CSP hashes right: every inline script of the page plus the loader, as a browser parses them', () => {
    const root = exportOf(page);
    postprocessPages(root);
    const html = readFileSync(path.join(root, page), 'utf8');
    const hashes = inlineScriptHashes(html);
    expect(hashes.toSorted()).toEqual([...new Set(jsdomScriptHashes(html))].toSorted());
    expect(hashes).toEqual(expect.arrayContaining([...inlineScriptHashes(source), sha256(PAGE_SCRIPT)]));
    expect(hashes).toHaveLength(inlineScriptHashes(source).length + 1);
  });

  it('leaves a page it already processed as it is (the postbuild can run twice)', () => {
    const root = exportOf(page);
    postprocessPages(root);
    const once = readFileSync(path.join(root, page), 'utf8');
    expect(postprocessPages(root)).toEqual({ pages: 1, scripts: chunks });
    expect(readFileSync(path.join(root, page), 'utf8')).toBe(once);
    expect(readFileSync(path.join(root, chunks[0] ?? ''), 'utf8').split(COMPILE_HINT)).toHaveLength(2);
  });

  it('stops the build, naming the file, when Next no longer writes the stylesheet link', () => {
    const withoutLink = source.replace(/<link rel="stylesheet"[^>]*>/, '');
    expect(withoutLink).not.toBe(source);
    const root = exportOf(page, withoutLink);
    expect(() => postprocessPages(root)).toThrow(new RegExp(`^${page}: no <link rel="stylesheet"`));
  });

  it('stops the build, naming the file, when Next no longer writes async module scripts', () => {
    const withoutScripts = source.replace(/<script src="[^"]+" async=""><\/script>/g, '');
    expect(withoutScripts).not.toBe(source);
    expect(() => postprocessPages(exportOf(page, withoutScripts))).toThrow(new RegExp(`^${page}: no <script src="…" async="">`));
    const blocking = source.replace(/(<script src="[^"]+") async=""/, '$1');
    expect(() => postprocessPages(exportOf(page, blocking))).toThrow(/is not async: deferring it would change the order/);
  });

  it('stops the build when the page names a stylesheet or a chunk the export lacks', () => {
    const root = exportOf(page);
    rmSync(path.join(root, stylesheet));
    expect(() => postprocessPages(root)).toThrow(`${page}: the stylesheet ${stylesheet} it links is not in the export`);
    const other = exportOf(page);
    rmSync(path.join(other, chunks[0] ?? ''));
    expect(() => postprocessPages(other)).toThrow(`${chunks[0]?.slice(1)}: the pages load it, but it is not in the export`);
  });
});

describe('the page steps', () => {
  it('find Next’s elements whatever the attribute order, quoting or case', () => {
    const html =
      "<!doctype html><HTML><HEAD><LINK data-precedence=next HREF='/_next/static/a.css' REL=\"Stylesheet\">" +
      '<link href="/_next/static/a.js" as=script rel="preload"><SCRIPT async src=/_next/static/a.js></SCRIPT></HEAD><BODY><p>x</p></BODY></HTML>';
    const styled = inlineStylesheets(html, () => 'p{color:red}');
    expect(styled.stylesheets).toEqual(['/_next/static/a.css']);
    const { html: done, scripts } = deferModuleScripts(styled.html);
    expect(scripts).toEqual(['/_next/static/a.js']);
    const { document } = new JSDOM(done).window;
    expect(document.head.querySelector('style')?.textContent).toBe('p{color:red}');
    expect(document.querySelectorAll('link[rel="preload"], script[src]')).toHaveLength(0);
    expect(document.body.innerHTML.startsWith('<p>x</p><script type="application/json"')).toBe(true);
  });

  it('ignore markup that only looks like the elements: in comments, attribute values and script text', () => {
    const html =
      '<!doctype html><html><head><!-- <link rel="stylesheet" href="/_next/static/old.css" data-precedence="next"/> -->' +
      '<link rel="stylesheet" href="/_next/static/a.css" data-precedence="next"/><script src="/_next/static/a.js" async=""></script></head>' +
      '<body><p title=\'<script src="/x.js" async=""></script>\'>x</p><script>var s=\'<script src="/y.js" async="">\'</script></body></html>';
    const styled = inlineStylesheets(html, () => 'p{}');
    expect(styled.stylesheets).toEqual(['/_next/static/a.css']);
    expect(deferModuleScripts(styled.html).scripts).toEqual(['/_next/static/a.js']);
  });

  it('leave the static redirect pages alone: the postbuild names them, and only them, as not Next’s', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'export-pages-'));
    roots.push(root);
    const [first] = redirects;
    if (!first) throw new Error('the redirect table is empty');
    const file = `${first.from.slice(1)}.html`;
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), redirectPage(first.to, `https://example.test${first.to}`));
    expect(postprocessPages(root, { skip: new Set([file]) })).toEqual({ pages: 0, scripts: [] });
    expect(() => postprocessPages(root)).toThrow(new RegExp(`^${file}: no <link rel="stylesheet"`));
  });
});

/** After `npm run build`: every page of the real export went through both steps (skipped when there is no build). */
const out = path.resolve('out');
describe.skipIf(!existsSync(path.join(out, '_serving.json')))('the built export in out/', () => {
  // The not-found page is Astro's too (build/merge-exports.ts), though no family's.
  const astroDrew = (file: string) => NEXT_NOT_FOUND_COPIES.includes(file) || rendererOf(pagePathOf(file)) === 'astro';

  // Fewer with each family Astro draws; none once every family has moved (stage 2 then removes these steps).
  const redirected = new Set(redirects.map(({ from }) => `${from.slice(1)}.html`));
  const nextPages = existsSync(out) ? exportHtmlFiles(out).filter((file) => !redirected.has(file) && !astroDrew(file)) : [];

  it.skipIf(nextPages.length === 0)('has every page Next wrote inlined and deferred, so a second postbuild would change nothing', { timeout: 120_000 }, () => {
    for (const file of nextPages) {
      const html = readFileSync(path.join(out, file), 'utf8');
      const styled = inlineStylesheets(html, () => {
        throw new Error(`${file}: its stylesheet is not inlined`);
      });
      expect(styled.stylesheets, file).toEqual([]);
      const deferred = deferModuleScripts(styled.html);
      expect(deferred.scripts.length, file).toBeGreaterThan(3);
      expect(deferred.html, file).toBe(html);
    }
  });

  it('has every page Astro drew linking one cached stylesheet and loading no script of Next', () => {
    const redirected = new Set(redirects.map(({ from }) => `${from.slice(1)}.html`));
    const pages = exportHtmlFiles(out).filter((file) => astroDrew(file) && !redirected.has(file));
    expect(pages.length).toBeGreaterThan(0);
    for (const file of pages) {
      const html = readFileSync(path.join(out, file), 'utf8');
      expect(html.match(/<link rel="stylesheet" href="\/_astro\/[\w.-]+\.css">/g), file).toHaveLength(1);
      expect(html, file).not.toContain('/_next/');
    }
  });
});
