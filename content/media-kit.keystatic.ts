import { mediaAssetSchema } from './media-kit';
import { derivedCollection } from './shared/zod-keystatic';

/** Media-kit downloads (content/media-kit.ts) in the editor, every field derived from the one schema. */
export default derivedCollection(mediaAssetSchema, {
  label: 'Media kit',
  path: 'content/press/media-kit/*',
  slugField: 'title',
  previewUrl: '/about/press-and-media#media-kit',
  columns: ['title', 'order'],
  slug: { label: 'File name', description: 'Lower-case words joined by hyphens; the file is saved as <file name>.yaml.' },
});
