/**
 * After `next build`: completes the static export for any host.
 * 1. A static page for every redirect (canonical link + immediate refresh), for hosts without rules.
 * 2. `_redirects` and `_headers` files (Netlify / Cloudflare Pages format) from the same tables.
 * 3. Stylesheets inlined into every page (lib/build/inline-styles.ts).
 * 4. Module scripts moved behind the largest contentful paint (lib/build/defer-scripts.ts),
 *    each marked for eager background compilation (lib/build/compile-hints.ts).
 * 5. Brotli and gzip variants of every compressible file, served by server/static-site.ts.
 */
import { readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { redirects } from '../content/redirects';
import { site } from '../content/site';
import { withCompileHint } from '../lib/build/compile-hints';
import { deferModuleScripts } from '../lib/build/defer-scripts';
import { inlineStylesheets } from '../lib/build/inline-styles';
import { redirectPage } from '../lib/build/redirect-page';
import { securityHeaders } from '../server/headers';
import { HTML_CACHE, IMMUTABLE_CACHE } from '../server/static-site';

const out = path.resolve('out');

for (const { from, to } of redirects) {
  const file = path.join(out, `${from.slice(1)}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, redirectPage(to, new URL(to, site.url).toString()));
}

writeFileSync(
  path.join(out, '_redirects'),
  redirects.map(({ from, to }) => `${from} ${to} 308\n${from}/ ${to} 308`).join('\n') + '\n',
);
writeFileSync(
  path.join(out, '_headers'),
  [
    '/*',
    ...Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`),
    `  Cache-Control: ${HTML_CACHE}`,
    '/_next/static/*',
    `  Cache-Control: ${IMMUTABLE_CACHE}`,
    '',
  ].join('\n'),
);

let deferred = 0;
let inlined = 0;
const loadScripts = new Set<string>();
const stylesheets = new Map<string, string>();
/** Every page inlines the same stylesheet: read it from disk once. */
const readStylesheet = (href: string) => {
  const css = stylesheets.get(href) ?? readFileSync(path.join(out, href), 'utf8');
  stylesheets.set(href, css);
  return css;
};
const eachHtml = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) eachHtml(file);
    else if (name.endsWith('.html')) {
      const source = readFileSync(file, 'utf8');
      const styled = inlineStylesheets(source, readStylesheet);
      const { html, scripts } = deferModuleScripts(styled.html);
      if (html !== source) writeFileSync(file, html);
      if (styled.stylesheets.length > 0) inlined += 1;
      if (scripts.length > 0) deferred += 1;
      for (const script of scripts) loadScripts.add(script);
    }
  }
};
eachHtml(out);

for (const script of loadScripts) {
  const file = path.join(out, script.split('?')[0] ?? script);
  const source = readFileSync(file, 'utf8');
  const hinted = withCompileHint(source);
  if (hinted !== source) writeFileSync(file, hinted);
}

const compressible = /\.(html|js|css|json|txt|xml|svg)$/;
let count = 0;
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(name)) {
      const data = readFileSync(file);
      if (data.length < 512) continue;
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      count += 1;
    }
  }
};
walk(out);
console.log(`postbuild: ${redirects.length} redirect pages, stylesheets inlined on ${inlined} pages, scripts deferred on ${deferred} pages (${loadScripts.size} compiled eagerly), ${count} files precompressed`);
