import { cpSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { rendererOf, type Renderer } from '../content/site-map/renderers';
import { pagePathOf } from './site-manifest';

function htmlFiles(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return relative === '_astro' ? [] : htmlFiles(root, relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

/**
 * Puts the pages Astro drew (`astroOut`) into Next's export (`out`) with their assets (`_astro/`), while the two
 * renderers share the site (issue 37). Every page must belong to a family content/site-map/renderers.ts gives to
 * Astro, and Next must not have drawn it too: either mistake stops the build, naming the page. Files Astro copied
 * from public/ are Next's copies already. Returns the HTML files copied, relative to `out`. `rendererFor` is the
 * registry's answer (a test names its own, whichever families have moved).
 */
export function mergeExports(astroOut: string, out: string, rendererFor: (sitePath: string) => Renderer | undefined = rendererOf): string[] {
  const pages = htmlFiles(astroOut).sort();
  for (const file of pages) {
    const sitePath = pagePathOf(file);
    const renderer = rendererFor(sitePath);
    if (renderer !== 'astro') throw new Error(`${file}: Astro drew ${sitePath}, but content/site-map/renderers.ts gives its family to ${renderer ?? 'nobody'}`);
    if (existsSync(path.join(out, file))) throw new Error(`${file}: both renderers drew ${sitePath}; remove its route from one of them`);
  }
  for (const file of pages) cpSync(path.join(astroOut, file), path.join(out, file));
  if (existsSync(path.join(astroOut, '_astro'))) cpSync(path.join(astroOut, '_astro'), path.join(out, '_astro'), { recursive: true });
  return pages;
}
