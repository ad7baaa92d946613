/**
 * One file of content/work/case-studies/: a case study's data (the id is the file name), declared once. The loader
 * (../case-studies.ts) checks each file with it and the editor's fields are derived from it
 * (./case-studies.keystatic.ts); the `.meta()` titles and descriptions are what the editor shows. Reads no file,
 * so the editor's bundle may import it.
 */
import * as z from 'zod';
import { absentWhenEmpty } from './shared/fields';
import { uploadFolders, uploadRules } from './shared/uploads';
import {
  anchorPattern,
  artworkSchema,
  caseStudyAccents,
  caseStudyCounts,
  figureSchema,
  iconField,
  industryIdsSchema,
  offerSchema,
  optionalHint,
  optionalText,
  releaseWeek,
  sectionTones,
  serviceIdsSchema,
  text,
  topicSchema,
  uploadedArtworkPath,
  weeksPattern,
  workLimits,
} from './work-schema';

const sectionBase = {
  id: z.string().regex(anchorPattern.regex, anchorPattern.message).meta({
    title: 'Anchor',
    description: 'The section’s address on the page, e.g. security (lower-case words joined by hyphens, unique on the page).',
  }),
  eyebrow: optionalText(workLimits.line.max).meta({ title: 'Eyebrow', description: `The short upper-case label above the heading, e.g. Security. ${optionalHint(workLimits.line.max)}` }),
  heading: text(workLimits.line).meta({ title: 'Heading', description: 'The section’s heading' }),
  intro: optionalText(workLimits.paragraph.max).meta({ title: 'Introduction', description: `One or two sentences under the heading. ${optionalHint(workLimits.paragraph.max)}` }),
  tone: absentWhenEmpty(z.enum(sectionTones)).meta({
    title: 'Band',
    description: 'Dark draws the section on the near-black band; Automatic lets the page alternate light bands.',
    optionLabels: { '': 'Automatic', light: 'Light', dark: 'Dark' },
  }),
};

const sectionItems = <Item extends z.ZodType>(item: Item, title: string) => z.array(item).min(caseStudyCounts.items.min).max(caseStudyCounts.items.max).meta({ title });

/** A study's own sections, stored as the editor's blocks: { discriminant: kind, value: the section }. */
const highlightSchema = z.discriminatedUnion('discriminant', [
  z
    .strictObject({
      discriminant: z.literal('iconGrid'),
      value: z.strictObject({
        ...sectionBase,
        items: sectionItems(
          z.strictObject({
            title: text(workLimits.label).meta({ title: 'Title', description: 'The card’s title' }),
            icon: iconField('The card’s icon.'),
            description: text(workLimits.sentence).meta({ title: 'Text', description: 'One or two sentences' }),
          }),
          'Cards',
        ),
      }),
    })
    .meta({ title: 'Feature cards' }),
  z
    .strictObject({
      discriminant: z.literal('comparison'),
      value: z.strictObject({
        ...sectionBase,
        beforeLabel: text(workLimits.label).meta({ title: 'Before label', description: 'The heading of the before column' }),
        afterLabel: text(workLimits.label).meta({ title: 'After label', description: 'The heading of the after column' }),
        rows: sectionItems(
          z.strictObject({
            metric: text(workLimits.label).meta({ title: 'Measure', description: 'What was measured' }),
            before: text(workLimits.value).meta({ title: 'Before', description: 'As shown' }),
            after: text(workLimits.value).meta({ title: 'After', description: 'As shown' }),
            change: text(workLimits.value).meta({ title: 'Change', description: 'The change as shown, e.g. +78%' }),
            scale: z
              .strictObject({
                before: z.number().nonnegative().meta({ title: 'Before, as a number', description: 'For drawing the bars to scale, in one unit with the after figure.' }),
                after: z.number().nonnegative().meta({ title: 'After, as a number', description: 'In the same unit as the before figure.' }),
              })
              .meta({ title: 'Bar lengths' }),
          }),
          'Rows',
        ),
      }),
    })
    .meta({ title: 'Before and after' }),
]);

