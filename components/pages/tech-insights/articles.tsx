import { ArticleCard } from '@/components/blog/article-card';
import { ArticleGrid } from '@/components/blog/article-grid';
import { Heading } from '@/components/ui/band-heading';
import type { ArticlesSection } from '@/content/blog/tech-insights';

/** Blog articles as cards, 3 → 2 → 1 columns. */
export function Articles({ section, dark }: { section: ArticlesSection; dark: boolean }) {
  return (
    <>
      <Heading section={section} dark={dark} />
      <ArticleGrid items={section.items.map((article) => ({ id: article.id, card: <ArticleCard article={article} /> }))} className="mt-14" />
    </>
  );
}
