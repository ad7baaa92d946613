import type { Metadata, Viewport } from 'next';

/**
 * A page's head as a list of tags, drawn from the same metadata Next is handed (lib/metadata.ts), in the
 * order Next writes them: a page the Astro layout draws has the same title, description, canonical, Open
 * Graph and Twitter tags, robots and icons as before the move (scripts/export-diff.ts compares them).
 * Only the fields this site uses are read.
 */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  attributes: Record<string, string>;
  text?: string;
}

type Site = { metadataBase: URL; title: { template: string; default: string }; applicationName?: string; description?: string; formatDetection?: { telephone?: boolean }; icons: { icon: readonly { url: string; type: string }[]; apple: string } };

const meta = (attributes: Record<string, string>): HeadTag => ({ tag: 'meta', attributes });
const link = (attributes: Record<string, string>): HeadTag => ({ tag: 'link', attributes });

function list<T>(value: T | readonly T[] | undefined): readonly T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value as T];
}

function textOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (value instanceof URL) return value.toString();
  return String(value);
}

export function headTags(site: Site, viewport: Viewport, page: Metadata): HeadTag[] {
  const absolute = (url: string | URL) => new URL(url, site.metadataBase).toString();
  // A page's own address as Next writes it: the site's root is its bare origin ('https://example.com', no slash).
  const pageUrl = (url: string | URL) => {
    const resolved = new URL(url, site.metadataBase);
    return resolved.pathname === '/' && !resolved.search ? resolved.origin : resolved.href;
  };
  const tags: HeadTag[] = [];
  if (typeof viewport.themeColor === 'string') tags.push(meta({ name: 'theme-color', content: viewport.themeColor }));
  if (viewport.colorScheme) tags.push(meta({ name: 'color-scheme', content: viewport.colorScheme }));

  const title = page.title;
  const titleText =
    title === undefined || title === null
      ? site.title.default
      : typeof title === 'string'
        ? site.title.template.replace('%s', title)
        : 'absolute' in title && title.absolute
          ? title.absolute
          : site.title.default;
  tags.push({ tag: 'title', attributes: {}, text: titleText });
  const description = page.description ?? site.description;
  if (description) tags.push(meta({ name: 'description', content: description }));
  if (site.applicationName) tags.push(meta({ name: 'application-name', content: site.applicationName }));
  for (const author of list(page.authors)) if (author?.name) tags.push(meta({ name: 'author', content: author.name }));
  if (typeof page.referrer === 'string') tags.push(meta({ name: 'referrer', content: page.referrer }));
  const robots = page.robots;
  if (typeof robots === 'string') tags.push(meta({ name: 'robots', content: robots }));
  else if (robots) {
    tags.push(meta({ name: 'robots', content: `${robots.index === false ? 'noindex' : 'index'}, ${robots.follow === false ? 'nofollow' : 'follow'}` }));
  }
  const canonical = textOf(page.alternates?.canonical);
  if (canonical) tags.push(link({ rel: 'canonical', href: pageUrl(canonical) }));
  for (const [type, feeds] of Object.entries(page.alternates?.types ?? {})) {
    for (const feed of list(feeds as { url: string; title?: string } | readonly { url: string; title?: string }[])) {
      tags.push(link({ rel: 'alternate', type, href: absolute(feed.url), ...(feed.title ? { title: feed.title } : {}) }));
    }
  }
  if (site.formatDetection?.telephone === false) tags.push(meta({ name: 'format-detection', content: 'telephone=no' }));

  const og = page.openGraph;
  if (og) {
    const property = (name: string, content: string | undefined) => content !== undefined && tags.push(meta({ property: `og:${name}`, content }));
    property('title', textOf(og.title));
    property('description', og.description);
    property('url', og.url ? pageUrl(og.url) : undefined);
    property('site_name', og.siteName);
    property('locale', og.locale);
    for (const image of list(og.images) as readonly { url: string; type?: string; width?: number; height?: number; alt?: string }[]) {
      property('image', absolute(image.url));
      property('image:type', image.type);
      property('image:width', textOf(image.width));
      property('image:height', textOf(image.height));
      property('image:alt', image.alt);
    }
    const article = og as { type?: string; publishedTime?: string; modifiedTime?: string; authors?: string | readonly string[]; tags?: string | readonly string[] };
    property('type', article.type);
    if (article.type === 'article') {
      if (article.publishedTime) tags.push(meta({ property: 'article:published_time', content: article.publishedTime }));
      if (article.modifiedTime) tags.push(meta({ property: 'article:modified_time', content: article.modifiedTime }));
      for (const author of list(article.authors)) tags.push(meta({ property: 'article:author', content: author }));
      for (const tag of list(article.tags)) tags.push(meta({ property: 'article:tag', content: tag }));
    }
  }
  const twitter = page.twitter as { card?: string; title?: string; description?: string; images?: readonly { url: string; alt?: string }[] } | undefined;
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
