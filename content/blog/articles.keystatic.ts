import { derivedCollection } from '../shared/zod-keystatic';
import { ARTICLE_SLUG } from './article-limits';
import { articleFileSchema } from './schema';

/**
 * The blog's articles in the editor (/keystatic): one Markdown file per article, content/blog/articles/<id>.md, every
 * field derived from the one schema (./schema.ts): the frontmatter's fields, and the body edited as rich text.
 */
export default derivedCollection(articleFileSchema, {
  label: 'Blog articles',
  path: 'content/blog/articles/*',
  // The title names the file: the file name is the article's address (one field, nothing to keep equal by hand).
  slugField: 'title',
  slug: {
    label: 'Address',
    description:
      'The article’s address, /blog/<address>, and its file’s name: filled in from the title, shorten it to a few words (lower-case, joined by hyphens), such as choosing-a-mobile-stack. Do not change it after publishing: old links would break.',
    pattern: { regex: ARTICLE_SLUG, message: 'Lower-case letters, digits and single hyphens only, such as my-article.' },
  },
  contentField: 'body',
  previewUrl: '/blog/{slug}',
  columns: ['title', 'publishDate'],
});
