import type { Person } from '@/content/company/people';
import { portraitAlt } from '@/content/company/portraits';
import { Avatar } from '@/components/ui/avatar';

const sizes = {
  sm: 'size-12 rounded-full',
  md: 'size-16 rounded-xl',
  lg: 'size-24 rounded-2xl sm:size-28',
} as const;

/**
 * A person of the roster as their portrait (components/ui/avatar.tsx). With `described`, where the portrait
 * opens a profile, its alt text gives the name and role; elsewhere the name beside it says it.
 */
export function Monogram({
  person,
  size = 'md',
  described = false,
  className,
}: {
  person: Pick<Person, 'name' | 'tone' | 'title' | 'photo'>;
  size?: keyof typeof sizes;
  described?: boolean;
  className?: string;
}) {
  return <Avatar name={person.name} photo={person.photo} tone={person.tone} alt={described ? portraitAlt(person) : ''} className={`${sizes[size]} ${className ?? ''}`} />;
}
