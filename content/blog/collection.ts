import * as z from 'zod';
import { defineCollection } from '../shared/collection';
import { articleFrontmatterSchema } from './schema';

/**
 * The blog's article files as a collection, so `npm run content:check` validates them with the others
 * ("file: field: reason"), also on a copy (CONTENT_ROOT): the same frontmatter schema as the site's loader
 * (content/blog/load.ts), the id equal to the file name, a body, and exactly one featured article.
 */
export const articleFiles = defineCollection({
  dir: 'blog/articles',
  format: 'markdown',
  schema: articleFrontmatterSchema.extend({ body: z.string().trim().min(1, 'is empty: the article has no text') }),
  check: (entries) => {
    const featured = entries.filter((entry) => entry.featured);
    return [
      ...entries.filter((entry) => entry.id !== entry.slug).map((entry) => ({ slug: entry.slug, field: 'id', reason: `must equal the file name ("${entry.slug}")` })),
      ...(entries.length > 0 && featured.length !== 1
        ? [{ slug: (featured[1] ?? entries[0])!.slug, field: 'featured', reason: `must be true for exactly one article (found ${featured.length})` }]
        : []),
    ];
  },
});
