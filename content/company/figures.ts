import type { ProjectRef, ProjectResultRef, Stat, StatNote } from '../shared/types';
import { practiceFigures, type PracticeFigure } from './practice-figures';

/**
 * A figure SPEC shows with a different value depending on the page that shows it (section 9
 * "Conflicting claims"). Both readings are kept, each named by its surface; neither is a typo of the other.
 */
export interface PerSurfaceReading {
  /** The home page's case-study teaser (`homeMetrics`). */
  home: string;
  /** /our-work/portfolio (and /work and its detail pages, which read `metrics`). */
  portfolio: string;
}

/**
 * Vision Millennium's return on ad spend: SPEC shows '+18%' on the home page and '+180%' on the
 * portfolio. Both are true because they measure different spend: +180% is the return on the
 * video campaigns' own spend (revenue from in-video purchases per ad dollar, 1.5x before and 4.2x
 * after on the same budget: conversion 2.3% to 4.1%, +78%, times average order value +57%);
 * +18% is the return on the brand's total ad spend, of which the video campaigns are a tenth
 * (0.9 + 0.1 x 2.8 = 1.18). Its `homeMetrics` show the home reading and its `metrics` the portfolio
 * reading; no page shows both (`claimReadings`, ./claim-readings.ts).
 */
export const visionMillenniumRoas = { home: '+18%', portfolio: '+180%' } as const satisfies PerSurfaceReading;
/** What each ROAS reading measures: its label wherever it is shown. */
export const visionMillenniumRoasLabels = { home: 'Return on total ad spend', portfolio: 'Return on video ad spend' } as const satisfies PerSurfaceReading;

/**
 * The fact sheet: every company figure (SPEC section 9, "Marketing figures") in one place, with
 * what it counts and the date it was counted. Every page that shows one reads it from here, never
 * types it again; sentences that cite a figure are built from its value.
 *
 * SPEC keeps two readings of some claims (projects 250+ and 50+, countries 15+ and 6): each is its
 * own figure here, labelled by what it counts so both are true, and no page shows two readings of
 * one claim (see `claims` below, checked by content/company/figures.test.ts and e2e/every-page.spec.ts).
 */
export interface CompanyFigure extends Stat {
  /** What the figure counts, in a sentence: for the fact sheet and anyone checking the claim. */
  definition: string;
  /** When it was last counted (ISO date). */
  asOf: string;
  /**
   * For a count: the kind of thing it counts (`countKinds`). Figures that count one kind are one total and its
   * named parts: a part says which figure it is part of (`of`) and is never larger (content/content-gates.ts, gate 6).
   */
  counts?: CountKind;
  of?: string;
  /** For a satisfaction figure: the survey it comes from and its sample (gate 9). */
  survey?: Survey;
  /** For a best case: the results it is the best of, each on a named project, so the median stands beside it (gate 8). */
  best?: BestCase;
  /**
   * For a result measured on client work: the published projects it was measured on, each tagged with the figure's
   * practice and linked beside the figure wherever it is shown (content/content-gates.ts, gate 10), each with its own
   * result where the figure states them: then the figure is their median (gate 11, required of a median).
   */
  projects?: readonly MeasuredProject[];
  /** For a share of a group: how many of how many (retention: 36 of 40 clients). */
  sample?: { count: number; of: number };
}

/**
 * The kinds of thing the site counts, each with the words running text names it by (`nouns`): a number before
 * them must be one of that kind's figures ('more than 80 blockchain projects' is a project count the sheet does not have).
 */
