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

export const guideSchema = z.strictObject({
  /** The question a reader arrives with. */
  question: textField(guideLimits.question),
  /** The blog article that answers it (content/blog/articles/{articleId}.md). */
  articleId: articleIdField,
  icon: z.enum(iconNames, { error: `must be one of the site's icons (${iconNames.join(', ')})` }),
  order: orderField,
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
