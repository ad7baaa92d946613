import { derivedCollection } from '../shared/zod-keystatic';
import { clientContactFileSchema } from './people-schema';

/** People at client companies, quoted in testimonials: content/company/client-contacts/<id>.yaml, every field derived from the one schema (./people-schema.ts). */
export default derivedCollection(clientContactFileSchema, {
  label: 'Client contacts',
  path: 'content/company/client-contacts/*',
  slugField: 'name',
  previewUrl: '/work',
  columns: ['name', 'company'],
  slug: { label: 'File name (id)', description: 'The name in lower case with hyphens: testimonials name the person by it. Keep it as generated.' },
});
