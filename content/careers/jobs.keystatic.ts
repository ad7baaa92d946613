import { derivedCollection } from '../shared/zod-keystatic';
import { jobFileSchema } from './opening-schema';

/** Full-time jobs in the editor: content/careers/jobs/<slug>.yaml, every field derived from the one schema (./opening-schema.ts). */
export default derivedCollection(jobFileSchema, {
  label: 'Jobs',
  path: 'content/careers/jobs/*',
  slugField: 'title',
  previewUrl: '/careers/positions/{slug}',
  columns: ['title', 'open'],
});
