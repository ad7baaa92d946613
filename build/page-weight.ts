import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { attribute, elementsByTag, parseHtml } from '@/lib/html';
import { deferredList, isModuleScript } from './defer-scripts';

/** The exported HTML file for a route path: '/' -> out/index.html, '/a/b' -> out/a/b.html. */
export function htmlFileFor(outDir: string, routePath: string): string {
  return path.join(outDir, routePath === '/' ? 'index.html' : `${routePath.replace(/^\//, '')}.html`);
}

/** The module scripts a modern browser loads for a page (the `noModule` polyfill excluded), deferred ones included. */
export function moduleScripts(html: string): string[] {
  const document = parseHtml(html);
  const sources = new Set<string>(deferredList(document));
  for (const script of elementsByTag(document, 'script').filter(isModuleScript)) sources.add(attribute(script, 'src') ?? '');
  return [...sources];
}

/** The gzip size in bytes of the JavaScript a page loads in a modern browser. */
export function pageJsGzipBytes(outDir: string, routePath: string): { bytes: number; files: string[] } {
  const html = readFileSync(htmlFileFor(outDir, routePath), 'utf8');
  const files = moduleScripts(html);
  const bytes = files.reduce((sum, src) => sum + gzipSync(readFileSync(path.join(outDir, src.split('?')[0] ?? src)), { level: 9 }).length, 0);
  return { bytes, files };
}
