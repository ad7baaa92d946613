import { pressContactSchema } from './press-contacts';
import { derivedCollection } from './shared/zod-keystatic';

/** Press contacts (content/press-contacts.ts) in the editor, every field derived from the one schema; the person is named by roster id. */
export default derivedCollection(pressContactSchema, {
  label: 'Press contacts',
  path: 'content/press/contacts/*',
  slugField: 'person',
  previewUrl: '/about/press-and-media#media-contacts',
  columns: ['person', 'order'],
  slug: { label: 'File name', description: 'Usually the same as the roster id.' },
});
