import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandModules, pageJsBrotliBytes } from './page-weight';

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
