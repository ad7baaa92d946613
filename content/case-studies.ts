/**
 * Case studies (SPEC section 2 "Home", "Portfolio", "Case studies"; section 3 "Case study",
 * "Timeline phase"; section 9 "Case metrics", "Process timings", "Conflicting claims").
 * One file per study, content/work/case-studies/{id}.yaml, checked at load (schema: ./case-study-schema.ts,
 * references in `check`); the home teasers, /work list, /our-work/portfolio and /work/{id} detail pages read it through
 * `caseStudies()` and `getCaseStudy()`. Clients are anonymised by type unless they agreed to be named
 * (`client`: their words, and their company's name from the roster); the product names are the case-study
 * titles. Each study says when its first release went live and who led it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { allClientContacts, clientContact, staffIds, type ClientContactId, type StaffId } from './company/people';
import { defineCollection, type Entry } from './shared/collection';
import { publicFolder, publicImage } from './shared/image-size';
import type { Stat } from './shared/types';
import { caseStudyTopics, type CaseStudy, type CaseStudyHighlight, type CaseStudyId, type CaseStudyTopic, type WeeksText } from './case-study-types';
import { caseStudySchema, type CaseStudyFile } from './case-study-schema';
import { figureStatOf, workArtSize, workLimits } from './work-schema';

export { caseStudyTopics } from './case-study-types';
export type { CaseStudyId, CaseStudyAccent, WeeksText, CaseStudyMetric, CaseStudyPhase, CaseStudyHighlight, CaseStudy, CaseStudyTopic } from './case-study-types';
export { caseStudySchema, type CaseStudyFile } from './case-study-schema';

/** A reference problem of one entry's artwork: the file must exist in public/ (where public/ is at hand). */
export function artworkProblem(src: string): string | undefined {
  const folder = publicFolder();
  return folder && !existsSync(path.join(folder, src)) ? `no such file in public/: ${src}` : undefined;
}

/** The studies' references: leads on the roster, a named client's words from a client contact, artwork that exists. */
export function caseStudyProblems(entries: ReadonlyArray<Entry<CaseStudyFile>>) {
  const problems: Array<{ slug: string; field: string; reason: string }> = [];
  const staff = new Set(staffIds());
  const contacts = new Set(allClientContacts().map((contact) => contact.id));
  for (const study of entries) {
    study.leads.forEach((lead, index) => {
      if (!staff.has(lead)) problems.push({ slug: study.slug, field: `leads[${index}]`, reason: `${lead} is not on the roster (content/company/people.ts)` });
    });
    if (new Set(study.leads).size !== study.leads.length) problems.push({ slug: study.slug, field: 'leads', reason: 'names a person twice' });
    if (study.client && (study.client.person || study.client.quote)) {
      if (!contacts.has(study.client.person ?? '')) problems.push({ slug: study.slug, field: 'client.person', reason: `${study.client.person || '(empty)'} is not a client contact of the roster` });
      if (study.client.quote.trim().length < workLimits.sentence.min) problems.push({ slug: study.slug, field: 'client.quote', reason: `a named client needs their words (at least ${workLimits.sentence.min} characters)` });
    }
    const image = artworkProblem(study.image.src);
    if (image) problems.push({ slug: study.slug, field: 'image.src', reason: image });
    if (!study.image.src.startsWith(`/work/art/${study.slug}-`)) problems.push({ slug: study.slug, field: 'image.src', reason: `must be named after the study: /work/art/${study.slug}-….svg` });
    const cover = study.cover ? publicImage(study.cover).problem : undefined;
    if (cover) problems.push({ slug: study.slug, field: 'cover', reason: cover });
  }
  return problems;
}

export const caseStudyCollection = defineCollection({ dir: 'work/case-studies', format: 'yaml', schema: caseStudySchema, check: caseStudyProblems });

const orEmpty = (value: string | undefined) => (value ? value : undefined);

/** The artwork a study shows: the uploaded one at its own size, else the drawn SVG (workArtSize); the alt text is the study's. */
function artworkOf(file: CaseStudyFile): CaseStudy['image'] {
  const size = file.cover ? publicImage(file.cover).size : undefined;
  return { src: (file.cover ?? file.image.src) as `/${string}`, ...(size ?? workArtSize), alt: file.image.alt };
}

function highlight(block: CaseStudyFile['highlights'][number]): CaseStudyHighlight {
  const { id, eyebrow, heading, intro, tone } = block.value;
  const base = { id, heading, ...(orEmpty(eyebrow) && { eyebrow }), ...(orEmpty(intro) && { intro }), ...(tone && { tone }) };
  if (block.discriminant === 'iconGrid') return { kind: 'iconGrid', ...base, items: block.value.items };
  const { beforeLabel, afterLabel, rows } = block.value;
  return { kind: 'comparison', ...base, beforeLabel, afterLabel, rows };
}

function weeks(total: number): WeeksText {
  return total === 1 ? '1 week' : `${total} weeks`;
}

