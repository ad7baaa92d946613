import { collection, fields } from '@keystatic/core';
import { internalPathPattern } from './shared/fields';
import { limitedText, nameAndSlug, optionsOf, placeholderHint } from './shared/keystatic-fields';
import { newsCategories, newsLimits } from './press-news';

/** Press news (content/press-news.ts): the editor's form, from the same lists and limits as the zod schema. */
export default collection({
  label: 'Press news',
  path: 'content/press/news/*',
  slugField: 'title',
  format: { data: 'yaml' },
  previewUrl: '/about/press-and-media#news',
  columns: ['title', 'date'],
  schema: {
    title: nameAndSlug('Headline', `The news item's headline on the press page. ${placeholderHint}`, newsLimits.title),
    date: fields.date({ label: 'Date', description: 'The day the news was published; items are listed newest first and the date is shown in the reader’s locale.', validation: { isRequired: true } }),
    category: fields.select({ label: 'Category', description: 'The label shown above the headline.', options: optionsOf(newsCategories), defaultValue: newsCategories[0] }),
    excerpt: limitedText('Summary', `Two or three sentences under the headline. ${placeholderHint}`, newsLimits.excerpt, { multiline: true }),
    link: fields.object(
      {
        label: limitedText('Link text', 'The “Read more” link under the summary, e.g. “Read the Bloxios case study”', newsLimits.linkLabel),
        href: fields.text({ label: 'Link target', description: 'A page of this site, starting with /, e.g. /work/bloxios. The build checks that the page exists.', validation: { isRequired: true, pattern: internalPathPattern } }),
      },
      { label: 'Read more link', description: 'Where the item leads: a page of this site.' },
    ),
  },
});
