import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineHeroArt } from './inline-hero-art';

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

/**
 * The postbuild's page step: every page's hero artwork written into its HTML (inline-hero-art.ts), each SVG read
 * from the export once. `skip` names the HTML files that are not pages (the static redirect pages). A page that
 * asks for artwork the export lacks stops the build, with the file named.
 */
export function inlineHeroArtIntoPages(root: string, skip: ReadonlySet<string> = new Set()): { pages: number; inlined: number } {
  const svgs = new Map<string, string>();
  const readSvg = (src: string) => {
    const cached = svgs.get(src);
    if (cached !== undefined) return cached;
    const file = path.join(root, src);
    if (!existsSync(file)) throw new Error(`the artwork ${src} it shows is not in the export`);
    const text = readFileSync(file, 'utf8');
    svgs.set(src, text);
    return text;
  };
  let pages = 0;
  let inlined = 0;
  for (const file of exportHtmlFiles(root)) {
    if (skip.has(file)) continue;
    const source = readFileSync(path.join(root, file), 'utf8');
    let result: ReturnType<typeof inlineHeroArt>;
    try {
      result = inlineHeroArt(source, readSvg);
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    if (result.html !== source) writeFileSync(path.join(root, file), result.html);
    pages += 1;
    inlined += result.inlined.length;
  }
  return { pages, inlined };
}
