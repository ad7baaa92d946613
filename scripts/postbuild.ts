/**
 * After `next build` and `astro build`: completes the static export for any host.
 * 0. Astro's pages and assets copied into Next's export (build/merge-exports.ts).
 * 1. A static page for every redirect (canonical link + immediate refresh), for hosts without rules.
 * 2. Stylesheets inlined into every page (build/inline-styles.ts).
 * 3. Module scripts moved behind the largest contentful paint (build/defer-scripts.ts),
 *    each marked for eager background compilation (build/compile-hints.ts).
 *    Steps 2 and 3 read Next's HTML with a parser (lib/html.ts) and stop the build, naming the file,
 *    when a page lacks the element they rewrite (build/export-pages.ts).
 * 4. Brotli and gzip variants of every compressible file, served by server/static-site.ts and nginx.
 * 5. The serving manifest (`_serving.json`: the pages and each page's CSP, hashed once here from the
 *    final HTML), and from it and the redirect table `_redirects` / `_headers` for static hosts.
 */
import { readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { redirects } from '../content/redirects';
import { site } from '../content/site';
import { postprocessPages } from '../build/export-pages';
import { redirectPage } from '../build/redirect-page';
import { PRECOMPRESS_MIN_BYTES, SERVING_MANIFEST, assetExtensions, compressibleExtensions, extensionOf } from '../server/http/headers';
import { headersFile, redirectsFile } from '../server/hosting/static-host';
import { buildSiteManifest, mediaOriginsFrom } from '../build/site-manifest';
import { writeSiteShell } from '../build/site-shell';
import { mergeExports } from '../build/merge-exports';

const out = path.resolve('out');

// 0. What Astro drew (issue 37: the families content/site-map/renderers.ts gives it, the not-found page, the endpoints' files) joins Next's export.
let astroPages: string[];
try {
  astroPages = mergeExports(path.resolve('out-astro'), out, path.resolve('public'));
} catch (error) {
  console.error(`postbuild failed: out-astro/${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

for (const { from, to } of redirects) {
  const file = path.join(out, `${from.slice(1)}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, redirectPage(to, new URL(to, site.url).toString()));
}

let processed: ReturnType<typeof postprocessPages>;
try {
  processed = postprocessPages(out, { skip: new Set(redirects.map(({ from }) => `${from.slice(1)}.html`)), astroPages: new Set(astroPages) });
} catch (error) {
  // The message names the file: `out/404.html: no <link rel="stylesheet" …> in <head> …`.
  console.error(`postbuild failed: out/${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let count = 0;
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if ((compressibleExtensions as readonly string[]).includes(extensionOf(name))) {
      const data = readFileSync(file);
      if (data.length < PRECOMPRESS_MIN_BYTES) continue;
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      count += 1;
    }
  }
};
walk(out);

// 5b. The frame of the pages the server renders (server/pages/site-page.ts): header, footer, stylesheet.
try {
  writeSiteShell(out);
} catch (error) {
  console.error(`postbuild failed: out/404.html: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const manifest = buildSiteManifest(out, mediaOriginsFrom(process.env));
writeFileSync(path.join(out, SERVING_MANIFEST), JSON.stringify(manifest));
/** Binary files copied from public/ (media, icons): one day of caching on static hosts too. */
const publicFiles: string[] = [];
const listPublic = (dir: string, prefix: string) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) listPublic(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    else if ((assetExtensions as readonly string[]).includes(extensionOf(entry.name))) publicFiles.push(`${prefix}${entry.name}`);
  }
};
listPublic(path.resolve('public'), '/');
// STATIC_HOST_NODE_ORIGIN: where a static host proxies the API and the editor (docs/deployment.md); unset, the host routes them itself.
writeFileSync(path.join(out, '_redirects'), redirectsFile(process.env.STATIC_HOST_NODE_ORIGIN?.trim() || undefined));
writeFileSync(path.join(out, '_headers'), headersFile(manifest, publicFiles.sort()));

console.log(`postbuild: ${Object.keys(manifest.pages).length} pages in ${SERVING_MANIFEST}, ${redirects.length} redirect pages, stylesheet inlined and scripts deferred on ${processed.pages} pages (${processed.scripts.length} compiled eagerly), ${count} files precompressed`);
