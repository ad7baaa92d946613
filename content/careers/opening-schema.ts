import * as z from 'zod';
import { isoDate, limitedList, limitedText } from '../shared/limits';
import { iconNames } from '../shared/types';
import { staffIdSchema } from '../company/people';
import { positionOptions } from './positions';
import { formatSalary } from './format';
import { LADDER_LEVELS, ladderBand, payLadderNames } from './pay';

/**
 * What one opening's file may hold (content/careers/jobs/<slug>.yaml, content/careers/internships/<slug>.yaml):
 * the one schema the loader, `npm run content:check` and the editor's forms (derived from it by
 * content/shared/zod-keystatic.ts in jobs.keystatic.ts and internships.keystatic.ts) read. Each field's `.meta()`
 * is its label and help in the editor. No file reads here, so the editor's bundle can import it.
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

/** A list of one-line points (e.g. the requirements), with its count in the editor's help. */
const points = (title: string, description: string, limits: { min: number; max: number }, item: { min: number; max: number } = L.point) =>
  list(text(item).meta({ title: 'Point' }), limits).meta({ title, description: `${description} ${limits.min} to ${limits.max} points, ${item.min} to ${item.max} characters each.` });

/** The fields jobs and internships share: who, where, when, the weeks, the team and the stack (in the files' order). */
const openingFields = {
  title: text(L.title).meta({
    title: 'Title',
    description: "The role's exact title, e.g. 'Senior Frontend Developer': the card's heading, the page's headline and the option of the application form's position list",
  }),
  /** Listed, with its page and its option in the application form; false keeps the file but takes the role down. */
  open: z.boolean({ error: 'must be true (listed) or false (taken down)' }).meta({
    title: 'Open for applications',
    description: 'Ticked: listed on /careers, with its own page and its option in the application form. Untick to take the role down and keep the file.',
    defaultValue: true,
  }),
  department: text(L.department).meta({ title: 'Team', description: "The team the role sits in, e.g. 'Engineering'; shown on the card and the page" }),
  location: z.enum(workLocations, { error: `must be one of ${workLocations.join(', ')}` }).meta({
    title: 'Where the work is done',
    description: 'Remote or hybrid (some studio days). It also picks which pay-basis sentence the job page shows.',
  }),
  locationDetail: text(L.locationDetail).meta({
    title: 'Location detail',
    description: "The time zones of a remote role, or where and how often a hybrid role meets, e.g. 'Baltimore, MD, two days a week in the studio'",
  }),
  posted: isoDate.meta({
    title: 'Posted on',
    description: 'The day the opening was published (in the job-board data search engines read). Lists show the oldest posting first.',
    editor: 'date',
  }),
  validThrough: isoDate.meta({ title: 'Last day to apply', description: 'Shown on the page; must be after the posting date.', editor: 'date' }),
  description: text(L.description).meta({ title: 'Summary', description: 'Two or three sentences under the title, on the card and the page' }),
  dayToDay: points('What your weeks look like', 'Concrete points about the work, week to week.', L.dayToDay),
  team: list(
    z.strictObject({
      icon: z.enum(iconNames, { error: `must be one of the site's icons (${iconNames.join(', ')})` }).meta({ title: 'Icon', description: 'The small picture beside the fact.' }),
      title: text(L.teamTitle).meta({ title: 'Heading' }),
      description: text(L.teamDescription).meta({ title: 'Text' }),
    }),
    L.team,
  ).meta({
    title: 'The team you would join',
    description: `Exactly ${L.team.min} facts (size and roles, who you work with, how it runs), shown after the hiring manager's card.`,
  }),
  stack: list(
    z.strictObject({
      category: text(L.category).meta({ title: 'Category', description: "e.g. 'Quality'" }),
      tools: list(text(L.tool).meta({ title: 'Tool' }), L.tools).meta({ title: 'Tools', description: `${L.tools.min} to ${L.tools.max} tools, e.g. 'Playwright'.` }),
    }),
    L.stack,
  ).meta({ title: 'The tools the team uses', description: `${L.stack.min} to ${L.stack.max} categories of tools, shown on the page.` }),
  position: z.enum(positionValues, { error: `must be a value of the application form's position list (${positionValues.join(', ')})` }).meta({
    title: 'Position in the application form',
    description: "The form's value 'Apply Now' preselects for this role; each open role needs its own, and the title must be its label here.",
    optionLabels: Object.fromEntries(positionOptions.map((option) => [option.value, option.label])),
  }),
  hiringManager: staffIdSchema.meta({
    title: 'Hiring manager',
    description: "The person on the roster (People) who reads the applications and decides; named on the role's page with their title.",
    collection: 'people',
  }),
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
        role: text(L.payRole).meta({ title: 'Who the band is for', description: "Before the level, e.g. 'a senior engineer'" }),
        ladder: z.enum(payLadderNames, { error: `must be one of ${payLadderNames.join(', ')}` }).meta({
          title: 'Ladder',
          description: `The salary comes from the ladder's band for the level (content/careers/pay.ts): ${payLadderNames.map((name) => `${name} level 4 is ${formatSalary({ ...ladderBand(name, 4, 4), currency: 'USD', unit: 'YEAR' })}`).join('; ')}.`,
          optionLabels: Object.fromEntries(payLadderNames.map((name) => [name, `${name[0]!.toUpperCase()}${name.slice(1)}`])),
        }),
        from: level.meta({ title: 'Level', description: `1 to ${LADDER_LEVELS}.` }),
        to: level.meta({ title: 'Up to level', description: 'The same level, or the one above it for a role open at two levels.' }),
        low: text(L.payText).meta({ title: 'Who starts near the bottom', description: 'One sentence, without a final full stop' }),
        high: text(L.payText).meta({ title: 'Who starts near the top', description: 'One sentence, without a final full stop' }),
      })
      .refine(({ from, to }) => to >= from && to - from <= 1, { path: ['to'], message: 'must be the level From or the one above it' })
      .meta({
        title: 'Pay',
        description: "The band shown on the card, the page and in the job-board data comes from the ladder and level; the page's pay section adds who lands low or high in it.",
      }),
    requirements: points('What we look for', 'The requirements, one per line, on the card and the page.', L.requirements),
  })
  .refine(datesInOrder, datesMessage);

/** A paid internship: content/careers/internships/<slug>.yaml. */
export const internshipFileSchema = z
  .strictObject({
    ...openingFields,
    duration: z.enum(internshipDurations, { error: `must be one of ${internshipDurations.join(', ')}` }).meta({
      title: 'Length',
      description: 'How long the internship runs; shown on the card and the page.',
    }),
    startDate: z.string().regex(startDatePattern, 'must be a season and a year, such as Summer 2027').meta({ title: 'Starts', description: "The cohort's season and year, e.g. 'Summer 2027'." }),
    stipend: dollars(L.stipend).meta({ title: 'Monthly stipend (US dollars)', description: `Paid every month, shown on the card, the page and in the job-board data; ${L.stipend.min} to ${L.stipend.max}.` }),
    benefits: points('What the program gives you', 'Short points on the card and the page.', L.benefits, L.benefit),
  })
  .refine(datesInOrder, datesMessage);

export type JobFile = z.output<typeof jobFileSchema>;
export type InternshipFile = z.output<typeof internshipFileSchema>;
