import { newsItemSchema } from './press-news';
import { derivedCollection } from './shared/zod-keystatic';

/** Press news in the editor: content/press/news/<slug>.yaml, every field derived from the one schema (./press-news.ts). */
export default derivedCollection(newsItemSchema, {
  label: 'Press news',
  path: 'content/press/news/*',
  slugField: 'title',
  previewUrl: '/about/press-and-media#news',
  columns: ['title', 'date'],
});
