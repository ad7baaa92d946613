import { Check, Minus } from 'lucide-react';
import type { Artwork, Stat } from '@/content/shared/types';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';

/*
 * The pieces the case-study sections and the portfolio's featured studies share: the artwork,
 * the facts, the marked challenge and solution lists and the phases drawn to scale.
 */

/**
 * A study's artwork: a static SVG file named by the content, with its explicit dimensions.
 * `priority` for the one above the fold, the detail page's largest paint: the postbuild writes it into
 * the HTML (build/inline-hero-art.ts), so it paints with the page.
 * `decorative` inside a link that already names the study.
 * `lazy` only where it is never in the first screen (the other studies at the end of a detail page):
 * requested with the page, those files shared a slow network with the font ahead of the largest paint
 * (Lighthouse: the case study's LCP 0.99 s with them, 0.91 s without). Elsewhere eager: small files,
 * and the first screen never waits for a lazy image's layout.
 */
export function CaseStudyArtwork({
  image,
  className,
  decorative = false,
  priority = false,
  lazy = false,
}: {
  image: Artwork;
  className?: string;
  decorative?: boolean;
  priority?: boolean;
  lazy?: boolean;
}) {
  return (
    <img
      src={image.src}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      className={cn('block h-auto w-full bg-ink', className)}
    />
  );
}

/** Facts such as client, industry, team and duration, two to a row. */
export function FactList({ facts, className }: { facts: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-6', className)}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="eyebrow text-fg-subtle">{fact.label}</dt>
          <dd className="mt-2 leading-6 font-medium">
            <KeepHyphenated text={fact.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

const pointSizes = {
  /** A card of its own (the detail page): an h3. */
  lg: { heading: 'gap-3 text-h3', badge: 'size-10', icon: 'size-5', list: 'mt-6 space-y-4', item: '' },
  /** A column of a featured study (the portfolio): an h4. */
  md: { heading: 'gap-2.5', badge: 'size-8', icon: 'size-4', list: 'mt-5 space-y-3.5', item: 'text-[0.9375rem]' },
} as const;

/** The challenges (neutral markers) or the solutions (`highlight`: accent check marks) under a heading. */
export function PointList({
  heading,
  items,
  highlight = false,
  size,
}: {
  heading: string;
  items: readonly string[];
  highlight?: boolean;
  size: keyof typeof pointSizes;
}) {
  const Marker = highlight ? Check : Minus;
  const Heading = size === 'lg' ? 'h3' : 'h4';
  const styles = pointSizes[size];
  return (
    <>
      <Heading className={cn('flex items-center font-semibold', styles.heading)}>
        <span
          className={cn(
            'inline-flex items-center justify-center rounded-md',
            styles.badge,
            highlight ? 'bg-accent-soft text-accent' : 'bg-paper text-fg-muted ring-1 ring-line',
          )}
        >
          <Icon name={highlight ? 'check-circle' : 'target'} className={styles.icon} />
        </span>
        {heading}
      </Heading>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item} className={cn('flex gap-3 leading-7 text-fg-muted', styles.item)}>
            <Marker aria-hidden className={cn('mt-1.5 size-4 shrink-0', highlight ? 'text-accent' : 'text-fg-subtle')} strokeWidth={2} />
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The number of weeks in a duration such as '8 weeks'. */
export function weeksOf(duration: string): number {
  return Number.parseInt(duration, 10);
}

/** The phases drawn to scale on one bar (a compact Gantt view beside the timeline list). */
export function PhaseBar({ phases, label, dark }: { phases: readonly { duration: string }[]; label: string; dark: boolean }) {
  const weeks = phases.map((phase) => weeksOf(phase.duration));
  const total = weeks.reduce((sum, value) => sum + value, 0);
  return (
    <div aria-hidden className="mt-10 hidden sm:block">
      <p className={cn('eyebrow', dark ? 'text-on-dark-subtle' : 'text-fg-subtle')}>{label}</p>
      <div className="mt-4 flex gap-1">
        {weeks.map((value, index) => (
          <span
            key={index}
            className="flex h-9 min-w-7 items-center justify-center rounded-md bg-accent text-xs font-semibold text-white tabular-nums first:rounded-l-lg last:rounded-r-lg"
            style={{ flexGrow: value, flexBasis: 0 }}
          >
            {index + 1}
          </span>
        ))}
      </div>
      <div className={cn('mt-2 flex justify-between text-xs tabular-nums', dark ? 'text-on-dark-subtle' : 'text-fg-subtle')}>
        <span>Week 0</span>
        <span>Week {total}</span>
      </div>
    </div>
  );
}
