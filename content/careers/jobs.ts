import { defineCollection, type Entry } from '../shared/collection';
import { omit } from '../shared/omit';
import { internshipFileSchema, jobFileSchema, type InternshipFile, type JobFile } from './opening-schema';
import { ladderBand, levelText } from './pay';
import { preselectionProblem } from './positions';
import type { Internship, Job } from './types';

/**
 * The openings, one file each: full-time jobs in content/careers/jobs/<slug>.yaml and paid internships in
 * content/careers/internships/<slug>.yaml (two collections: their pay and programme fields differ). The slug is
 * the opening's id and page address. Read lazily: every call reads the files again when one changed, so an
 * edited title shows on /careers, the opening's page and the application form's options.
 */

type Problem = { slug: string; field: string; reason: string };

/** Two open roles may not share a position value: 'Apply Now' would preselect the wrong one. */
function sharedPositions(entries: ReadonlyArray<Entry<JobFile | InternshipFile>>, taken: ReadonlyMap<string, string> = new Map()): Problem[] {
  const seen = new Map(taken);
  return entries
    .filter((entry) => entry.open)
    .flatMap((entry) => {
      const other = seen.get(entry.position);
      seen.set(entry.position, entry.slug);
      return other ? [{ slug: entry.slug, field: 'position', reason: `"${entry.position}" is already the position of the open role ${other}: each open role needs its own` }] : [];
    });
}

/** Each open role's title must be its position's label in the form, so 'Apply Now' preselects it exactly. */
function inexactPreselections(entries: ReadonlyArray<Entry<JobFile | InternshipFile>>): Problem[] {
  return entries
    .filter((entry) => entry.open)
    .flatMap((entry) => {
      const problem = preselectionProblem(entry);
      return problem ? [{ slug: entry.slug, ...problem }] : [];
    });
}

export const jobsCollection = defineCollection({
  dir: 'careers/jobs',
  format: 'yaml',
  schema: jobFileSchema,
  check: (entries) => [...inexactPreselections(entries), ...sharedPositions(entries)],
});

export const internshipsCollection = defineCollection({
  dir: 'careers/internships',
  format: 'yaml',
  schema: internshipFileSchema,
  check: (entries) => [...inexactPreselections(entries), ...sharedPositions(entries, new Map(jobsCollection.all().filter((job) => job.open).map((job) => [job.position, `content/careers/jobs/${job.slug}.yaml`])))],
});

/** Oldest posting first (the order the lists, the overview and the form show them), then by id. */
function byPosting(a: { posted: string; slug: string }, b: { posted: string; slug: string }): number {
  return a.posted.localeCompare(b.posted) || a.slug.localeCompare(b.slug);
}

/** The entries of a collection that are open for applications, oldest posting first, without the `open` flag. */
function openEntries<Data extends { open: boolean; posted: string }>(entries: ReadonlyArray<Entry<Data>>): Array<Omit<Entry<Data>, 'open'>> {
  return entries
    .filter((entry) => entry.open)
    .sort(byPosting)
    .map((entry) => omit(entry, 'open'));
}

/** An opening's file by its slug, open or taken down (a job, else an internship): what an application's opening is checked against. */
export function openingFile(slug: string): Entry<JobFile | InternshipFile> | undefined {
  return jobsCollection.get(slug) ?? internshipsCollection.get(slug);
}

/** The openings whose files say they are taken down (`open: false`): an old 'Apply Now' link to one is told it is closed. */
export function takenDownOpenings(): Array<{ id: string; title: string }> {
  return [...jobsCollection.all(), ...internshipsCollection.all()].filter((entry) => !entry.open).map((entry) => ({ id: entry.slug, title: entry.title }));
}

/** The open full-time jobs, oldest posting first. */
export function jobs(): Job[] {
  return openEntries(jobsCollection.all()).map(({ slug, pay, ...job }) => ({
    id: slug,
    ...job,
    type: 'Full-time',
    // The band is the ladder's for the job's level, one band per level (content/careers/pay.ts).
    salary: { ...ladderBand(pay.ladder, pay.from, pay.to), currency: 'USD', unit: 'YEAR' },
    pay: { ...pay, level: levelText(pay.role, pay.ladder, pay.from, pay.to) },
  }));
}

/** The open paid internships, oldest posting first. */
export function internships(): Internship[] {
  return openEntries(internshipsCollection.all()).map(({ slug, stipend, ...internship }) => ({
      id: slug,
      ...internship,
      type: 'Paid Internship',
      stipend: { min: stipend, max: stipend, currency: 'USD', unit: 'MONTH' },
    }));
}
