import type { PageSection, SectionBase } from '../shared/sections';
import type { SectionPage } from '../shared/page';
import { blogFeedPath, blogListPath } from './categories';
import { allArticles, summarise, type Article, type ArticleSummary } from './index';
import { blogPage as copy } from './page';

/** The blog: the featured article's large card; the eyebrow names the section. */
export interface FeaturedArticleSection {
  kind: 'featuredArticle';
  id: string;
  eyebrow: string;
  readLabel: string;
  article: ArticleSummary;
  tone?: undefined;
}

/** The blog: every article, filtered by category in the page's `filter` leaf, and the feed link. */
export interface ArticleListSection extends SectionBase {
  kind: 'articleList';
  leaf: 'filter';
  feed: { label: string; href: `/${string}` };
}

/** The blog: the newsletter panel around the page's `newsletter` leaf (the form). */
export interface NewsletterSection extends SectionBase {
  kind: 'newsletter';
  leaf: 'newsletter';
}

/** The blog list's own section kinds, drawn by components/pages/blog/ (see PageOwnSections). */
declare module '../shared/sections' {
  interface PageOwnSections {
    featuredArticle: FeaturedArticleSection;
    articleList: ArticleListSection;
    newsletter: NewsletterSection;
  }
}

/** The blog list opens with its own nameplate on paper instead of the dark hero (components/page/paper-masthead.tsx). */
declare module '../shared/page' {
  interface PageHeroContent {
    masthead?: true;
  }
}

/** The article drawn in the large card above the list (the list under 'All Posts' leaves it out). */
export function featuredArticle(): Article | undefined {
  const articles = allArticles();
  return articles.find((article) => article.featured) ?? articles[0];
}

/**
 * /our-work/blog as a page module: the featured article, every article (filtered in the page's
 * `filter` leaf) and the newsletter (its `newsletter` leaf). Server and build only (reads the articles).
 */
export const blogListPage: SectionPage = {
  path: blogListPath,
  meta: copy.meta,
  hero: { label: copy.hero.label, headline: copy.hero.title, intro: copy.hero.intro, masthead: true },
  // Getters: the articles are read when the page renders, so dev shows an edited article on reload.
  get sections(): PageSection[] {
    const featured = featuredArticle();
    return [
      ...(featured
        ? [{ kind: 'featuredArticle', id: 'featured', eyebrow: copy.featured.eyebrow, readLabel: copy.featured.readLabel, article: summarise(featured) } satisfies PageSection]
        : []),
      { kind: 'articleList', id: 'articles', heading: copy.list.heading, leaf: 'filter', feed: { label: copy.list.feedLabel, href: blogFeedPath } },
      { kind: 'newsletter', id: 'newsletter', eyebrow: copy.newsletter.eyebrow, heading: copy.newsletter.heading, intro: copy.newsletter.body, leaf: 'newsletter' },
    ];
  },
  contactHref: '/contact',
  get schema() {
    return { type: 'CollectionPage' as const, items: allArticles().map((article) => ({ name: article.title, path: article.href })) };
  },
};
