import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { redirects } from '@/content/redirects';
import { inlineScriptHashes } from './script-hashes';
import { SERVING_MANIFEST, contentSecurityPolicy } from './headers';

/**
 * What the build knows about the export and the servers need: which URL paths are pages (only
 * they answer 200 as HTML), their files, and each page's Content-Security-Policy with the hashes
 * of its inline scripts, computed once by scripts/postbuild.ts and written to `out/_serving.json`.
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
}

/** HTML files of the export that are not pages of their own. */
const NOT_FOUND_FILES = new Set(['404.html', '_not-found.html']);

/** The page path of an HTML file of the export: `index.html` -> `/`, `a/b.html` -> `/a/b`. */
export function pagePathOf(file: string): string {
  const clean = file.split(path.sep).join('/').replace(/\.html$/, '');
  return clean === 'index' ? '/' : `/${clean}`;
}

function htmlFiles(root: string, dir = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (relative !== '_next') files.push(...htmlFiles(root, relative));
    } else if (entry.name.endsWith('.html')) files.push(relative);
  }
  return files.sort();
}

/** Reads every page of a finished export and computes its policy (run by the postbuild). */
export function buildSiteManifest(root: string, mediaOrigins: readonly string[] = []): SiteManifest {
  const policyOf = (file: string) => contentSecurityPolicy(inlineScriptHashes(readFileSync(path.join(root, file), 'utf8')), mediaOrigins);
  const redirected = new Set<string>(redirects.map((entry) => entry.from));
  const pages: Record<string, ServedPage> = {};
  for (const file of htmlFiles(root)) {
    if (NOT_FOUND_FILES.has(file)) continue;
    const pagePath = pagePathOf(file);
    // The static redirect pages are for hosts without rules; servers answer those paths with 308.
    if (redirected.has(pagePath)) continue;
    pages[pagePath] = { file, csp: policyOf(file) };
  }
  return { version: 1, pages, notFound: { file: '404.html', csp: policyOf('404.html') } };
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

/** The origins the hero video may come from: the hosted storage when the build was configured with one. */
export function mediaOriginsFrom(env: Record<string, string | undefined>): string[] {
  const url = env.NEXT_PUBLIC_SUPABASE_URL?.trim();
  return url ? [new URL(url).origin] : [];
}

/** The redirect table as a map (from -> to). */
export const redirectMap: ReadonlyMap<string, string> = new Map(redirects.map((entry) => [entry.from, entry.to]));
