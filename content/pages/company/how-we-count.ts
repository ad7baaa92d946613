/**
 * /about/how-we-count: every figure of the fact sheet (content/company/figures.ts and
 * ./practice-figures.ts) with what it counts, what kind of claim it is and when it was counted,
 * grouped by the page that shows it, then the table of promises per offer. Every stat band's
 * footnote links here (content/company/fact-sheet-links.ts), to the group of its page.
 */
import { companyFigures, facts, figureNote, type FactKey } from '../../company/figures';
import { practiceFigures, type PracticeFigure } from '../../company/practice-figures';
import { enquiryNextSteps, offers, offerTimelines, timelineNames, type OfferId } from '../../company/promises';
import type { CompanyPage } from '../../company/types';
import { groupAnchor, howWeCountPath } from '../../company/fact-sheet-links';
import { heroArt } from '../../hero-art';
import { industryCatalog, industryPath } from '../../industries/catalog';
import { serviceCatalog } from '../../services/catalog';
import { proofEntry } from '../../services/proof';
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
  /** A satisfaction figure's survey and sample, or a best case's median (`figureNote`). */
  note?: string;
  /** A best case's results, each on its project, linked. */
  results?: readonly { value: string; what: string; project: { label: string; href: InternalPath } }[];
}

/** The fact sheet, one group per page that shows figures. */
export interface FactSheetSection extends SectionBase {
  kind: 'factSheet';
  asOfLabel: string;
  groups: readonly { id: string; heading: string; link?: { label: string; href: InternalPath }; figures: readonly FactSheetFigure[] }[];
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
  const whole = figure.of ? facts[figure.of as FactKey] : undefined;
  const note = figureNote(figure);
  const results = figure.best?.results.flatMap((result) => {
    const entry = proofEntry(result.project);
    return entry ? [{ value: result.value, what: result.what, project: { label: entry.title, href: entry.href } }] : [];
  });
  return {
    id, value, label, definition, asOf, basis,
    ...(whole ? { partOf: `Part of ${whole.value} ${whole.label[0]!.toLowerCase()}${whole.label.slice(1)}` } : {}),
    ...(note ? { note: figure.best ? note.text.replace(/ The [^ ]+ is the best of them:$/, '') : note.text } : {}),
    ...(results ? { results } : {}),
  };
};

const practiceEntries = Object.entries(practiceFigures) as [FactKey, PracticeFigure][];
const practices = [
  ...serviceCatalog().map((service) => ({ slug: service.slug as string, name: service.name, href: `/services/${service.slug}` as InternalPath })),
  ...industryCatalog().map((industry) => ({ slug: industry.slug, name: industry.name, href: industryPath(industry.slug) })),
];

export const factSheetGroups: FactSheetSection['groups'] = [
  {
    id: groupAnchor(),
    heading: 'The studio',
    figures: (Object.keys(companyFigures) as FactKey[]).map((id) => sheetFigure(id, basisNames.company)),
  },
  ...practices
    .map((practice) => ({
      id: groupAnchor(practice.slug),
      heading: practice.name,
      link: { label: `${practice.name} page`, href: practice.href },
      figures: practiceEntries.filter(([, figure]) => figure.practice === practice.slug).map(([id, figure]) => sheetFigure(id, basisOf(figure))),
    }))
    .filter((group) => group.figures.length > 0),
];

export const howWeCountPage: CompanyPage = {
  path: howWeCountPath,
  meta: {
    title: 'How we count',
    description: 'Every figure on this site with what it counts, what kind of claim it is and when it was counted, and the timelines each of our offers promises.',
  },
  hero: {
    art: heroArt('company-compass'),
    label: 'How we count',
    headline: 'Every figure we show, and what it counts',
    intro:
      'A number is only useful if you know what it counts. Here is each figure on this site with its definition, what it is part of and the date we counted it, followed by the timelines each offer promises.',
    actions: [
      { label: 'See the work behind them', href: '/our-work/portfolio', variant: 'primary' },
      { label: 'Talk to us', href: '/contact', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'factSheet',
      id: 'figures',
      eyebrow: 'The fact sheet',
      heading: 'Our figures, defined',
      intro: `Every count is of the studio’s own work, one definition per counted thing: ${companyFigures.projectsSinceFounding.value} client projects, and within them ${companyFigures.solutions.value} digital solutions shipped to production. A practice’s count says which of the two it is part of; one app can count for two practices (iOS and Android), so practice counts do not add up to a total. Results are medians across the projects named, a best case is shown only beside its median, and a satisfaction figure only with its survey and the number of ratings.`,
      asOfLabel: 'Counted',
      groups: factSheetGroups,
    },
    {
      kind: 'offerTable',
      id: 'promises',
      eyebrow: 'Our promises',
      heading: 'What each offer promises, and by when',
      intro: 'Every page that promises a prototype, an MVP or a pilot names the offer it means; these are the only timelines we promise. Case studies say in which week their first release went live.',
      offers: (Object.keys(offers) as OfferId[]).map((id) => ({
        id,
        name: offers[id].name,
        href: offers[id].page,
        timelines: Object.entries(offerTimelines[id] as Record<string, string>).map(([key, duration]) => ({
          label: timelineNames[key as keyof typeof timelineNames],
          duration,
        })),
      })),
    },
  ],
  closing: {
    heading: 'Ask us about any figure',
    body: `We will show you the work behind it, under NDA where the client asked. ${enquiryNextSteps}`,
    ctaLabel: 'Start a conversation',
    href: '/contact',
  },
  schema: { type: 'WebPage' },
};
