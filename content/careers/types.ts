import type { InternshipFile, JobFile, workLocations } from './opening-schema';
import type { IconItem, PageMeta } from '../shared/types';

/**
 * Careers content shapes (SPEC section 3, "Job" and "Internship"). Each opening is one file
 * (content/careers/jobs/<slug>.yaml, content/careers/internships/<slug>.yaml, read by content/careers/jobs.ts);
 * its fields are the zod schema's (content/careers/opening-schema.ts), plus what the loader adds: the id
 * (the file's slug), the kind and the pay as a SalaryRange. Every opening names the value of the
 * application form's "Position of interest" it maps to, so 'Apply Now' can preselect it.
 */
export interface SalaryRange {
  min: number;
  max: number;
  currency: 'USD';
  /** Per year (jobs) or per month (internships): the unit of schema.org's MonetaryAmount in the JobPosting data. */
  unit: 'YEAR' | 'MONTH';
}

export type WorkLocation = (typeof workLocations)[number];

interface OpeningIdentity {
  /** Stable id: the file's slug, the `opening` the application form records, the card's anchor and the page's slug. */
  id: string;
}

/** A full-time job: its file's fields, its id, its type and its yearly salary band in US dollars. */
export type Job = OpeningIdentity &
  Omit<JobFile, 'open' | 'pay'> & {
    type: 'Full-time';
    /** The ladder's band for the job's level (content/careers/pay.ts). */
    salary: SalaryRange;
    /** The file's pay, with the level said in words ('a senior engineer, level 4 of the 6 on our engineering ladder'). */
    pay: JobFile['pay'] & { level: string };
  };

/** A paid internship: its file's fields, its id, its type and its monthly stipend in US dollars. */
export type Internship = OpeningIdentity & Omit<InternshipFile, 'open' | 'stipend'> & { type: 'Paid Internship'; stipend: SalaryRange };

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
