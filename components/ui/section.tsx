import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';

export type SectionTone = 'light' | 'white' | 'dark';

const tones: Record<SectionTone, string> = {
  light: 'bg-paper text-fg',
  white: 'bg-paper-raised text-fg',
  dark: 'dark-surface bg-ink text-on-dark',
};

/**
 * A page band with the site's vertical rhythm; 'dark' is the fixed near-black of SPEC.
 * Bands follow a page's hero, so they are rendered as they approach the viewport.
 */
export function Section({
  tone = 'light',
  id,
  labelledBy,
  className,
  children,
}: {
  tone?: SectionTone;
  id?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('section-pad render-on-approach relative', tones[tone], className)}>
      <div className="container-page relative">{children}</div>
    </section>
  );
}

/** Eyebrow label, h2 and intro; `dark` adapts the text tiers to a dark band. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  dark = false,
  align = 'left',
  className,
  as: Heading = 'h2',
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  dark?: boolean;
  align?: 'left' | 'center';
  className?: string;
  as?: 'h1' | 'h2';
  children?: ReactNode;
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className={cn('eyebrow mb-4', dark ? 'text-accent-on-dark' : 'text-accent')}>{eyebrow}</p>}
      <Heading id={id} className={cn('text-h2 font-semibold text-balance', dark ? 'text-on-dark' : 'text-fg')}>
        <KeepHyphenated text={title} />
      </Heading>
      {intro && <p className={cn('mt-5 text-lead text-pretty', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>{intro}</p>}
      {children}
    </div>
  );
}
