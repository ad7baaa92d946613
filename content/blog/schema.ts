import * as z from 'zod';
import { staffIdSchema } from '../company/people';
import { isoDate } from '../shared/limits';
import { absentWhenEmpty } from '../shared/fields';
import { uploadFolders, uploadRules } from '../shared/uploads';
import { blogCategories, blogCategoryIds } from './categories';

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
 * The editor's fields are derived from it (./articles.keystatic.ts): the `.meta()` words are what the editor shows.
 */
export const articleFrontmatterSchema = z.strictObject({
  title: text(articleLimits.title.min, articleLimits.title.max).meta({ title: 'Title', description: 'The headline on the article, in the blog list and in search results' }),
  excerpt: text(articleLimits.excerpt.min, articleLimits.excerpt.max, `must be at most ${articleLimits.excerpt.max} characters (it is the meta description)`).meta({
    title: 'Excerpt',
    description: 'One or two sentences under the title in the blog list; also the description search engines show',
    multiline: true,
  }),
  // The author is a member of staff from the roster (content/company/people/<id>.yaml), by id: the byline reads their name and title from there.
  author: staffIdSchema.meta({ title: 'Author', description: 'The member of staff in the byline (People): their name, title and portrait come from the team roster.', collection: 'people' }),
  publishDate: isoDate.meta({ title: 'Publish date', description: 'The date shown on the article. The blog lists the newest first.', editor: 'date' }),
  category: z
    .enum(blogCategoryIds, { error: (issue) => (issue.input === undefined ? 'is missing' : `must be one of ${blogCategoryIds.join(', ')}`) })
    .meta({
      title: 'Category',
      description: 'The filter the article appears under on the blog list (technical categories also show on /insights/tech).',
      optionLabels: Object.fromEntries(blogCategories.map(({ id, label }) => [id, label])),
    }),
  // An uploaded cover (the editor's image field, which reads an empty one as null); without one the cover is the drawn art, /blog/<id>.svg.
  cover: absentWhenEmpty(z.string({ error: 'must be text' }).regex(ARTICLE_COVER, 'must be an uploaded cover, /blog/covers/<article>/cover.png (or .jpg, .webp, .avif)')).meta({
    title: 'Cover image',
    description: `The picture on the article and its card, drawn 16:9 (cropped to fit): ${uploadRules(uploadFolders.articleCover)}. Leave it empty to show the article’s drawn art.`,
    upload: uploadFolders.articleCover,
  }),
  featured: z
    .boolean({ error: 'must be true or false' })
    .default(false)
    .meta({ title: 'Featured', description: 'Shown first and large on the blog. Exactly one article is featured: untick the current one when you tick another.', defaultValue: false }),
});

/** One article file: the frontmatter plus its Markdown body (the text after the --- block). */
export const articleFileSchema = articleFrontmatterSchema.extend({
  body: z
    .string()
    .trim()
    .min(1, 'is empty: the article has no text')
    .meta({ title: 'Article', description: 'The text of the article. Use headings from level 2 (the title is level 1), lists, tables, links and code blocks.' }),
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