export const countKinds = {
  projects: { name: 'client projects', nouns: 'projects|engagements' },
  solutions: { name: 'solutions shipped to production', nouns: '(?:digital )?solutions' },
  clients: { name: 'client companies', nouns: 'clients|client companies|companies' },
  models: { name: 'models in production', nouns: '(?:ai |ml |machine learning )?models' },
  campaigns: { name: 'paid campaigns launched' },
  assessments: { name: 'blockchain assessments and audit reports' },
  advised: { name: 'companies advised on blockchain' },
  migrations: { name: 'workloads migrated' },
  pipelines: { name: 'delivery pipelines' },
  systems: { name: 'systems architected' },
  integrations: { name: 'healthcare integrations' },
  marks: { name: 'logos and brand marks' },
  identityAwards: { name: 'awards for identity work' },
  productAwards: { name: 'awards for product design work' },
} as const satisfies Record<string, { name: string; nouns?: string }>;
export type CountKind = keyof typeof countKinds;

/** A survey behind a satisfaction figure: who was asked what, how many answered and how many answered yes (or 4 or 5 of 5). */
export interface Survey {
  name: string;
  /** Ratings received. */
  responses: number;
  /** Ratings that count for the figure; the figure is their share, rounded (omitted where the figure is a median across products). */
  positive?: number;
  /** The projects (or products) the ratings came from. */
  projects: number;
  /** The year the survey started. */
  since: number;
}

/** A project a result was measured on, its own result, and where its card shows that too (`shownIn`, gate 11). */
export type MeasuredProject = ProjectResultRef & { shownIn?: 'result' | 'summary' };

/** A best case: the projects whose results it is the best of, each linked on the page (`project`). */
export interface BestCase {
  /** What the results measure, plural: 'redesigns whose conversion we measured before and after'. */
  across: string;
  results: readonly { project: ProjectRef; value: string; what: string }[];
}

/** The date the figures were last counted. */
export const figuresAsOf = '2026-11-01';

export const companyFigures = {
  years: {
    value: '12+',
    label: 'Years building software for clients',
    definition: 'Counted from the studio’s first client engagement, as a consultancy of four engineers in Baltimore.',
    asOf: figuresAsOf,
  },
  solutions: {
    value: '250+',
    label: 'Digital solutions shipped in our client projects',
    definition: 'Apps, platforms, integrations and smart contracts the studio has taken to production in its client projects; a project usually ships several, so this counts what the client projects delivered, not more projects. Work our people did before they joined is not counted.',
    asOf: figuresAsOf,
    counts: 'solutions',
  },
  experts: {
    value: '50+',
    label: 'Engineers, designers and product experts on staff',
    definition: 'Full-time people employed by the studio, across engineering, design, product and delivery.',
    asOf: figuresAsOf,
  },
  referrals: {
    value: '9/10',
    label: 'Projects that come from referrals and returning clients',
    definition: 'Share of the projects started in the last three years that an existing client or a person who worked with us before brought to us: 27 of 30.',
    sample: { count: 27, of: 30 },
    asOf: figuresAsOf,
  },
  developers: {
    value: '100+',
    label: 'Developers we can staff through our vetted partner network',
    definition: 'Our own engineers plus long-standing partner developers who work to our standards on staff augmentation engagements, where the client directs the work. The projects we scope are built by our own people.',
    asOf: figuresAsOf,
  },
  blockchainProjects: {
    value: '80+',
    label: 'Blockchain contracts and dApps the studio has taken to mainnet',
    definition: 'Smart contracts, dApps and token and NFT platforms the studio has deployed to a public mainnet in its Web3 client projects (a project usually deploys several). Testnet deployments and work our people did before they joined are not counted.',
    asOf: figuresAsOf,
    counts: 'solutions',
    of: 'solutions',
  },
  leadExperience: {
    value: '10+',
    label: 'Years of hands-on experience behind every project lead',
    definition: 'Each engagement is led by an engineer or designer with at least ten years of total professional experience.',
    asOf: figuresAsOf,
  },
  averagePartnership: {
    value: '5 years',
    label: 'Average partnership of a returning client',
    definition: 'Mean time between the first and the latest engagement of the clients who came back after their first project, for a further phase, a support contract or a new product.',
    asOf: figuresAsOf,
  },
  clientCompanies: {
    value: '50+',
    label: 'Client companies',
    definition: 'Companies that have contracted the studio for at least one project; a company that only bought a technical review is not counted.',
    asOf: figuresAsOf,
    counts: 'clients',
  },
  platformValue: {
    value: '$40M+',
    label: 'Platform value created',
    definition: 'Funding our startup clients raised after launching the product we built for them, as reported to us by the companies; not revenue (the SaaS platforms’ revenue is counted apart), and companies that did not report are not counted.',
    asOf: figuresAsOf,
  },
  clientRetention: {
    value: '90%',
    label: 'Client retention',
    definition: 'Share of the clients whose first project ended more than a year ago who have contracted the studio again since, for a further phase, a support contract or a new product: 36 of 40.',
    sample: { count: 36, of: 40 },
    asOf: figuresAsOf,
  },
  projectsSinceFounding: {
    value: '50+',
    label: 'Client projects since the studio was founded',
    definition: 'Engagements contracted by the studio since its first client. A further phase or a support contract for the same product is the same project, so most returning clients add no new one; what a project ships is counted apart (the solutions), and our people’s earlier work is not counted.',
    asOf: figuresAsOf,
    counts: 'projects',
  },
  industries: {
    value: '10+',
    label: 'Industries served',
    definition: 'Distinct industries of the clients the studio has shipped software for.',
    asOf: figuresAsOf,
  },
  satisfaction: {
    value: '95%',
    label: 'Client satisfaction in end-of-project surveys',
    definition: 'Share of the ratings of 4 or 5 out of 5 in the survey the studio sends the client’s product owner and sponsor when a project closes.',
    asOf: figuresAsOf,
    survey: { name: 'end-of-project survey', responses: 130, positive: 124, projects: 46, since: 2019 },
  },
  countriesServed: {
    value: '15+',
    label: 'Countries where our clients operate',
    definition: 'Countries in which the clients the studio has built for run their products or serve their customers.',
    asOf: figuresAsOf,
  },
  featuredClientCountries: {
    value: '6',
    label: 'Countries of the clients featured in our portfolio',
    definition: 'Home countries of the clients whose projects we show as featured work; most clients are not featured.',
    asOf: figuresAsOf,
  },
} as const satisfies Record<string, CompanyFigure>;

