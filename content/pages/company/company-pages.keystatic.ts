import { derivedCollection } from '../../shared/zod-keystatic';
import { companyPageSchema } from './schema';

/** The company pages (/about, its pages, /team) in the editor: every field derived from the one schema (./schema.ts). */
export default derivedCollection(companyPageSchema, {
  label: 'Company pages',
  path: 'content/company/pages/*',
  slugField: 'name',
  columns: ['name'],
});
