import { derivedCollection } from '../shared/zod-keystatic';
import { internshipFileSchema } from './opening-schema';

/** Paid internships in the editor: content/careers/internships/<slug>.yaml, every field derived from the one schema (./opening-schema.ts). */
export default derivedCollection(internshipFileSchema, {
  label: 'Internships',
  path: 'content/careers/internships/*',
  slugField: 'title',
  previewUrl: '/careers/internships/{slug}',
  columns: ['title', 'open'],
});
