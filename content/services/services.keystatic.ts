import { derivedCollection } from '../shared/zod-keystatic';
import { serviceSchema } from './schema';

/** The service pages in the editor: every field derived from the one schema (./schema.ts). */
export default derivedCollection(serviceSchema, {
  label: 'Service pages',
  path: 'content/services/entries/*',
  slugField: 'name',
  previewUrl: '/services/{slug}',
  columns: ['name', 'group'],
});
