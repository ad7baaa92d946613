import { readFileSync } from 'node:fs';
import path from 'node:path';
import { redirects } from '@/content/redirects';
import { SERVING_MANIFEST } from './http/headers';

/**
 * What the build knows about the export and the servers need: which URL paths are pages (only
 * they answer 200 as HTML), their files, and each page's Content-Security-Policy with the hashes
 * of its inline scripts, computed once at build (build/site-manifest.ts, run by scripts/postbuild.ts) and
 * written to `out/_serving.json`; the server only reads it.
 */
export interface ServedPage {
  /** The HTML file, relative to the export root. */
  file: string;
  csp: string;
}

export interface SiteManifest {
  version: 1;
  /** Canonical URL path (`/`, `/a/b`) -> page. */
  pages: Record<string, ServedPage>;
  /** The not-found page, answered with status 404. */
  notFound: ServedPage;
  /** The server-error page (app/pages/500.astro), answered with status 500 when a page request fails. */
  serverError?: ServedPage;
}

export function readSiteManifest(root: string): SiteManifest {
  const file = path.join(root, SERVING_MANIFEST);
  let manifest: SiteManifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as SiteManifest;
  } catch (error) {
    throw new Error(`No serving manifest at ${file}: run "npm run build" (its postbuild writes it).`, { cause: error });
  }
  if (manifest.version !== 1 || !manifest.pages || !manifest.notFound) throw new Error(`${file} is not a serving manifest of this version.`);
  return manifest;
}

/** The redirect table as a map (from -> to). */
export const redirectMap: ReadonlyMap<string, string> = new Map(redirects.map((entry) => [entry.from, entry.to]));
