/**
 * The editor's definition of the portfolio's further projects (content/work/portfolio/{id}.yaml), built from the
 * same lists and limits as the loader's schema (../portfolio.ts, ../work-schema.ts); ./keystatic.test.ts
 * reads every file with both. Imported only by the editor's configuration (key: portfolioProjects).
 */
import { collection, fields } from '@keystatic/core';
import { artworkFields, figureFields, industriesField, line, offerField, optionalLine, servicesField } from './keystatic-fields';
import { caseStudyCounts, projectOrder, projectSectors, projectStackSize, releaseWeek, workLimits } from '../work-schema';

export default collection({
  label: 'Portfolio projects',
  path: 'content/work/portfolio/*',
  slugField: 'title',
  format: { data: 'yaml' },
  previewUrl: '/our-work/portfolio#{slug}',
  columns: ['title', 'sector'],
  schema: {
    title: fields.slug({
      name: { label: 'What we built', description: 'The card’s title, e.g. Multi-currency payout ledger.', validation: { length: workLimits.line } },
      slug: { label: 'Anchor', description: 'The card’s address on the portfolio, /our-work/portfolio#{anchor}; testimonials and service pages link it. Changing it breaks those links.' },
    }),
    sector: fields.select({ label: 'Sector', description: 'The group the card is shown in on the portfolio.', options: projectSectors.map((sector) => ({ label: sector.name, value: sector.id })), defaultValue: projectSectors[0].id }),
    order: fields.integer({ label: 'Place in the sector', description: 'Smallest first; two projects of one sector cannot share a place.', defaultValue: projectOrder.min, validation: { isRequired: true, min: projectOrder.min, max: projectOrder.max } }),
    client: line('Client type', 'The client described without its name, e.g. Regional credit union', workLimits.line),
    contact: fields.relationship({
      label: 'Named client',
      description: 'Only if the client agreed to be named: their contact on the roster. The card then shows their company’s name, and a testimonial may name them. Leave empty to keep the client anonymous.',
      collection: 'clientContacts',
    }),
    quote: optionalLine('Quote', 'Optional: the named client’s words about the project, exactly as they approved them. Needs a named client; service and industry pages quote it beside the card.', workLimits.paragraph.max, true),
    industry: line('Line of business', 'The client’s line of business on the card, e.g. Payments', workLimits.line),
    summary: line('Summary', 'One or two sentences on what it does', workLimits.sentence, true),
    stack: fields.array(line('Technology', 'A main technology', workLimits.tag), { label: 'Stack', description: `The main technologies (${projectStackSize.min}–${projectStackSize.max}).`, itemLabel: (props) => props.value, validation: { length: projectStackSize } }),
    result: fields.object(figureFields('the card’s result'), { label: 'Measured result', description: 'One result the client measured, written out or picked from the fact sheet.' }),
    services: servicesField(`The services the project drew on, the one it was delivered under first (${caseStudyCounts.services.min}–${caseStudyCounts.services.max}): the card links the first, and the project is proof on their pages.`),
    industries: industriesField(`The industry pages the project is proof for (up to ${caseStudyCounts.industries.max}; none for sectors without a page).`),
    firstRelease: fields.object(
      {
        week: fields.integer({ label: 'Week', description: 'The week after kickoff the first release went live; leave empty with no offer below.', validation: { min: releaseWeek.min, max: releaseWeek.max } }),
        offer: offerField('The offer the work was sold as.', true),
      },
      { label: 'First release', description: 'Optional: both the week and the offer, or neither.' },
    ),
    image: fields.object(artworkFields(false), { label: 'Artwork', description: 'Optional artwork of what was built.' }),
  },
});