export type CompanyFigureKey = keyof typeof companyFigures;

/**
 * The fact sheet in full: the company figures and the practices' (./practice-figures.ts), one id
 * per counted thing. A page's statistic is one of these, picked by id.
 */
export const facts: Record<FactKey, CompanyFigure | PracticeFigure> = { ...companyFigures, ...practiceFigures };
export type FactKey = CompanyFigureKey | keyof typeof practiceFigures;

/** A result's number: '+78%' is 78, '1.5x' is 1.5. */
const resultNumber = (value: string) => Number.parseFloat(value.replace(/^[^\d]*/, '').replace(/,/g, ''));

/** The median of results written alike ('+38%', '+78%', '+300%' is '+78%'), in their notation. */
export function medianResult(values: readonly string[]): string {
  if (values.length === 0) throw new Error('no results to take the median of');
  const sorted = [...values].sort((a, b) => resultNumber(a) - resultNumber(b));
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle]!;
  const mean = (resultNumber(sorted[middle - 1]!) + resultNumber(sorted[middle]!)) / 2;
  return sorted[middle]!.replace(/[\d.,]+/, String(Math.round(mean * 10) / 10));
}

/** A best case's median and the project its best result is from. */
export function bestCaseMedian(best: BestCase): { median: string; best: BestCase['results'][number] } {
  const values = best.results.map((result) => result.value);
  const top = [...best.results].sort((a, b) => resultNumber(b.value) - resultNumber(a.value))[0]!;
  return { median: medianResult(values), best: top };
}

/**
 * A project's own result that is one of a best case's results (a figure's `best.results` names the project with that
 * value): the figure, the median across its projects, whether this result is the best, and the other projects.
 */
