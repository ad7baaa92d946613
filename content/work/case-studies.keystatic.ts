import { derivedCollection } from '../shared/zod-keystatic';
import { caseStudySchema } from '../case-study-schema';

/** The case studies in the editor: content/work/case-studies/<id>.yaml, every field derived from the one schema (./case-study-schema.ts). */
export default derivedCollection(caseStudySchema, {
  label: 'Case studies',
  path: 'content/work/case-studies/*',
  slugField: 'title',
  slug: { label: 'Address', description: 'The page’s address, /work/{address}, and the start of its artwork’s file name. Changing it breaks links to the study.' },
  previewUrl: '/work/{slug}',
  columns: ['title', 'published'],
});
