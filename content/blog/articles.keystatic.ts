import { collection, fields } from '@keystatic/core';
import { blogCategories } from './categories';
import { uploadFolders, uploadRules } from '../shared/uploads';
import { ARTICLE_SLUG, articleLimits } from './article-limits';

/**
 * The blog's articles in the editor (/keystatic): one Markdown file per article, content/blog/articles/<id>.md.
 * Every list and limit comes from the zod schema's (content/blog/article-limits.ts, read by content/blog/schema.ts), so the editor refuses what
 * the build would refuse. Only the editor's config (server/editor/keystatic.config.ts) imports this file.
 */
export default collection({
  label: 'Blog articles',
  path: 'content/blog/articles/*',
  // The title names the file: the file name is the article's address (one field, nothing to keep equal by hand).
  slugField: 'title',
  columns: ['title', 'publishDate'],
  previewUrl: '/blog/{slug}',
  entryLayout: 'content',
  format: { contentField: 'body' },
  schema: {
    title: fields.slug({
      name: {
        label: 'Title',
        description: `The headline on the article, in the blog list and in search results: ${articleLimits.title.min} to ${articleLimits.title.max} characters.`,
        validation: { isRequired: true, length: articleLimits.title },
      },
      slug: {
        label: 'Address',
        description:
          'The article’s address, /blog/<address>, and its file’s name: filled in from the title, shorten it to a few words (lower-case, joined by hyphens), such as choosing-a-mobile-stack. Do not change it after publishing: old links would break.',
        validation: { pattern: { regex: ARTICLE_SLUG, message: 'Lower-case letters, digits and single hyphens only, such as my-article.' } },
      },
    }),
    excerpt: fields.text({
      label: 'Excerpt',
      description: `One or two sentences under the title in the blog list; also the description search engines show. ${articleLimits.excerpt.min} to ${articleLimits.excerpt.max} characters.`,
      multiline: true,
      validation: { isRequired: true, length: articleLimits.excerpt },
    }),
    author: fields.relationship({
      label: 'Author',
      description: 'The member of staff in the byline (People): their name, title and portrait come from the team roster.',
      collection: 'people',
      validation: { isRequired: true },
    }),
    publishDate: fields.date({
      label: 'Publish date',
      description: 'The date shown on the article. The blog lists the newest first.',
      validation: { isRequired: true },
    }),
    category: fields.select({
      label: 'Category',
      description: 'The filter the article appears under on the blog list (technical categories also show on /insights/tech).',
      options: blogCategories.map(({ id, label }) => ({ label, value: id })),
      defaultValue: blogCategories[0].id,
    }),
    cover: fields.image({
      label: 'Cover image',
      description: `The picture on the article and its card, drawn 16:9 (cropped to fit): ${uploadRules(uploadFolders.articleCover)}. Leave it empty to show the article’s drawn art.`,
      directory: uploadFolders.articleCover.directory,
      publicPath: uploadFolders.articleCover.publicPath,
    }),
    featured: fields.checkbox({
      label: 'Featured',
      description: 'Shown first and large on the blog. Exactly one article is featured: untick the current one when you tick another.',
      defaultValue: false,
    }),
    body: fields.mdx({
      label: 'Article',
      description: 'The text of the article. Use headings from level 2 (the title is level 1), lists, tables, links and code blocks.',
      extension: 'md',
      options: { image: false, heading: [2, 3, 4] },
    }),
  },
});
