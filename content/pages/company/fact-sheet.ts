/**
 * What /about/how-we-count lists below its words (content/company/pages/how-we-count.yaml): every figure of the fact
 * sheet (content/company/figures.ts and practice-figures.ts) with what it counts, what kind of claim it is and when
 * it was counted, grouped by the page that shows it, then the table of promises per offer. Every stat band's
 * footnote links there (content/company/fact-sheet-links.ts), to the group of its page.
 */
import { companyFigures, facts, figureNote, partOfText, type FactKey } from '../../company/figures';
import { practiceFigures, type PracticeFigure } from '../../company/practice-figures';
import { offers, offerTimelines, timelineNames, type OfferId } from '../../company/promises';
import { groupAnchor } from '../../company/fact-sheet-links';
import { industryCatalog, industryPath } from '../../industries/catalog';
import { serviceCatalog } from '../../services/catalog';
import { projectLinks, proofEntry } from '../../services/proof';
import type { SectionBase } from '../../shared/sections';
import type { InternalPath } from '../../shared/types';

/** What kind of claim a figure is, as the page names it. */
export const basisNames = {
  company: 'About the studio',
  studio: 'The studio’s own work',
  career: 'Our people’s experience (the team page only)',
  measured: 'Measured on client work',
  service: 'A level of service we commit to',
  market: 'A market figure, not ours',
} as const;

export interface FactSheetFigure {
  id: FactKey;
  value: string;
  label: string;
  definition: string;
  /** ISO date. */
  asOf: string;
  basis: (typeof basisNames)[keyof typeof basisNames];
  /** For a part of a total: the total it is part of, its value and label. */
  partOf?: string;
  /** That total's figure, listed on the same sheet (its row is `#figure-{partOfId}`). */
  partOfId?: FactKey;
  /** A satisfaction figure's survey and sample, or a best case's median (`figureNote`). */
  note?: string;
  /** A best case's results, each on its project, linked. */
  results?: readonly { value: string; what: string; project: { label: string; href: InternalPath } }[];
  /** A measured result's published projects (the figure's `projects`), each linked, with its own result where the figure states it. */
  measuredOn?: readonly { label: string; href: InternalPath; result?: string }[];
}

/** A group of the sheet: the figures one page shows, and the date most of them were counted on. */
export interface FactSheetGroup {
  id: string;
  heading: string;
  link?: { label: string; href: InternalPath };
  /** ISO date: the date most of the group's figures share, stated once at the group; a figure counted on another date shows its own. */
  asOf: string;
  figures: readonly FactSheetFigure[];
}

/** The fact sheet, one group per page that shows figures. */
export interface FactSheetSection extends SectionBase {
  kind: 'factSheet';
  asOfLabel: string;
  /** ISO date: the date most figures on the sheet share, stated once above the groups. */
  asOf: string;
  groups: readonly FactSheetGroup[];
}

/** The promises of each offer: its name, its page and its timelines. */
export interface OfferTableSection extends SectionBase {
  kind: 'offerTable';
  offers: readonly { id: OfferId; name: string; href: InternalPath; timelines: readonly { label: string; duration: string }[] }[];
}

declare module '../../shared/sections' {
  interface PageOwnSections {
    factSheet: FactSheetSection;
    offerTable: OfferTableSection;
  }
}

function basisOf(figure: PracticeFigure): FactSheetFigure['basis'] {
  return figure.basis === 'delivered' ? basisNames[figure.scope ?? 'studio'] : basisNames[figure.basis];
}

const sheetFigure = (id: FactKey, basis: FactSheetFigure['basis']): FactSheetFigure => {
  const figure = facts[id];
  const { value, label, definition, asOf } = figure;
  const partOf = partOfText(figure);
  const note = figureNote(figure);
  const results = figure.best?.results.flatMap((result) => {
    const entry = proofEntry(result.project);
    return entry ? [{ value: result.value, what: result.what, project: { label: entry.title, href: entry.href } }] : [];
  });
  const measuredOn = figure.projects && projectLinks(figure.projects);
  return {
    id, value, label, definition, asOf, basis,
    ...(partOf ? { partOf, partOfId: figure.of as FactKey } : {}),
    ...(note ? { note: figure.best ? note.text.replace(/ The [^ ]+ is the best of them:$/, '') : note.text } : {}),
    ...(results ? { results } : {}),
    ...(measuredOn?.length ? { measuredOn } : {}),
  };
};

const practiceEntries = Object.entries(practiceFigures) as [FactKey, PracticeFigure][];
const practices = [
  ...serviceCatalog().map((service) => ({ slug: service.slug as string, name: service.name, href: `/services/${service.slug}` as InternalPath })),
  ...industryCatalog().map((industry) => ({ slug: industry.slug, name: industry.name, href: industryPath(industry.slug) })),
];

/** The date most of these were counted on (the earliest of equally common ones), so the sheet states it once. */
export function commonDate(dates: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const date of dates) counts.set(date, (counts.get(date) ?? 0) + 1);
  return [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b))[0]?.[0] ?? '';
}

const group = (fields: Omit<FactSheetGroup, 'asOf'>): FactSheetGroup => ({ ...fields, asOf: commonDate(fields.figures.map((figure) => figure.asOf)) });

export const factSheetGroups: FactSheetSection['groups'] = [
  group({
    id: groupAnchor(),
    heading: 'The studio',
    figures: (Object.keys(companyFigures) as FactKey[]).map((id) => sheetFigure(id, basisNames.company)),
  }),
  ...practices
    .map((practice) =>
      group({
        id: groupAnchor(practice.slug),
        heading: practice.name,
        link: { label: `${practice.name} page`, href: practice.href },
        figures: practiceEntries.filter(([, figure]) => figure.practice === practice.slug).map(([id, figure]) => sheetFigure(id, basisOf(figure))),
      }),
    )
    .filter((entry) => entry.figures.length > 0),
];

/** The date most figures of the sheet were counted on. */
export const factSheetAsOf = commonDate(factSheetGroups.flatMap((entry) => entry.figures.map((figure) => figure.asOf)));

/** Each offer's name, page and promised timelines, as the offer table lists them. */
export const offerRows: OfferTableSection['offers'] = (Object.keys(offers) as OfferId[]).map((id) => ({
  id,
  name: offers[id].name,
  href: offers[id].page,
  timelines: Object.entries(offerTimelines[id] as Record<string, string>).map(([key, duration]) => ({
    label: timelineNames[key as keyof typeof timelineNames],
    duration,
  })),
}));
