import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticlePage } from '@/components/blog/article-page';
import { getArticle } from '@/content/blog';
import { paramsFor } from '@/content/site-map/routes';
import { renderMarkdown } from '@/lib/blog/markdown';
import { blogMetadata } from '@/lib/blog/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return paramsFor('/blog/[id]');
}

type Params = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { id } = await params;
  const article = getArticle(id);
  if (!article) return {};
  const metadata = blogMetadata({ title: article.title, description: article.excerpt, path: article.href });
  return {
    ...metadata,
    authors: [{ name: article.author.name }],
    openGraph: { ...metadata.openGraph, type: 'article', publishedTime: article.publishDate, authors: [article.author.name] },
  };
}

export default async function BlogArticleRoute({ params }: Params) {
  const { id } = await params;
  const article = getArticle(id);
  if (!article) notFound();
  return <ArticlePage article={article} rendered={await renderMarkdown(article.body)} />;
}
