import type { CSSProperties } from 'react';
import type { Stat } from '@/content/shared/types';
import { cn } from '@/lib/cn';

/**
 * The layouts of a statistics list:
 * - `band`: headline statistics of a section, 4 columns on wide screens and 2 on small ones;
 * - `pair`: two to a row with large figures (a featured case study's header);
 * - `row`: three in one row under a rule (a case study's teaser figures);
 * - `compact`: two to a row with small figures under a rule (a case-study card);
 * - `strip`: every figure on one row, small, under a faint rule (the home page's case-study cards).
 */
const variants = {
  band: {
    list: 'grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4',
    item: 'border-t pt-6 @container',
    term: 'mt-3 text-sm leading-6',
    // Never wrapped ('12 weeks'): a long value shrinks to fit its column instead, by its length (--stat-chars).
    figure: 'text-[length:min(var(--text-stat),calc(160cqi/var(--stat-chars)))] leading-none tracking-[-0.03em] font-semibold whitespace-nowrap tabular-nums',
  },
  pair: {
    list: 'grid grid-cols-2 gap-x-6 gap-y-8',
    item: 'border-t pt-5',
    term: 'mt-2 text-sm leading-6',
    figure: 'text-[2rem] leading-none font-semibold tracking-tight whitespace-nowrap tabular-nums sm:text-[2.5rem]',
  },
  row: {
    list: 'grid grid-cols-3 gap-4 border-t pt-6 sm:gap-6',
    item: '',
    term: 'mt-2 text-xs leading-5 sm:text-sm sm:leading-6',
    figure: 'text-xl font-semibold tracking-tight whitespace-nowrap tabular-nums sm:text-3xl',
  },
  compact: {
    list: 'grid grid-cols-2 gap-x-4 gap-y-5 border-t pt-6',
    item: '',
    term: 'mt-1 min-h-10 text-xs leading-5',
    figure: 'text-2xl font-semibold tracking-tight whitespace-nowrap tabular-nums',
  },
  strip: {
    list: 'grid auto-cols-[minmax(0,1fr)] grid-flow-col gap-4 border-t pt-6',
    item: '',
    term: 'mt-1 text-xs leading-5',
    figure: 'text-xl font-semibold whitespace-nowrap tabular-nums',
    darkRule: 'border-white/10',
  },
} as const satisfies Record<string, { list: string; item: string; term: string; figure: string; darkRule?: string }>;

/** Statistics as a description list; `band` (the default) is the 4-column band of headline figures. A statistic's note (and its link) is drawn under its label. */
export function StatGrid({
  items,
  dark = false,
  variant = 'band',
  className,
}: {
  items: readonly Stat[];
  dark?: boolean;
  variant?: keyof typeof variants;
  className?: string;
}) {
  const styles = variants[variant];
  // Three headline figures share one row (two columns would leave the third alone on its own row).
  const list = variant === 'band' && items.length === 3 ? 'grid grid-cols-1 gap-x-6 gap-y-8 sm:grid-cols-3' : styles.list;
  const rule = dark ? ('darkRule' in styles ? styles.darkRule : 'border-white/15') : 'border-line';
  return (
    // A page shows at most one band of headline figures (DESIGN.md): `data-stat-band` marks it for the export's test.
    <dl data-stat-band={variant === 'band' ? '' : undefined} className={cn(list, list.includes('border-t') && rule, className)}>
      {items.map((stat) => (
        // The term (label) comes first in the markup; the figure is shown above it.
        <div key={stat.label} className={cn('flex flex-col-reverse justify-end', styles.item, styles.item.includes('border-t') && rule)}>
          <dt className={cn(styles.term, dark ? 'text-on-dark-muted' : 'text-fg-muted')}>{stat.label}</dt>
          <dd className={cn(styles.figure, dark ? 'text-on-dark' : 'text-fg')} style={variant === 'band' ? ({ '--stat-chars': Math.max(5, stat.value.length) } as CSSProperties) : undefined}>
            {stat.value}
          </dd>
          {stat.note && (
            // Drawn under the label (first in the reversed column): a best case's median, a satisfaction figure's survey.
            <dd data-stat-note="" className={cn('order-first mt-2 text-xs leading-5', dark ? 'text-on-dark-subtle' : 'text-fg-subtle')}>
              {stat.note.text}
              {stat.note.links?.map((link, index) => (
                <span key={link.href}>
                  {index === 0 ? ' ' : ', '}
                  <a href={link.href} className={cn('underline underline-offset-2', dark ? 'text-on-dark hover:text-on-dark-muted' : 'text-accent hover:text-accent-hover')}>
                    {link.label}
                  </a>
                  {link.result && ` (${link.result})`}
                </span>
              ))}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
