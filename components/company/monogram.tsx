import type { MonogramTone, Person } from '@/content/company/people';
import { cn } from '@/lib/cn';

/** Gradients for the monograms: each dark enough for white initials (AA for large text). */
const tones: Record<MonogramTone, string> = {
  indigo: 'from-[#4353ff] to-indigo-800',
  violet: 'from-violet-600 to-fuchsia-800',
  teal: 'from-teal-600 to-cyan-800',
  sky: 'from-sky-600 to-blue-800',
  amber: 'from-amber-600 to-orange-800',
  rose: 'from-rose-600 to-pink-800',
  emerald: 'from-emerald-600 to-teal-800',
};

const sizes = {
  sm: 'size-12 rounded-full text-base',
  md: 'size-16 rounded-xl text-xl',
  lg: 'size-24 rounded-2xl text-3xl sm:size-28',
} as const;

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * A person drawn as initials on a gradient tile with a faint orbit: the site shows no photos
 * of people. Decorative: the name is always written next to it.
 */
export function Monogram({ person, size = 'md', className }: { person: Pick<Person, 'name' | 'tone'>; size?: keyof typeof sizes; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'relative isolate inline-flex shrink-0 items-center justify-center overflow-hidden bg-gradient-to-br font-semibold tracking-tight text-white shadow-[inset_0_1px_0_rgb(255_255_255/0.25)]',
        tones[person.tone],
        sizes[size],
        className,
      )}
    >
      <span className="absolute -top-1/3 -right-1/3 -z-10 size-full rounded-full border border-white/20" />
      <span className="absolute -bottom-1/2 -left-1/4 -z-10 size-full rounded-full bg-white/10" />
      {initialsOf(person.name)}
    </span>
  );
}
