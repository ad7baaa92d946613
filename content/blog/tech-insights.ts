import type { SectionPage } from '../shared/page';
import type { SectionBase } from '../shared/sections';
import { allArticles, articlesIn, blogCategories, blogListHref, summarise, type ArticleSummary } from './index';

/** Blog articles as cards (cover, category, title, excerpt, author and date), the blog's own card. */
export interface ArticlesSection extends SectionBase {
  kind: 'articles';
  items: readonly ArticleSummary[];
}

/** The tech insights page's own section kind, drawn by components/pages/tech-insights/ (see PageOwnSections). */
declare module '../shared/sections' {
  interface PageOwnSections {
    articles: ArticlesSection;
  }
}

/** The disciplines of the engineering half of the blog, in the blog's order. */
const disciplines = blogCategories.filter((category) => category.technical);

/** /insights/tech: the blog's engineering articles, and a way into each discipline's filtered list. */
export const techInsightsPage: SectionPage = {
  path: '/insights/tech',
  meta: {
    title: 'Tech articles: AI, Web3, mobile, DevOps and security',
    description:
      'Engineering articles from the Northstack blog on AI, Web3, mobile, DevOps and security: how we build, what it costs and what to ask before you start.',
  },
  hero: {
    label: 'Tech articles',
    headline: 'Engineering articles, by discipline',
    intro:
      'The technical half of our blog: how we design, build, ship and secure software, with the trade-offs spelled out so you can judge them yourself.',
    actions: [{ label: 'Browse every article on the blog', href: blogListHref(), variant: 'primary' }],
  },
  sections: [
    {
      kind: 'articles',
      id: 'tech-articles',
      eyebrow: 'Engineering',
      heading: 'Every technical article',
      intro: 'Newest first. Each one ends with the questions we would ask in your position.',
      get items() {
        return allArticles().filter((article) => disciplines.some((discipline) => discipline.id === article.category)).map(summarise);
      },
    },
    {
      kind: 'links',
      variant: 'compact',
      id: 'disciplines',
      eyebrow: 'By discipline',
      heading: 'Read one discipline at a time',
      intro: 'Each link opens the blog filtered to that category; the filtered view is a link you can share.',
      get items() {
        return disciplines.map((discipline) => {
          const count = articlesIn(discipline.id).length;
          return { title: discipline.label, description: `${count} ${count === 1 ? 'article' : 'articles'} on the blog`, href: blogListHref(discipline.id) };
        });
      },
    },
  ],
};
