import { ArticleRow } from '@/components/blog/article-card';
import { ArticleGrid } from '@/components/blog/article-grid';
import { HeadingWithAction } from '@/components/ui/band-heading';
import { ArrowLink } from '@/components/ui/button';
import type { ArticlesSection } from '@/content/blog/tech-insights';

/** The articles as the blog's index (one row under the other between hairlines), under a heading and the way to the whole blog. */
export function Articles({ section, dark }: { section: ArticlesSection; dark: boolean }) {
  return (
    <>
      <HeadingWithAction section={section} dark={dark}>
        <ArrowLink href={section.link.href} className="text-accent hover:text-accent-hover">
          {section.link.label}
        </ArrowLink>
      </HeadingWithAction>
      <ArticleGrid index items={section.items.map((article) => ({ id: article.id, card: <ArticleRow article={article} /> }))} className="mt-10" />
    </>
  );
}
