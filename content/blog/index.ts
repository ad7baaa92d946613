import { staffMember, type StaffId } from '../company/people';
import type { Portrait } from '../company/portraits';
import { articlePath, blogCategoryLabel, type BlogCategoryId } from './categories';
import { loadArticles } from './load';
import type { ArticleSource } from './schema';

export * from './categories';
export type { ArticleSource } from './schema';
export { articleCollection } from './load';

/** An article's byline: the author's name, title and photo (if uploaded), read from the roster. */
export interface Byline {
  id: StaffId;
  name: string;
  title: string;
  photo?: Portrait;
}

export interface Article extends Omit<ArticleSource, 'author'> {
  href: `/blog/${string}`;
  categoryLabel: string;
  author: Byline;
}

const withBylines = new WeakMap<object, Article[]>();

/**
 * Every article (content/blog/articles/*.md), read and validated when asked (a bad file stops the build,
 * naming the file and the field): the featured one first, then newest first. Server and build only (reads
 * files); call it at render time, never into a module-level constant, so dev shows an edited file on reload.
 */
export function allArticles(): Article[] {
  const sources = loadArticles();
  let articles = withBylines.get(sources);
  if (!articles) {
    articles = sources.map((article) => {
      const { name, title, photo } = staffMember(article.author);
      return {
        ...article,
        author: { id: article.author, name, title, ...(photo && { photo }) },
        href: articlePath(article.id),
        categoryLabel: blogCategoryLabel(article.category),
      };
    });
    withBylines.set(sources, articles);
  }
  return articles;
}

/** What an article card shows (components/blog/article-card.tsx): the one shape every list of articles is given in. */
export type ArticleSummary = Pick<Article, 'id' | 'href' | 'title' | 'excerpt' | 'author' | 'publishDate' | 'readTime' | 'categoryLabel' | 'image'>;

/** An article's card fields, and only those. */
export function summarise(article: Article): ArticleSummary {
  const { id, href, title, excerpt, author, publishDate, readTime, categoryLabel, image } = article;
  return { id, href, title, excerpt, author, publishDate, readTime, categoryLabel, image };
}

export function getArticle(id: string): Article | undefined {
  return allArticles().find((article) => article.id === id);
}

export function articlesIn(category: BlogCategoryId): Article[] {
  return allArticles().filter((article) => article.category === category);
}

/** Two or three other articles: same category first, then the newest others. */
export function relatedArticles(article: Article, count = 3): Article[] {
  const others = allArticles().filter((other) => other.id !== article.id);
  return [...others.filter((other) => other.category === article.category), ...others.filter((other) => other.category !== article.category)].slice(0, count);
}

/** The blog list and the article template (copy). */
export { blogPage } from './page';
