import type { IconItem } from '@/content/shared/types';
import { cn } from '@/lib/cn';
import { Card } from './card';
import { IconBadge } from './icon-badge';

/** Icon cards in a 3 → 2 → 1 grid (multiples of four: 4 → 2 → 1; ten: 5 → 3 → 2 → 1). */
export function IconCardGrid({ items, dark = false }: { items: readonly IconItem[]; dark?: boolean }) {
  const columns = items.length % 4 === 0 ? 'lg:grid-cols-4' : items.length === 10 ? 'lg:grid-cols-3 xl:grid-cols-5' : 'lg:grid-cols-3';
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2', columns)}>
      {items.map((item) => (
        <li key={item.title} className="flex">
          <Card dark={dark} className="w-full">
            <IconBadge name={item.icon} dark={dark} />
            <h3 className={cn('mt-5 text-h3 font-semibold', dark ? 'text-on-dark' : 'text-fg')}>{item.title}</h3>
            <p className={cn('mt-2 leading-7', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>{item.description}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
