import type { Stat } from '../shared/types';

/**
 * The company figures (SPEC section 9, "Marketing figures") in one place: every page that
 * shows one reads it from here, never types it again.
 *
 * SPEC keeps two pairs of claims that read as contradictions side by side (projects 250+
 * versus 50+, countries 15+ versus 6). Each figure here carries a label that says exactly
 * what it counts, so both can stand on one page without contradicting each other.
 */
export interface CompanyFigure extends Stat {
  /** A longer note for fact sheets and footnotes: what the figure counts. */
  note: string;
}

export const companyFigures = {
  years: {
    value: '12+',
    label: 'Years building software for clients',
    note: 'Counted from the first client engagement of the studio’s founding team.',
  },
  solutions: {
    value: '250+',
    label: 'Digital solutions delivered by our team over its history',
    note: 'Every app, platform, integration and major release our engineers have shipped to production, including work delivered before they joined the studio.',
  },
  experts: {
    value: '50+',
    label: 'Engineers, designers and product experts on staff',
    note: 'Full-time people employed by the studio, across engineering, design, product and delivery.',
  },
  referrals: {
    value: '9/10',
    label: 'Projects that come from referrals and returning clients',
    note: 'Share of new projects introduced by an existing client or a person who worked with us before.',
  },
  developers: {
    value: '100+',
    label: 'Developers we can staff through our vetted partner network',
    note: 'Our own engineers plus long-standing partner developers who work to our standards on staff augmentation engagements.',
  },
  blockchainProjects: {
    value: '80+',
    label: 'Blockchain and Web3 projects delivered',
    note: 'Smart contracts, dApps, token and NFT platforms and blockchain integrations taken to production or a public testnet.',
  },
  leadExperience: {
    value: '10+',
    label: 'Years of hands-on experience behind every project lead',
    note: 'Each engagement is led by an engineer or designer with at least ten years of total professional experience.',
  },
  averagePartnership: {
    value: '5 years',
    label: 'Average length of a client partnership',
    note: 'Mean time between the first and the latest engagement of clients who came back for more than one project.',
  },
  projectsSinceFounding: {
    value: '50+',
    label: 'Client projects since the studio was founded',
    note: 'Engagements contracted by the studio itself; the 250+ figure also counts releases within projects and our people’s earlier work.',
  },
  countriesServed: {
    value: '15+',
    label: 'Countries where our clients operate',
    note: 'Countries in which clients we have built for run their products or serve their customers.',
  },
  featuredClientCountries: {
    value: '6',
    label: 'Countries of the clients featured in our portfolio',
    note: 'Home countries of the clients whose projects we show as featured work; most clients are not featured.',
  },
} as const satisfies Record<string, CompanyFigure>;

export type CompanyFigureKey = keyof typeof companyFigures;

/** The figures named by `keys`, in that order, as statistics for a stat band. */
export function figureStats(keys: readonly CompanyFigureKey[]): Stat[] {
  return keys.map((key) => ({ value: companyFigures[key].value, label: companyFigures[key].label }));
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
