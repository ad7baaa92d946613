import type { IconName } from '@/content/shared/types';
import { cn } from '@/lib/cn';
import { Icon } from './icon';

/** The square tinted tile an icon sits on in cards, adapted to light and dark bands. */
export function IconBadge({ name, dark = false, className }: { name: IconName; dark?: boolean; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-md',
        dark ? 'bg-white/10 text-accent-on-dark' : 'bg-accent-soft text-accent',
        className,
      )}
    >
      <Icon name={name} className="size-5" />
    </span>
  );
}
