import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ArticleError, parseArticle, type ArticleSource } from './schema';

/** Every article of a folder of Markdown files, newest first; throws on the first bad file, naming it. */
export function loadArticles(dir: string): ArticleSource[] {
  const files = readdirSync(dir).filter((name) => name.endsWith('.md')).sort();
  const articles = files.map((name) => parseArticle(path.relative(process.cwd(), path.join(dir, name)), readFileSync(path.join(dir, name), 'utf8')));
  const featured = articles.filter((article) => article.featured);
  if (articles.length > 0 && featured.length !== 1) {
    throw new ArticleError(featured[1]?.id ? `${path.relative(process.cwd(), dir)}/${featured[1].id}.md` : path.relative(process.cwd(), dir), 'featured', `must be true for exactly one article (found ${featured.length})`);
  }
  // The featured article first, then newest first.
  return articles.sort((a, b) => Number(b.featured) - Number(a.featured) || b.publishDate.localeCompare(a.publishDate));
}
