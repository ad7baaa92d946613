import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Article cards three, two or one across (related articles, the resources page), or the blog list's index of rows.
 * Each card is drawn on approach: the blog list's cards below the first screen cost no layout before
 * the first paint, and their lazy covers are not fetched ahead of it.
 */
export function ArticleGrid({
  items,
  hidden,
  className,
  index = false,
}: {
  items: readonly { id: string; card: ReactNode; category?: string; featured?: boolean }[];
  hidden?: boolean;
  className?: string;
  /** One row under the other between hairlines (the blog's index of ArticleRow), instead of cards across. */
  index?: boolean;
}) {
  return (
    <ul hidden={hidden} className={cn(index ? 'border-b border-line' : 'grid gap-5 sm:gap-6 md:grid-cols-2 xl:grid-cols-3', className)}>
      {items.map((item) => (
        // data-category: the blog filter's CSS shows or hides the card by it (blog-filter.tsx). Each row has its own
        // rule above it, so the rules stay one between each shown row whichever the filter hides. The reserved height is
        // about a row's own (stacked on a phone), so the rows below the first screen stay undrawn until approached.
        <li
          key={item.id}
          data-category={item.category}
          data-featured={item.featured || undefined}
          className={cn('render-on-approach flex', index ? 'border-t border-line [--approach-height:34rem] sm:[--approach-height:15rem]' : '[--approach-height:28rem]')}
        >
          {item.card}
        </li>
      ))}
    </ul>
  );
}
