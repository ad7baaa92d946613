import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A short list of features or deliverables, each with a check mark, under a hairline. */
export function CheckList({ items, dark = false, className }: { items: readonly string[]; dark?: boolean; className?: string }) {
  return (
    <ul className={cn('space-y-2.5 border-t pt-6 text-sm', dark ? 'border-white/10' : 'border-line', className)}>
      {items.map((item) => (
        <li key={item} className={cn('flex gap-2.5 leading-6', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>
          <Check aria-hidden className={cn('mt-1 size-4 shrink-0', dark ? 'text-accent-on-dark' : 'text-accent')} strokeWidth={2} />
          {item}
        </li>
      ))}
    </ul>
  );
}
