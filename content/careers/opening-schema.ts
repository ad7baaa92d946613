import * as z from 'zod';
import { isoDate, limitedList, limitedText } from '../shared/limits';
import { iconNames } from '../shared/types';
import { staffIdSchema } from '../company/people';
import { positionOptions } from './positions';
import { LADDER_LEVELS, payLadderNames } from './pay';

/**
 * What one opening's file may hold (content/careers/jobs/<slug>.yaml, content/careers/internships/<slug>.yaml):
 * the lists and limits the zod schemas below and the editor's forms (jobs.keystatic.ts, internships.keystatic.ts)
 * are both built from. No file reads here, so the editor's bundle can import it.
 */

export const workLocations = ['Remote', 'Hybrid'] as const;
export const internshipDurations = ['3 months', '3-6 months', '6 months'] as const;
export const positionValues = positionOptions.map((option) => option.value) as [(typeof positionOptions)[number]['value'], ...(typeof positionOptions)[number]['value'][]];

/** Lengths (characters) and counts (items) an opening's fields must keep to, so every page and card lays out. */
export const openingLimits = {
  title: { min: 3, max: 80 },
  department: { min: 2, max: 60 },
  locationDetail: { min: 3, max: 120 },
  description: { min: 40, max: 400 },
  point: { min: 10, max: 240 },
  requirements: { min: 3, max: 8 },
  dayToDay: { min: 3, max: 6 },
  team: { min: 3, max: 3 },
  teamTitle: { min: 3, max: 60 },
  teamDescription: { min: 20, max: 200 },
  stack: { min: 2, max: 6 },
  category: { min: 2, max: 60 },
  tools: { min: 1, max: 8 },
  tool: { min: 1, max: 40 },
  payText: { min: 10, max: 200 },
  /** Who the band is for, before its level: 'a senior engineer'. */
  payRole: { min: 4, max: 60 },
  benefits: { min: 2, max: 5 },
  benefit: { min: 5, max: 80 },
  /** US dollars a month. */
  stipend: { min: 500, max: 20_000 },
} as const;

/** An internship's start: a season and a year, e.g. 'Summer 2027'. */
export const startDatePattern = /^(Spring|Summer|Fall|Winter) \d{4}$/;

const text = limitedText;
const list = limitedList;
const level = z.number().int('must be a whole level').min(1, 'must be at least 1').max(LADDER_LEVELS, `must be at most ${LADDER_LEVELS}`);
const dollars = ({ min, max }: { min: number; max: number }) =>
  z.number().int('must be a whole number of dollars').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

const L = openingLimits;

/** The fields jobs and internships share: who, where, when, the weeks, the team and the stack. */
const openingFields = {
  /** Listed, with its page and its option in the application form; false keeps the file but takes the role down. */
  open: z.boolean({ error: 'must be true (listed) or false (taken down)' }),
  title: text(L.title),
  department: text(L.department),
  location: z.enum(workLocations, { error: `must be one of ${workLocations.join(', ')}` }),
  locationDetail: text(L.locationDetail),
  posted: isoDate,
  validThrough: isoDate,
  description: text(L.description),
  dayToDay: list(text(L.point), L.dayToDay),
  team: list(
    z.strictObject({
      icon: z.enum(iconNames, { error: `must be one of the site's icons (${iconNames.join(', ')})` }),
      title: text(L.teamTitle),
      description: text(L.teamDescription),
    }),
    L.team,
  ),
  stack: list(z.strictObject({ category: text(L.category), tools: list(text(L.tool), L.tools) }), L.stack),
  position: z.enum(positionValues, { error: `must be a value of the application form's position list (${positionValues.join(', ')})` }),
  hiringManager: staffIdSchema,
};

const datesInOrder = (opening: { posted: string; validThrough: string }) => opening.validThrough > opening.posted;
const datesMessage = { path: ['validThrough'], message: 'must be after the date the opening was posted' };

/** A full-time job: content/careers/jobs/<slug>.yaml (the slug is its id and page address). */
export const jobFileSchema = z
  .strictObject({
    ...openingFields,
    /** The band comes from the ladder (content/careers/pay.ts): the file names the ladder and the level, never a figure. */
    pay: z
      .strictObject({
        role: text(L.payRole),
        ladder: z.enum(payLadderNames, { error: `must be one of ${payLadderNames.join(', ')}` }),
        from: level,
        to: level,
        low: text(L.payText),
        high: text(L.payText),
      })
      .refine(({ from, to }) => to >= from && to - from <= 1, { path: ['to'], message: 'must be the level From or the one above it' }),
    requirements: list(text(L.point), L.requirements),
  })
  .refine(datesInOrder, datesMessage);

/** A paid internship: content/careers/internships/<slug>.yaml. */
export const internshipFileSchema = z
  .strictObject({
    ...openingFields,
    duration: z.enum(internshipDurations, { error: `must be one of ${internshipDurations.join(', ')}` }),
    startDate: z.string().regex(startDatePattern, 'must be a season and a year, such as Summer 2027'),
    stipend: dollars(L.stipend),
    benefits: list(text(L.benefit), L.benefits),
  })
  .refine(datesInOrder, datesMessage);

export type JobFile = z.output<typeof jobFileSchema>;
export type InternshipFile = z.output<typeof internshipFileSchema>;
