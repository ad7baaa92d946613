import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { redirects } from '@/content/redirects';
import { livePages } from '@/content/site-map/routes';
import { exportHtmlFiles, finishPages } from './export-pages';
import { attribute, elementsByTag, parseHtml, textOf } from '@/lib/html';
import { PAGE_MODULE_LOADER } from './defer-page-modules';
import { PAGE_MODULES_ID, islandModules, moduleScripts, pageModuleList, staticModuleClosure } from './page-weight';
import { redirectPage } from './redirect-page';

const ART = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3"/></svg>';
const heroPage = (src: string) => `<!DOCTYPE html><html><head><link rel="preload" as="image" href="${src}"></head><body><img src="${src}" alt="" fetchpriority="high"></body></html>`;

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function exportWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'export-pages-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('the page steps of the postbuild', () => {
  it('lists the pages of an export, not the files under _astro/', () => {
    const root = exportWith({ 'index.html': '', 'work/bloxios.html': '', '_astro/x.html': '', 'work/art/bloxios.svg': ART });
    expect(exportHtmlFiles(root)).toEqual(['index.html', 'work/bloxios.html']);
  });

  it('writes each page’s hero artwork into it, and leaves the static redirect pages alone', () => {
    const [first] = redirects;
    if (!first) throw new Error('the redirect table is empty');
    const redirectFile = `${first.from.slice(1)}.html`;
    const redirectHtml = redirectPage(first.to, `https://example.test${first.to}`);
    const root = exportWith({ 'work/bloxios.html': heroPage('/work/art/bloxios.svg'), 'work/art/bloxios.svg': ART, [redirectFile]: redirectHtml });
    expect(finishPages(root, new Set([redirectFile]))).toEqual({ pages: 1, inlined: 1, deferred: 0 });
    const html = readFileSync(path.join(root, 'work/bloxios.html'), 'utf8');
    expect(html).toContain('src="data:image/svg+xml,');
    expect(html).not.toContain('rel="preload"');
    expect(readFileSync(path.join(root, redirectFile), 'utf8')).toBe(redirectHtml);
    // A second run changes nothing.
    expect(finishPages(root, new Set([redirectFile]))).toEqual({ pages: 1, inlined: 0, deferred: 0 });
  });

  it('stops the build, naming the page, when the artwork it shows is not in the export', () => {
    const root = exportWith({ 'work/bloxios.html': heroPage('/work/art/gone.svg') });
    expect(() => finishPages(root)).toThrow(/^work\/bloxios\.html: the artwork \/work\/art\/gone\.svg it shows is not in the export/);
  });
});

