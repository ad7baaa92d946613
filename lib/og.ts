/**
 * Share images: one 1200x630 PNG per canonical page, rendered at build by app/pages/og/[...image].ts (lib/og-image.tsx)
 * from the route registry. The page's metadata (lib/metadata.ts) and the image route both derive the
 * file from the page's path, so a page added to the registry gets its image with no extra work.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** '/' -> '/og/index.png', '/services/devops' -> '/og/services/devops.png'. */
export function ogImagePath(pagePath: string): string {
  return pagePath === '/' ? '/og/index.png' : `/og${pagePath}.png`;
}

/** The catch-all segments of a page's image route: '/services/devops' -> ['services', 'devops.png']. */
export function ogImageSegments(pagePath: string): string[] {
  return ogImagePath(pagePath).split('/').slice(2);
}

/** The page a share image belongs to: ['services', 'devops.png'] -> '/services/devops'; null if not a PNG. */
export function pagePathOfOgImage(segments: readonly string[]): string | null {
  const joined = segments.join('/');
  if (!joined.endsWith('.png')) return null;
  const page = `/${joined.slice(0, -'.png'.length)}`;
  return page === '/index' ? '/' : page;
}
