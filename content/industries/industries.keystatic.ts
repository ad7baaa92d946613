import { derivedCollection } from '../shared/zod-keystatic';
import { industrySchema } from './schema';

/** The industry pages in the editor: every field derived from the one schema (./schema.ts). */
export default derivedCollection(industrySchema, {
  label: 'Industry pages',
  path: 'content/industries/entries/*',
  slugField: 'name',
  previewUrl: '/industries/{slug}',
  columns: ['name', 'group'],
});
