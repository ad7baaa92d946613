import type { ReactNode } from 'react';
import { Quote } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A quotation in a card: one quote mark (the icon), the words, then who said it (avatar, name and role) as its caption. */
export function QuoteCard({
  quote,
  name,
  role,
  avatar,
  label,
  dark = false,
}: {
  quote: string;
  name: string;
  role: string;
  avatar: ReactNode;
  /** A few words beside the quote mark that say whose words these are among other cards (a client's among the team's). */
  label?: string;
  dark?: boolean;
}) {
  return (
    // The card is the figure itself: a figcaption must be the figure's own child.
    <Card as="figure" dark={dark} className="flex w-full flex-col">
      <div className="flex items-center gap-3">
        <Quote aria-hidden className={cn('size-7 shrink-0', dark ? 'text-accent-on-dark' : 'text-accent')} strokeWidth={1.5} />
        {label && <p className={cn('eyebrow', dark ? 'text-accent-on-dark' : 'text-accent')}>{label}</p>}
      </div>
      <blockquote className={cn('mt-5 text-[1.0625rem] leading-8', dark ? 'text-on-dark' : 'text-fg')}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-auto flex items-center gap-4 pt-8">
        {avatar}
        <span className="text-sm">
          <span className={cn('block font-semibold', dark ? 'text-on-dark' : 'text-fg')}>{name}</span>
          <span className={cn('block', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>{role}</span>
        </span>
      </figcaption>
    </Card>
  );
}