/** A study as the pages use it: the file's data with what follows from it (route, status, total duration, the client's name). */
export function toCaseStudy(file: Entry<CaseStudyFile>): CaseStudy {
  const timeline = file.timeline.map((phase) => ({ phase: phase.phase, duration: phase.duration as WeeksText, status: 'completed' as const }));
  const person = file.client?.person as ClientContactId | undefined;
  return {
    id: file.slug as CaseStudyId,
    href: `/work/${file.slug}`,
    title: file.title,
    subtitle: file.subtitle,
    description: file.description,
    fullDescription: file.fullDescription,
    category: file.category,
    tags: file.tags,
    technologies: file.technologies,
    challenges: file.challenges as unknown as CaseStudy['challenges'],
    solutions: file.solutions as unknown as CaseStudy['solutions'],
    metrics: file.metrics.map((metric) => ({ ...figureStatOf(metric), icon: metric.icon })) as unknown as CaseStudy['metrics'],
    homeMetrics: file.homeMetrics.map((metric) => figureStatOf(metric)) as unknown as CaseStudy['homeMetrics'],
    timeline: timeline as unknown as CaseStudy['timeline'],
    teamSize: file.teamSize,
    industry: file.industry,
    clientType: file.clientType,
    duration: weeks(timeline.reduce((sum, phase) => sum + Number.parseInt(phase.duration, 10), 0)),
    firstRelease: file.firstRelease,
    leads: file.leads as [StaffId, ...StaffId[]],
    ...(person && file.client && { client: { name: clientContact(person).company, quote: file.client.quote, person } }),
    published: file.published as CaseStudy['published'],
    meta: file.meta,
    deepDive: file.deepDive,
    services: file.services,
    industries: file.industries,
    image: artworkOf(file),
    accent: file.accent,
    highlights: file.highlights.map(highlight),
  };
}

/** Every study, in the order the site shows them (by id); read on each call, so an edited file shows on reload. */
export function caseStudies(): readonly CaseStudy[] {
  return caseStudyCollection.all().map(studyOf);
}

export function getCaseStudy(id: string): CaseStudy | undefined {
  const file = caseStudyCollection.get(id);
  return file && studyOf(file);
}

/** One study object per file read, so every page of a build shares it (a changed file is read anew, and gives a new one). */
const studies = new WeakMap<Entry<CaseStudyFile>, CaseStudy>();
function studyOf(file: Entry<CaseStudyFile>): CaseStudy {
  const known = studies.get(file);
  if (known) return known;
  const study = toCaseStudy(file);
  studies.set(file, study);
  return study;
}

/** A client as a card names it: 'Lendora · Cross-border payroll startup', or its type alone. */
export function clientLine(type: string, name?: string): string {
  return name ? `${name} · ${type}` : type;
}

/**
 * A study's client line: the company first wherever the study quotes a contact there (the name comes from the
 * roster, never typed twice), its type as the qualifier; the type alone for a client not named.
 */
export function studyClientLine(study: Pick<CaseStudy, 'clientType' | 'client'>): string {
  return clientLine(study.clientType, study.client?.name);
}

/** Words joined as a reader says them: 'A', 'A or B', 'A, B or C'. */
export function orList(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/**
 * The list's topic chips: a topic of SPEC's list (in its order) shows as a chip only when a study covers it (its
 * category); the others are named once, plainly, with the way to the portfolio, so no chip promises a study
 * that does not exist.
 */
export function topicChips(studies: readonly Pick<CaseStudy, 'category'>[]): { chips: CaseStudyTopic[]; uncovered: CaseStudyTopic[] } {
  const covered = new Set(studies.map((study) => study.category));
  return { chips: caseStudyTopics.filter((topic) => covered.has(topic)), uncovered: caseStudyTopics.filter((topic) => !covered.has(topic)) };
}

/** The case-study list's topics as the hero shows them: the chips, then SPEC's other topics in a plain line with the way to the portfolio. */
export const topicCopy = {
  label: 'Case study topics',
  uncovered: (topics: string) => `No case study yet in ${topics}; projects in those areas are in our portfolio.`,
  portfolioLink: { label: 'See the portfolio', href: '/our-work/portfolio' },
} as const;

export function topicBadges(studies: readonly Pick<CaseStudy, 'category'>[]) {
  const { chips, uncovered } = topicChips(studies);
  return {
    label: topicCopy.label,
    items: chips.map((topic) => ({ name: topic })),
    ...(uncovered.length > 0 && { note: { text: topicCopy.uncovered(orList(uncovered)), link: topicCopy.portfolioLink } }),
  };
}

/** The link of a study's card on the home page and /our-work. */
export const studyCardLinkLabel = (title: string) => `Read the ${title} case study`;

/**
 * The three figures of a study's row on /work: its first three headline metrics, the readings the
 * portfolio and the detail page show (the home teaser's `homeMetrics` stay on the home page, so
 * /work never shows two readings of one figure).
 */
export function rowMetrics(study: CaseStudy): Stat[] {
  return study.metrics.slice(0, 3).map(({ value, label }) => ({ value, label }));
}
