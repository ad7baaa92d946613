import * as z from 'zod';
import { defineCollection } from './shared/collection';
import { internalPathField, isoDateField, textField, textWithValuesField, withoutKeys } from './shared/fields';
import { fillAll, placeholderHint } from './shared/placeholders';
import { textValues } from './text-values';
import { typedFigureProblems } from './company/figures';

/**
 * Press news: one file per item, content/press/news/<slug>.yaml, shown newest first on /about/press-and-media
 * (and published there as NewsArticle parts of the page). The excerpt may quote site values as {{key}}
 * (content/text-values.ts), e.g. {{practice.mlModels}} or {{person.priya-raman}}, filled in at load.
 */
export const newsCategories = ['Company news', 'Case study', 'Partnership'] as const;

export const newsLimits = {
  title: { min: 10, max: 110 },
  excerpt: { min: 60, max: 400 },
  linkLabel: { min: 3, max: 60 },
} as const;

/** What a news file may hold: the loader, `npm run content:check` and the editor's form (derived in press-news.keystatic.ts) read it; `.meta()` is the editor's label and help. */
export const newsItemSchema = z.strictObject({
  title: textWithValuesField(newsLimits.title, textValues).meta({ title: 'Headline', description: `The news item's headline on the press page. ${placeholderHint}` }),
  /** ISO date (YYYY-MM-DD), shown in the visitor's locale (components/blog/local-date.tsx). */
  date: isoDateField.meta({ title: 'Date', description: 'The day the news was published; items are listed newest first and the date is shown in the reader’s locale.', editor: 'date' }),
  category: z.enum(newsCategories, { error: `must be one of ${newsCategories.join(', ')}` }).meta({ title: 'Category', description: 'The label shown above the headline.' }),
  excerpt: textWithValuesField(newsLimits.excerpt, textValues).meta({ title: 'Summary', description: `Two or three sentences under the headline. ${placeholderHint}`, multiline: true }),
  /** Where "Read more" leads: a page of the site. */
  link: z
    .strictObject({
      label: textField(newsLimits.linkLabel).meta({ title: 'Link text', description: 'The “Read more” link under the summary, e.g. “Read the Bloxios case study”' }),
      href: internalPathField.meta({ title: 'Link target', description: 'A page of this site, starting with /, e.g. /work/bloxios. The build checks that the page exists.' }),
    })
    .meta({ title: 'Read more link', description: 'Where the item leads: a page of this site.' }),
});

export type NewsItem = z.output<typeof newsItemSchema>;

export const pressNews = defineCollection({ dir: 'press/news', format: 'yaml', schema: newsItemSchema, check: (entries) => typedFigureProblems(entries, ['title', 'excerpt']) });

/** Dated news, newest first, with site values filled in. */
export function newsItems(): NewsItem[] {
  return [...pressNews.all()]
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
    .map((entry) => fillAll(withoutKeys(entry, 'slug'), textValues()));
}
