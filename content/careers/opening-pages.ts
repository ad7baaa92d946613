import { APPLY_LABEL, applyHref, formatLevel, formatMoney, formatSalary } from './format';
import { replyTimes } from '../company/promises';
import { staffMember } from '../company/people';
import { applicationAsks, payLadders, payPolicy } from './pay';
import { formatDate } from '../shared/dates';
import { site } from '../site';
import type { SectionPage } from '../shared/page';
import type { IconItem, InternalPath, Stat } from '../shared/types';
import { internships, jobs } from './openings';
import { hiringProcess } from './pages';
import type { Internship, Job } from './types';

/**
 * A page per opening (SPEC section 2 "Careers", one page each): /careers/positions/{id} for a job and
 * /careers/internships/{id} for an internship, built from the opening itself. Each publishes its
 * JobPosting data (the list pages publish none) and its 'Apply Now' preselects that exact opening.
 */

export type Opening = Job | Internship;

/** An opening's page publishes its JobPosting (lib/section-page-json-ld.ts builds it from the opening). */
declare module '../shared/page' {
  interface PageOwnSchemas {
    jobPosting: { type: 'JobPosting'; opening: Opening };
  }
}

export function isInternship(opening: Opening): opening is Internship {
  return opening.type === 'Paid Internship';
}

/** The page of an opening. */
export function openingPath(opening: Opening): InternalPath {
  return isInternship(opening) ? `/careers/internships/${opening.id}` : `/careers/positions/${opening.id}`;
}

export function getJob(id: string): Job | undefined {
  return jobs().find((job) => job.id === id);
}

export function getInternship(id: string): Internship | undefined {
  return internships().find((internship) => internship.id === id);
}

/** What every full-time role comes with, beside its salary. */
export const jobBenefits: IconItem[] = [
  { icon: 'heart-pulse', title: 'Health coverage', description: 'Medical, dental and vision for you and your dependents, with 90% of premiums paid.' },
  { icon: 'calendar', title: '25 days off', description: 'Paid leave on top of public holidays, and the studio closes between Christmas and New Year.' },
  { icon: 'graduation', title: '$2,000 learning budget', description: 'Each year, for courses, books and one conference, with two paid days to attend it.' },
  { icon: 'home', title: 'Home office', description: 'A laptop of your choice, $1,500 to set up your desk and $60 a month toward internet.' },
  { icon: 'coins', title: 'Retirement matching', description: 'A 401(k) with a 4% match from your first month (RRSP matching for Canadian hires).' },
  { icon: 'users', title: 'Parental leave', description: 'Sixteen weeks at full pay for every parent, however your family grows.' },
];

/** Shared copy of the opening pages. */
export const openingPageCopy = {
  glance: 'The role at a glance',
  salaryLabel: 'Salary per year, in US dollars',
  stipendLabel: 'Paid every month, in US dollars',
  closesLabel: 'Last day to apply',
  dayToDay: { eyebrow: 'The work', heading: 'What your weeks look like' },
  team: { eyebrow: 'The team', heading: 'Who you would work with' },
  stack: { eyebrow: 'The stack', heading: 'The tools the team uses' },
  requirements: { eyebrow: 'The fit', heading: 'What we look for' },
  benefits: { eyebrow: 'Pay and benefits', heading: 'What you get' },
  programme: { eyebrow: 'The program', heading: 'What the internship gives you' },
  applyLabel: APPLY_LABEL,
  allPositions: { label: 'All open positions', href: '/careers/positions' },
  allInternships: { label: 'All internships', href: '/careers/internships' },
} as const;

/** '$80,000 - $120,000' -> '$80-120k': a short figure for the glance band (its label writes the range out). */
function shortRange({ min, max }: { min: number; max: number }): string {
  return min % 1000 === 0 && max % 1000 === 0 ? `$${min / 1000}-${max / 1000}k` : formatSalary({ min, max, currency: 'USD', unit: 'YEAR' });
}

/** The level a job is hired at, for the glance band: 'Level 4', 'On our engineering ladder'. */
function levelFigure(job: Job): Stat {
  return { value: formatLevel(job.pay), label: `On our ${job.pay.ladder} ladder` };
}

/** The last day to apply, for the glance band, in the site's one date format. */
function closing(iso: string): Stat {
  return { value: formatDate(iso), label: openingPageCopy.closesLabel };
}

/** The person who reads the applications and decides, from the roster, as the team section's first card. */
export function hiringManagerItem(opening: Opening): IconItem {
  const person = staffMember(opening.hiringManager);
  return {
    icon: 'badge-check',
    title: `Hiring manager: ${person.name}`,
    description: `${person.title}. Reads every application for this role, joins your intro call and makes the decision.`,
  };
}

/** The sections both kinds of opening share: the weeks, the team (with its hiring manager) and the stack. */
function workSections(opening: Opening, intro: string): SectionPage['sections'] {
  const copy = openingPageCopy;
  return [
    { kind: 'checkPoints', id: 'day-to-day', ...copy.dayToDay, intro, points: opening.dayToDay },
    { kind: 'iconGrid', id: 'team', ...copy.team, items: [hiringManagerItem(opening), ...opening.team] },
    { kind: 'techStack', id: 'stack', ...copy.stack, categories: opening.stack },
  ];
}

