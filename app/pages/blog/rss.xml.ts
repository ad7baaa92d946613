import type { APIRoute } from 'astro';
import { allArticles, blogFeedPath, blogListPath, blogPage } from '@/content/blog';
import { site } from '@/content/site';
import { rssDate } from '@/lib/blog/dates';
import { rssFeed } from '@/lib/blog/rss';

/** /blog/rss.xml: RSS 2.0 with every article, written once at build. */
export const GET: APIRoute = () => {
  const newestFirst = [...allArticles()].sort((a, b) => b.publishDate.localeCompare(a.publishDate));
  const xml = rssFeed({
    title: blogPage.feed.title,
    description: blogPage.feed.description,
    link: new URL(blogListPath, site.url).toString(),
    self: new URL(blogFeedPath, site.url).toString(),
    items: newestFirst.map((article) => ({
      title: article.title,
      link: new URL(article.href, site.url).toString(),
      description: article.excerpt,
      pubDate: rssDate(article.publishDate),
      category: article.categoryLabel,
      author: article.author.name,
    })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
