import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Article cards three, two or one across: the blog list, related articles and the resources page.
 * Each card is drawn on approach: the blog list's cards below the first screen cost no layout before
 * the first paint, and their lazy covers are not fetched ahead of it.
 */
export function ArticleGrid({ items, hidden, className }: { items: readonly { id: string; card: ReactNode; category?: string; featured?: boolean }[]; hidden?: boolean; className?: string }) {
  return (
    <ul hidden={hidden} className={cn('grid gap-5 sm:gap-6 md:grid-cols-2 xl:grid-cols-3', className)}>
      {items.map((item) => (
        // data-category: the blog filter's CSS shows or hides the card by it (blog-filter.tsx).
        <li key={item.id} data-category={item.category} data-featured={item.featured || undefined} className="render-on-approach flex [--approach-height:28rem]">
          {item.card}
        </li>
      ))}
    </ul>
  );
}
