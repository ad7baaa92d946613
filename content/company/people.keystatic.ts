import { derivedCollection } from '../shared/zod-keystatic';
import { staffFileSchema } from './people-schema';

/**
 * The roster's staff in the editor: content/company/people/<id>.yaml (the files content/company/people.ts reads),
 * every field derived from the one schema (./people-schema.ts). Referenced by id from bylines, hiring managers,
 * call hosts, press contacts and case-study leads.
 */
export default derivedCollection(staffFileSchema, {
  label: 'People',
  path: 'content/company/people/*',
  slugField: 'name',
  previewUrl: '/about/our-team',
  columns: ['name', 'title'],
  slug: {
    label: 'File name (id)',
    description: 'The name in lower case with hyphens, e.g. priya-raman: bylines, job pages and the portrait find the person by it. Keep it as generated.',
  },
});
