import type { IconItem } from '@/content/shared/types';
import { cn } from '@/lib/cn';
import { ArrowLink } from './button';
import { Card } from './card';
import { IconBadge } from './icon-badge';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';
import { fitGrid } from './fit-grid';

/** Icon cards in a grid sized to their number (fitGrid; ten: 5 → 2 → 1). */
export function IconCardGrid({ items, dark = false }: { items: readonly IconItem[]; dark?: boolean }) {
  const grid = items.length === 10 ? { list: 'grid gap-5 sm:grid-cols-2 xl:grid-cols-5', item: () => '' } : fitGrid(items.length);
  return (
    <ul className={grid.list}>
      {items.map((item, index) => (
        <li key={item.title} className={cn('flex', grid.item(index))}>
          <Card dark={dark} className="w-full">
            <IconBadge name={item.icon} dark={dark} />
            <h3 className={cn('mt-5 text-h3 font-semibold', dark ? 'text-on-dark' : 'text-fg')}>
              <KeepHyphenated text={item.title} />
            </h3>
            <p className={cn('mt-2 leading-7', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>{item.description}</p>
            {item.link && (
              <ArrowLink href={item.link.href} className={cn('mt-4 text-sm', dark ? 'text-on-dark' : 'text-accent hover:text-accent-hover')}>
                {item.link.label}
              </ArrowLink>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
