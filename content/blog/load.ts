import { defineCollection } from '../shared/collection';
import { readTime } from './read-time';
import { articleFileSchema, type ArticleSource } from './schema';

/**
 * The blog's articles: one Markdown file per article in content/blog/articles/<id>.md (YAML frontmatter, then
 * the body), validated at every read with "file: field: reason" errors. Exactly one article is featured, and its
 * id is its file name. Server and build only (reads files); reads are lazy, so `npm run dev` shows an edit on reload.
 */
export const articleCollection = defineCollection({
  dir: 'blog/articles',
  format: 'markdown',
  bodyField: 'body',
  schema: articleFileSchema,
  check: (entries) => {
    const mismatched = entries.filter((entry) => entry.id !== entry.slug).map((entry) => ({ slug: entry.slug, field: 'id', reason: `must equal the file name ("${entry.slug}")` }));
    const featured = entries.filter((entry) => entry.featured);
    // None featured: the first file is named; several: each of them, so whoever set the flag sees their file.
    const blamed = featured.length === 0 ? entries.slice(0, 1) : featured.length > 1 ? featured : [];
    const featuredProblem = blamed.map((entry) => ({
      slug: entry.slug,
      field: 'featured',
      reason: `must be true for exactly one article (found ${featured.length}${featured.length > 1 ? `: ${featured.map((other) => other.slug).join(', ')}` : ''})`,
    }));
    return [...mismatched, ...featuredProblem];
  },
});

const sorted = new WeakMap<object, ArticleSource[]>();

/** Every article with its read time: the featured one first, then newest first. Throws ContentFileError for a bad file. */
export function loadArticles(): ArticleSource[] {
  const entries = articleCollection.all();
  let articles = sorted.get(entries);
  if (!articles) {
    articles = entries
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the slug is the article's id (checked above)
      .map(({ slug, ...article }) => ({ ...article, readTime: readTime(article.body) }))
      .sort((a, b) => Number(b.featured) - Number(a.featured) || b.publishDate.localeCompare(a.publishDate));
    sorted.set(entries, articles);
  }
  return articles;
}
