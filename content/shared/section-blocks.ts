import * as z from 'zod';
import { absentWhenEmpty, internalPathField, textField, titledText as text } from './fields';
import type { CardsSection, IconGridSection, NumberedSection, ProcessSection, StatsSection } from './sections';
import { iconNames } from './types';

/**
 * The sections a page file writes as typed, ordered blocks (content/shared/sections.ts is the model they become):
 * one zod schema per kind, shared by every page collection, from which the editor's blocks are derived
 * (content/shared/zod-keystatic.ts). In a file a block is stored as the editor stores it,
 * `{ discriminant: <kind>, value: <the section's fields> }`; `sectionOf` turns it into the section the renderer draws.
 * Text may quote a site value as {{key}} (content/page-values.ts); the page collection checks the keys.
 */

const optionalText = (min: number, max: number, title: string, description?: string) => absentWhenEmpty(textField({ min, max })).meta({ title, description });

export const sectionLimits = {
  anchor: { min: 2, max: 40 },
  eyebrow: { min: 2, max: 40 },
  heading: { min: 3, max: 120 },
  intro: { min: 10, max: 400 },
  title: { min: 2, max: 80 },
  description: { min: 10, max: 400 },
  feature: { min: 2, max: 80 },
  statValue: { min: 1, max: 60 },
  statLabel: { min: 3, max: 200 },
} as const;

const L = sectionLimits;

const anchor = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case anchor such as use-cases')
  .max(L.anchor.max, `must be at most ${L.anchor.max} characters`)
  .meta({ title: 'Anchor', description: 'The section’s id in the page address (#use-cases): lower-case words joined by hyphens, unique on the page' });

export const iconField = z.enum(iconNames, { error: 'must be one of the icons the site draws (content/shared/types.ts iconNames)' }).meta({ title: 'Icon' });
const tone = absentWhenEmpty(z.enum(['dark', 'light'])).meta({ title: 'Band', description: 'Dark draws the section on the near-black band; None lets light bands alternate' });

const base = {
  id: anchor,
  eyebrow: optionalText(L.eyebrow.min, L.eyebrow.max, 'Eyebrow', 'The short uppercase label above the heading'),
  heading: text(L.heading.min, L.heading.max, 'Heading'),
  intro: optionalText(L.intro.min, L.intro.max, 'Introduction'),
};

export const statSchema = z.strictObject({
  value: text(L.statValue.min, L.statValue.max, 'Figure', 'Shown as written; quote a figure as {{fact.<key>.value}} so it keeps one source'),
  label: text(L.statLabel.min, L.statLabel.max, 'What it counts'),
});

// Always drawn on the near-black band (isDarkSection), so it has no band to choose.
const statsBlock = z.strictObject({ ...base, items: z.array(statSchema).min(1).max(8).meta({ title: 'Figures' }) });

export const cardSchema = z.strictObject({
  icon: iconField,
  title: text(L.title.min, L.title.max, 'Title'),
  subtitle: optionalText(L.title.min, L.title.max, 'Subtitle'),
  description: text(L.description.min, L.description.max, 'Description'),
  features: z.array(text(L.feature.min, L.feature.max, 'Point')).min(1, 'must list at least one point').max(6, 'must list at most 6 points').meta({ title: 'Points' }),
  href: absentWhenEmpty(internalPathField).meta({ title: 'Link target', description: 'A page of this site, starting with /' }),
  linkLabel: optionalText(L.title.min, L.title.max, 'Link text'),
});

const cardsBlock = z.strictObject({
  ...base,
  tone: z.enum(['dark', 'light']).meta({ title: 'Band' }),
  cards: z.array(cardSchema).min(1).max(8).meta({ title: 'Cards' }),
});

const iconItem = z.strictObject({ icon: iconField, title: text(L.title.min, L.title.max, 'Title'), description: text(L.description.min, L.description.max, 'Description') });
const iconGridBlock = z.strictObject({ ...base, tone, items: z.array(iconItem).min(1).max(12).meta({ title: 'Items' }) });

const point = z.strictObject({ title: text(L.title.min, L.title.max, 'Title'), description: text(L.description.min, L.description.max, 'Description') });
const numberedBlock = z.strictObject({
  ...base,
  tone,
  layout: absentWhenEmpty(z.enum(['columns'])).meta({ title: 'Layout', description: 'Columns: the points in up to four columns under the heading; None: beside it' }),
  items: z.array(point).min(1).max(8).meta({ title: 'Points' }),
});

