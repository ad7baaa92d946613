import * as z from 'zod';
import { defineCollection } from './shared/collection';
import { internalPathField, isoDateField, textField, textWithValuesField, withoutKeys } from './shared/fields';
import { fillAll } from './shared/placeholders';
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

export const newsItemSchema = z.strictObject({
  title: textWithValuesField(newsLimits.title, textValues),
  /** ISO date (YYYY-MM-DD), shown in the visitor's locale (components/blog/local-date.tsx). */
  date: isoDateField,
  category: z.enum(newsCategories, { error: `must be one of ${newsCategories.join(', ')}` }),
  excerpt: textWithValuesField(newsLimits.excerpt, textValues),
  /** Where "Read more" leads: a page of the site. */
  link: z.strictObject({ label: textField(newsLimits.linkLabel), href: internalPathField }),
});

export type NewsItem = z.output<typeof newsItemSchema>;

export const pressNews = defineCollection({ dir: 'press/news', format: 'yaml', schema: newsItemSchema, check: (entries) => typedFigureProblems(entries, ['title', 'excerpt']) });

/** Dated news, newest first, with site values filled in. */
export function newsItems(): NewsItem[] {
  return [...pressNews.all()]
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
    .map((entry) => fillAll(withoutKeys(entry, 'slug'), textValues()));
}
