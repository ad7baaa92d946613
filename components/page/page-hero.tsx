import type { ReactNode } from 'react';
import type { Artwork } from '@/content/shared/types';
import { allStaff } from '@/content/company/people';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { HeroArt } from './hero-art';
import type { HeroKind } from './hero-kind';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';

/** How each kind of page's hero looks: its light, texture, padding, headline scale and columns. */
const looks: Record<HeroKind, { glow: string; texture: string; pad: string; title: string; grid: string; text?: string; people?: boolean; artFirst?: boolean; artBleed?: string }> = {
  service: {
    glow: 'glow-hero',
    texture: 'grid-texture',
    pad: 'pt-36 pb-20 sm:pt-40 sm:pb-24 lg:pt-48 lg:pb-28',
    title: 'text-h1',
    // The words hang from the top of the art: the page arrives in pieces, and words centred on the art would move
    // down as it comes (e2e/progressive-paint.spec.ts).
    grid: 'lg:grid-cols-[1fr_1.2fr] lg:items-start',
    // The product the service builds, larger than the words and running into the page's right margin: the page's signature.
    artBleed: 'lg:-mr-8 xl:-mr-16 min-[86rem]:-mr-24',
  },
  industry: {
    glow: 'glow-industry',
    texture: 'hatch-texture',
    pad: 'pt-36 pb-20 sm:pt-40 sm:pb-24 lg:pt-48 lg:pb-28',
    title: 'text-h1',
    grid: 'lg:grid-cols-[1fr_1.2fr] lg:items-start',
    // A rule in the accent down the text: the sector's page, set like a report.
    text: 'border-l-2 border-accent-on-dark/60 pl-6 sm:pl-8',
    // The sector's product on the left, the words on the right: an industry page reads apart from a service page at a glance.
    artFirst: true,
  },
  company: { glow: 'glow-company', texture: 'dot-texture', pad: 'pt-36 pb-20 sm:pt-40 sm:pb-24 lg:pt-48 lg:pb-28', title: 'text-display', grid: 'lg:grid-cols-[1.5fr_1fr] lg:items-center', people: true },
  careers: { glow: 'glow-careers', texture: 'dot-texture', pad: 'pt-36 pb-20 sm:pt-40 sm:pb-24 lg:pt-48 lg:pb-28', title: 'text-h1', grid: 'lg:grid-cols-[1.4fr_1fr] lg:items-center', people: true },
  editorial: { glow: 'glow-editorial', texture: 'ruled-texture', pad: 'pt-32 pb-14 sm:pt-36 sm:pb-16 lg:pt-40 lg:pb-20', title: 'text-h1', grid: 'lg:grid-cols-[1.6fr_1fr] lg:items-end' },
  work: { glow: 'glow-hero', texture: 'dot-texture', pad: 'pt-36 pb-20 sm:pt-40 sm:pb-24 lg:pt-44 lg:pb-24', title: 'text-h1', grid: 'lg:grid-cols-[1.4fr_1fr] lg:items-center' },
  // A growth path: a light rising from the bottom left over week columns, and a shorter foot, since the plan's band
  // under it continues the dark ground (components/pages/growth-paths/path-plan.tsx).
  path: {
    glow: 'glow-path',
    texture: 'week-texture',
    pad: 'pt-36 pb-14 sm:pt-40 sm:pb-16 lg:pt-44 lg:pb-20',
    title: 'text-h1',
    grid: 'lg:grid-cols-[1fr_1.1fr] lg:items-start',
    artBleed: 'lg:-mr-6 xl:-mr-12',
  },
};

/** The people of the studio, side by side: on company and careers heroes, the team a reader would meet. */
function People() {
  return (
    <div aria-hidden className="mt-10 flex -space-x-2.5">
      {allStaff().map((person) => (
        <Avatar key={person.id} name={person.name} photo={person.photo} tone={person.tone} className="size-10 rounded-full ring-2 ring-ink sm:size-11" />
      ))}
    </div>
  );
}

/**
 * The dark hero every inner page opens with: small uppercase label, h1, intro, actions; figures (`aside`) or
 * artwork beside them. Its `kind` (hero-kind.ts, from the page's path) sets the look, so service, industry,
 * company, careers and editorial pages each open differently while sharing one structure.
 */
export function PageHero({
  label,
  title,
  intro,
  children,
  aside,
  art,
  kind = 'service',
  className,
}: {
  label?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  aside?: ReactNode;
  /** Drawn beside the text when there is no `aside`. */
  art?: Artwork;
  kind?: HeroKind;
  className?: string;
}) {
  const look = looks[kind];
  return (
    <section data-hero-kind={kind} className={cn('dark-surface relative isolate overflow-hidden bg-ink text-on-dark', className)}>
      <div aria-hidden className={cn(look.glow, 'absolute inset-0 -z-10')} />
      <div aria-hidden className={cn(look.texture, 'absolute inset-0 -z-10')} />
      <div className={cn('container-page grid gap-12', look.pad, look.grid)}>
        <div className={cn('max-w-3xl', look.text)}>
          {label && <p className="eyebrow text-accent-on-dark">{label}</p>}
          <h1 className={cn('mt-5 font-semibold text-balance', look.title)}>
            <KeepHyphenated text={title} />
          </h1>
          {intro && <p className="mt-6 max-w-2xl text-lead text-on-dark-muted text-pretty">{intro}</p>}
          {children && <div className="mt-10 flex flex-wrap gap-3">{children}</div>}
          {look.people && <People />}
        </div>
        {/* Figures hang from the top: the page arrives in pieces, and a list aligned to the bottom would lift what is painted as its last item comes. */}
        {aside ? (
          <div className="lg:self-start lg:justify-self-end">{aside}</div>
        ) : (
          art &&
          (look.artFirst ? (
            // Hidden with the art on a phone, so the empty box adds no gap under the text.
            <div className="hidden md:block lg:order-first lg:self-center">
              <HeroArt art={art} />
            </div>
          ) : look.artBleed ? (
            <div className={cn('hidden md:block lg:self-center', look.artBleed)}>
              <HeroArt art={art} />
            </div>
          ) : (
            <HeroArt art={art} />
          ))
        )}
      </div>
    </section>
  );
}
