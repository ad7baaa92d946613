import { allArticles, blogFilters, blogPage, summarise } from '@/content/blog';
import { featuredArticle } from '@/content/blog/list-page';
import type { SectionLeaves } from '@/components/sections/page-sections';
import { ArticleRow } from './article-card';
import { BlogFilter } from './blog-filter';
import { NewsletterForm } from './newsletter-form';

/** The blog list's interactive parts: the category filter around every article's row of the index, and the newsletter form. */
export function blogListLeaves(): SectionLeaves {
  const featured = featuredArticle();
  return {
    filter: (
      <BlogFilter
        filters={blogFilters}
        copy={blogPage.list}
        items={allArticles().map((article) => ({
          id: article.id,
          category: article.category,
          featured: article.id === featured?.id,
          card: <ArticleRow article={summarise(article)} />,
        }))}
      />
    ),
    newsletter: <NewsletterForm copy={blogPage.newsletter} />,
  };
}
