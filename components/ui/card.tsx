import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A surface: hairline border and soft shadow on light, translucent blurred panel on dark. */
export function Card({
  as: Element = 'div',
  dark = false,
  interactive = false,
  className,
  children,
}: {
  /** The element drawn: a `figure` when the card is one (a quotation with its caption). */
  as?: 'div' | 'figure';
  dark?: boolean;
  interactive?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Element
      className={cn(
        'relative rounded-lg p-6 sm:p-8',
        dark
          ? 'border border-white/10 bg-white/[0.035] backdrop-blur-sm'
          : 'border border-line bg-paper-raised shadow-card',
        interactive &&
          (dark
            ? 'transition-colors duration-200 hover:border-white/25 hover:bg-white/[0.06]'
            : 'transition-[box-shadow,transform,border-color] duration-200 ease-out-soft hover:-translate-y-0.5 hover:border-fg/15 hover:shadow-card-hover'),
        className,
      )}
    >
      {children}
    </Element>
  );
}
