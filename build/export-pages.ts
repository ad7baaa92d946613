import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withCompileHint } from './compile-hints';
import { deferModuleScripts } from './defer-scripts';
import { inlineHeroArt } from './inline-hero-art';
import { inlineStylesheets } from './inline-styles';

/** HTML files of an export (relative, '/'-separated, sorted); Next's `_next` assets hold none. */
export function exportHtmlFiles(root: string, dir = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (relative !== '_next' && relative !== '_astro') files.push(...exportHtmlFiles(root, relative));
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

export interface PostprocessedPages {
  /** Pages rewritten (or found already rewritten). */
  pages: number;
  /** The module scripts the pages load after their first paint, each now carrying the compile hint. */
  scripts: string[];
}

/**
 * Steps 2 and 3 of the postbuild on every page Next exported: the stylesheet inlined
 * (inline-styles.ts), the module scripts moved behind the largest contentful paint (defer-scripts.ts),
 * the hero artwork written into the page (inline-hero-art.ts) and each of those scripts marked for
 * eager compilation (compile-hints.ts). `skip` names the HTML files that are not Next's pages (the
 * static redirect pages); `astroPages` those Astro drew, which only get their hero artwork (they link one
 * cached stylesheet and load no script before their first paint). A page without the stylesheet link or the module scripts stops the build
 * with its file named: Next's output changed, and shipping it unprocessed would silently lose what
 * these steps are for.
 */
export function postprocessPages(
  root: string,
  { skip = new Set<string>(), astroPages = new Set<string>() }: { skip?: ReadonlySet<string>; astroPages?: ReadonlySet<string> } = {},
): PostprocessedPages {
  /** Every page inlines the same stylesheet: read it from disk once. */
  const readStylesheet = exportFileReader(root, (href) => `the stylesheet ${href} it links is not in the export`);
  /** A page's hero artwork, read from the export (the copy of public/ it serves). */
  const readSvg = exportFileReader(root, (src) => `the artwork ${src} it shows is not in the export`);
  const scripts = new Set<string>();
  let pages = 0;
  for (const file of exportHtmlFiles(root)) {
    if (skip.has(file)) continue;
    const source = readFileSync(path.join(root, file), 'utf8');
    let html: string;
    try {
      // Next's pages get the stylesheet inlined and the scripts deferred first; every page its hero artwork.
      let drawn = source;
      if (!astroPages.has(file)) {
        const deferred = deferModuleScripts(inlineStylesheets(source, readStylesheet).html);
        for (const script of deferred.scripts) scripts.add(script);
        drawn = deferred.html;
      }
      html = inlineHeroArt(drawn, readSvg).html;
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    if (html !== source) writeFileSync(path.join(root, file), html);
    pages += 1;
  }
  for (const script of scripts) {
    const file = path.join(root, script.split('?')[0] ?? script);
    if (!existsSync(file)) throw new Error(`${script.replace(/^\//, '')}: the pages load it, but it is not in the export`);
    const source = readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted !== source) writeFileSync(file, hinted);
  }
  return { pages, scripts: [...scripts] };
}
