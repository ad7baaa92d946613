import { derivedCollection } from '../shared/zod-keystatic';
import { growthPathSchema } from './growth-path-schema';

/** The growth paths (Launch, Scale, Transform) in the editor: every field derived from the one schema (./growth-path-schema.ts). */
export default derivedCollection(growthPathSchema, {
  label: 'Growth paths',
  path: 'content/services/growth-paths/*',
  slugField: 'name',
  previewUrl: '/services/{slug}',
  columns: ['name', 'tagline'],
});
