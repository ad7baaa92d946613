/** A share image of the Open Graph and Twitter cards. */
export interface ShareImage {
  url: string;
  type?: string;
  width?: number;
  height?: number;
  alt?: string;
}

/** A page's own head: what lib/metadata.ts and lib/blog/metadata.ts give a route. */
export interface PageMetadata {
  /** Templated by the site's `title.template`; `absolute` is written as it is (the home page). */
  title?: string | { absolute: string };
  description?: string;
  authors?: readonly { name: string }[];
  referrer?: 'no-referrer' | 'strict-origin-when-cross-origin';
  /** An object for the usual pair, or the content as it is ('noindex' on the not-found page). */
  robots?: string | { index?: boolean; follow?: boolean };
  alternates?: { canonical?: string; types?: Record<string, readonly { url: string; title?: string }[]> };
  openGraph?: {
    title?: string;
    description?: string;
    url?: string;
    siteName?: string;
    locale?: string;
    type?: 'website' | 'article';
    images?: readonly ShareImage[];
    publishedTime?: string;
    modifiedTime?: string;
    authors?: readonly string[];
    tags?: readonly string[];
  };
  twitter?: { card?: 'summary' | 'summary_large_image'; title?: string; description?: string; images?: readonly { url: string; alt?: string }[] };
}

/** What every page's head carries before its own metadata. */
export interface SiteMetadata {
  metadataBase: URL;
  title: { template: string; default: string };
  applicationName?: string;
  description?: string;
  formatDetection?: { telephone?: boolean };
  icons: { icon: readonly { url: string; type: string }[]; apple: string };
  manifest: string;
}

export interface Viewport {
  themeColor?: string;
  colorScheme?: 'light' | 'dark';
}

/**
 * A page's head as a list of tags: title, description, canonical, feeds, Open Graph and Twitter tags, robots
 * and icons (the order Next.js wrote them in, kept through the move to Astro so the export diff could compare).
 */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  attributes: Record<string, string>;
  text?: string;
}

const meta = (attributes: Record<string, string>): HeadTag => ({ tag: 'meta', attributes });
const link = (attributes: Record<string, string>): HeadTag => ({ tag: 'link', attributes });

export function headTags(site: SiteMetadata, viewport: Viewport, page: PageMetadata): HeadTag[] {
  const absolute = (url: string) => new URL(url, site.metadataBase).toString();
  // A page's own address: the site's root is its bare origin ('https://example.com', no slash).
  const pageUrl = (url: string) => {
    const resolved = new URL(url, site.metadataBase);
    return resolved.pathname === '/' && !resolved.search ? resolved.origin : resolved.href;
  };
  const tags: HeadTag[] = [];
  if (viewport.themeColor) tags.push(meta({ name: 'theme-color', content: viewport.themeColor }));
  if (viewport.colorScheme) tags.push(meta({ name: 'color-scheme', content: viewport.colorScheme }));

  const title = page.title;
  const titleText = title === undefined ? site.title.default : typeof title === 'string' ? site.title.template.replace('%s', title) : title.absolute;
  tags.push({ tag: 'title', attributes: {}, text: titleText });
  const description = page.description ?? site.description;
  if (description) tags.push(meta({ name: 'description', content: description }));
  if (site.applicationName) tags.push(meta({ name: 'application-name', content: site.applicationName }));
  for (const author of page.authors ?? []) tags.push(meta({ name: 'author', content: author.name }));
  if (page.referrer) tags.push(meta({ name: 'referrer', content: page.referrer }));
  const robots = page.robots;
  if (typeof robots === 'string') tags.push(meta({ name: 'robots', content: robots }));
  else if (robots) {
    tags.push(meta({ name: 'robots', content: `${robots.index === false ? 'noindex' : 'index'}, ${robots.follow === false ? 'nofollow' : 'follow'}` }));
  }
  const canonical = page.alternates?.canonical;
  if (canonical) tags.push(link({ rel: 'canonical', href: pageUrl(canonical) }));
  for (const [type, feeds] of Object.entries(page.alternates?.types ?? {})) {
    for (const feed of feeds) {
      tags.push(link({ rel: 'alternate', type, href: absolute(feed.url), ...(feed.title ? { title: feed.title } : {}) }));
    }
  }
  if (site.formatDetection?.telephone === false) tags.push(meta({ name: 'format-detection', content: 'telephone=no' }));

  const og = page.openGraph;
  if (og) {
    const property = (name: string, content: string | undefined) => content !== undefined && tags.push(meta({ property: `og:${name}`, content }));
    property('title', og.title);
    property('description', og.description);
    property('url', og.url ? pageUrl(og.url) : undefined);
    property('site_name', og.siteName);
    property('locale', og.locale);
    for (const image of og.images ?? []) {
      property('image', absolute(image.url));
      property('image:type', image.type);
      property('image:width', image.width?.toString());
      property('image:height', image.height?.toString());
      property('image:alt', image.alt);
    }
    property('type', og.type);
    if (og.type === 'article') {
      if (og.publishedTime) tags.push(meta({ property: 'article:published_time', content: og.publishedTime }));
      if (og.modifiedTime) tags.push(meta({ property: 'article:modified_time', content: og.modifiedTime }));
      for (const author of og.authors ?? []) tags.push(meta({ property: 'article:author', content: author }));
      for (const tag of og.tags ?? []) tags.push(meta({ property: 'article:tag', content: tag }));
    }
  }
  const twitter = page.twitter;
  if (twitter) {
    const name = (key: string, content: string | undefined) => content !== undefined && tags.push(meta({ name: `twitter:${key}`, content }));
    name('card', twitter.card);
    name('title', twitter.title);
    name('description', twitter.description);
    for (const image of twitter.images ?? []) {
      name('image', absolute(image.url));
      name('image:alt', image.alt);
    }
  }
  for (const icon of site.icons.icon) tags.push(link({ rel: 'icon', href: icon.url, type: icon.type }));
  tags.push(link({ rel: 'apple-touch-icon', href: site.icons.apple }));
  return tags;
}
