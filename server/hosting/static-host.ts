import { redirects } from '@/content/redirects';
import { ASSET_CACHE, HTML_CACHE, IMMUTABLE_CACHE, IMMUTABLE_PREFIXES, securityHeaders } from '../http/headers';
import type { SiteManifest } from '../site-manifest';
import { EDITOR_PAGES } from '../editor/paths';

/** What only the Node server answers, on every deployment: the API and the content editor (never files of the export). */
export const NODE_PATHS = ['/api', EDITOR_PAGES] as const;

/**
 * Proxy rules (status 200, Netlify's `_redirects` syntax) that send NODE_PATHS to the Node server at `origin`
 * (STATIC_HOST_NODE_ORIGIN at build, e.g. https://node.example.com): each path and everything under it.
 */
export function nodeProxyRules(origin: string): string[] {
  const url = new URL(origin);
  if (url.protocol !== 'https:' || url.origin !== origin.replace(/\/+$/, '')) throw new Error(`STATIC_HOST_NODE_ORIGIN must be an https origin such as https://node.example.com (got ${origin})`);
  return NODE_PATHS.flatMap((path) => [`${path} ${url.origin}${path} 200`, `${path}/* ${url.origin}${path}/:splat 200`]);
}

/**
 * `_redirects` and `_headers` for static hosts that read them (Netlify, Cloudflare Pages), from
 * the same tables as the Node server and the nginx configuration. With the Node server's origin, its paths
 * (the API, the editor) are proxied to it first: the first matching rule wins.
 */
export function redirectsFile(nodeOrigin?: string): string {
  const proxies = nodeOrigin ? nodeProxyRules(nodeOrigin) : [];
  return [...proxies, ...redirects.map(({ from, to }) => `${from} ${to} 308\n${from}/ ${to} 308`)].join('\n') + '\n';
}

/**
 * Hosts add up the headers of every rule a path matches, so each path must match exactly one rule
 * that sets Cache-Control: `/*` carries only the security headers; each page gets its own rule
 * (its Cache-Control and its CSP); hashed assets, media and the icons one rule each. Files no rule
 * names (RSC payloads, robots.txt, the sitemap) keep the host's default, a revalidating one.
 */
export function headerRules(manifest: SiteManifest, publicFiles: readonly string[]): { path: string; headers: Record<string, string> }[] {
  return [
    { path: '/*', headers: { ...securityHeaders } },
    ...Object.entries(manifest.pages).map(([path, page]) => ({ path, headers: { 'Cache-Control': HTML_CACHE, 'Content-Security-Policy': page.csp } })),
    ...IMMUTABLE_PREFIXES.map((prefix) => ({ path: `${prefix}*`, headers: { 'Cache-Control': IMMUTABLE_CACHE } })),
    ...publicFiles.map((path) => ({ path, headers: { 'Cache-Control': ASSET_CACHE } })),
  ];
}

export function headersFile(manifest: SiteManifest, publicFiles: readonly string[]): string {
  return (
    headerRules(manifest, publicFiles)
      .map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
      .join('\n') + '\n'
  );
}

/** Netlify / Cloudflare matching: an exact path, or a prefix ending in `*`. */
export function ruleMatches(rule: string, path: string): boolean {
  return rule.endsWith('*') ? path.startsWith(rule.slice(0, -1)) : rule === path;
}
