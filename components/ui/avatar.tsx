import type { MonogramTone } from '@/content/company/people';
import { cn } from '@/lib/cn';

/** The avatar palette (a person's tone): each gradient dark enough for white initials at small sizes (AA). */
export const avatarTones: Record<MonogramTone, string> = {
  indigo: 'from-accent to-indigo-800',
  violet: 'from-violet-600 to-fuchsia-800',
  teal: 'from-teal-700 to-cyan-900',
  sky: 'from-sky-700 to-blue-800',
  amber: 'from-amber-700 to-orange-900',
  rose: 'from-rose-700 to-pink-800',
  emerald: 'from-emerald-700 to-teal-800',
};

const toneNames = Object.keys(avatarTones) as MonogramTone[];

/** A stable number from a text (FNV-1a): the same person always gets the same drawing. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/*
 * The geometric motifs, on a 64x64 tile, kept to the edges so the initials stay on the plain
 * gradient: a sun in a corner, a quarter disc, a band, arcs, a horizon, a corner triangle.
 */
const motifs = [
  <g key="sun"><circle cx="54" cy="8" r="20" fill="#fff" fillOpacity="0.16" /><circle cx="54" cy="8" r="28" fill="none" stroke="#fff" strokeOpacity="0.2" /></g>,
  <g key="quarter"><path d="M0 64V30a34 34 0 0 1 34 34Z" fill="#fff" fillOpacity="0.14" /><circle cx="52" cy="13" r="3" fill="#fff" fillOpacity="0.5" /></g>,
  <g key="band"><path d="M40 -4L68 -4L68 24Z" fill="#fff" fillOpacity="0.16" /><path d="M-4 46L18 68H-4Z" fill="#fff" fillOpacity="0.12" /></g>,
  <g key="arcs" fill="none" stroke="#fff"><circle cx="64" cy="64" r="14" strokeOpacity="0.3" /><circle cx="64" cy="64" r="22" strokeOpacity="0.22" /><circle cx="64" cy="64" r="30" strokeOpacity="0.14" /></g>,
  <g key="horizon"><path d="M0 52Q32 42 64 52V64H0Z" fill="#fff" fillOpacity="0.14" /><circle cx="12" cy="12" r="4" fill="#fff" fillOpacity="0.4" /></g>,
  <g key="corner"><path d="M0 0H26L0 26Z" fill="#fff" fillOpacity="0.16" /><circle cx="52" cy="52" r="6" fill="none" stroke="#fff" strokeOpacity="0.4" strokeWidth="2" /></g>,
];

/**
 * A person drawn as an illustrated monogram: the site shows no photos of people. One style everywhere
 * (team, leadership, testimonials, bylines): a gradient tile in the person's tone, a geometric motif
 * and the initials. Tone (unless given) and motif derive from `seed` (the person's id, or the name),
 * so a person looks the same on every page. Decorative: the name is always written next to it.
 * `className` sets its size, shape and type size (for example 'size-12 rounded-full text-base').
 */
export function Avatar({ name, seed = name, tone, className }: { name: string; seed?: string; tone?: MonogramTone; className?: string }) {
  const h = hash(seed);
  return (
    <span
      aria-hidden
      className={cn(
        'relative isolate inline-flex shrink-0 items-center justify-center overflow-hidden bg-gradient-to-br font-semibold tracking-tight text-white shadow-[inset_0_1px_0_rgb(255_255_255/0.25)] ring-1 ring-white/15',
        avatarTones[tone ?? toneNames[h % toneNames.length]!],
        className,
      )}
    >
      <svg viewBox="0 0 64 64" className="absolute inset-0 -z-10 size-full" preserveAspectRatio="none">
        {motifs[(h >>> 8) % motifs.length]}
      </svg>
      {initialsOf(name)}
    </span>
  );
}
