import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineHeroArt } from './inline-hero-art';
import { deferPageModules } from './defer-page-modules';

/** HTML files of an export (relative, '/'-separated, sorted); Astro's `_astro` assets hold none. */
export function exportHtmlFiles(root: string, dir = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (relative !== '_astro') files.push(...exportHtmlFiles(root, relative));
    } else if (entry.name.endsWith('.html')) files.push(relative);
  }
  return files.sort();
}

/** Reads files of the export by their site path, each from disk once; a missing one stops the build. */
function exportFileReader(root: string, missing: (href: string) => string): (href: string) => string {
  const files = new Map<string, string>();
  return (href) => {
    const cached = files.get(href);
    if (cached !== undefined) return cached;
    const file = path.join(root, href);
    if (!existsSync(file)) throw new Error(missing(href));
    const text = readFileSync(file, 'utf8');
    files.set(href, text);
    return text;
  };
}

export interface FinishedPages {
  pages: number;
  /** Hero artworks written into their pages. */
  inlined: number;
  /** Modules requested after the first paint, summed over the pages. */
  deferred: number;
}

/**
 * The postbuild's page step, on every page: its hero artwork written into its HTML (inline-hero-art.ts) and the
 * modules it loads requested after its first paint (defer-page-modules.ts). `skip` names the HTML files that are not pages
 * (the static redirect pages). A page that asks for artwork or a module the export lacks stops the build, with the
 * file named.
 */
export function finishPages(root: string, skip: ReadonlySet<string> = new Set()): FinishedPages {
  const readSvg = exportFileReader(root, (src) => `the artwork ${src} it shows is not in the export`);
  const readModule = exportFileReader(root, (src) => `the module ${src} it loads is not in the export`);
  const done: FinishedPages = { pages: 0, inlined: 0, deferred: 0 };
  for (const file of exportHtmlFiles(root)) {
    if (skip.has(file)) continue;
    const source = readFileSync(path.join(root, file), 'utf8');
    let html: string;
    try {
      const art = inlineHeroArt(source, readSvg);
      const deferred = deferPageModules(art.html, readModule, (href, text) => {
        const target = path.join(root, href);
        if (existsSync(target)) return;
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, text);
      });
      html = deferred.html;
      done.inlined += art.inlined.length;
      done.deferred += deferred.modules.length;
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    if (html !== source) writeFileSync(path.join(root, file), html);
    done.pages += 1;
  }
  return done;
}
