import type { PositionValue } from './positions';
import type { StaffId } from '../company/people';
import type { IconItem, PageMeta, ToolCategory } from '../shared/types';

/**
 * Careers content shapes (SPEC section 3, "Job" and "Internship"). Every opening names the value
 * of the application form's "Position of interest" it maps to, so 'Apply Now' can preselect it.
 */
export interface SalaryRange {
  min: number;
  max: number;
  currency: 'USD';
  /** Per year (jobs) or per month (internships): the unit of schema.org's MonetaryAmount in the JobPosting data. */
  unit: 'YEAR' | 'MONTH';
}

/**
 * What an opening's own page adds to its card (/careers/positions/{id}, /careers/internships/{id}):
 * the weeks, the team, the stack and the dates of the posting.
 */
export interface OpeningDetail {
  /** ISO date the opening closes (JobPosting.validThrough). */
  validThrough: string;
  /** What the work is, week to week: four or five concrete points. */
  dayToDay: string[];
  /** The team you would join: three facts (size and roles, who you work with, how it runs). */
  team: IconItem[];
  /** The tools the team works with, by category. */
  stack: ToolCategory[];
  /** Who reads the applications and decides: a person on the roster (content/company/people.ts). */
  hiringManager: StaffId;
}

/** Where a job sits on our ladder and what moves an offer within its band (content/careers/pay.ts explains the rest). */
export interface PayLevel {
  /** Who the band is for, within a sentence: 'a senior engineer, level 4 of the 6 on our engineering ladder'. */
  level: string;
  /** Who starts near the bottom of the band. */
  low: string;
  /** Who starts near the top of the band. */
  high: string;
}

export type WorkLocation = 'Remote' | 'Hybrid';

export interface Job extends OpeningDetail {
  /** Stable id: the `opening` the application form records, the card's anchor and the page's slug. */
  id: string;
  title: string;
  department: string;
  location: WorkLocation;
  /** Where a hybrid role meets in person, or the time zones a remote role works in. */
  locationDetail: string;
  type: 'Full-time';
  salary: SalaryRange;
  /** The level the band is for and what places an offer in it. */
  pay: PayLevel;
  /** ISO date the opening was published (JobPosting.datePosted). */
  posted: string;
  description: string;
  requirements: string[];
  /** The application form's position value this job preselects. */
  position: PositionValue;
}

export interface Internship extends OpeningDetail {
  /** Stable id: the `opening` the application form records, the card's anchor and the page's slug. */
  id: string;
  title: string;
  department: string;
  location: WorkLocation;
  /** Where a hybrid role meets in person, or the time zones a remote role works in. */
  locationDetail: string;
  /** The monthly stipend (unit 'MONTH'). */
  stipend: SalaryRange;
  /** ISO date the opening was published (JobPosting.datePosted). */
  posted: string;
  duration: '3 months' | '3-6 months' | '6 months';
  type: 'Paid Internship';
  /** Season and year, e.g. 'Summer 2027'. */
  startDate: string;
  description: string;
  benefits: string[];
  position: PositionValue;
}

/** A step of the hiring process, shown on /careers and beside the application form. */
export interface HiringStep {
  title: string;
  when: string;
  description: string;
}

/** A careers page's metadata; its hero, sections and closing are a page module (SectionPageContent). */
export interface CareersPageCopy {
  meta: PageMeta;
}

export type { IconItem };
