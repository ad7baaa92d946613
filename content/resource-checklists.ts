import * as z from 'zod';
import { defineCollection } from './shared/collection';
import { duplicateOrders, inPageOrder, orderField, textField } from './shared/fields';
import { articleIdField, missingArticles } from './blog-article-ref';

/**
 * Checklists on /resources: one file per checklist, content/resources/checklists/<slug>.yaml, published as
 * plain-text files at /resources/checklists/<slug>.txt (the slug is the file name). Each condenses a blog article.
 */
export const checklistLimits = {
  title: { min: 5, max: 60 },
  description: { min: 30, max: 160 },
  item: { min: 10, max: 200 },
  items: { min: 3, max: 20 },
} as const;

export const checklistSchema = z.strictObject({
  title: textField(checklistLimits.title),
  /** Who it is for and when to use it. */
  description: textField(checklistLimits.description),
  /** The article it condenses. */
  articleId: articleIdField,
  items: z
    .array(textField(checklistLimits.item))
    .min(checklistLimits.items.min, `must have at least ${checklistLimits.items.min} items`)
    .max(checklistLimits.items.max, `must have at most ${checklistLimits.items.max} items (it prints on one page)`),
  order: orderField,
});

export type Checklist = Omit<z.output<typeof checklistSchema>, 'order'> & { slug: string };

export const resourceChecklists = defineCollection({
  dir: 'resources/checklists',
  format: 'yaml',
  schema: checklistSchema,
  check: (entries) => [...missingArticles(entries), ...duplicateOrders(entries)],
});

/** The checklists in page order, each with its slug. */
export function checklists(): Checklist[] {
  return inPageOrder(resourceChecklists.all(), 'order');
}
