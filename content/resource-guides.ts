import * as z from 'zod';
import { defineCollection } from './shared/collection';
import { duplicateOrders, inPageOrder, orderField, textField } from './shared/fields';
import { iconNames } from './shared/types';
import { articleIdField, missingArticles } from './blog-article-ref';

/**
 * Guides on /resources: one file per question a reader arrives with, content/resources/guides/<slug>.yaml,
 * each answered by a blog article (its title, summary and read time come from the article).
 */
export const guideLimits = { question: { min: 10, max: 90 } } as const;

/** One guide's file; each field's `.meta()` is its label and help in the editor (resource-guides.keystatic.ts, derived). */
export const guideSchema = z.strictObject({
  /** The question a reader arrives with. */
  question: textField(guideLimits.question).meta({ title: 'Question', description: 'The question a reader arrives with, shown as the guide’s heading' }),
  /** The blog article that answers it (content/blog/articles/{articleId}.md). */
  articleId: articleIdField.meta({
    title: 'Blog article (id)',
    description: 'The blog article that answers the question, by its id (the file name in content/blog/articles/ without .md); its title, summary and read time are shown from it.',
  }),
  icon: z.enum(iconNames, { error: `must be one of the site's icons (${iconNames.join(', ')})` }).meta({ title: 'Icon', description: 'The icon beside the question, from the site’s icon set.' }),
  order: orderField.meta({ title: 'Position', description: 'Where this guide appears on the page: 1 comes first; two entries may not share a number (1 to 999).' }),
});

export type Guide = Omit<z.output<typeof guideSchema>, 'order'>;

export const resourceGuides = defineCollection({
  dir: 'resources/guides',
  format: 'yaml',
  schema: guideSchema,
  check: (entries) => [...missingArticles(entries), ...duplicateOrders(entries)],
});

/** The guides in page order. */
export function guides(): Guide[] {
  return inPageOrder(resourceGuides.all(), 'slug', 'order');
}
