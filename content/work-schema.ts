/**
 * The schemas of the work collections (content/work/case-studies/*.yaml, content/work/portfolio/*.yaml):
 * the lists and limits both the loaders (zod, ./case-studies.ts, ./portfolio.ts) and the editor's
 * definitions (./case-studies.keystatic.ts, ./portfolio.keystatic.ts) are built from. Reads no file, so the
 * editor's bundle may import it.
 */
import * as z from 'zod';
import { caseStudyTopics } from './case-study-types';
import { facts, visionMillenniumRoas, visionMillenniumRoasLabels, type FactKey } from './company/figures';
import { offerTimelines, type OfferId } from './company/promises';
import type { IndustrySlug } from './industries/catalog';
import type { ServiceSlug } from './services/catalog';
import { iconNames, type IconName, type InternalPath, type Stat } from './shared/types';

/** Lengths an editor may write, in characters (the loaders refuse longer text; the editor shows the limit). */
export const workLimits = {
  /** A product or project name. */
  title: { min: 2, max: 80 },
  /** One line: a subtitle, a client type, an industry, a team size, a phase. */
  line: { min: 2, max: 140 },
  /** One or two sentences: a card's description, a challenge, a solution, a summary. */
  sentence: { min: 20, max: 400 },
  /** One paragraph. */
  paragraph: { min: 40, max: 1200 },
  /** A figure as shown ('+35%', '2 minutes 24 seconds'). */
  value: { min: 1, max: 24 },
  /** A figure's label. */
  label: { min: 2, max: 80 },
  /** Search-result title and description. */
  metaTitle: { min: 10, max: 70 },
  metaDescription: { min: 100, max: 170 },
  /** Alternative text of artwork. */
  alt: { min: 40, max: 300 },
  /** A tag or a technology. */
  tag: { min: 1, max: 40 },
} as const;

/** A first release's week after kickoff, and a project's place in its sector. */
export const releaseWeek = { min: 1, max: 52 } as const;
export const projectOrder = { min: 1, max: 99 } as const;

/** Every study's and project's artwork has this size (4:3) and lives in public/work/art/. */
export const workArtSize = { width: 640, height: 480 } as const;
export const workArtFolder = '/work/art/';

/**
 * A service's or an industry page's id, e.g. web-development (/services/{id}, /industries/{id}). The catalogs
 * (content/services/catalog.ts, content/industries/catalog.ts) sit a layer above this folder and read the case
 * studies for their proof, so the loaders check the form here; the editor offers only the catalogs' ids
 * (content/work/keystatic-fields.ts) and content/work-collections.test.ts checks every file against them.
 */
export const serviceIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be the id of a service, e.g. web-development').transform((id) => id as ServiceSlug);
export const industryIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be the id of an industry page, e.g. fintech').transform((id) => id as IndustrySlug);
export const offerIds = Object.keys(offerTimelines) as [OfferId, ...OfferId[]];
export const caseStudyAccents = ['indigo', 'emerald', 'amber'] as const;
/** A phase's length as written: '1 week', '8 weeks'. */
export const weeksPattern = { regex: /^(1 week|[1-9]\d? weeks)$/, message: "must be a number of weeks, e.g. '1 week' or '8 weeks'" };
/** An in-page anchor: lower-case words joined by hyphens. */
export const anchorPattern = { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: 'must be a lower-case anchor such as security' };
/** The band a section of a study is drawn on; empty lets the page alternate light bands by itself. */
export const sectionTones = ['', 'light', 'dark'] as const;

/**
 * Figures a study or a project shows by name instead of writing them out, so they stay the fact sheet's
 * (content/company/figures.ts): every fact, and Vision Millennium's two ROAS readings.
 */
const roasReadings = {
  'vision-millennium-roas-home': { value: visionMillenniumRoas.home, label: visionMillenniumRoasLabels.home },
  'vision-millennium-roas-portfolio': { value: visionMillenniumRoas.portfolio, label: visionMillenniumRoasLabels.portfolio },
} as const satisfies Record<string, Stat>;
export type NamedFigure = FactKey | keyof typeof roasReadings;
export const namedFigures = [...Object.keys(facts), ...Object.keys(roasReadings)] as [NamedFigure, ...NamedFigure[]];

export function namedFigureStat(key: NamedFigure): Stat {
  if (key in roasReadings) return { ...roasReadings[key as keyof typeof roasReadings] };
  const fact = facts[key as FactKey];
  return { value: fact.value, label: fact.label };
}

export const text = (limit: { min: number; max: number }) => z.string().trim().min(limit.min).max(limit.max);

/**
 * A figure: written out (value and label) or named from the fact sheet (figure). The editor stores empty
 * strings for the half not used, so empty counts as absent.
 */
export const figureFields = {
  value: z.string().max(workLimits.value.max).optional(),
  label: z.string().max(workLimits.label.max).optional(),
  figure: z.union([z.literal(''), z.enum(namedFigures)]).optional(),
};

type FigureInput = { value?: string | undefined; label?: string | undefined; figure?: NamedFigure | '' | undefined };

