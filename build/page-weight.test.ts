import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandModules, pageFirstResponseBytes, pageHtmlBrotliBytes, pageJsBrotliBytes } from './page-weight';

const page = `<!doctype html><html><head><script type="module" src="/_astro/page.js"></script></head><body>
<astro-island uid="a" component-url="/_astro/form.js" component-export="ContactForm" renderer-url="/_astro/client.js" client="visible"><form></form></astro-island>
<astro-island uid="b" component-url="/_astro/form.js" renderer-url="/_astro/client.js" client="idle"></astro-island>
</body></html>`;

describe('the JavaScript a page Astro draws loads', () => {
  it('names each island module and its renderer once', () => {
    expect(islandModules(page)).toEqual(['/_astro/form.js', '/_astro/client.js']);
  });

  it('counts the islands, the module scripts and what they import, each file once', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'page-weight-'));
    mkdirSync(path.join(out, '_astro'));
    writeFileSync(path.join(out, 'contact.html'), page);
    writeFileSync(path.join(out, '_astro/page.js'), 'import "./shared.js";console.log(1)');
    writeFileSync(path.join(out, '_astro/form.js'), 'import{a}from"./react.js";import "./shared.js";a()');
    writeFileSync(path.join(out, '_astro/client.js'), 'import{b}from"./react.js";b()');
    writeFileSync(path.join(out, '_astro/react.js'), 'export const a=1,b=2;'.repeat(50));
    writeFileSync(path.join(out, '_astro/shared.js'), 'export {}');
    const { files, bytes } = pageJsBrotliBytes(out, '/contact');
    expect(files.sort()).toEqual(['/_astro/client.js', '/_astro/form.js', '/_astro/page.js', '/_astro/react.js', '/_astro/shared.js']);
    expect(bytes).toBeGreaterThan(0);
  });
});

describe('a page’s first response', () => {
  it('is its brotli HTML, its own policy header and the other headers', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'page-weight-'));
    writeFileSync(path.join(out, 'index.html'), page);
    writeFileSync(path.join(out, 'contact.html'), page);
    const csp = (hashes: number) => `script-src 'self'${" 'sha256-x'".repeat(hashes)}`;
    writeFileSync(path.join(out, '_serving.json'), JSON.stringify({ pages: { '/': { csp: csp(1) }, '/contact': { csp: csp(5) } } }));
    const home = pageFirstResponseBytes(out, '/');
    expect(home).toBeGreaterThan(pageHtmlBrotliBytes(out, '/') + csp(1).length + 700);
    // Same HTML, four more script hashes in its policy.
    expect(pageFirstResponseBytes(out, '/contact') - home).toBe(4 * " 'sha256-x'".length);
    expect(() => pageFirstResponseBytes(out, '/missing')).toThrow(/not in/);
  });
});
