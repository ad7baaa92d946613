import { blogFeedPath } from '@/content/blog/categories';
import { blogPage } from '@/content/blog/page';
import type { Article } from '@/content/blog';
import type { PageMetadata } from '@/lib/head-tags';
import { pageMetadata } from '@/lib/metadata';

/** pageMetadata plus the feed link (`<link rel="alternate" type="application/rss+xml">`) every blog page carries. */
export function blogMetadata(options: Parameters<typeof pageMetadata>[0]): PageMetadata {
  return withBlogFeed(pageMetadata(options));
}

/** A page's metadata with the blog's feed link added to its alternates. */
export function withBlogFeed(metadata: PageMetadata): PageMetadata {
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': [{ url: blogFeedPath, title: blogPage.feed.title }] } },
  };
}

/** An article's metadata: the blog's, with its author and the Open Graph article fields. */
export function articleMetadata(article: Pick<Article, 'title' | 'excerpt' | 'href' | 'author' | 'publishDate'>): PageMetadata {
  const metadata = blogMetadata({ title: article.title, description: article.excerpt, path: article.href });
  return {
    ...metadata,
    authors: [{ name: article.author.name }],
    openGraph: { ...metadata.openGraph, type: 'article', publishedTime: article.publishDate, authors: [article.author.name] },
  };
}