const lines = (limit: { min: number; max: number }, item: { title: string; description: string }) => z.array(text(limit).meta(item)).length(caseStudyCounts.challenges);

export const caseStudySchema = z.strictObject({
  title: text(workLimits.title).meta({ title: 'Product name', description: 'The product the study is about, e.g. AutoAI: the title of its page and cards' }),
  subtitle: text(workLimits.line).meta({ title: 'Subtitle', description: 'One line under the title: what was built, for whom' }),
  description: text(workLimits.sentence).meta({ title: 'Card description', description: 'One or two sentences on the cards on the home page, /our-work and the service pages' }),
  fullDescription: text(workLimits.paragraph).meta({ title: 'Full description', description: 'One paragraph on the detail page and the portfolio' }),
  category: topicSchema.meta({ title: 'Topic', description: 'The topic badge on the case-study list.' }),
  tags: z
    .array(text(workLimits.tag).meta({ title: 'Tag', description: 'A tag under the study’s introduction' }))
    .min(caseStudyCounts.tags.min)
    .max(caseStudyCounts.tags.max)
    .meta({ title: 'Tags', description: `Shown under the introduction on the detail page (${caseStudyCounts.tags.min}–${caseStudyCounts.tags.max}).` }),
  technologies: z
    .array(text(workLimits.tag).meta({ title: 'Technology', description: 'A technology the product runs on' }))
    .min(caseStudyCounts.technologies.min)
    .max(caseStudyCounts.technologies.max)
    .meta({ title: 'Technologies', description: `The stack, on the detail page and the portfolio (${caseStudyCounts.technologies.min}–${caseStudyCounts.technologies.max}).` }),
  challenges: lines(workLimits.sentence, { title: 'Challenge', description: 'One problem the client had' }).meta({
    title: 'Challenges',
    description: `Exactly ${caseStudyCounts.challenges}, each answered by the solution in the same place below.`,
  }),
  solutions: lines(workLimits.sentence, { title: 'Solution', description: 'What we built for the challenge in the same place' }).meta({
    title: 'Solutions',
    description: `Exactly ${caseStudyCounts.challenges}, in the order of the challenges.`,
  }),
  metrics: z
    .array(figureSchema('detail page and portfolio', { icon: iconField('The icon beside the figure.') }))
    .length(caseStudyCounts.metrics)
    .meta({ title: 'Headline figures', description: `Exactly ${caseStudyCounts.metrics}, on the detail page and the portfolio; the first three also head the study’s row on /work.` }),
  homeMetrics: z
    .array(figureSchema('home page teaser', {}))
    .length(caseStudyCounts.homeMetrics)
    .meta({ title: 'Home page figures', description: `Exactly ${caseStudyCounts.homeMetrics}, on the study’s teaser on the home page (short labels).` }),
  timeline: z
    .array(
      z.strictObject({
        phase: text(workLimits.line).meta({ title: 'Phase', description: 'What the team did in the phase' }),
        duration: z.string().regex(weeksPattern.regex, weeksPattern.message).meta({ title: 'Length', description: 'In weeks, written out: 1 week, 8 weeks. The total on the page is their sum.' }),
      }),
    )
    .length(caseStudyCounts.phases)
    .meta({ title: 'Timeline', description: `Exactly ${caseStudyCounts.phases} completed phases, in order.` }),
  teamSize: text(workLimits.line).meta({ title: 'Team size', description: 'e.g. 7 specialists' }),
  industry: text(workLimits.line).meta({ title: 'Industry', description: 'The client’s industry as shown on the study, e.g. Automotive retail' }),
  clientType: text(workLimits.line).meta({ title: 'Client type', description: 'The client described without its name, e.g. Multi-rooftop dealer group' }),
  firstRelease: z
    .strictObject({
      week: z
        .number()
        .int()
        .min(releaseWeek.min)
        .max(releaseWeek.max)
        .meta({ title: 'Week', description: 'The week after kickoff the first release went live. The check refuses a week earlier than the offer promises.' }),
      what: text(workLimits.sentence).meta({ title: 'What went live', description: 'What users could use from that week' }),
      offer: offerSchema('The offer the engagement was sold as; its promised first release is on the services pages.'),
    })
    .meta({ title: 'First release', description: 'When the first release went live and what it was.' }),
  leads: z
    .array(z.string().meta({ title: 'Person', description: 'Someone on the team roster.', collection: 'people' }))
    .min(caseStudyCounts.leads.min)
    .max(caseStudyCounts.leads.max)
    .meta({ title: 'Led by', description: `The people who led the work, the lead first (${caseStudyCounts.leads.min}–${caseStudyCounts.leads.max}). They must be on the roster.` }),
  /** Only where the client agreed to be named: a client contact of the roster and their words (the editor stores '' when not named). */
  client: absentWhenEmpty(
    z.strictObject({
      person: z.string().nullish().meta({
        title: 'Client contact',
        description: 'Only if the client agreed to be named: the contact whose words are quoted. Their company’s name is shown. Leave empty to keep the client anonymous.',
        collection: 'clientContacts',
      }),
      quote: z.string().max(workLimits.paragraph.max).meta({ title: 'Quote', description: `Their words, exactly as they approved them. Needed when a contact is picked. ${optionalHint(workLimits.paragraph.max)}` }),
    }),
  ).meta({ title: 'Named client', description: 'Leave both empty to keep the client anonymous (only the client type is shown).' }),
  published: z.iso.date().meta({ title: 'Published', description: 'When the study was published: its date in search results and the newest study features in the menu.', editor: 'date' }),
  meta: z
    .strictObject({
      title: text(workLimits.metaTitle).meta({ title: 'Search title', description: 'The title in search results and browser tabs, before “| Northstack”' }),
      description: text(workLimits.metaDescription).meta({ title: 'Search description', description: 'The summary in search results', multiline: true }),
    })
    .meta({ title: 'Search results' }),
  deepDive: z
    .strictObject({
      challenge: text(workLimits.sentence).meta({ title: 'Core problem', description: 'One paragraph on the list page’s Deep Dive' }),
      solution: text(workLimits.sentence).meta({ title: 'Answer', description: 'One paragraph on the list page’s Deep Dive' }),
    })
    .meta({ title: 'Deep Dive (list page)' }),
  services: serviceIdsSchema(`The services the engagement drew on, the main one first (${caseStudyCounts.services.min}–${caseStudyCounts.services.max}): the study is shown as proof on their pages.`),
  industries: industryIdsSchema(`The industry pages the study is proof for (up to ${caseStudyCounts.industries.max}).`),
  image: artworkSchema.meta({ title: 'Artwork', description: 'The product artwork beside the introduction and on the cards: public/work/art/{address}-….svg.' }),
  // An uploaded artwork (the editor's image field; it reads an empty one as null): shown instead of image.src, the drawn art.
  cover: z
    .string()
    .regex(uploadedArtworkPath.regex, uploadedArtworkPath.message)
    .nullish()
    .meta({
      title: 'Artwork picture (upload)',
      description: `A picture shown instead of the drawn artwork above (its description still applies), best 4:3 like the drawn artwork (it is shown in its own proportions): ${uploadRules(uploadFolders.caseStudyArt)}. Leave it empty to show the drawn artwork.`,
      upload: uploadFolders.caseStudyArt,
    }),
  accent: z.enum(caseStudyAccents).meta({ title: 'Accent color', description: 'The color of the study’s label, cards and artwork.' }),
  highlights: z
    .array(highlightSchema)
    .max(caseStudyCounts.highlights.max)
    .meta({ title: 'Extra sections', description: `The study’s own sections on its page, after challenge and solution (up to ${caseStudyCounts.highlights.max}).` }),
});

export type CaseStudyFile = z.output<typeof caseStudySchema>;
