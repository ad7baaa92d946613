import type { Person } from '@/content/company/people';
import { Avatar } from '@/components/ui/avatar';

const sizes = {
  sm: 'size-12 rounded-full text-base',
  md: 'size-16 rounded-xl text-xl',
  lg: 'size-24 rounded-2xl text-3xl sm:size-28',
} as const;

/** A person of the roster as their avatar (components/ui/avatar.tsx), in their tone, drawn from their id. */
export function Monogram({ person, size = 'md', className }: { person: Pick<Person, 'name' | 'tone'> & { id?: string }; size?: keyof typeof sizes; className?: string }) {
  return <Avatar name={person.name} seed={person.id ?? person.name} tone={person.tone} className={`${sizes[size]} ${className ?? ''}`} />;
}
