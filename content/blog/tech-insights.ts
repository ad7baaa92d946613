import type { SectionPage } from '../shared/page';
import type { SectionBase } from '../shared/sections';
import type { InternalPath } from '../shared/types';
import { allArticles, articlesIn, blogCategories, blogListHref, summarise, type ArticleSummary } from './index';

/** Blog articles as the blog's index rows (cover, category, title, excerpt, author and date), and the way to the whole blog. */
export interface ArticlesSection extends SectionBase {
  kind: 'articles';
  items: readonly ArticleSummary[];
  link: { label: string; href: InternalPath };
}

/** The tech insights page's own section kind, drawn by components/pages/tech-insights/ (see PageOwnSections). */
declare module '../shared/sections' {
  interface PageOwnSections {
    articles: ArticlesSection;
  }
}

/** The disciplines of the engineering half of the blog, in the blog's order. */
const disciplines = blogCategories.filter((category) => category.technical);

/**
 * /insights/tech: the blog's engineering articles, and a way into each discipline's filtered list. It opens like the
 * blog (its nameplate on paper, components/page/paper-masthead.tsx) and lists the articles as the blog's rows.
 */
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
    masthead: true,
  },
  sections: [
    {
      kind: 'articles',
      id: 'tech-articles',
      eyebrow: 'Engineering',
      heading: 'Every technical article',
      intro: 'Newest first. Each one ends with the questions we would ask in your position.',
      link: { label: 'Browse every article on the blog', href: blogListHref() },
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
