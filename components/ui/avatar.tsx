import type { MonogramTone } from '@/content/company/people';
import { portraitOf, type Portrait } from '@/content/company/portraits';
import { cn } from '@/lib/cn';

/** The backdrop a portrait sits on while its file loads: the person's tone (the portraits are drawn on it). */
const toneBackdrops: Record<MonogramTone, string> = {
  indigo: 'from-accent to-indigo-800',
  violet: 'from-violet-600 to-fuchsia-800',
  teal: 'from-teal-700 to-cyan-900',
  sky: 'from-sky-700 to-blue-800',
  amber: 'from-amber-700 to-orange-900',
  rose: 'from-rose-700 to-pink-800',
  emerald: 'from-emerald-700 to-teal-800',
};

/** A portrait's backdrop classes: the tone gradient it is drawn on (for a box that holds a portrait's place). */
export const avatarBackdrop = (tone: MonogramTone | undefined) => cn('bg-gradient-to-br ring-1 ring-white/15', toneBackdrops[tone ?? 'indigo']);

/**
 * A person of the roster as their portrait, the same everywhere (team, leadership, testimonials, bylines, the call
 * picker's hosts): their uploaded `photo` (from the roster, with its size) when they have one, else their
 * illustrated portrait (public/portraits/{id}.svg, drawn from the roster by scripts/make-portraits.ts). The image
 * has explicit dimensions and a tone backdrop while it loads, so nothing moves.
 * `alt` is empty by default (the name is written next to it); where the portrait stands for the person
 * on its own, pass `portraitAlt(person)` (their name and role).
 * `className` sets its size and shape (for example 'size-12 rounded-full').
 * `photo` is required (possibly undefined) so that no caller forgets a roster photo.
 */
export function Avatar({ name, photo, tone, alt = '', className }: { name: string; photo: Portrait | undefined; tone?: MonogramTone | undefined; alt?: string; className?: string }) {
  const { src, width, height } = portraitOf({ name, photo });
  return (
    <img
      src={src}
      width={width}
      height={height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 object-cover', avatarBackdrop(tone), className)}
    />
  );
}
