import type { Stat } from '@/content/shared/types';
import { cn } from '@/lib/cn';

/** Headline statistics, 4 columns on wide screens and 2 on small ones, as a description list. */
export function StatGrid({ items, dark = false, className }: { items: readonly Stat[]; dark?: boolean; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4', className)}>
      {items.map((stat) => (
        // The term (label) comes first in the markup; the figure is shown above it.
        <div key={stat.label} className={cn('flex flex-col-reverse justify-end border-t pt-6', dark ? 'border-white/15' : 'border-line')}>
          <dt className={cn('mt-3 text-sm leading-6', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>{stat.label}</dt>
          <dd className={cn('text-stat font-semibold tabular-nums', dark ? 'text-on-dark' : 'text-fg')}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
