import * as z from 'zod';
import { staffIdSchema } from '../company/people';
import { isoDate } from '../shared/limits';
import { blogCategoryIds } from './categories';

/** Text with its limits; "is missing" when the field is absent. */
const text = (min: number, max: number, maxReason = `must be at most ${max} characters`) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text') })
    .min(min, `must be at least ${min} characters`)
    .max(max, maxReason);

export { articleLimits, ARTICLE_SLUG, ARTICLE_IMAGE } from './article-limits';
import { articleLimits, ARTICLE_SLUG, ARTICLE_IMAGE } from './article-limits';


/**
 * An article's frontmatter (SPEC section 3, "Blog article"). readTime is not here: it is
 * computed from the text. Unknown fields are rejected so that a typo never passes silently.
 */
export const articleFrontmatterSchema = z.strictObject({
  id: z.string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text') }).regex(ARTICLE_SLUG, 'must be a lower-case slug such as my-article'),
  title: text(articleLimits.title.min, articleLimits.title.max),
  excerpt: text(articleLimits.excerpt.min, articleLimits.excerpt.max, `must be at most ${articleLimits.excerpt.max} characters (it is the meta description)`),
  // The author is a member of staff from the roster (content/company/people/<id>.yaml), by id: the byline reads their name and title from there.
  author: staffIdSchema,
  publishDate: isoDate,
  category: z.enum(blogCategoryIds, { error: (issue) => (issue.input === undefined ? 'is missing' : `must be one of ${blogCategoryIds.join(', ')}`) }),
  image: z.string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text') }).regex(ARTICLE_IMAGE, 'must be a cover in public/blog, such as /blog/my-article.svg'),
  featured: z.boolean({ error: 'must be true or false' }).default(false),
});

/** One article file: the frontmatter plus its Markdown body (the text after the --- block). */
export const articleFileSchema = articleFrontmatterSchema.extend({
  body: z.string().trim().min(1, 'is empty: the article has no text'),
});

export type ArticleFrontmatter = z.output<typeof articleFrontmatterSchema>;

export interface ArticleSource extends ArticleFrontmatter {
  /** The Markdown body, without its frontmatter. */
  body: string;
  /** '8 min read', computed from the body. */
  readTime: string;
}
