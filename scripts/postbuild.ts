/**
 * After `astro build`: completes the static export in out/ for any host.
 * 1. A static page for every redirect (canonical link + immediate refresh), for hosts without rules.
 * 2. Every page's hero artwork written into its HTML, and its modules requested after its first paint
 *    (build/export-pages.ts).
 * 3. The frame of the pages the server renders, taken from the frame page Astro drew (build/site-shell.ts).
 * 4. Brotli and gzip variants of every compressible file, served by server/static-site.ts and nginx.
 * 5. The serving manifest (`_serving.json`: the pages and each page's CSP, hashed once here from the
 *    final HTML), and from it and the redirect table `_redirects` / `_headers` for static hosts.
 * A step that finds the export not as it expects stops the build, naming the file.
 */
import { readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { redirects } from '../content/redirects';
import { site } from '../content/site';
import { finishPages } from '../build/export-pages';
import { redirectPage } from '../build/redirect-page';
import { PRECOMPRESS_MIN_BYTES, SERVING_MANIFEST, assetExtensions, compressibleExtensions, extensionOf } from '../server/http/headers';
import { headersFile, redirectsFile } from '../server/hosting/static-host';
import { buildSiteManifest, mediaOriginsFrom } from '../build/site-manifest';
import { FRAME_PAGE, writeSiteShell } from '../build/site-shell';

/** out/, or the release directory a Publish builds into (SITE_OUT_DIR, server/editor/publish/builder.ts). */
const out = path.resolve(process.env.SITE_OUT_DIR?.trim() || 'out');

function step<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    console.error(`postbuild failed: ${path.relative(process.cwd(), out) || '.'}/${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

for (const { from, to } of redirects) {
  const file = path.join(out, `${from.slice(1)}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, redirectPage(to, new URL(to, site.url).toString()));
}

const finished = step(() => finishPages(out, new Set([...redirects.map(({ from }) => `${from.slice(1)}.html`), FRAME_PAGE])));

// The frame of the pages the server renders (server/pages/site-page.ts): header, footer, stylesheet. The frame page goes.
step(() => writeSiteShell(out));

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

console.log(`postbuild: ${Object.keys(manifest.pages).length} pages in ${SERVING_MANIFEST}, ${redirects.length} redirect pages, ${finished.pages} pages finished (${finished.inlined} hero artworks inlined, ${finished.deferred} modules deferred past the first paint), ${count} files precompressed`);