/** The statistic a figure shows, or the reason it cannot be shown. */
export function figureProblem(input: FigureInput): string | undefined {
  const written = Boolean(input.value) || Boolean(input.label);
  if (input.figure && written) return 'either write value and label, or name a figure, not both';
  if (!input.figure && !(input.value && input.label)) return 'needs a value and a label, or a figure from the fact sheet';
  return undefined;
}

export function figureStatOf(input: FigureInput): Stat {
  return input.figure ? namedFigureStat(input.figure) : { value: input.value ?? '', label: input.label ?? '' };
}

/** A figure's zod schema (with `extra` fields such as an icon), checked and resolved to a statistic. */
export function figureSchema<Extra extends z.ZodRawShape>(extra: Extra) {
  return z
    .strictObject({ ...figureFields, ...extra })
    .superRefine((input, context) => {
      const problem = figureProblem(input as FigureInput);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

/** An artwork's file and its alternative text; the size is fixed (workArtSize). */
/** An artwork's path: an SVG in public/work/art/. */
export const artworkPath = { regex: /^\/work\/art\/[a-z0-9-]+\.svg$/, message: 'must be an SVG file in public/work/art/, e.g. /work/art/my-project-dashboard.svg' };

/** An uploaded artwork as the editor's image field writes it: /work/art/uploads/<study>/cover.<the file's extension>. */
export const uploadedArtworkPath = { regex: /^\/work\/art\/uploads\/[a-z0-9-]+\/cover\.(?:png|jpe?g|webp|avif)$/i, message: 'must be an uploaded artwork, /work/art/uploads/<study>/cover.png (or .jpg, .webp, .avif)' };

export const artworkSchema = z.strictObject({
  src: z.string().regex(artworkPath.regex, artworkPath.message),
  alt: text(workLimits.alt),
});

export const iconSchema = z.enum(iconNames);
export const topicSchema = z.enum(caseStudyTopics);

/** How many of each list a case study has (the pages are laid out for these counts). */
export const caseStudyCounts = { challenges: 4, metrics: 4, homeMetrics: 3, phases: 5, tags: { min: 1, max: 6 }, technologies: { min: 1, max: 12 }, leads: { min: 1, max: 4 }, services: { min: 1, max: 6 }, industries: { max: 4 }, highlights: { max: 4 }, items: { min: 1, max: 6 } } as const;

function industryLink(slug: IndustrySlug, name: string): { label: string; href: InternalPath } {
  return { label: `Explore ${name}`, href: `/industries/${slug}` };
}

/** The sectors the further projects are grouped by, in page order; a project names its sector by id. */
export const projectSectors = [
  {
    id: 'projects-fintech',
    name: 'Fintech',
    icon: 'landmark',
    intro: 'Payments, lending and banking products in which every balance has to reconcile.',
    link: industryLink('fintech', 'Fintech'),
  },
  {
    id: 'projects-healthcare',
    name: 'Healthcare',
    icon: 'stethoscope',
    intro: 'Care delivery and connected-device software with HIPAA safeguards from the first sprint.',
    link: industryLink('healthcare', 'Healthcare'),
  },
  {
    id: 'projects-automotive',
    name: 'Automotive',
    icon: 'car',
    intro: 'Fleet data and EV charging, alongside the AutoAI pricing platform further down.',
    link: industryLink('automotive', 'Automotive'),
  },
  {
    id: 'projects-real-estate',
    name: 'Real Estate',
    icon: 'building',
    intro: 'Listing search and resident services for brokerages and landlords.',
    link: industryLink('real-estate', 'Real Estate'),
  },
  {
    id: 'projects-retail',
    name: 'Retail',
    icon: 'store',
    intro: 'Shopping apps and product visualization that lift baskets and cut returns.',
    link: industryLink('retail', 'Retail'),
  },
  {
    id: 'projects-web3-worlds',
    name: 'Web3 and virtual worlds',
    icon: 'gem',
    intro: 'Marketplaces and venues people visit with a card or a browser, alongside the Bloxios staking platform further down.',
    link: { label: 'Explore Web3 development', href: '/services/web3-development' },
  },
  {
    id: 'projects-brand',
    name: 'Brand identity',
    icon: 'palette',
    intro: 'Identity systems designed for screens first, handed over as tokens the product team builds with.',
    link: { label: 'Explore logo and branding', href: '/services/logo-branding' },
  },
  {
    id: 'projects-more',
    name: 'Other sectors',
    icon: 'compass',
    intro: 'The same teams work well beyond our five core industries, as these projects show.',
    link: { label: 'See the industries we serve', href: '/industries' },
  },
] as const satisfies ReadonlyArray<{ id: string; name: string; icon: IconName; intro: string; link: { label: string; href: InternalPath } }>;

export const projectSectorIds = projectSectors.map((sector) => sector.id) as [ProjectSectorId, ...ProjectSectorId[]];
export type ProjectSectorId = (typeof projectSectors)[number]['id'];

/** How many technologies a project card lists. */
export const projectStackSize = { min: 3, max: 5 } as const;