export function resultBestCase(project: ProjectRef, value: string): { key: FactKey; best: BestCase; median: string; isBest: boolean; others: ProjectRef[] } | undefined {
  const same = (ref: ProjectRef) => ref.kind === project.kind && ref.id === project.id;
  for (const key of Object.keys(facts) as FactKey[]) {
    const best = facts[key].best;
    if (!best?.results.some((result) => same(result.project) && result.value === value)) continue;
    const { median, best: top } = bestCaseMedian(best);
    return { key, best, median, isBest: same(top.project), others: best.results.map((result) => result.project).filter((ref) => !same(ref)) };
  }
  return undefined;
}

/**
 * The note beside a project's result that is one of a best case's results, so no single project's number reads as
 * typical: the median across the named projects, and the best where this is not it (or that this is it); the other
 * projects follow, linked where drawn.
 */
export function resultNote(project: ProjectRef, value: string): StatNote | undefined {
  const found = resultBestCase(project, value);
  if (!found) return undefined;
  const { best, median, isBest, others } = found;
  const across = `the ${best.results.length} ${best.across}`;
  const top = bestCaseMedian(best).best.value;
  const text = isBest ? `The best of ${across}; their median is ${median}. The others:` : `Median across ${across}: ${median}; the best of them, ${top}. The others:`;
  return { text, projects: others };
}

const counted = (n: number) => n.toLocaleString('en-US');

/**
 * What a figure needs beside it wherever it is shown: a best case its median across the named projects and the
 * project it comes from; a satisfaction figure its survey and sample. `figureStat` adds it, so no page shows one without.
 */
export function figureNote(figure: CompanyFigure): StatNote | undefined {
  if (figure.best) {
    const { median, best } = bestCaseMedian(figure.best);
    return { text: `Median across the ${figure.best.results.length} ${figure.best.across}: ${median}. The ${figure.value} is the best of them:`, projects: [best.project] };
  }
  if (figure.survey) {
    const { name, responses, positive, projects, since } = figure.survey;
    const share = positive === undefined ? `${counted(responses)} ratings` : `${counted(positive)} of ${counted(responses)} ratings were 4 or 5 out of 5`;
    return { text: `${name[0]!.toUpperCase()}${name.slice(1)}: ${share}, from ${counted(projects)} ${projects === 1 ? 'project' : 'projects'} since ${since}.` };
  }
  return undefined;
}

/**
 * The studio total a count is part of, in words ('Part of 250+ digital solutions shipped in our client projects'):
 * beside '50+ SaaS platforms' it says they are among the solutions shipped, not 50+ more projects.
 */
export function partOfText(figure: CompanyFigure): string | undefined {
  const whole = figure.of ? facts[figure.of as FactKey] : undefined;
  return whole && `Part of ${whole.value} ${whole.label[0]!.toLowerCase()}${whole.label.slice(1)}`;
}

/** The words before a result's linked projects: the published work is part of what it was measured on, rarely all of it (its definition says on what). */
const MEASURED_ON_LEAD = 'Published examples of the work it was measured on:';
/** The words before a result's linked projects each shown with its own result: the figure is their median (gate 11). */
const RESULTS_LEAD = { one: 'The published project it was measured on, with its own result:', many: 'The median of these published projects’ own results:' } as const;

/** The words before a figure's linked projects: with their own results where it states them. */
const measuredOnLead = (projects: readonly MeasuredProject[]) =>
  !projects.some((project) => project.result !== undefined) ? MEASURED_ON_LEAD : projects.length === 1 ? RESULTS_LEAD.one : RESULTS_LEAD.many;

/**
 * The note under a figure in a stat band: `figureNote`, or for a count the total it is part of; then the published
 * projects a result was measured on (linked where drawn).
 */
export function statNote(figure: CompanyFigure, { totalBeside = false } = {}): StatNote | undefined {
  // In a band that shows the total itself (the about page's 250+ beside its 80+), the line would repeat it.
  const partOf = totalBeside ? undefined : partOfText(figure);
  const note = figureNote(figure) ?? (partOf ? { text: `${partOf}.` } : undefined);
  if (!figure.projects?.length) return note;
  const lead = measuredOnLead(figure.projects);
  return { text: note ? `${note.text} ${lead}` : lead, projects: figure.projects };
}

