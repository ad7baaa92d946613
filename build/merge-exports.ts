import { cpSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { rendererOf, type Renderer } from '../content/site-map/renderers';
import { pagePathOf } from './site-manifest';

function filesUnder(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return relative === '_astro' ? [] : filesUnder(root, relative);
    return [relative];
  });
}

/** The not-found page: no family's (the server and the static hosts answer it for any unknown path). */
const NOT_FOUND = '404.html';
/** Next writes its built-in not-found page under both names whether or not the app has one; Astro's replaces both. */
export const NEXT_NOT_FOUND_COPIES: readonly string[] = ['404.html', '_not-found.html'];

/**
 * Puts what Astro drew (`astroOut`) into Next's export (`out`) with its assets (`_astro/`), while the two renderers
 * share the site (issue 37): the pages, the not-found page, and the files its endpoints wrote (robots.txt, the
 * sitemap, share images...). Every page must belong to a family content/site-map/renderers.ts gives to Astro, and
 * Next must not have drawn it, nor written an endpoint's file, too: either mistake stops the build, naming the file.
 * Files Astro copied from `publicDir` are Next's copies already. Returns the HTML files copied, relative to `out`.
 * `rendererFor` is the registry's answer (a test names its own, whichever families have moved).
 */
export function mergeExports(astroOut: string, out: string, publicDir: string, rendererFor: (sitePath: string) => Renderer | undefined = rendererOf): string[] {
  const files = filesUnder(astroOut)
    .filter((file) => !existsSync(path.join(publicDir, file)))
    .sort();
  for (const file of files) {
    if (file === NOT_FOUND) continue;
    if (file.endsWith('.html')) {
      const sitePath = pagePathOf(file);
      const renderer = rendererFor(sitePath);
      if (renderer !== 'astro') throw new Error(`${file}: Astro drew ${sitePath}, but content/site-map/renderers.ts gives its family to ${renderer ?? 'nobody'}`);
      if (existsSync(path.join(out, file))) throw new Error(`${file}: both renderers drew ${sitePath}; remove its route from one of them`);
    } else if (existsSync(path.join(out, file))) throw new Error(`${file}: both renderers wrote /${file}; remove its route from one of them`);
  }
  const written = files.flatMap((file) => (file === NOT_FOUND ? NEXT_NOT_FOUND_COPIES : [file]).map((target) => ({ file, target })));
  for (const { file, target } of written) cpSync(path.join(astroOut, file), path.join(out, target));
  if (existsSync(path.join(astroOut, '_astro'))) cpSync(path.join(astroOut, '_astro'), path.join(out, '_astro'), { recursive: true });
  return written.map(({ target }) => target).filter((target) => target.endsWith('.html')).sort();
}
