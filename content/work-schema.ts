/**
 * The parts of the work collections' schemas (content/work/case-studies/*.yaml, content/work/portfolio/*.yaml;
 * the schemas are ./case-study-schema.ts and ./portfolio-schema.ts): the lists, limits and field
 * schemas the loaders (./case-studies.ts, ./portfolio.ts) and the editor (derived from the schemas) share.
 * Reads no file, so the editor's bundle may import it.
 */
import * as z from 'zod';
import { caseStudyTopics } from './case-study-types';
import { facts, visionMillenniumRoas, visionMillenniumRoasLabels, type FactKey } from './company/figures';
import { offerTimelines, type OfferId } from './company/promises';
import type { IndustrySlug } from './industries/catalog';
import type { ServiceSlug } from './services/catalog';
import { absentWhenEmpty } from './shared/fields';
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
 * (a pick from its services and industries collections) and content/work-collections.test.ts checks every file against them.
 */
export const serviceIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be the id of a service, e.g. web-development').transform((id) => id as ServiceSlug);
export const industryIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be the id of an industry page, e.g. fintech').transform((id) => id as IndustrySlug);
export const offerIds = Object.keys(offerTimelines) as [OfferId, ...OfferId[]];
export const caseStudyAccents = ['indigo', 'emerald', 'amber'] as const;
/** A phase's length as written: '1 week', '8 weeks'. */
export const weeksPattern = { regex: /^(1 week|[1-9]\d? weeks)$/, message: "must be a number of weeks, e.g. '1 week' or '8 weeks'" };
/** An in-page anchor: lower-case words joined by hyphens. */
export const anchorPattern = { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: 'must be a lower-case anchor such as security' };
/** The band a section of a study is drawn on; none lets the page alternate light bands by itself. */
export const sectionTones = ['light', 'dark'] as const;

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
/** An optional text the editor stores as '' when left empty. */
export const optionalText = (max: number) => z.string().max(max).optional();
/** What an optional text's description adds (a required one's limits are added by the editor). */
export const optionalHint = (max: number) => `Optional (up to ${max} characters).`;

/**
 * A figure: written out (value and label) or named from the fact sheet (figure); `where` the site shows it, for
 * the editor. The editor stores empty strings for the half not used, so empty counts as absent.
 */
const figureFields = (where: string) => ({
  value: optionalText(workLimits.value.max).meta({
    title: 'Value',
    description: `The figure exactly as shown, e.g. +35% or 2,500+ (${where}). Leave empty when you pick a fact-sheet figure below. ${optionalHint(workLimits.value.max)}`,
  }),
  label: optionalText(workLimits.label.max).meta({
    title: 'Label',
    description: `What the figure measures, e.g. Appraiser adoption rate. Leave empty when you pick a fact-sheet figure. ${optionalHint(workLimits.label.max)}`,
  }),
  figure: absentWhenEmpty(z.enum(namedFigures)).meta({
    title: 'Or a figure from the fact sheet',
    description: 'Pick one instead of writing value and label when the figure is on the company fact sheet (content/company/figures.ts); the site then always shows the fact sheet’s value.',
    optionLabels: { '': 'None: written above' },
  }),
});

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

/** A figure's zod schema (with `extra` fields such as an icon; shown `where`), checked and resolved to a statistic. */
export function figureSchema<Extra extends z.ZodRawShape>(where: string, extra: Extra) {
  return z
    .strictObject({ ...figureFields(where), ...extra })
    .superRefine((input, context) => {
      const problem = figureProblem(input as FigureInput);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

/** An artwork's path: an SVG in public/work/art/. */
export const artworkPath = { regex: /^\/work\/art\/[a-z0-9-]+\.svg$/, message: 'must be an SVG file in public/work/art/, e.g. /work/art/my-project-dashboard.svg' };

/** An uploaded artwork as the editor's image field writes it: /work/art/uploads/<study>/cover.<the file's extension>. */
export const uploadedArtworkPath = { regex: /^\/work\/art\/uploads\/[a-z0-9-]+\/cover\.(?:png|jpe?g|webp|avif)$/i, message: 'must be an uploaded artwork, /work/art/uploads/<study>/cover.png (or .jpg, .webp, .avif)' };

/** The editor's words for an artwork's two fields; `optional` for a project's, which may have none. */
export const artworkFieldMeta = (optional: boolean) => ({
  src: {
    title: 'Artwork file',
    description: `The SVG's path, e.g. /work/art/autoai-forecast-dashboard.svg: put the file in public/work/art/ first (4:3, 640×480). The check refuses a path with no file.${optional ? ' Leave empty for no artwork.' : ''}`,
  },
  alt: {
    title: 'Artwork description (alt text)',
    description: `What the artwork shows, for people using a screen reader: the product, its color and the main elements${optional ? ` (${workLimits.alt.min} to ${workLimits.alt.max} characters)` : ''}`,
    multiline: true,
  },
});

/** An artwork's file and its alternative text; the size is fixed (workArtSize). */
export const artworkSchema = z.strictObject({
  src: z.string().regex(artworkPath.regex, artworkPath.message).meta(artworkFieldMeta(false).src),
  alt: text(workLimits.alt).meta(artworkFieldMeta(false).alt),
});

export const iconSchema = z.enum(iconNames);
/** An icon with the editor's words for where it is drawn. */
export const iconField = (description: string) => iconSchema.meta({ title: 'Icon', description });
export const topicSchema = z.enum(caseStudyTopics);

/** How many of each list a case study has (the pages are laid out for these counts). */
export const caseStudyCounts = { challenges: 4, metrics: 4, homeMetrics: 3, phases: 5, tags: { min: 1, max: 6 }, technologies: { min: 1, max: 12 }, leads: { min: 1, max: 4 }, services: { min: 1, max: 6 }, industries: { max: 4 }, highlights: { max: 4 }, items: { min: 1, max: 6 } } as const;

/** The service pages a study or a project is proof for, the main one first (picked in the editor from its services collection). */
export const serviceIdsSchema = (description: string) =>
  z.array(serviceIdSchema).min(caseStudyCounts.services.min).max(caseStudyCounts.services.max).meta({ title: 'Services', description, collection: 'services' });
/** The industry pages a study or a project is proof for (picked in the editor from its industries collection). */
export const industryIdsSchema = (description: string) => z.array(industryIdSchema).max(caseStudyCounts.industries.max).meta({ title: 'Industry pages', description, collection: 'industries' });

/** The offer an engagement was sold as (content/company/promises.ts), with the editor's words. */
export const offerSchema = (description: string) => z.enum(offerIds).meta({ title: 'Sold as (offer)', description });

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

