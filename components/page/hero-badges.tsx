import { Icon } from '@/components/ui/icon';
import { ArrowLink } from '@/components/ui/button';
import type { PageHeroContent } from '@/content/shared/page';
import { cn } from '@/lib/cn';

const tones = {
  dark: {
    label: 'text-on-dark-subtle',
    list: 'mt-4',
    badge: 'bg-white/[0.07] text-on-dark',
    note: 'text-on-dark-muted',
    link: 'text-on-dark underline-offset-4 hover:underline',
  },
  light: {
    label: 'text-fg-subtle',
    list: 'mt-3',
    badge: 'bg-fg/[0.06] text-fg',
    note: 'text-fg-muted',
    link: 'text-accent hover:text-accent-hover',
  },
} as const;

/** A hero's labelled badges (the portfolio's capabilities, the case studies' topics) and the line under them. */
export function HeroBadges({ badges, tone, className }: { badges: NonNullable<PageHeroContent['badges']>; tone: keyof typeof tones; className?: string }) {
  const look = tones[tone];
  return (
    <div className={className}>
      <p id="hero-badges-label" className={cn('eyebrow', look.label)}>
        {badges.label}
      </p>
      <ul aria-labelledby="hero-badges-label" className={cn('flex flex-wrap gap-2', look.list)}>
        {badges.items.map((badge) => (
          <li key={badge.name}>
            {/* A label, not a button: square corners, no outline. */}
            <span className={cn('inline-flex items-center gap-2 rounded-sm py-1 pr-3 text-sm font-medium', look.badge, badge.icon ? 'pl-2' : 'pl-3')}>
              {badge.icon && <Icon name={badge.icon} className="size-4 text-accent-on-dark" />}
              {badge.name}
            </span>
          </li>
        ))}
      </ul>
      {badges.note && (
        <p className={cn('mt-4 text-sm', look.note)}>
          {badges.note.text}{' '}
          <ArrowLink href={badges.note.link.href} className={look.link}>
            {badges.note.link.label}
          </ArrowLink>
        </p>
      )}
    </div>
  );
}
