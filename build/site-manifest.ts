import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { redirects } from '@/content/redirects';
import { contentSecurityPolicy } from '@/server/http/headers';
import type { ServedPage, SiteManifest } from '@/server/site-manifest';
import { exportHtmlFiles } from './export-pages';
import { inlineScriptHashes } from './script-hashes';

/**
 * The serving manifest's build half: which files of the finished export are pages, and each page's CSP
 * with the hashes of its inline scripts (script-hashes.ts). The servers read it (server/site-manifest.ts).
 */

/** HTML files of the export that are not pages of their own: the not-found and the server-error page. */
const NOT_FOUND_FILE = '404.html';
const SERVER_ERROR_FILE = '500.html';
const ERROR_FILES = new Set([NOT_FOUND_FILE, SERVER_ERROR_FILE]);

/** The page path of an HTML file of the export: `index.html` -> `/`, `a/b.html` -> `/a/b`. */
export function pagePathOf(file: string): string {
  const clean = file.split(path.sep).join('/').replace(/\.html$/, '');
  return clean === 'index' ? '/' : `/${clean}`;
}

/** Reads every page of a finished export and computes its policy (run by the postbuild). */
export function buildSiteManifest(root: string, mediaOrigins: readonly string[] = []): SiteManifest {
  const policyOf = (file: string) => contentSecurityPolicy(inlineScriptHashes(readFileSync(path.join(root, file), 'utf8')), mediaOrigins);
  const redirected = new Set<string>(redirects.map((entry) => entry.from));
  const pages: Record<string, ServedPage> = {};
  for (const file of exportHtmlFiles(root)) {
    if (ERROR_FILES.has(file)) continue;
    const pagePath = pagePathOf(file);
    // The static redirect pages are for hosts without rules; servers answer those paths with 308.
    if (redirected.has(pagePath)) continue;
    pages[pagePath] = { file, csp: policyOf(file) };
  }
  const serverError = existsSync(path.join(root, SERVER_ERROR_FILE)) ? { serverError: { file: SERVER_ERROR_FILE, csp: policyOf(SERVER_ERROR_FILE) } } : {};
  return { version: 1, pages, notFound: { file: NOT_FOUND_FILE, csp: policyOf(NOT_FOUND_FILE) }, ...serverError };
}

/** The origins the hero video may come from: the hosted storage when the build was configured with one. */
export function mediaOriginsFrom(env: Record<string, string | undefined>): string[] {
  const url = env.NEXT_PUBLIC_SUPABASE_URL?.trim();
  return url ? [new URL(url).origin] : [];
}

