import { Avatar } from '@/components/ui/avatar';
import type { Portrait } from '@/content/company/portraits';

const sizes = {
  sm: 'size-8 rounded-full',
  md: 'size-10 rounded-full',
  lg: 'size-14 rounded-full',
} as const;

/** An article's author as their portrait (components/ui/avatar.tsx): their photo, else the illustrated one. */
export function AuthorMonogram({ name, photo, size = 'md', className }: { name: string; photo?: Portrait | undefined; size?: 'sm' | 'md' | 'lg'; className?: string }) {
  return <Avatar name={name} photo={photo} className={`${sizes[size]} ${className ?? ''}`} />;
}