const phase = z.strictObject({
  title: text(L.title.min, L.title.max, 'Title'),
  description: text(L.description.min, L.description.max, 'Description'),
  duration: optionalText(1, 40, 'Duration', 'How long the phase takes, e.g. 2-4 weeks'),
  team: absentWhenEmpty(z.array(text(L.feature.min, L.feature.max, 'Role')).max(8, 'must list at most 8 roles')).meta({ title: 'Team' }),
  deliverables: absentWhenEmpty(z.array(text(L.feature.min, L.feature.max, 'Deliverable')).max(8, 'must list at most 8 deliverables')).meta({ title: 'Deliverables' }),
});
const processBlock = z.strictObject({ ...base, tone, phases: z.array(phase).min(1).max(10).meta({ title: 'Phases' }) });

// Industry pages: the kinds only they use.

const requirement = z.strictObject({
  name: text(2, 60, 'Requirement', 'The rule, standard or demand the buyer answers to, e.g. PCI DSS or Peak-season traffic'),
  asks: text(L.description.min, L.description.max, 'What it asks'),
  answer: text(L.description.min, L.description.max, 'What we build for it'),
});
/** What an industry's buyer must satisfy (a regulation, an integration, a season) and what the studio builds for each. */
const requirementsBlock = z.strictObject({ ...base, tone, items: z.array(requirement).min(2).max(8).meta({ title: 'Requirements' }) });

/** An industry's requirements as the renderer draws them (components/pages/industries/). */
export type RequirementsSection = { kind: 'requirements' } & z.output<typeof requirementsBlock>;

declare module './sections' {
  interface PageOwnSections {
    requirements: RequirementsSection;
  }
}

/** The proof band: where it goes; its work and quote are chosen by the rules of content/services/proof.ts. */
const proofBlock = z.strictObject({}).meta({ title: 'Proof band', description: 'The work tagged with this page and a client’s words, chosen when the site is built' });

/** Every kind of block a page file may use, with the editor's name for it. */
export const blockSchemas = {
  stats: statsBlock.meta({ title: 'Figures band' }),
  cards: cardsBlock.meta({ title: 'Cards' }),
  iconGrid: iconGridBlock.meta({ title: 'Icon grid' }),
  numbered: numberedBlock.meta({ title: 'Numbered points' }),
  process: processBlock.meta({ title: 'Process' }),
  proof: proofBlock,
  // Industry pages:
  requirements: requirementsBlock.meta({ title: 'Requirements and what we build' }),
} as const;

export type BlockKind = keyof typeof blockSchemas;
export const blockKinds = Object.keys(blockSchemas) as BlockKind[];

/**
 * An ordered list of blocks of the given kinds, as the editor stores them. An unknown kind is refused with the
 * kinds the list accepts.
 */
export function blocks<const Kinds extends readonly BlockKind[]>(kinds: Kinds) {
  const options = kinds.map((kind) => z.strictObject({ discriminant: z.literal(kind), value: blockSchemas[kind] }).meta({ title: blockSchemas[kind].meta()?.title }));
  const union = z.discriminatedUnion('discriminant', options as unknown as [z.ZodObject, ...z.ZodObject[]], {
    error: (issue) => (issue.code === 'invalid_union' ? `must be a block of one of these kinds: ${kinds.join(', ')}` : undefined),
  });
  return z.array(union) as unknown as z.ZodArray<z.ZodType<Block<Kinds[number]>>>;
}

/** A block of one of the kinds, as a file stores it. */
export type Block<Kinds extends BlockKind = BlockKind> = { [Kind in Kinds]: { discriminant: Kind; value: z.output<(typeof blockSchemas)[Kind]> } }[Kinds];

/** A block as the renderer's section; the proof block has no section of its own (the page builder fills it). */
export type BlockSection = StatsSection | CardsSection | IconGridSection | NumberedSection | ProcessSection | RequirementsSection | { kind: 'proof' };

export function sectionOf(block: Block): BlockSection {
  return { kind: block.discriminant, ...block.value } as BlockSection;
}
