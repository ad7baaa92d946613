import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { SERVING_MANIFEST } from '../http/headers';
import { headersFile, redirectsFile } from '../hosting/static-host';
import { buildSiteManifest } from '@/build/site-manifest';

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title><script>document.documentElement.dataset.page=${JSON.stringify(title)}</script><script type="module" src="/_astro/page.js"></script></head><body><h1>${title}</h1>${'<p>Northstack builds software.</p>'.repeat(20)}</body></html>`;

/**
 * A small export shaped like the real one (pages, the 404 page, a redirect page, a hashed module,
 * the real hero video, precompressed variants, the build-side files and the serving manifest), so
 * server tests run before `npm run build` has produced out/.
 */
export function createFixtureExport(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'northstack-export-'));
  const write = (file: string, body: string | Buffer, precompress = false) => {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, body);
    if (precompress) {
      writeFileSync(`${target}.br`, brotliCompressSync(body));
      writeFileSync(`${target}.gz`, gzipSync(body));
    }
  };
  write('index.html', page('Home'), true);
  write('services/devops.html', page('DevOps'), true);
  write('services/launch.html', page('Launch'), true);
  write('services/devops/checklist.txt', 'DevOps readiness checklist\n'.repeat(60), true);
  write('services/mvp.html', '<!doctype html><meta http-equiv="refresh" content="0; url=/services/launch">');
  write('404.html', page('Oops! Page not found'), true);
  write('500.html', page('Unexpected Application Error!'), true);
  write('_astro/page.js', 'console.log("module");'.repeat(100), true);
  write('robots.txt', 'User-agent: *\nAllow: /\n');
  mkdirSync(path.join(root, 'media'));
  copyFileSync(path.resolve('public/media/hero-shapes.mp4'), path.join(root, 'media/hero-shapes.mp4'));
  const manifest = buildSiteManifest(root);
  write(SERVING_MANIFEST, JSON.stringify(manifest));
  write('_headers', headersFile(manifest, ['/media/hero-shapes.mp4']));
  write('_redirects', redirectsFile());
  return root;
}
