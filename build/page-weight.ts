import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { attribute, elementsByTag, parseHtml, type HtmlElement } from '@/lib/html';

/** The exported HTML file for a route path: '/' -> out/index.html, '/a/b' -> out/a/b.html. */
export function htmlFileFor(outDir: string, routePath: string): string {
  return path.join(outDir, routePath === '/' ? 'index.html' : `${routePath.replace(/^\//, '')}.html`);
}

const isModuleScript = (script: HtmlElement) => attribute(script, 'type') === 'module' && Boolean(attribute(script, 'src'));

/**
 * A page's modules that its loader requests after the first paint (build/defer-page-modules.ts), as attributes of
 * the loader's script: `data-run` the entries, in order, `data-preload` every module they import; file names under
 * MODULE_DIR, separated by spaces.
 */
export const PAGE_MODULES_ID = 'page-modules';
export const MODULE_DIR = '/_astro/';

export interface PageModuleList {
  run: string[];
  preload: string[];
}

/** A page's deferred module list (site paths), or undefined when it has none. */
export function pageModuleList(document: ReturnType<typeof parseHtml>): PageModuleList | undefined {
  const loader = elementsByTag(document, 'script').find((script) => attribute(script, 'id') === PAGE_MODULES_ID);
  if (!loader) return undefined;
  const files = (name: string) => (attribute(loader, name) ?? '').split(' ').filter(Boolean).map((file) => MODULE_DIR + file);
  return { run: files('data-run'), preload: files('data-preload') };
}

/** The module scripts a page loads: its `<script type="module" src>` tags and the entries its loader runs after the first paint. */
export function moduleScripts(html: string): string[] {
  const document = parseHtml(html);
  const tags = elementsByTag(document, 'script').filter(isModuleScript).map((script) => attribute(script, 'src') ?? '');
  return [...new Set([...tags, ...(pageModuleList(document)?.run ?? [])])];
}

/**
 * The modules Astro's islands load (`<astro-island component-url renderer-url>`): the island's component and
 * its framework's renderer. Counted whatever the directive: an island that hydrates when seen or when idle
 * still loads in the visit, and a budget that skipped it would pass with React on the page.
 */
export function islandModules(html: string): string[] {
  const sources = new Set<string>();
  for (const island of elementsByTag(parseHtml(html), 'astro-island'))
    for (const name of ['component-url', 'renderer-url']) {
      const src = attribute(island, name);
      if (src) sources.add(src);
    }
  return [...sources];
}

/** The gzip size in bytes of the JavaScript a page loads in a modern browser. */
export function pageJsGzipBytes(outDir: string, routePath: string): { bytes: number; files: string[] } {
  const html = readFileSync(htmlFileFor(outDir, routePath), 'utf8');
  const files = moduleScripts(html);
  const bytes = files.reduce((sum, src) => sum + gzipSync(readFileSync(path.join(outDir, src.split('?')[0] ?? src)), { level: 9 }).length, 0);
  return { bytes, files };
}

/**
 * The budgets of a page Astro draws (issue 37), in brotli bytes as a browser downloads them: the JavaScript
 * it loads at page load (its module scripts and everything they import statically; what loads on first use is
 * not counted) and its HTML. Content pages carry no framework: 50 KiB; the pages with a full form or the
 * call picker 130 KiB; HTML 20 KB, 30 KB for the portfolio (every project's card), 20.5 KB for the two case studies whose
 * hero artwork is inlined and largest (/work/bloxios about 5.6 KB of its page, with the link to its audit report and its
 * client's name; /work/vision-millennium, since every page carries the 0.25 KB loader that requests its modules after
 * the first paint, build/defer-page-modules.ts).
 */
export const ASTRO_BUDGETS = {
  contentJs: 50 * 1024,
  formJs: 130 * 1024,
  formPages: ['/contact', '/careers/apply', '/careers/resume', '/contact/reschedule'],
  html: 20_000,
  largeHtml: { '/our-work/portfolio': 30_000, '/work/bloxios': 20_500, '/work/vision-millennium': 20_500 } as Record<string, number>,
} as const;

export function astroBudgetsFor(route: string): { js: number; html: number } {
  return {
    js: (ASTRO_BUDGETS.formPages as readonly string[]).includes(route) ? ASTRO_BUDGETS.formJs : ASTRO_BUDGETS.contentJs,
    html: ASTRO_BUDGETS.largeHtml[route] ?? ASTRO_BUDGETS.html,
  };
}

const brotli = (data: Buffer) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The files a module imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from`), not `import()`. */
export function staticImports(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+)["']/g)) found.add(match[1]!);
  return [...found];
}

/**
 * The modules `entries` load before they run: each entry and everything it imports statically, each file once, in
 * the order they are found (`readModule` reads a module of the export by its site path).
 */
export function staticModuleClosure(entries: readonly string[], readModule: (file: string) => string): string[] {
  const seen = new Set<string>();
  const visit = (src: string) => {
    const file = src.split('?')[0] ?? src;
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of staticImports(readModule(file))) visit(path.posix.join(path.posix.dirname(file), imported));
  };
  for (const src of entries) visit(src);
  return [...seen];
}

/** The brotli size of the JavaScript a page loads at page load: its module scripts, its islands' modules and their static imports, each file once. */
export function pageJsBrotliBytes(outDir: string, routePath: string): { bytes: number; files: string[] } {
  const html = readFileSync(htmlFileFor(outDir, routePath), 'utf8');
  const files = staticModuleClosure([...moduleScripts(html), ...islandModules(html)], (file) => readFileSync(path.join(outDir, file), 'utf8'));
  return { bytes: files.reduce((sum, file) => sum + brotli(readFileSync(path.join(outDir, file))), 0), files };
}

/** The brotli size of a page's HTML. */
export function pageHtmlBrotliBytes(outDir: string, routePath: string): number {
  return brotli(readFileSync(htmlFileFor(outDir, routePath)));
}

/**
 * The first TCP round trip: ten segments of 1,460 bytes. A page whose first response (headers and brotli HTML) is
 * larger waits one more round trip before it can paint: 0.15 s on the benches' phone line (docs/performance.md).
 */
export const ONE_ROUND_TRIP_BYTES = 14_600;

/**
 * The response headers a page is served with besides its Content-Security-Policy: status line, caching, the
 * security headers, ETag, date and request id (736 bytes on `/` from server/http/headers.ts, 2026-12-06).
 */
const OTHER_HEADER_BYTES = 740;

/** A page's first response as the server sends it: the brotli HTML and its headers, the CSP the page's own (out/_serving.json). */
export function pageFirstResponseBytes(outDir: string, routePath: string): number {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '_serving.json'), 'utf8')) as { pages: Record<string, { csp: string }> };
  const csp = manifest.pages[routePath]?.csp;
  if (csp === undefined) throw new Error(`${routePath} is not in ${outDir}/_serving.json`);
  const cspHeader = `content-security-policy: ${csp}\r\n`.length;
  return pageHtmlBrotliBytes(outDir, routePath) + cspHeader + OTHER_HEADER_BYTES;
}
