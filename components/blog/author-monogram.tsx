import { cn } from '@/lib/cn';

/** Two-letter monogram for a person (people are never shown as photos). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

const tints = [
  'from-accent to-violet-600',
  'from-violet-600 to-fuchsia-600',
  'from-sky-600 to-accent',
  'from-emerald-700 to-teal-600',
  'from-indigo-700 to-sky-700',
];

export function AuthorMonogram({ name, size = 'md', className }: { name: string; size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const tint = tints[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % tints.length];
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br font-semibold tracking-wide text-white ring-1 ring-white/20',
        tint,
        size === 'sm' && 'size-8 text-[0.6875rem]',
        size === 'md' && 'size-10 text-xs',
        size === 'lg' && 'size-14 text-base',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