describe('the modules requested after the first paint', () => {
  const modulePage = '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_astro/site.css"><link rel="modulepreload" href="/_astro/page.js"></head><body><main>Text</main><script type="module" src="/_astro/page.js"></script><script type="module" src="/_astro/home.js"></script></body></html>';
  const modules = {
    '_astro/page.js': 'import{t}from"./toaster.js";import"./hours.js";t();',
    '_astro/home.js': 'import"./hours.js";',
    '_astro/toaster.js': 'import{a}from"./shared.js";export const t=()=>import("./layer.js");',
    '_astro/hours.js': 'export const h=1;',
    '_astro/shared.js': 'export const a=1;',
    '_astro/layer.js': 'export const l=1;',
  };

  it('takes the module scripts out of the page and gives the loader the entries in order and every module they import, not what loads on use', () => {
    const root = exportWith({ 'privacy.html': modulePage, ...modules });
    expect(finishPages(root).deferred).toBe(5);
    const html = readFileSync(path.join(root, 'privacy.html'), 'utf8');
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const loader = elementsByTag(parseHtml(html), 'script').filter((script) => attribute(script, 'id') === PAGE_MODULES_ID);
    expect(loader).toHaveLength(1);
    expect(textOf(loader[0]!)).toBe(PAGE_MODULE_LOADER);
    expect(pageModuleList(parseHtml(html))).toEqual({
      run: ['/_astro/page.js', '/_astro/home.js'],
      preload: ['/_astro/toaster.js', '/_astro/shared.js', '/_astro/hours.js'],
    });
    // The budgets still count every module the page loads.
    expect(moduleScripts(html)).toEqual(['/_astro/page.js', '/_astro/home.js']);
    // A second run adds nothing.
    expect(finishPages(root).deferred).toBe(0);
    expect(readFileSync(path.join(root, 'privacy.html'), 'utf8')).toBe(html);
  });

  it('moves Astro’s inline island scripts into files of their own, run by the loader before the page’s modules', () => {
    const runtime = '(()=>{class f extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",f)})();';
    const directive = '(()=>{var d=o=>{};(self.Astro||(self.Astro={})).painted=d;window.dispatchEvent(new Event("astro:painted"));})();';
    const islandPage = (name: string) =>
      modulePage.replace('<main>Text</main>', `<main><script>${directive}</script><script>${runtime}</script><astro-island component-url="/_astro/form.js">${name}</astro-island><script>console.log(1)</script></main>`);
    const root = exportWith({ 'contact.html': islandPage('Form'), 'careers/apply.html': islandPage('Apply'), ...modules, '_astro/form.js': 'import"./react.js";', '_astro/react.js': '' });
    finishPages(root);
    const contact = readFileSync(path.join(root, 'contact.html'), 'utf8');
    // Out of the HTML, but not the page's own inline script.
    expect(contact).not.toContain('astro-island"');
    expect(contact).not.toContain('self.Astro');
    expect(contact).toContain('<script>console.log(1)</script>');
    const { run, preload } = pageModuleList(parseHtml(contact))!;
    expect(run).toHaveLength(4);
    // The island's own modules come with them, not one import after another once the runtime runs.
    expect(preload).toEqual(expect.arrayContaining(['/_astro/form.js', '/_astro/react.js']));
    expect(run.slice(2)).toEqual(['/_astro/page.js', '/_astro/home.js']);
    expect(run.slice(0, 2).map((file) => readFileSync(path.join(root, file), 'utf8'))).toEqual([directive, runtime]);
    // One file per script for every page: named by its content.
    expect(pageModuleList(parseHtml(readFileSync(path.join(root, 'careers/apply.html'), 'utf8')))!.run).toEqual(run);
  });

  it('leaves a page without module scripts as it is', () => {
    const page = '<!DOCTYPE html><html><head></head><body><main>Text</main></body></html>';
    const root = exportWith({ 'privacy.html': page });
    expect(finishPages(root).deferred).toBe(0);
    expect(readFileSync(path.join(root, 'privacy.html'), 'utf8')).toBe(page);
  });

  it('stops the build, naming the page, when a module it loads is not in the export', () => {
    const root = exportWith({ 'privacy.html': modulePage, '_astro/page.js': 'import"./gone.js";' });
    expect(() => finishPages(root)).toThrow(/^privacy\.html: the module \/_astro\/gone\.js it loads is not in the export/);
  });
});

/** After `npm run build` (skipped when there is no build). */
const out = path.resolve('out');
describe.skipIf(!existsSync(path.join(out, '_serving.json')))('the built export in out/', () => {
  it('has every page linking one cached stylesheet under /_astro/, and nothing of Next.js', () => {
    const redirected = new Set(redirects.map(({ from }) => `${from.slice(1)}.html`));
    const pages = exportHtmlFiles(out).filter((file) => !redirected.has(file));
    // Every live page, the not-found page and the server-error page.
    expect(pages).toHaveLength(livePages.length + 2);
    for (const file of pages) {
      const html = readFileSync(path.join(out, file), 'utf8');
      expect(html.match(/<link rel="stylesheet" href="\/_astro\/[\w.-]+\.css">/g), file).toHaveLength(1);
      expect(html, file).not.toMatch(/\/_next\/|__next_f|self\.__next/);
    }
    expect(existsSync(path.join(out, '_next'))).toBe(false);
  });

  it('has every page asking for its modules only through the loader, with every module they import named', () => {
    for (const file of ['privacy.html', 'index.html', 'contact.html', 'our-work/blog.html']) {
      const html = readFileSync(path.join(out, file), 'utf8');
      expect(html, file).not.toMatch(/<script type="module"|rel="modulepreload"/);
      const list = pageModuleList(parseHtml(html));
      expect(list?.run.length, file).toBeGreaterThan(0);
      const needed = staticModuleClosure([...(list?.run ?? []), ...islandModules(html)], (module) => readFileSync(path.join(out, module), 'utf8'));
      expect([...(list?.run ?? []), ...(list?.preload ?? [])].sort(), file).toEqual([...needed].sort());
    }
  });

});
