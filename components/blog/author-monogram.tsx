import { Avatar } from '@/components/ui/avatar';

const sizes = {
  sm: 'size-8 rounded-full',
  md: 'size-10 rounded-full',
  lg: 'size-14 rounded-full',
} as const;

/** An article's author as their avatar, in the site's one illustrated style (components/ui/avatar.tsx). */
export function AuthorMonogram({ name, size = 'md', className }: { name: string; size?: 'sm' | 'md' | 'lg'; className?: string }) {
  return <Avatar name={name} className={`${sizes[size]} ${className ?? ''}`} />;
}
