import { derivedCollection } from './shared/zod-keystatic';
import { checklistSchema } from './resource-checklists';

/** Checklists on /resources in the editor: every field derived from the one schema (content/resource-checklists.ts). */
export default derivedCollection(checklistSchema, {
  label: 'Resource checklists',
  path: 'content/resources/checklists/*',
  slugField: 'title',
  previewUrl: '/resources/checklists/{slug}.txt',
  columns: ['title', 'order'],
});
