import type { ReactNode } from 'react';
import type { Artwork } from '@/content/shared/types';
import { cn } from '@/lib/cn';
import { HeroArt } from './hero-art';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';

/** The dark hero every inner page opens with: small uppercase label, h1, intro, actions; figures (`aside`) or artwork beside them. */
export function PageHero({
  label,
  title,
  intro,
  children,
  aside,
  art,
  className,
}: {
  label?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  aside?: ReactNode;
  /** Drawn beside the text when there is no `aside`. */
  art?: Artwork;
  className?: string;
}) {
  return (
    <section className={cn('dark-surface relative isolate overflow-hidden bg-ink text-on-dark', className)}>
      <div aria-hidden className="glow-hero absolute inset-0 -z-10" />
      <div aria-hidden className="grid-texture absolute inset-0 -z-10" />
      <div className="container-page grid gap-12 pt-36 pb-20 sm:pt-40 sm:pb-24 lg:grid-cols-[1.4fr_1fr] lg:items-end lg:pt-48 lg:pb-28">
        <div className="max-w-3xl">
          {label && <p className="eyebrow text-accent-on-dark">{label}</p>}
          <h1 className="mt-5 text-h1 font-semibold text-balance">
            <KeepHyphenated text={title} />
          </h1>
          {intro && <p className="mt-6 max-w-2xl text-lead text-on-dark-muted text-pretty">{intro}</p>}
          {children && <div className="mt-10 flex flex-wrap gap-3">{children}</div>}
        </div>
        {aside ? <div className="lg:justify-self-end">{aside}</div> : art && <HeroArt art={art} />}
      </div>
    </section>
  );
}
