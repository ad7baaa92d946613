import * as z from 'zod';
import { absentWhenEmpty, internalPathField, textField, titledText as text } from './fields';
import type { CardsSection, FaqSection, IconGridSection, NumberedSection, ProcessSection, StatsSection, StoriesSection, TechStackSection, TimelinesSection } from './sections';
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
  secondaryCta: absentWhenEmpty(
    z.strictObject({ label: text(L.title.min, L.title.max, 'Button'), href: absentWhenEmpty(internalPathField).meta({ title: 'Button target', description: 'A page of this site; empty: the page’s contact link' }) }),
  ).meta({ title: 'Second button', description: 'Beside the heading' }),
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

// Company pages (/about, its pages, /team): their own kinds. A kind whose list is computed (the people of the roster,
// the fact sheet, the offers, the press collections, the values of /about/our-mission) keeps only its words here;
// the page builder fills the rest (content/pages/company/index.ts).
const companyPeopleBlock = z.strictObject({
  ...base,
  group: z
    .enum(['founders', 'practiceLeads', 'voices'])
    .meta({ title: 'People', description: 'Founders: the two co-founders with bio and achievements; Practice leads: the five leads as cards; Voices: the people quoted on /team (content/company/people/)' }),
  join: absentWhenEmpty(
    z.strictObject({
      heading: text(L.heading.min, L.heading.max, 'Heading'),
      body: text(L.description.min, L.description.max, 'Paragraph'),
      link: z.strictObject({ label: text(L.title.min, L.title.max, 'Link text'), href: internalPathField.meta({ title: 'Link target' }) }).meta({ title: 'Link' }),
    }),
  ).meta({ title: 'Invitation to join', description: 'A card after the practice leads (Practice leads only)' }),
});
const calloutBlock = z.strictObject({
  ...base,
  cta: z.strictObject({ label: text(L.title.min, L.title.max, 'Button'), href: internalPathField.meta({ title: 'Button target' }) }).meta({ title: 'Button' }),
  aside: z
    .strictObject({ label: text(L.eyebrow.min, L.eyebrow.max, 'Label'), items: z.array(text(L.feature.min, L.feature.max, 'Point')).min(1).max(6).meta({ title: 'Points' }) })
    .meta({ title: 'List beside it' }),
});
const statementBlock = z.strictObject({ ...base, body: text(40, 1000, 'Paragraph', 'Quoted as it stands; quote a figure as {{fact.<key>.value}}') });
const wordsOnly = (title: string, description: string) => z.strictObject(base).meta({ title, description });
// The fact sheet's introduction says what its counts are and how they add up: longer than a band's.
const factSheetBlock = z.strictObject({ ...base, intro: optionalText(L.intro.min, 640, 'Introduction'), asOfLabel: text(2, 40, 'Date label', 'The word before each figure’s date, e.g. Counted') });

/** The company pages' block kinds, with the editor's name for each. */
const companyBlockSchemas = {
  people: companyPeopleBlock.meta({ title: 'People' }),
  callout: calloutBlock.meta({ title: 'Invitation (dark band)' }),
  statement: statementBlock.meta({ title: 'Statement to quote' }),
  companyValues: wordsOnly('Our values', 'The values as /about/our-mission lists them (its Values icon grid)'),
  factSheet: factSheetBlock.meta({ title: 'Fact sheet', description: 'Every figure of content/company/figures.ts with its definition and date, filled when the site is built' }),
  offerTable: wordsOnly('Offer timelines', 'The timelines each offer promises (content/company/promises.ts), filled when the site is built'),
  news: wordsOnly('News', 'The press news items (content/press/news/), filled when the site is built'),
  mediaKit: wordsOnly('Media kit', 'The media kit files (content/press/media-kit/), filled when the site is built'),
  pressContacts: wordsOnly('Press contacts', 'The press contacts (content/press/contacts/), filled when the site is built'),
} as const;

// Service pages (content/services/entries): delivery timelines, technology lists, success stories, client
// testimonials and questions.

const timeline = z.strictObject({
  label: text(L.title.min, L.title.max, 'Stage', 'e.g. MVP'),
  duration: text(1, 40, 'Duration', 'Quote an offer’s timeline as {{offer.<id>.<timeline>}} so it keeps one source'),
  description: text(L.description.min, L.description.max, 'Description'),
  deliverables: z.array(text(L.feature.min, L.feature.max, 'Deliverable')).min(1, 'must list at least one deliverable').max(8, 'must list at most 8 deliverables').meta({ title: 'Deliverables' }),
});
const timelinesBlock = z.strictObject({ ...base, tone, items: z.array(timeline).min(1).max(6).meta({ title: 'Stages' }) });

const toolCategory = z.strictObject({
  category: text(L.title.min, L.title.max, 'Category'),
  tools: z.array(text(1, L.feature.max, 'Tool')).min(1, 'must list at least one tool').max(16, 'must list at most 16 tools').meta({ title: 'Tools' }),
});
const techStackBlock = z.strictObject({ ...base, tone, categories: z.array(toolCategory).min(1).max(12).meta({ title: 'Categories' }) });

const story = z.strictObject({
  client: text(L.title.min, L.title.max, 'Client', 'Anonymised, e.g. A Series B fintech'),
  industry: text(L.title.min, L.title.max, 'Industry'),
  title: text(L.title.min, L.heading.max, 'Title'),
  description: text(L.description.min, L.description.max, 'Description'),
  results: z.array(statSchema).min(1).max(4).meta({ title: 'Results' }),
});
const storiesBlock = z.strictObject({ ...base, tone, items: z.array(story).min(1).max(6).meta({ title: 'Stories' }) });

