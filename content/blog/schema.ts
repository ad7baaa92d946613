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

export { articleLimits, ARTICLE_SLUG, ARTICLE_COVER } from './article-limits';
import { articleLimits, ARTICLE_COVER } from './article-limits';
import type { ImageSize } from '../shared/image-size';


/**
 * An article's frontmatter (SPEC section 3, "Blog article"). Its id and address are the file's name, not a field.
 * readTime is not here: it is computed from the text. Unknown fields are rejected so that a typo never passes silently.
 */
export const articleFrontmatterSchema = z.strictObject({
  title: text(articleLimits.title.min, articleLimits.title.max),
  excerpt: text(articleLimits.excerpt.min, articleLimits.excerpt.max, `must be at most ${articleLimits.excerpt.max} characters (it is the meta description)`),
  // The author is a member of staff from the roster (content/company/people/<id>.yaml), by id: the byline reads their name and title from there.
  author: staffIdSchema,
  publishDate: isoDate,
  category: z.enum(blogCategoryIds, { error: (issue) => (issue.input === undefined ? 'is missing' : `must be one of ${blogCategoryIds.join(', ')}`) }),
  // An uploaded cover (the editor's image field); without one the cover is the drawn art, /blog/<id>.svg.
  cover: z.string({ error: 'must be text' }).regex(ARTICLE_COVER, 'must be an uploaded cover, /blog/covers/<article>/cover.png (or .jpg, .webp, .avif)').optional(),
  featured: z.boolean({ error: 'must be true or false' }).default(false),
});

/** One article file: the frontmatter plus its Markdown body (the text after the --- block). */
export const articleFileSchema = articleFrontmatterSchema.extend({
  body: z.string().trim().min(1, 'is empty: the article has no text'),
});

export type ArticleFrontmatter = z.output<typeof articleFrontmatterSchema>;

/** The cover a page draws: its address and its real size (the file's own, so `<img width height>` reserves its box). */
export interface ArticleCoverImage extends ImageSize {
  src: string;
}

export interface ArticleSource extends Omit<ArticleFrontmatter, 'cover'> {
  /** The file's name: the article's address, /blog/<id>. */
  id: string;
  /** The uploaded cover, else the drawn art. */
  image: ArticleCoverImage;
  /** The Markdown body, without its frontmatter. */
  body: string;
  /** '8 min read', computed from the body. */
  readTime: string;
}
