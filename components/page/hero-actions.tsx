import { ButtonLink } from '@/components/ui/button';
import type { PageHeroContent } from '@/content/shared/page';

/** A dark hero's buttons: the primary one with its arrow, the others outlined. */
export function HeroActions({ actions }: { actions: NonNullable<PageHeroContent['actions']> }) {
  return actions.map((action) => (
    <ButtonLink
      key={action.label}
      href={action.href}
      size="lg"
      arrow={action.variant === 'primary'}
      variant={action.variant === 'primary' ? 'primary' : 'outline-dark'}
    >
      {action.label}
    </ButtonLink>
  ));
}
