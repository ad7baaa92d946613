import * as z from 'zod';
import { closingCall, searchListing, titledText as text } from '../shared/fields';
import { blockList, blockSchemas, duplicateAnchors, sectionLimits } from '../shared/section-blocks';
import { industryLimits as L } from './schema';

/**
 * The industries overview as one file, content/industries/overview.yaml (the editor's “Industries overview”): the
 * hero, its sections in order and the closing call. The industry rows are its own kind of section: a heading, with
 * one row per industry page read from the industries' files when the page is drawn. The loader and
 * `npm run content:check` apply it, and the editor's form is derived from it (overview.keystatic.ts). Text may quote
 * a site value as {{key}} (content/page-values.ts).
 */

const S = sectionLimits;

const industryRowsBlock = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case anchor such as industries')
      .max(S.anchor.max, `must be at most ${S.anchor.max} characters`)
      .meta({ title: 'Anchor', description: 'The section’s id in the page address (#industries): lower-case words joined by hyphens, unique on the page' }),
    heading: text(S.heading.min, S.heading.max, 'Heading', 'Read by screen readers only'),
  })
  .meta({ title: 'Industry rows', description: 'One row per industry page (name, summary, services), read from its file' });

export const industriesOverviewSchema = z.strictObject({
  meta: searchListing(L.metaTitle, L.metaDescription),
  hero: z
    .strictObject({
      label: text(L.label.min, L.label.max, 'Label', 'The small uppercase label above the headline'),
      headline: text(L.headline.min, L.headline.max, 'Headline'),
      intro: text(L.intro.min, L.intro.max, 'Introduction', 'One or two sentences under the headline'),
      ctaLabel: text(L.ctaLabel.min, L.ctaLabel.max, 'Button', 'A button that promises a call leads to the booking form, any other to the contact page'),
    })
    .meta({ title: 'Hero' }),
  sections: blockList({ industryRows: industryRowsBlock, numbered: blockSchemas.numbered })
    .min(1, 'must have at least one section')
    .max(8, 'must have at most 8 sections')
    .meta({ title: 'Sections', description: 'In page order' }),
  closing: closingCall(L),
});

export type IndustriesOverviewFile = z.output<typeof industriesOverviewSchema>;

/** Rules across the fields of the file: unique anchors, the industry rows once. */
export function industriesOverviewProblems(file: IndustriesOverviewFile): Array<{ path: Array<string | number>; reason: string }> {
  const problems: Array<{ path: Array<string | number>; reason: string }> = duplicateAnchors(file.sections);
  file.sections.forEach((block, index) => {
    if (block.discriminant === 'industryRows' && file.sections.findIndex((other) => other.discriminant === 'industryRows') !== index) {
      problems.push({ path: ['sections', index], reason: 'the industry rows may appear once' });
    }
  });
  return problems;
}
