import type { Stat } from '../shared/types';
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
 * reading; no page shows both (`claimReadings` below).
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
}

/** The date the figures were last counted. */
export const figuresAsOf = '2026-11-01';

export const companyFigures = {
  years: {
    value: '12+',
    label: 'Years building software for clients',
    definition: 'Counted from the first client engagement of the studio’s founding team.',
    asOf: figuresAsOf,
  },
  solutions: {
    value: '250+',
    label: 'Projects and digital solutions our team has shipped over its history',
    definition: 'Every app, platform, integration and major release our engineers have shipped to production, including work delivered before they joined the studio.',
    asOf: figuresAsOf,
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
    definition: 'Share of new projects introduced by an existing client or a person who worked with us before.',
    asOf: figuresAsOf,
  },
  developers: {
    value: '100+',
    label: 'Developers we can staff through our vetted partner network',
    definition: 'Our own engineers plus long-standing partner developers who work to our standards on staff augmentation engagements.',
    asOf: figuresAsOf,
  },
  blockchainProjects: {
    value: '80+',
    label: 'Blockchain and Web3 projects our people have shipped',
    definition: 'Smart contracts, dApps, token and NFT platforms and blockchain integrations our blockchain engineers have taken to production or a public testnet across their careers, including before they joined; the 20+ Web3 products the studio itself has launched are among them.',
    asOf: figuresAsOf,
  },
  leadExperience: {
    value: '10+',
    label: 'Years of hands-on experience behind every project lead',
    definition: 'Each engagement is led by an engineer or designer with at least ten years of total professional experience.',
    asOf: figuresAsOf,
  },
  averagePartnership: {
    value: '5 years',
    label: 'Average length of a client partnership',
    definition: 'Mean time between the first and the latest engagement of clients who came back for more than one project.',
    asOf: figuresAsOf,
  },
  clientCompanies: {
    value: '50+',
    label: 'Client companies',
    definition: 'Companies that have contracted the studio itself for at least one project.',
    asOf: figuresAsOf,
  },
  platformValue: {
    value: '$40M+',
    label: 'Platform value created',
    definition: 'Revenue processed and funding raised on the platforms we built, as reported to us by their owners.',
    asOf: figuresAsOf,
  },
  clientRetention: {
    value: '90%',
    label: 'Client retention',
    definition: 'Share of clients whose first project ended more than a year ago who have contracted us again since.',
    asOf: figuresAsOf,
  },
  projectsSinceFounding: {
    value: '50+',
    label: 'Client projects since the studio was founded',
    definition: 'Engagements contracted by the studio itself; releases within a project and our people’s earlier work are not counted.',
    asOf: figuresAsOf,
  },
  industries: {
    value: '10+',
    label: 'Industries served',
    definition: 'Distinct industries of the clients we have shipped software for.',
    asOf: figuresAsOf,
  },
  satisfaction: {
    value: '95%',
    label: 'Client satisfaction in end-of-project surveys',
    definition: 'Share of clients who rated the engagement 4 or 5 out of 5 in the survey we send when a project closes.',
    asOf: figuresAsOf,
  },
  countriesServed: {
    value: '15+',
    label: 'Countries where our clients operate',
    definition: 'Countries in which clients we have built for run their products or serve their customers.',
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

/** The figure named by `key` as a statistic (value and label). */
export function figureStat(key: FactKey): Stat {
  return { value: facts[key].value, label: facts[key].label };
}

/** The figures named by `keys`, in that order, as statistics for a stat band. */
export function figureStats(keys: readonly FactKey[]): Stat[] {
  return keys.map(figureStat);
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

/** A claim SPEC keeps two readings of: each reading is true by its label, and a page shows at most one. */
export interface ClaimReading {
  claim: 'projects' | 'countries' | 'vision-millennium-roas';
  value: string;
  label: string;
  /** How the reading shows in a page's text: its label, or its value in a phrase only it uses. */
  shows: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const reading = (claim: ClaimReading['claim'], key: CompanyFigureKey, phrase?: RegExp): ClaimReading => {
  const { value, label } = companyFigures[key];
  return { claim, value, label, shows: new RegExp(`${escape(label)}${phrase ? `|${phrase.source}` : ''}`, 'i') };
};

/**
 * SPEC's conflicting claims (section 9): the readings of each, and where each stays. The projects
 * and countries readings are company figures; Vision Millennium's ROAS readings are its case-study
 * metrics (content/case-studies.ts), the home teaser's and the portfolio's.
 */
export const claimReadings: ClaimReading[] = [
  reading('projects', 'solutions', /250\+/),
  reading('projects', 'projectsSinceFounding', /(?<!\d)50\+ (client )?projects/),
  reading('countries', 'countriesServed', /15\+ countries/),
  reading('countries', 'featuredClientCountries', /(?<![\d.])6 countries/),
  { claim: 'vision-millennium-roas', value: visionMillenniumRoas.home, label: visionMillenniumRoasLabels.home, shows: new RegExp(`${escape(visionMillenniumRoas.home)}(?!\\d)|${visionMillenniumRoasLabels.home}`, 'i') },
  { claim: 'vision-millennium-roas', value: visionMillenniumRoas.portfolio, label: visionMillenniumRoasLabels.portfolio, shows: new RegExp(`${escape(visionMillenniumRoas.portfolio)}|${visionMillenniumRoasLabels.portfolio}`, 'i') },
];

/** The claims a text shows more than one reading of (empty when the text is consistent). */
export function conflictingReadings(text: string): { claim: ClaimReading['claim']; readings: string[] }[] {
  const shown = claimReadings.filter((entry) => entry.shows.test(text));
  const claims = [...new Set(shown.map((entry) => entry.claim))];
  return claims
    .map((claim) => ({ claim, readings: shown.filter((entry) => entry.claim === claim).map((entry) => `${entry.value} ${entry.label}`) }))
    .filter((entry) => entry.readings.length > 1);
}
