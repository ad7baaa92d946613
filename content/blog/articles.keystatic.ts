import { collection, fields } from '@keystatic/core';
import { blogCategories } from './categories';
import { ARTICLE_IMAGE, ARTICLE_SLUG, articleLimits } from './article-limits';

/**
 * The blog's articles in the editor (/keystatic): one Markdown file per article, content/blog/articles/<id>.md.
 * Every list and limit comes from the zod schema's (content/blog/article-limits.ts, read by content/blog/schema.ts), so the editor refuses what
 * the build would refuse. Only the editor's config (server/editor/keystatic.config.ts) imports this file.
 */
export default collection({
  label: 'Blog articles',
  path: 'content/blog/articles/*',
  slugField: 'id',
  columns: ['title', 'publishDate'],
  previewUrl: '/blog/{slug}',
  entryLayout: 'content',
  format: { contentField: 'body' },
  schema: {
    id: fields.slug({
      name: {
        label: 'Address (slug)',
        description:
          'The last part of the article’s address, /blog/<slug>: lower-case words joined by hyphens, such as choosing-a-mobile-stack. Do not change it after publishing: old links would break.',
        validation: { isRequired: true, pattern: { regex: ARTICLE_SLUG, message: 'Lower-case letters, digits and single hyphens only, such as my-article.' } },
      },
      slug: {
        label: 'File name',
        description: 'The article’s file, content/blog/articles/<file name>.md: keep it equal to the address above (the checks refuse a difference).',
        validation: { pattern: { regex: ARTICLE_SLUG, message: 'Lower-case letters, digits and single hyphens only, such as my-article.' } },
      },
    }),
    title: fields.text({
      label: 'Title',
      description: `The headline on the article, in the blog list and in search results: ${articleLimits.title.min} to ${articleLimits.title.max} characters.`,
      validation: { isRequired: true, length: articleLimits.title },
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
    image: fields.text({
      label: 'Cover image',
      description: 'The cover picture: an SVG file in public/blog/ named like the article, written as /blog/<slug>.svg. A developer adds the file (scripts/make-blog-art.ts draws one).',
      validation: { isRequired: true, pattern: { regex: ARTICLE_IMAGE, message: 'Write it as /blog/<slug>.svg, a file in public/blog/.' } },
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
