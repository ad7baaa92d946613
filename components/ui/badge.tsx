import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A small label: tags, technology chips, topics. */
export function Badge({ dark = false, className, children }: { dark?: boolean; className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-3 py-1 text-xs font-medium leading-5',
        dark ? 'border-white/15 bg-white/5 text-on-dark-muted' : 'border-line bg-paper-raised text-fg-muted',
        className,
      )}
    >
      {children}
    </span>
  );
}

export function BadgeList({ items, dark = false, label }: { items: readonly string[]; dark?: boolean; label?: string }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge dark={dark}>{item}</Badge>
        </li>
      ))}
    </ul>
  );
}
