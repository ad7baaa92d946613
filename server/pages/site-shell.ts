import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_SHELL } from '../http/headers';

export { SITE_SHELL };

/**
 * The site's frame around the pages the server renders, cut from the export at build
 * (build/site-shell.ts, run by scripts/postbuild.ts) and written to `out/_shell.json`; the server
 * only reads it (server/pages/site-page.ts wraps each page in it).
 */
export interface SiteShell {
  version: 1;
  /** <html lang> and class (the font variables). */
  lang: string;
  htmlClass: string;
  bodyClass: string;
  /** The attributes of the site's <main> (id="main" for the skip link, its classes). */
  mainAttributes: { name: string; value: string }[];
  /** For <head>: theme colour, icons, font preloads and the stylesheet link. No scripts. */
  head: string;
  /** The body before <main> (skip link, site header) and after it (footer), scripts removed. */
  before: string;
  after: string;
}

export function readSiteShell(root: string): SiteShell | undefined {
  try {
    const shell = JSON.parse(readFileSync(path.join(root, SITE_SHELL), 'utf8')) as SiteShell;
    return shell.version === 1 && typeof shell.before === 'string' && typeof shell.after === 'string' ? shell : undefined;
  } catch {
    return undefined;
  }
}
