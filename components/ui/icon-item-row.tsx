import type { IconItem } from '@/content/shared/types';
import { cn } from '@/lib/cn';
import { ArrowLink } from './button';
import { IconBadge } from './icon-badge';

/**
 * An icon item as a row of a list: its tile beside the title, the description and the page it points to. The light
 * ground's lists beside a text column use it (an opening's "What we offer", the talent pool's benefits); `compact`
 * for a narrow column.
 */
export function IconItemRow({ item, compact = false }: { item: IconItem; compact?: boolean }) {
  return (
    <li className="flex gap-4">
      <IconBadge name={item.icon} className="shrink-0" />
      <div>
        <h3 className="font-semibold text-fg">{item.title}</h3>
        <p className={cn('mt-1 text-fg-muted', compact ? 'text-sm leading-6' : 'leading-7')}>{item.description}</p>
        {item.link && (
          <ArrowLink href={item.link.href} className="mt-2 text-sm text-accent hover:text-accent-hover">
            {item.link.label}
          </ArrowLink>
        )}
      </div>
    </li>
  );
}
