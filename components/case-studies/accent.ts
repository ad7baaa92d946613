import type { CaseStudyAccent } from '@/content/case-studies';

/** Each study's accent as text, AA on the light bands (paper and white) and on the near-black. */
export const accentText: Record<CaseStudyAccent, { light: string; dark: string }> = {
  indigo: { light: 'text-indigo-700', dark: 'text-indigo-300' },
  emerald: { light: 'text-emerald-700', dark: 'text-emerald-300' },
  amber: { light: 'text-amber-800', dark: 'text-amber-300' },
};

/** A soft wash of the accent, for a glow at the top of a dark card. */
export const accentGlow: Record<CaseStudyAccent, string> = {
  indigo: 'from-indigo-500/25',
  emerald: 'from-emerald-500/20',
  amber: 'from-amber-500/20',
};

/** The accent as a solid fill, for the bars of a study's timeline. */
export const accentBar: Record<CaseStudyAccent, string> = {
  indigo: 'bg-indigo-500',
  emerald: 'bg-emerald-500',
  amber: 'bg-amber-500',
};
