/**
 * One file of content/work/portfolio/: a further project (the id, its anchor on the portfolio, is the file name),
 * declared once. The loader (../portfolio.ts) checks each file with it and the editor's fields are derived from it
 * (./portfolio.keystatic.ts); the `.meta()` titles and descriptions are what the editor shows. Reads no file, so
 * the editor's bundle may import it.
 */
import * as z from 'zod';
import { absentWhenEmpty } from './shared/fields';
import {
  artworkFieldMeta,
  caseStudyCounts,
  figureSchema,
  industryIdsSchema,
  offerSchema,
  optionalHint,
  projectOrder,
  projectSectorIds,
  projectSectors,
  projectStackSize,
  releaseWeek,
  serviceIdsSchema,
  text,
  workLimits,
} from './work-schema';

export const portfolioProjectSchema = z.strictObject({
  title: text(workLimits.line).meta({ title: 'What we built', description: 'The card’s title, e.g. Multi-currency payout ledger' }),
  sector: z.enum(projectSectorIds).meta({
    title: 'Sector',
    description: 'The group the card is shown in on the portfolio.',
    optionLabels: Object.fromEntries(projectSectors.map((sector) => [sector.id, sector.name])),
  }),
  /** Its place in the sector, smallest first. */
  order: z
    .number()
    .int()
    .min(projectOrder.min)
    .max(projectOrder.max)
    .meta({ title: 'Place in the sector', description: 'Smallest first; two projects of one sector cannot share a place.', defaultValue: projectOrder.min }),
  client: text(workLimits.line).meta({ title: 'Client type', description: 'The client described without its name, e.g. Regional credit union' }),
  /** Only where the client agreed to be named: their contact on the roster (the editor stores '' when not named). */
  contact: z.string().nullish().meta({
    title: 'Named client',
    description: 'Only if the client agreed to be named: their contact on the roster. The card then shows their company’s name, and a testimonial may name them. Leave empty to keep the client anonymous.',
    collection: 'clientContacts',
  }),
  /** The named client's words about the project (needs `contact`); proof bands and testimonial sections quote them. */
  quote: z
    .string()
    .max(workLimits.paragraph.max)
    .nullish()
    .meta({
      title: 'Quote',
      description: `The named client’s words about the project, exactly as they approved them. Needs a named client; service and industry pages quote it beside the card. ${optionalHint(workLimits.paragraph.max)}`,
    }),
  industry: text(workLimits.line).meta({ title: 'Line of business', description: 'The client’s line of business on the card, e.g. Payments' }),
  summary: text(workLimits.sentence).meta({ title: 'Summary', description: 'One or two sentences on what it does' }),
  stack: z
    .array(text(workLimits.tag).meta({ title: 'Technology', description: 'A main technology' }))
    .min(projectStackSize.min)
    .max(projectStackSize.max)
    .meta({ title: 'Stack', description: `The main technologies (${projectStackSize.min}–${projectStackSize.max}).` }),
  result: figureSchema('the card’s result', {}).meta({ title: 'Measured result', description: 'One result the client measured, written out or picked from the fact sheet.' }),
  services: serviceIdsSchema(
    `The services the project drew on, the one it was delivered under first (${caseStudyCounts.services.min}–${caseStudyCounts.services.max}): the card links the first, and the project is proof on their pages.`,
  ),
  industries: industryIdsSchema(`The industry pages the project is proof for (up to ${caseStudyCounts.industries.max}; none for sectors without a page).`),
  /** The editor stores an empty week and offer when there is none. */
  firstRelease: absentWhenEmpty(
    z.strictObject({
      week: z
        .number()
        .int()
        .min(releaseWeek.min)
        .max(releaseWeek.max)
        .nullish()
        .meta({ title: 'Week', description: 'The week after kickoff the first release went live; leave empty with no offer below.' }),
      offer: absentWhenEmpty(offerSchema('The offer the work was sold as.')),
    }),
  ).meta({ title: 'First release', description: 'Optional: both the week and the offer, or neither.' }),
  /** The editor stores an empty path and text when there is none. */
  image: absentWhenEmpty(z.strictObject({ src: z.string().meta(artworkFieldMeta(true).src), alt: z.string().meta(artworkFieldMeta(true).alt) })).meta({
    title: 'Artwork',
    description: 'Optional artwork of what was built.',
  }),
});

export type PortfolioProjectFile = z.output<typeof portfolioProjectSchema>;
