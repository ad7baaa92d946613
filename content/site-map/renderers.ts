import { pathOf } from '../paths';

/**
 * Which renderer builds each family of pages while the site moves from Next.js to Astro (issue 37, staged
 * one family at a time). A link between two families built by different renderers must be a full page load:
 * Next's client router misbehaves on links into pages it did not build (vercel/next.js #82417), so the site's
 * one link component (components/ui/site-link.tsx) and the header's click navigation ask `rendererOf` first.
 * Families are matched by their path prefix, longest first; '/' names the home page only. A path no family names
 * (the 404 page, files of public/) has no renderer: its link is a plain anchor and the server answers it.
 */
export type Renderer = 'next' | 'astro';

export interface PageFamily {
  name: string;
  /** Path prefixes of the family ('/privacy' matches /privacy and /privacy/…, never /privacy-old). */
  prefixes: readonly `/${string}`[];
  renderer: Renderer;
}

/** In the order the issue suggests moving them. */
export const pageFamilies: readonly PageFamily[] = [
  { name: 'legal', prefixes: ['/privacy', '/terms', '/cookies'], renderer: 'astro' },
  { name: 'blog articles', prefixes: ['/blog'], renderer: 'astro' },
  { name: 'blog list', prefixes: ['/our-work/blog', '/insights'], renderer: 'astro' },
  { name: 'work', prefixes: ['/work', '/our-work'], renderer: 'astro' },
  { name: 'services and industries', prefixes: ['/services', '/industries'], renderer: 'astro' },
  { name: 'company and press', prefixes: ['/about', '/team', '/press', '/resources'], renderer: 'astro' },
  { name: 'careers', prefixes: ['/careers'], renderer: 'astro' },
  { name: 'home', prefixes: ['/'], renderer: 'astro' },
  { name: 'contact and booking', prefixes: ['/contact'], renderer: 'astro' },
  // Endpoints of app/pages/ that write files, not pages, some under a prefix of another family: share images, the
  // feed, the checklist downloads, sitemap, robots, manifest. Named so that npm run dev sends them to astro dev.
  {
    name: 'files',
    prefixes: ['/og', '/blog/rss.xml', '/resources/checklists', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest'],
    renderer: 'astro',
  },
];

/** The lookup of a list of families: the family of a site path or link ('/terms#changes' -> legal), longest prefix first. */
export function familyLookup(families: readonly PageFamily[]): (href: string) => PageFamily | undefined {
  const prefixes = families.flatMap((family) => family.prefixes.map((prefix) => ({ prefix, family }))).sort((a, b) => b.prefix.length - a.prefix.length);
  return (href) => {
    // Undefined for what is not a path of this site: mail and phone links, other origins, protocol-relative URLs.
    if (!href.startsWith('/') || href.startsWith('//')) return undefined;
    const path = pathOf(href);
    return prefixes.find(({ prefix }) => path === prefix || (prefix !== '/' && path.startsWith(`${prefix}/`)))?.family;
  };
}

// Pure: a bundle that imports this module for another export (header-enhance.ts) drops the lookup.
export const familyOf = /* @__PURE__ */ familyLookup(pageFamilies);

/** The renderer that builds the page a link leads to; undefined for links off the site and paths no family names. */
export function rendererOf(href: string): Renderer | undefined {
  return familyOf(href)?.renderer;
}
