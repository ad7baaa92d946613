/**
 * The editor's definition of the case studies (content/work/case-studies/{id}.yaml), built from the same lists
 * and limits as the loader's schema (../case-studies.ts, ../work-schema.ts); ./keystatic.test.ts
 * reads every file with both. Imported only by the editor's configuration (key: caseStudies).
 */
import { collection, fields } from '@keystatic/core';
import { caseStudyTopics } from '../case-study-types';
import { uploadFolders, uploadRules } from '../shared/uploads';
import { artworkFields, figureFields, iconField, industriesField, line, offerField, optionalLine, options, servicesField } from './keystatic-fields';
import {
  anchorPattern,
  caseStudyAccents,
  caseStudyCounts,
  releaseWeek,
  sectionTones,
  weeksPattern,
  workLimits,
} from '../work-schema';

const exactly = (count: number) => ({ length: { min: count, max: count } });

const sectionFields = {
  id: fields.text({ label: 'Anchor', description: 'The section’s address on the page, e.g. security (lower-case words joined by hyphens, unique on the page).', validation: { isRequired: true, pattern: anchorPattern } }),
  eyebrow: optionalLine('Eyebrow', 'The short upper-case label above the heading, e.g. Security.', workLimits.line.max),
  heading: line('Heading', 'The section’s heading', workLimits.line),
  intro: optionalLine('Introduction', 'One or two sentences under the heading.', workLimits.paragraph.max, true),
  tone: fields.select({
    label: 'Band',
    description: 'Dark draws the section on the near-black band; Automatic lets the page alternate light bands.',
    options: sectionTones.map((tone) => ({ label: tone === '' ? 'Automatic' : tone === 'dark' ? 'Dark' : 'Light', value: tone })),
    defaultValue: '',
  }),
};