/** A role open at two levels: each level's own band, so a reader sees where one ends and the next begins. */
function levelBands(job: Job): string {
  const bands = payLadders[job.pay.ladder].filter((band) => band.level >= job.pay.from && band.level <= job.pay.to);
  return `Each level has one band on the ${job.pay.ladder} ladder: ${bands.map((band) => `level ${band.level} ${formatSalary({ ...band, currency: 'USD', unit: 'YEAR' })}`).join(', ')}.`;
}

/** The pay band explained: the level, who lands low or high in it, what it is based on and what it includes. */
export function payBandSection(job: Job): SectionPage['sections'][number] {
  const { min, max } = job.salary;
  return {
    kind: 'checkPoints',
    id: 'pay-band',
    eyebrow: payPolicy.eyebrow,
    heading: payPolicy.heading,
    intro: `${formatSalary(job.salary)} a year, for ${job.pay.level}.`,
    points: [
      `Near ${formatMoney(min)}: ${job.pay.low}.`,
      `Near ${formatMoney(max)}: ${job.pay.high}.`,
      ...(job.pay.from === job.pay.to ? [] : [levelBands(job)]),
      payPolicy.basis[job.location],
      payPolicy.included,
      payPolicy.agreed,
      payPolicy.review,
    ],
  };
}

/** A job's page: the role at a glance, the work, team and stack, what we look for, pay and benefits, and how hiring works. */
export function jobPage(job: Job): SectionPage {
  const copy = openingPageCopy;
  const apply = applyHref(job);
  return {
    path: openingPath(job),
    meta: {
      title: `${job.title} (${job.location})`,
      description: `${job.title} at ${site.name}: ${job.type.toLowerCase()}, ${job.location.toLowerCase()}, ${formatSalary(job.salary)} a year. The work, the team, the stack and how we hire.`,
    },
    hero: {
      label: `${job.department} · ${job.type}`,
      headline: job.title,
      intro: job.description,
      actions: [
        { label: copy.applyLabel, href: apply, variant: 'primary' },
        { label: copy.allPositions.label, href: copy.allPositions.href, variant: 'outline' },
      ],
    },
    sections: [
      {
        kind: 'statsStrip',
        id: 'glance',
        heading: copy.glance,
        items: [
          { value: shortRange(job.salary), label: `${copy.salaryLabel}: ${formatSalary(job.salary)}` },
          { value: job.location, label: job.locationDetail },
          { value: job.type, label: `${job.department} team` },
          levelFigure(job),
          closing(job.validThrough),
        ],
      },
      ...workSections(job, `Two-week sprints on one client product at a time, as part of the ${job.department.toLowerCase()} team.`),
      { kind: 'checkPoints', id: 'requirements', ...copy.requirements, points: job.requirements },
      payBandSection(job),
      {
        kind: 'iconGrid',
        id: 'benefits',
        tone: 'dark',
        ...copy.benefits,
        intro: `On top of the ${formatSalary(job.salary)} salary, the same benefits for everyone.`,
        items: jobBenefits,
      },
      hiringProcess,
    ],
    closing: {
      heading: `Apply for ${job.title}`,
      body: `${applicationAsks.promise} Applications close ${formatDate(job.validThrough)}; the lead of the team reads every one and replies within ${replyTimes.application.within}.`,
      ctaLabel: copy.applyLabel,
      href: apply,
      secondary: copy.allPositions,
    },
    contactHref: apply,
    schema: { type: 'JobPosting', opening: job },
  };
}

/** An internship's page: at a glance, the work, team and stack, what the programme gives, and how hiring works. */
export function internshipPage(internship: Internship): SectionPage {
  const copy = openingPageCopy;
  const apply = applyHref(internship);
  const stipend = formatMoney(internship.stipend.min);
  return {
    path: openingPath(internship),
    meta: {
      title: `${internship.title} (${internship.startDate})`,
      description: `${internship.title} at ${site.name}: a paid internship of ${internship.duration} from ${internship.startDate}, ${stipend} a month, with a senior mentor on a client product.`,
    },
    hero: {
      label: `${internship.department} · ${internship.type}`,
      headline: internship.title,
      intro: internship.description,
      actions: [
        { label: copy.applyLabel, href: apply, variant: 'primary' },
        { label: copy.allInternships.label, href: copy.allInternships.href, variant: 'outline' },
      ],
    },
    sections: [
      {
        kind: 'statsStrip',
        id: 'glance',
        heading: copy.glance,
        items: [
          { value: stipend, label: copy.stipendLabel },
          { value: internship.duration, label: `Starting ${internship.startDate}` },
          { value: internship.location, label: internship.locationDetail },
          closing(internship.validThrough),
        ],
      },
      ...workSections(internship, `${internship.duration} on a live client product, starting ${internship.startDate}, with the same sprints and reviews as the rest of the team.`),
      {
        kind: 'checkPoints',
        id: 'programme',
        ...copy.programme,
        intro: `${stipend} a month for ${internship.duration}, paid like a salary, with a laptop and everything the team uses.`,
        points: internship.benefits,
      },
      hiringProcess,
    ],
    closing: {
      heading: `Apply for the ${internship.title} program`,
      body: `Tell us what you have built or designed so far: coursework and side projects count. Applications close ${formatDate(internship.validThrough)}; the lead of the team you would join reads every one and replies within ${replyTimes.application.within}.`,
      ctaLabel: copy.applyLabel,
      href: apply,
      secondary: copy.allInternships,
    },
    contactHref: apply,
    schema: { type: 'JobPosting', opening: internship },
  };
}

/** The page of any opening. */
export function openingPage(opening: Opening): SectionPage {
  return isInternship(opening) ? internshipPage(opening) : jobPage(opening);
}