/** The sentences every page reads from the fact sheet (labels, the totals counts are part of): repeating them is not pasting copy. */
export function figureSentences(): string[] {
  return [MEASURED_ON_LEAD, ...Object.values(RESULTS_LEAD), ...Object.values(facts).flatMap((figure) => [figure.label, ...(figure.of ? [`${partOfText(figure)}.`] : [])])];
}

/** The figure named by `key` as a statistic (value and label, and the note it needs beside it). */
export function figureStat(key: FactKey, { totalBeside = false } = {}): Stat {
  const note = statNote(facts[key], { totalBeside });
  return { value: facts[key].value, label: facts[key].label, ...(note ? { note } : {}) };
}

/** The figures named by `keys`, in that order, as statistics for a stat band. */
export function figureStats(keys: readonly FactKey[]): Stat[] {
  return keys.map((key) => figureStat(key, { totalBeside: keys.includes(facts[key].of as FactKey) }));
}

/**
 * A band's statistics with the notes their figures need: each quoted from the fact sheet (a page file's {{fact.*}})
 * becomes that figure as `figureStats` draws it, so a count beside its own total does not repeat it.
 */
export function bandStats(stats: readonly Stat[]): Stat[] {
  const shown = stats.map(factKeyOf);
  return stats.map((stat, index) => {
    // A statistic that already carries its note (drawn by the page module) is kept as it is.
    const key = stat.note ? undefined : shown[index];
    return key ? figureStat(key, { totalBeside: shown.includes(facts[key].of as FactKey) }) : stat;
  });
}

/** The fact sheet's id of a statistic a page shows (value and label both match), if it is one. */
export function factKeyOf(stat: Stat): FactKey | undefined {
  return (Object.keys(facts) as FactKey[]).find((key) => facts[key].value === stat.value && facts[key].label === stat.label);
}

/** A figure as the inputs of a count-up counter: '$40M+' is 40 with prefix '$' and suffix 'M+'. */
export function figureCounter(key: CompanyFigureKey): { end: number; prefix: string; suffix: string; label: string } {
  const { value, label } = companyFigures[key];
  const match = /^(\D*)(\d+)(.*)$/.exec(value);
  if (!match) throw new Error(`${key} (${value}) is not a number a counter can count to`);
  return { prefix: match[1] ?? '', end: Number(match[2]), suffix: match[3] ?? '', label };
}

/** The eight company figures SPEC lists, in SPEC order. */
export const specCompanyFigureKeys = [
  'years',
  'solutions',
  'experts',
  'referrals',
  'developers',
  'blockchainProjects',
  'leadExperience',
  'averagePartnership',
] as const satisfies readonly CompanyFigureKey[];

/**
 * The figures of the sheet typed into a text (a file's prose) instead of quoted as {{keys}}: a figure written out
 * goes stale when the sheet changes. Values without a digit, or of one character, are not figures anyone types.
 */
export function typedFigures(text: string): string[] {
  const values = [...new Set([...Object.values(companyFigures), ...Object.values(practiceFigures)].map((figure) => figure.value))].filter((value) => /\d/.test(value) && value.length > 1);
  return values.filter((value) => new RegExp(`(^|[^\\w.])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`).test(text));
}

/** The collections' check of the fields given: one problem per figure typed into one. */
export function typedFigureProblems<Entry extends { slug: string }>(entries: readonly Entry[], fields: ReadonlyArray<keyof Entry & string>) {
  return entries.flatMap((entry) =>
    fields.flatMap((field) =>
      typedFigures(String(entry[field] ?? '')).map((value) => ({
        slug: entry.slug,
        field,
        reason: `types the figure ${value}: write it as its {{key}} (content/text-values.ts) so it follows the fact sheet`,
      })),
    ),
  );
}
