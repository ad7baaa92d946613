import { Check, Minus } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A short list of features or deliverables, each with a check mark, under a hairline. */
/** `mark`: a check for what is included, a dash for what a list leaves out (an audit's "Not in scope"). */
export function CheckList({ items, dark = false, className, mark = 'check' }: { items: readonly string[]; dark?: boolean; className?: string; mark?: 'check' | 'excluded' }) {
  const Mark = mark === 'check' ? Check : Minus;
  return (
    <ul className={cn('space-y-2.5 border-t pt-6 text-sm', dark ? 'border-white/10' : 'border-line', className)}>
      {items.map((item) => (
        <li key={item} className={cn('flex gap-2.5 leading-6', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>
          <Mark aria-hidden className={cn('mt-1 size-4 shrink-0', mark === 'excluded' ? (dark ? 'text-on-dark-muted' : 'text-fg-subtle') : dark ? 'text-accent-on-dark' : 'text-accent')} strokeWidth={2} />
          {item}
        </li>
      ))}
    </ul>
  );
}