/** The quotes are the projects' own (content/work/portfolio/<id>.yaml `quote`): the block names the projects. */
const testimonialsBlock = z.strictObject({
  ...base,
  tone,
  projects: z
    .array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be the id of a portfolio project with a quote, e.g. dock-scheduling').meta({ title: 'Project' }))
    .min(1)
    .max(6)
    .meta({ title: 'Projects quoted', description: 'Portfolio projects whose client quote is shown (the quote lives in the project’s file)' }),
});

const question = z.strictObject({ question: text(L.title.min, L.heading.max, 'Question'), answer: text(L.description.min, 800, 'Answer') });
const faqBlock = z.strictObject({ ...base, tone, items: z.array(question).min(1).max(12).meta({ title: 'Questions' }) });

/** Every kind of block a page file may use, with the editor's name for it. */
export const blockSchemas = {
  stats: statsBlock.meta({ title: 'Figures band' }),
  cards: cardsBlock.meta({ title: 'Cards' }),
  iconGrid: iconGridBlock.meta({ title: 'Icon grid' }),
  numbered: numberedBlock.meta({ title: 'Numbered points' }),
  process: processBlock.meta({ title: 'Process' }),
  proof: proofBlock,
  // Service pages:
  timelines: timelinesBlock.meta({ title: 'Timelines' }),
  techStack: techStackBlock.meta({ title: 'Technology' }),
  stories: storiesBlock.meta({ title: 'Success stories' }),
  testimonials: testimonialsBlock.meta({ title: 'Testimonials' }),
  faq: faqBlock.meta({ title: 'Questions and answers' }),
  ...companyBlockSchemas,
  // Industry pages:
  requirements: requirementsBlock.meta({ title: 'Requirements and what we build' }),
} as const;

export type BlockKind = keyof typeof blockSchemas;
export const blockKinds = Object.keys(blockSchemas) as BlockKind[];

/** The editor's name for a kind of block (its `.meta` title, as content/shared/zod-keystatic.ts labels it), for messages that name one. */
export function blockTitle(kind: BlockKind): string {
  return (blockSchemas[kind].meta()?.title as string | undefined) ?? kind;
}

/**
 * An ordered list of blocks of the given kinds, as the editor stores them. An unknown kind is refused with the
 * kinds the list accepts.
 */
export function blocks<const Kinds extends readonly BlockKind[]>(kinds: Kinds) {
  return blockList(Object.fromEntries(kinds.map((kind) => [kind, blockSchemas[kind]]))) as unknown as z.ZodArray<z.ZodType<Block<Kinds[number]>>>;
}

/**
 * An ordered list of blocks of any kinds, each given by its schema (titled with `.meta`): the shared kinds above, or a
 * page's own kinds declared beside its schema (content/home/schema.ts). An unknown kind is refused with the kinds
 * the list accepts.
 */
export function blockList<const Schemas extends Record<string, z.ZodType>>(schemas: Schemas) {
  const kinds = Object.keys(schemas);
  const options = kinds.map((kind) => z.strictObject({ discriminant: z.literal(kind), value: schemas[kind] as z.ZodType }).meta({ title: schemas[kind]?.meta()?.title }));
  const union = z.discriminatedUnion('discriminant', options as unknown as [z.ZodObject, ...z.ZodObject[]], {
    error: (issue) => (issue.code === 'invalid_union' ? `must be a block of one of these kinds: ${kinds.join(', ')}` : undefined),
  });
  type Stored = { [Kind in keyof Schemas & string]: { discriminant: Kind; value: z.output<Schemas[Kind]> } }[keyof Schemas & string];
  return z.array(union) as unknown as z.ZodArray<z.ZodType<Stored>>;
}

/** A block of one of the kinds, as a file stores it. */
export type Block<Kinds extends BlockKind = BlockKind> = { [Kind in Kinds]: { discriminant: Kind; value: z.output<(typeof blockSchemas)[Kind]> } }[Kinds];

/** A testimonials block names its projects; the page builder puts their quotes in (content/portfolio.ts projectTestimonials). */
export type TestimonialsBlockSection = { kind: 'testimonials' } & z.output<typeof testimonialsBlock>;

/**
 * A block as the renderer's section, by kind; the proof block has no section of its own and the testimonials block
 * only names its projects (the page builder fills both). The company pages' own kinds become sections in their
 * page builder (content/pages/company/index.ts).
 */
interface SectionOfBlock {
  stats: StatsSection;
  cards: CardsSection;
  iconGrid: IconGridSection;
  numbered: NumberedSection;
  process: ProcessSection;
  proof: { kind: 'proof' };
  timelines: TimelinesSection;
  techStack: TechStackSection;
  stories: StoriesSection;
  testimonials: TestimonialsBlockSection;
  faq: FaqSection;
  requirements: RequirementsSection;
}

export type SectionBlockKind = keyof SectionOfBlock;
export type BlockSection<Kinds extends SectionBlockKind = SectionBlockKind> = SectionOfBlock[Kinds];

export function sectionOf<Kinds extends SectionBlockKind>(block: Block<Kinds>): BlockSection<Kinds> {
  return { kind: block.discriminant, ...block.value } as BlockSection<Kinds>;
}

/** Each section after the first that takes an anchor already used on the page (a block without one, the proof band, is passed over). */
export function duplicateAnchors(sections: ReadonlyArray<{ value: object }>): Array<{ path: Array<string | number>; reason: string }> {
  const anchors = new Map<string, number>();
  return sections.flatMap(({ value }, index) => {
    const id = 'id' in value && typeof value.id === 'string' ? value.id : undefined;
    if (id === undefined) return [];
    const seen = anchors.get(id);
    if (seen === undefined) anchors.set(id, index);
    return seen === undefined ? [] : [{ path: ['sections', index, 'value', 'id'], reason: `“${id}” is the anchor of section ${seen + 1} too` }];
  });
}
