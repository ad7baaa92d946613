import { defineCollection } from '../shared/collection';
import { publicImage, type ImageSize } from '../shared/image-size';
import { readTime } from './read-time';
import { articleFileSchema, type ArticleCoverImage, type ArticleSource } from './schema';

/** The drawn cover of an article, by scripts/make-blog-art.ts: the cover until one is uploaded. */
export const drawnCoverSrc = (id: string) => `/blog/${id}.svg`;
/** The drawn art's size, for where public/ is not at hand (the server bundle, which draws no page). */
const DRAWN_COVER_SIZE: ImageSize = { width: 1200, height: 675 };

/** The cover an article shows: the uploaded one, else the drawn art; with its size, or why it cannot be drawn. */
function coverOf(article: { slug: string; cover?: string | undefined }): { image: ArticleCoverImage; problem?: string } {
  const src = article.cover ?? drawnCoverSrc(article.slug);
  const { size, problem } = publicImage(src);
  return { image: { src, ...(size ?? DRAWN_COVER_SIZE) }, ...(problem && { problem: article.cover ? problem : `${problem} (no cover is uploaded, and the drawn art is missing: npx tsx scripts/make-blog-art.ts)` }) };
}

/**
 * The blog's articles: one Markdown file per article in content/blog/articles/<id>.md (YAML frontmatter, then
 * the body), validated at every read with "file: field: reason" errors. The file's name is the article's id and
 * address; exactly one article is featured; its cover's file exists. Server and build only (reads files); reads
 * are lazy, so `npm run dev` shows an edit on reload.
 */
export const articleCollection = defineCollection({
  dir: 'blog/articles',
  format: 'markdown',
  bodyField: 'body',
  schema: articleFileSchema,
  check: (entries) => {
    const covers = entries.flatMap((entry) => {
      const { problem } = coverOf(entry);
      return problem ? [{ slug: entry.slug, field: 'cover', reason: problem }] : [];
    });
    const featured = entries.filter((entry) => entry.featured);
    // None featured: the first file is named; several: each of them, so whoever set the flag sees their file.
    const blamed = featured.length === 0 ? entries.slice(0, 1) : featured.length > 1 ? featured : [];
    const featuredProblem = blamed.map((entry) => ({
      slug: entry.slug,
      field: 'featured',
      reason: `must be true for exactly one article (found ${featured.length}${featured.length > 1 ? `: ${featured.map((other) => other.slug).join(', ')}` : ''})`,
    }));
    return [...covers, ...featuredProblem];
  },
});

const sorted = new WeakMap<object, ArticleSource[]>();

/** Every article with its read time: the featured one first, then newest first. Throws ContentFileError for a bad file. */
export function loadArticles(): ArticleSource[] {
  const entries = articleCollection.all();
  let articles = sorted.get(entries);
  if (!articles) {
    articles = entries
      .map(({ slug, cover, ...article }) => ({ ...article, id: slug, image: coverOf({ slug, cover }).image, readTime: readTime(article.body) }))
      .sort((a, b) => Number(b.featured) - Number(a.featured) || b.publishDate.localeCompare(a.publishDate));
    sorted.set(entries, articles);
  }
  return articles;
}
