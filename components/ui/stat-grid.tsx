import type { Stat } from '@/content/shared/types';
import { cn } from '@/lib/cn';

/** Columns of the compact size: all figures on one row. */
const compactColumns: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' };

/**
 * Statistics as a description list. `default`: headline figures, 4 columns on wide screens and
 * 2 on small ones. `compact`: up to four small figures on one row under a hairline, for a card.
 */
export function StatGrid({
  items,
  dark = false,
  size = 'default',
  className,
}: {
  items: readonly Stat[];
  dark?: boolean;
  size?: 'default' | 'compact';
  className?: string;
}) {
  if (size === 'compact') {
    return (
      <dl className={cn('grid gap-4 border-t pt-6', compactColumns[items.length] ?? 'grid-cols-4', dark ? 'border-white/10' : 'border-line', className)}>
        {items.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse justify-end">
            <dt className={cn('mt-1 text-xs leading-5', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>{stat.label}</dt>
            <dd className={cn('text-xl font-semibold whitespace-nowrap tabular-nums', dark ? 'text-on-dark' : 'text-fg')}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    );
  }
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
