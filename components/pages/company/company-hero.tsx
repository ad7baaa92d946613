import type { ReactNode } from 'react';
import { AFTER_PAINT_ON_PHONES, DRAW_AFTER_PAINT } from '@/components/page/draw-after-paint';
import { Avatar, avatarBackdrop } from '@/components/ui/avatar';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';
import { allStaff, leaders } from '@/content/company/people';
import { portraitAlt } from '@/content/company/portraits';
import type { PageHeroContent } from '@/content/shared/page';
import { cn } from '@/lib/cn';

/**
 * How a company page opens when its file chooses people over an artwork (the hero's **Look**,
 * content/pages/company/schema.ts; DESIGN.md "A look of its own": company pages are people-first):
 * - `portraits`: the studio's people as a wall of portraits beside the words (the overview and the team roster);
 * - `founders`: the two co-founders, portraits large and named (leadership).
 * The look `artwork` (our story, mission, partnerships, life at the studio, the press room, the fact sheet) keeps the
 * company look of PageHero with its artwork.
 */
export type CompanyHeroLook = NonNullable<PageHeroContent['companyLook']>;

/** A company page's opening band in its look; `children` are its actions. */
export function CompanyHero({ look, hero, children }: { look: CompanyHeroLook; hero: PageHeroContent; children?: ReactNode }) {
  return (
    <section data-hero-kind="company" data-company-look={look} className="dark-surface relative isolate overflow-hidden bg-ink text-on-dark">
      <div aria-hidden className="glow-company absolute inset-0 -z-10" />
      <div aria-hidden className="dot-texture absolute inset-0 -z-10" />
      <div className="container-page grid gap-12 pt-36 pb-20 sm:pt-40 sm:pb-24 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-center lg:gap-16 lg:pt-44 lg:pb-24">
        <div className="max-w-3xl">
          {hero.label && <p className="eyebrow text-accent-on-dark">{hero.label}</p>}
          <h1 className="mt-5 font-semibold text-balance text-display">
            <KeepHyphenated text={hero.headline} />
          </h1>
          {hero.intro && <p className="mt-6 max-w-2xl text-lead text-on-dark-muted text-pretty">{hero.intro}</p>}
          {children && <div className="mt-10 flex flex-wrap gap-3">{children}</div>}
        </div>
        {look === 'portraits' ? <PortraitWall /> : <Founders />}
      </div>
    </section>
  );
}

/**
 * The studio's people as a wall of portraits, the columns set off in height like a contact sheet. Decorative: the
 * people are named on the page below (and the portraits' alt text would only repeat the roster). On a phone the
 * tiles hold their place in each person's tone from the first paint and the portraits arrive after it
 * (components/page/draw-after-paint.ts).
 */
function PortraitWall() {
  // Whole rows of three, at most three rows: the middle column set lower.
  const staff = allStaff();
  const people = staff.slice(0, Math.min(9, staff.length - (staff.length % 3)));
  return (
    <div aria-hidden {...{ [DRAW_AFTER_PAINT]: '' }} className="mx-auto grid w-full max-w-md grid-cols-3 gap-3 pb-8 sm:gap-4 lg:max-w-none lg:pb-10">
      {people.map((person, index) => (
        <div key={person.id} className={cn('aspect-square overflow-hidden rounded-2xl', avatarBackdrop(person.tone), index % 3 === 1 && 'translate-y-8 lg:translate-y-10')}>
          <Avatar name={person.name} photo={person.photo} tone={person.tone} className={cn('size-full rounded-2xl', AFTER_PAINT_ON_PHONES)} />
        </div>
      ))}
    </div>
  );
}

/** The co-founders, large and named: the leadership page opens on the two people it is about. */
function Founders() {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6">
      {leaders().map((leader, index) => (
        <li key={leader.id} className={cn(index === 1 && 'lg:translate-y-10')}>
          <figure>
            <Avatar name={leader.name} photo={leader.photo} tone={leader.tone} alt={portraitAlt(leader)} className="aspect-square h-auto w-full rounded-3xl" />
            <figcaption className="mt-4">
              <span className="block font-semibold text-on-dark">{leader.name}</span>
              <span className="mt-0.5 block text-sm text-on-dark-muted">{leader.title}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
