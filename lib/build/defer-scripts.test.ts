import { describe, expect, it } from 'vitest';
import { deferModuleScripts, deferredScripts } from './defer-scripts';
import { inlineScriptHashes } from './inline-scripts';
import { moduleScripts } from './page-weight';

const page = `<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/><script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script><script src="/_next/static/chunks/poly.js" noModule=""></script></head><body><h1>Hi</h1><script>self.__next_f.push([1,"x"])</script></body></html>`;

describe('deferring module scripts behind the first paint', () => {
  it('removes the script tags and their preloads, and lists them for the loader', () => {
    const { html, scripts } = deferModuleScripts(page);
    expect(scripts).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(html).not.toContain('<script src="/_next/static/chunks/a.js"');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<script src="/_next/static/chunks/poly.js" noModule="">');
    expect(html).toContain('<h1>Hi</h1>');
    expect(html).toContain('self.__next_f.push');
    expect(deferredScripts(html)).toEqual(scripts);
  });

  it('keeps counting the deferred scripts in the page weight', () => {
    const { html } = deferModuleScripts(page);
    expect(moduleScripts(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });

  it('is idempotent, and the loader is one inline script with a stable CSP hash', () => {
    const once = deferModuleScripts(page).html;
    expect(deferModuleScripts(once).html).toBe(once);
    const other = deferModuleScripts(page.replace('a.js', 'c.js')).html;
    const loaderHash = (html: string) => inlineScriptHashes(html).filter((hash) => !inlineScriptHashes(page).includes(hash));
    expect(loaderHash(once)).toEqual(loaderHash(other));
    expect(loaderHash(once)).toHaveLength(1);
  });

  it('leaves a page without module scripts alone', () => {
    const plain = '<html><body><p>Moved</p></body></html>';
    expect(deferModuleScripts(plain)).toEqual({ html: plain, scripts: [] });
  });
});
