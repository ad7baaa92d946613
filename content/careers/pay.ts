import type { WorkLocation } from './types';

/**
 * How every job's pay band works: one text for all jobs, so no page explains a band differently.
 * Each job adds only its level and who lands low or high in it (Job.pay); the job page puts them together.
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
  included: 'The range is base salary only: there is no bonus and no equity. Health cover, retirement matching and the other benefits below come on top.',
  /** When the figure is agreed. */
  agreed: 'We agree your level and salary in writing before the working session, so no interview turns into a negotiation.',
  /** How it moves. */
  review: 'Salaries are reviewed every January against published market data; a step up the ladder moves you into the next band.',
} as const;

/** The promise of every application: what the form requires, said the same way on the job pages and the form. */
export const applicationAsks = {
  /** The closing line of a job page. */
  promise: 'Your name, email and resume are all we need; a few lines on why this role help us read it, but they are optional.',
  /** The form's intro. */
  form: 'Only your name, email, the role and your resume are required; everything else is optional and helps us read your application.',
} as const;
