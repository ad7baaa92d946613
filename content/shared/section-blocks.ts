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
  secondaryCtaLabel: optionalText(L.title.min, L.title.max, 'Second button', 'A button beside the heading that leads to the page’s contact link, e.g. Discuss your pipeline'),
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

/** The proof band: where it goes; its work and quote are chosen by the rules of content/services/proof.ts. */
const proofBlock = z.strictObject({}).meta({ title: 'Proof band', description: 'The work tagged with this page and a client’s words, chosen when the site is built' });

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

/** A testimonials block names its projects; the page builder puts their quotes in (content/portfolio.ts projectTestimonials). */
export type TestimonialsBlockSection = { kind: 'testimonials' } & z.output<typeof testimonialsBlock>;

/**
 * A block as the renderer's section, by kind; the proof block has no section of its own and the testimonials block
 * only names its projects (the page builder fills both).
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
}

export type BlockSection<Kinds extends BlockKind = BlockKind> = SectionOfBlock[Kinds];

export function sectionOf<Kinds extends BlockKind>(block: Block<Kinds>): BlockSection<Kinds> {
  if (block.discriminant === 'cards') {
    const { secondaryCtaLabel, ...cards } = block.value as z.output<typeof cardsBlock>;
    return { kind: 'cards', ...cards, ...(secondaryCtaLabel ? { secondaryCta: { label: secondaryCtaLabel } } : {}) } as BlockSection<Kinds>;
  }
  return { kind: block.discriminant, ...block.value } as BlockSection<Kinds>;
}
