import type { SectionPage } from '@/content/shared/page';
import type { PageMetadata, SiteMetadata, Viewport } from './head-tags';
import { site } from '@/content/site';
import { brandColors } from './brand';
import { iconSvg, svgDataUrl } from './icon';
import { OG_IMAGE_SIZE, ogImagePath } from './og';

/** What every page's head carries before its own metadata (app/layouts/site-page.astro). */
export const siteMetadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
  // Inline, so that no page waits on a favicon request; /favicon.ico and /icon.svg stay for other clients.
  icons: { icon: [{ url: svgDataUrl(iconSvg), type: 'image/svg+xml' }], apple: '/apple-touch-icon.png' },
  // Written by app/pages/manifest.webmanifest.ts, linked after load (components/layout/manifest-link.ts).
  manifest: '/manifest.webmanifest',
} satisfies SiteMetadata;

export const siteViewport = {
  themeColor: brandColors.ink,
  colorScheme: 'light',
} satisfies Viewport;

/**
 * Every page's metadata: title (templated by the root layout), description, canonical URL (absolute
 * through the layout's metadataBase, from the site's URL) and the Open Graph and Twitter cards
 * with the page's share image, which app/pages/og renders at build for every canonical page of the registry.
 * `path` is the page's canonical path (an alias passes the path of the page it repeats).
 */
export function pageMetadata({
  title,
  description,
  path,
  noindex = false,
}: {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
}): PageMetadata {
  const fullTitle = `${title} | ${site.name}`;
  const image = { url: ogImagePath(path), ...OG_IMAGE_SIZE, type: 'image/png', alt: fullTitle };
  return {
    // The home page's title is its full title; every other page's is templated by siteMetadata.title.
    title: path === '/' ? { absolute: fullTitle } : title,
    description,
    alternates: { canonical: path },
    openGraph: { title: fullTitle, description, url: path, siteName: site.name, type: 'website', locale: 'en_US', images: [image] },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [{ url: image.url, alt: fullTitle }] },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The metadata of a page module: its title and description, at its own path. */
export function sectionPageMetadata(page: Pick<SectionPage, 'meta' | 'path'>): PageMetadata {
  return pageMetadata({ ...page.meta, path: page.path });
}
