import type { NumberedPoint } from '@/content/shared/types';
import { cn } from '@/lib/cn';

/** Numbered points ('What you get', principles, steps); numbers come from the order. Three points stand in one row (never two and one alone). */
export function NumberedList({ items, dark = false, columns = 2 }: { items: readonly NumberedPoint[]; dark?: boolean; columns?: 2 | 3 | 4 }) {
  return (
    <ol className={cn('grid gap-x-10 gap-y-10', columns === 3 ? 'md:grid-cols-3' : 'sm:grid-cols-2', columns === 4 && 'lg:grid-cols-4')}>
      {items.map((item, index) => (
        <li key={item.title} className={cn('relative border-t pt-6', dark ? 'border-white/15' : 'border-line')}>
          <span
            aria-hidden
            className={cn('font-mono text-sm font-medium tabular-nums', dark ? 'text-accent-on-dark' : 'text-accent')}
          >
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className={cn('mt-3 text-h3 font-semibold', dark ? 'text-on-dark' : 'text-fg')}>{item.title}</h3>
          <p className={cn('mt-2 leading-7', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>{item.description}</p>
        </li>
      ))}
    </ol>
  );
}
