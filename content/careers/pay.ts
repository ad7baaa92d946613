import type { WorkLocation } from './types';

/**
 * How every job's pay band works: one text for all jobs, so no page explains a band differently.
 * Each job adds only its ladder, its level and who lands low or high in it (Job.pay); the job page puts them together.
 */
export const payPolicy = {
  eyebrow: 'The pay band',
  heading: 'How the salary range works',
  /** What the band is based on, by where the role works. */
  basis: {
    Remote: 'One band wherever you work from in US and Canadian time zones: we do not adjust pay by city. Canadian hires are paid the same amount in Canadian dollars at the exchange rate of the offer date.',
    Hybrid: 'The band is set for the Baltimore studio, and it is the same for every hire in the role.',
  } satisfies Record<WorkLocation, string>,
  /** What the figure is, and what it is not. */
  included: 'The range is base salary only: there is no bonus and no equity. Health coverage, retirement matching and the other benefits below come on top.',
  /** When the figure is agreed. */
  agreed: 'We agree your level and salary in writing before the working session, so no interview turns into a negotiation.',
  /** How it moves. */
  review: 'Salaries are reviewed every January against published market data; a step up the ladder moves you into the next band.',
} as const;

/** The number of levels on each ladder. */
export const LADDER_LEVELS = 6;

/**
 * The salary bands of the studio's three career ladders (US dollars a year, base salary, reviewed every January):
 * one band per level, so two roles at one level can never show two bands. A job names its ladder and its level
 * (or two adjacent levels) and its band is read from here (content/careers/jobs.ts).
 */
export const payLadders = {
  engineering: [
    { level: 1, min: 50_000, max: 70_000 },
    { level: 2, min: 60_000, max: 90_000 },
    { level: 3, min: 70_000, max: 100_000 },
    { level: 4, min: 80_000, max: 120_000 },
    { level: 5, min: 110_000, max: 150_000 },
    { level: 6, min: 140_000, max: 190_000 },
  ],
  /** Machine learning engineers have a ladder of their own: the market pays the specialism more at every level. */
  'machine learning': [
    { level: 1, min: 65_000, max: 90_000 },
    { level: 2, min: 80_000, max: 115_000 },
    { level: 3, min: 100_000, max: 150_000 },
    { level: 4, min: 130_000, max: 175_000 },
    { level: 5, min: 160_000, max: 210_000 },
    { level: 6, min: 190_000, max: 250_000 },
  ],
  design: [
    { level: 1, min: 45_000, max: 60_000 },
    { level: 2, min: 55_000, max: 75_000 },
    { level: 3, min: 70_000, max: 100_000 },
    { level: 4, min: 90_000, max: 125_000 },
    { level: 5, min: 115_000, max: 150_000 },
    { level: 6, min: 140_000, max: 180_000 },
  ],
} as const satisfies Record<string, readonly { level: number; min: number; max: number }[]>;

export type PayLadder = keyof typeof payLadders;
export const payLadderNames = Object.keys(payLadders) as [PayLadder, ...PayLadder[]];

/** A job's band: from the bottom of its lowest level to the top of its highest. */
export function ladderBand(ladder: PayLadder, from: number, to: number): { min: number; max: number } {
  const bands = payLadders[ladder];
  const low = bands.find((band) => band.level === from);
  const high = bands.find((band) => band.level === to);
  if (!low || !high || from > to) throw new Error(`no band for levels ${from} to ${to} of the ${ladder} ladder`);
  return { min: low.min, max: high.max };
}

/** 'a senior engineer, level 4 of the 6 on our engineering ladder'; two levels: 'level 3 or 4'. */
export function levelText(role: string, ladder: PayLadder, from: number, to: number): string {
  const levels = from === to ? `level ${from}` : to === from + 1 ? `level ${from} or ${to}` : `levels ${from} to ${to}`;
  return `${role}, ${levels} of the ${LADDER_LEVELS} on our ${ladder} ladder`;
}

/** The promise of every application: what the form requires, said the same way on the job pages and the form. */
export const applicationAsks = {
  /** The closing line of a job page. */
  promise: 'Your name, email and resume are all we need; a few lines on why this role help us read it, but they are optional.',
  /** The form's intro. */
  form: 'Only your name, email, the role and your resume are required; everything else is optional and helps us read your application.',
} as const;
