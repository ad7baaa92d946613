import { derivedCollection } from '../shared/zod-keystatic';
import { portfolioProjectSchema } from '../portfolio-schema';

/** The portfolio's further projects in the editor: content/work/portfolio/<id>.yaml, every field derived from the one schema (./portfolio-schema.ts). */
export default derivedCollection(portfolioProjectSchema, {
  label: 'Portfolio projects',
  path: 'content/work/portfolio/*',
  slugField: 'title',
  slug: { label: 'Anchor', description: 'The card’s address on the portfolio, /our-work/portfolio#{anchor}; testimonials and service pages link it. Changing it breaks those links.' },
  previewUrl: '/our-work/portfolio#{slug}',
  columns: ['title', 'sector'],
});
