import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A small label: tags, technology chips, topics. Square corners and no outline, so it never reads as a button. */
export function Badge({ dark = false, className, children }: { dark?: boolean; className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-sm px-2 py-0.5 text-xs font-medium leading-5',
        dark ? 'bg-white/[0.07] text-on-dark-muted' : 'bg-fg/[0.05] text-fg-muted',
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