export default collection({
  label: 'Case studies',
  path: 'content/work/case-studies/*',
  slugField: 'title',
  format: { data: 'yaml' },
  previewUrl: '/work/{slug}',
  columns: ['title', 'published'],
  schema: {
    title: fields.slug({
      name: { label: 'Product name', description: 'The product the study is about, e.g. AutoAI: the title of its page and cards.', validation: { length: workLimits.title } },
      slug: { label: 'Address', description: 'The page’s address, /work/{address}, and the start of its artwork’s file name. Changing it breaks links to the study.' },
    }),
    subtitle: line('Subtitle', 'One line under the title: what was built, for whom', workLimits.line),
    description: line('Card description', 'One or two sentences on the cards on the home page, /our-work and the service pages', workLimits.sentence, true),
    fullDescription: line('Full description', 'One paragraph on the detail page and the portfolio', workLimits.paragraph, true),
    category: fields.select({ label: 'Topic', description: 'The topic badge on the case-study list.', options: options(caseStudyTopics), defaultValue: caseStudyTopics[0] }),
    tags: fields.array(line('Tag', 'A tag under the study’s introduction', workLimits.tag), { label: 'Tags', description: `Shown under the introduction on the detail page (${caseStudyCounts.tags.min}–${caseStudyCounts.tags.max}).`, itemLabel: (props) => props.value, validation: { length: caseStudyCounts.tags } }),
    technologies: fields.array(line('Technology', 'A technology the product runs on', workLimits.tag), { label: 'Technologies', description: `The stack, on the detail page and the portfolio (${caseStudyCounts.technologies.min}–${caseStudyCounts.technologies.max}).`, itemLabel: (props) => props.value, validation: { length: caseStudyCounts.technologies } }),
    challenges: fields.array(line('Challenge', 'One problem the client had', workLimits.sentence, true), { label: 'Challenges', description: `Exactly ${caseStudyCounts.challenges}, each answered by the solution in the same place below.`, itemLabel: (props) => props.value, validation: exactly(caseStudyCounts.challenges) }),
    solutions: fields.array(line('Solution', 'What we built for the challenge in the same place', workLimits.sentence, true), { label: 'Solutions', description: `Exactly ${caseStudyCounts.challenges}, in the order of the challenges.`, itemLabel: (props) => props.value, validation: exactly(caseStudyCounts.challenges) }),
    metrics: fields.array(fields.object({ ...figureFields('detail page and portfolio'), icon: iconField('The icon beside the figure.') }), {
      label: 'Headline figures',
      description: `Exactly ${caseStudyCounts.metrics}, on the detail page and the portfolio; the first three also head the study’s row on /work.`,
      itemLabel: (props) => `${props.fields.value.value || props.fields.figure.value} ${props.fields.label.value}`,
      validation: exactly(caseStudyCounts.metrics),
    }),
    homeMetrics: fields.array(fields.object(figureFields('home page teaser')), {
      label: 'Home page figures',
      description: `Exactly ${caseStudyCounts.homeMetrics}, on the study’s teaser on the home page (short labels).`,
      itemLabel: (props) => `${props.fields.value.value || props.fields.figure.value} ${props.fields.label.value}`,
      validation: exactly(caseStudyCounts.homeMetrics),
    }),
    timeline: fields.array(
      fields.object({
        phase: line('Phase', 'What the team did in the phase', workLimits.line),
        duration: fields.text({ label: 'Length', description: 'In weeks, written out: 1 week, 8 weeks. The total on the page is their sum.', validation: { isRequired: true, pattern: weeksPattern } }),
      }),
      { label: 'Timeline', description: `Exactly ${caseStudyCounts.phases} completed phases, in order.`, itemLabel: (props) => `${props.fields.phase.value} (${props.fields.duration.value})`, validation: exactly(caseStudyCounts.phases) },
    ),
    teamSize: line('Team size', 'e.g. 7 specialists', workLimits.line),
    industry: line('Industry', 'The client’s industry as shown on the study, e.g. Automotive retail', workLimits.line),
    clientType: line('Client type', 'The client described without its name, e.g. Multi-rooftop dealer group', workLimits.line),
    firstRelease: fields.object(
      {
        week: fields.integer({ label: 'Week', description: 'The week after kickoff the first release went live. The check refuses a week earlier than the offer promises.', validation: { isRequired: true, min: releaseWeek.min, max: releaseWeek.max } }),
        what: line('What went live', 'What users could use from that week', workLimits.sentence, true),
        offer: offerField('The offer the engagement was sold as; its promised first release is on the services pages.', false),
      },
      { label: 'First release', description: 'When the first release went live and what it was.' },
    ),
    leads: fields.array(fields.relationship({ label: 'Person', description: 'Someone on the team roster.', collection: 'people', validation: { isRequired: true } }), {
      label: 'Led by',
      description: `The people who led the work, the lead first (${caseStudyCounts.leads.min}–${caseStudyCounts.leads.max}). They must be on the roster.`,
      itemLabel: (props) => props.value ?? '(nobody picked)',
      validation: { length: caseStudyCounts.leads },
    }),
    client: fields.object(
      {
        person: fields.relationship({ label: 'Client contact', description: 'Only if the client agreed to be named: the contact whose words are quoted. Their company’s name is shown. Leave empty to keep the client anonymous.', collection: 'clientContacts' }),
        quote: optionalLine('Quote', 'Their words, exactly as they approved them. Needed when a contact is picked.', workLimits.paragraph.max, true),
      },
      { label: 'Named client', description: 'Leave both empty to keep the client anonymous (only the client type is shown).' },
    ),
    published: fields.date({ label: 'Published', description: 'When the study was published: its date in search results and the newest study features in the menu.', validation: { isRequired: true } }),
    meta: fields.object(
      {
        title: line('Search title', 'The title in search results and browser tabs, before “| Northstack”', workLimits.metaTitle),
        description: line('Search description', 'The summary in search results', workLimits.metaDescription, true),
      },
      { label: 'Search results' },
    ),
    deepDive: fields.object(
      {
        challenge: line('Core problem', 'One paragraph on the list page’s Deep Dive', workLimits.sentence, true),
        solution: line('Answer', 'One paragraph on the list page’s Deep Dive', workLimits.sentence, true),
      },
      { label: 'Deep Dive (list page)' },
    ),
    services: servicesField(`The services the engagement drew on, the main one first (${caseStudyCounts.services.min}–${caseStudyCounts.services.max}): the study is shown as proof on their pages.`),
    industries: industriesField(`The industry pages the study is proof for (up to ${caseStudyCounts.industries.max}).`),
    image: fields.object(artworkFields(true), { label: 'Artwork', description: 'The product artwork beside the introduction and on the cards: public/work/art/{address}-….svg.' }),
    cover: fields.image({
      label: 'Artwork picture (upload)',
      description: `A picture shown instead of the drawn artwork above (its description still applies), best 4:3 like the drawn artwork (it is shown in its own proportions): ${uploadRules(uploadFolders.caseStudyArt)}. Leave it empty to show the drawn artwork.`,
      directory: uploadFolders.caseStudyArt.directory,
      publicPath: uploadFolders.caseStudyArt.publicPath,
    }),
    accent: fields.select({ label: 'Accent color', description: 'The color of the study’s label, cards and artwork.', options: options(caseStudyAccents), defaultValue: caseStudyAccents[0] }),
    highlights: fields.blocks(
      {
        iconGrid: {
          label: 'Feature cards',
          itemLabel: (props) => props.fields.heading.value,
          schema: fields.object({
            ...sectionFields,
            items: fields.array(
              fields.object({
                title: line('Title', 'The card’s title', workLimits.label),
                icon: iconField('The card’s icon.'),
                description: line('Text', 'One or two sentences', workLimits.sentence, true),
              }),
              { label: 'Cards', itemLabel: (props) => props.fields.title.value, validation: { length: caseStudyCounts.items } },
            ),
          }),
        },
        comparison: {
          label: 'Before and after',
          itemLabel: (props) => props.fields.heading.value,
          schema: fields.object({
            ...sectionFields,
            beforeLabel: line('Before label', 'The heading of the before column', workLimits.label),
            afterLabel: line('After label', 'The heading of the after column', workLimits.label),
            rows: fields.array(
              fields.object({
                metric: line('Measure', 'What was measured', workLimits.label),
                before: line('Before', 'As shown', workLimits.value),
                after: line('After', 'As shown', workLimits.value),
                change: line('Change', 'The change as shown, e.g. +78%', workLimits.value),
                scale: fields.object(
                  {
                    before: fields.number({ label: 'Before, as a number', description: 'For drawing the bars to scale, in one unit with the after figure.', step: 0.1, validation: { isRequired: true, min: 0 } }),
                    after: fields.number({ label: 'After, as a number', description: 'In the same unit as the before figure.', step: 0.1, validation: { isRequired: true, min: 0 } }),
                  },
                  { label: 'Bar lengths' },
                ),
              }),
              { label: 'Rows', itemLabel: (props) => props.fields.metric.value, validation: { length: caseStudyCounts.items } },
            ),
          }),
        },
      },
      { label: 'Extra sections', description: `The study’s own sections on its page, after challenge and solution (up to ${caseStudyCounts.highlights.max}).`, validation: { length: { max: caseStudyCounts.highlights.max } } },
    ),
  },
});
