import { derivedCollection } from './shared/zod-keystatic';
import { guideSchema } from './resource-guides';

/** Guides on /resources in the editor: every field derived from the one schema (content/resource-guides.ts). */
export default derivedCollection(guideSchema, {
  label: 'Resource guides',
  path: 'content/resources/guides/*',
  slugField: 'question',
  previewUrl: '/resources#guides',
  columns: ['question', 'order'],
});
