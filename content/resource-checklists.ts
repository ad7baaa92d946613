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

/** One checklist's file; each field's `.meta()` is its label and help in the editor (resource-checklists.keystatic.ts, derived). */
export const checklistSchema = z.strictObject({
  title: textField(checklistLimits.title).meta({ title: 'Title', description: 'The checklist’s title on /resources and at the top of its text file; the file name is also its download name' }),
  /** Who it is for and when to use it. */
  description: textField(checklistLimits.description).meta({ title: 'Description', description: 'Who it is for and when to use it, shown under the title', multiline: true }),
  /** The article it condenses. */
  articleId: articleIdField.meta({ title: 'Blog article (id)', description: 'The blog article this checklist condenses, by its id (the file name in content/blog/articles/ without .md).' }),
  items: z
    .array(textField(checklistLimits.item).meta({ title: 'Item', description: 'One line of the checklist' }))
    .min(checklistLimits.items.min, `must have at least ${checklistLimits.items.min} items`)
    .max(checklistLimits.items.max, `must have at most ${checklistLimits.items.max} items (it prints on one page)`)
    .meta({ title: 'Items', description: `The checklist’s lines, in order (${checklistLimits.items.min} to ${checklistLimits.items.max}, so it prints on one page).` }),
  order: orderField.meta({ title: 'Position', description: 'Where this checklist appears on the page: 1 comes first; two entries may not share a number (1 to 999).' }),
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
