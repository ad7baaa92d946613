import * as z from 'zod';
import { getCaseStudy } from '../case-studies';
import { companyFigures, type CompanyFigureKey } from '../company/figures';
import { absentWhenEmpty, closingCall, internalPathField, searchListing, titledText as text } from '../shared/fields';
import { pageLimits } from '../shared/limits';
import { blockList, duplicateAnchors, iconField, sectionLimits } from '../shared/section-blocks';

/**
 * The home page as one file, content/home/home.yaml (the editor's “Home page”): the hero, its sections in order and
 * the closing call. Its sections are the home page's own kinds, declared here: the claims band (its counters name
 * figures of content/company/figures.ts, so the numbers keep their one source), the growth path cards (named by
 * their files, content/services/growth-paths/), the delivery process (its four steps are content/company/promises.ts
 * deliveryProcess) and case study cards. Text may quote a site value as {{key}} (content/page-values.ts).
 */

export const homeLimits = pageLimits({
  metaDescription: { min: 100, max: 200 },
  eyebrow: { min: 2, max: 60 },
  headline: { min: 10, max: 80 },
  tag: { min: 2, max: 40 },
  clientName: { min: 2, max: 60 },
  footnote: { min: 20, max: 300 },
  closingBody: { min: 40, max: 400 },
});

const L = homeLimits;
const S = sectionLimits;
const countable = Object.keys(companyFigures) as [CompanyFigureKey, ...CompanyFigureKey[]];

const anchor = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case anchor such as work')
  .max(S.anchor.max, `must be at most ${S.anchor.max} characters`)
  .meta({ title: 'Anchor', description: 'The section’s id in the page address (#work): lower-case words joined by hyphens, unique on the page' });
const eyebrow = absentWhenEmpty(text(S.eyebrow.min, S.eyebrow.max, 'Eyebrow')).meta({ title: 'Eyebrow', description: 'The short uppercase label above the heading' });
const heading = text(S.heading.min, S.heading.max, 'Heading');
const intro = absentWhenEmpty(text(S.intro.min, S.intro.max, 'Introduction')).meta({ title: 'Introduction' });
const link = (title: string) => z.strictObject({ label: text(L.ctaLabel.min, L.ctaLabel.max, 'Text'), href: internalPathField.meta({ title: 'Target', description: 'A page of this site, starting with /' }) }).meta({ title });

const claimsBlock = z.strictObject({
  id: anchor,
  heading,
  intro,
  counters: z
    .array(z.enum(countable, { error: `must be a figure of content/company/figures.ts: ${countable.join(', ')}` }).meta({ title: 'Figure' }))
    .min(1, 'must count at least one figure')
    .max(4, 'must count at most 4 figures')
    .meta({ title: 'Counters', description: 'Figures of the fact sheet (content/company/figures.ts), counted up as they scroll into view' }),
  footnote: text(L.footnote.min, L.footnote.max, 'Footnote', 'What the counters count, under them; the link to their definitions follows'),
  clients: z
    .strictObject({
      label: text(L.tag.min, L.tag.max, 'Label'),
      names: z.array(text(L.clientName.min, L.clientName.max, 'Client')).min(3, 'must name at least 3 clients').max(12, 'must name at most 12 clients').meta({ title: 'Names' }),
    })
    .meta({ title: 'Client strip', description: 'Client contacts whose work the portfolio or a case study shows' }),
});

const pathsBlock = z.strictObject({
  id: anchor,
  eyebrow,
  heading,
  intro,
  note: absentWhenEmpty(z.strictObject({ icon: iconField, text: text(S.title.min, S.title.max, 'Text') })).meta({ title: 'Note', description: 'A short promise in a pill beside the heading' }),
  paths: z
    .array(z.string().meta({ title: 'Growth path' }))
    .min(1, 'must show at least one growth path')
    .max(4, 'must show at most 4 growth paths')
    .meta({ title: 'Growth paths', description: 'By their file name in content/services/growth-paths/, e.g. launch' }),
});

const stepsBlock = z.strictObject({ id: anchor, eyebrow, heading, intro });

const caseStudyCardsBlock = z.strictObject({
  id: anchor,
  eyebrow,
  heading,
  intro,
  link: absentWhenEmpty(link('Link beside the heading')),
  studies: z
    .array(z.string().meta({ title: 'Case study' }))
    .min(1, 'must show at least one case study')
    .max(6, 'must show at most 6 case studies')
    .meta({ title: 'Case studies', description: 'By their file name in content/work/case-studies/, e.g. bloxios' }),
});

/** The home page's own kinds of section, with the editor's name for each. */
export const homeBlockSchemas = {
  claims: claimsBlock.meta({ title: 'Claims band' }),
  paths: pathsBlock.meta({ title: 'Growth path cards' }),
  steps: stepsBlock.meta({ title: 'Delivery process', description: 'Its four steps are the delivery process of content/company/promises.ts' }),
  caseStudyCards: caseStudyCardsBlock.meta({ title: 'Case study cards' }),
};

export const homeSchema = z.strictObject({
  meta: searchListing(L.metaTitle, L.metaDescription),
  hero: z
    .strictObject({
      eyebrow: text(L.eyebrow.min, L.eyebrow.max, 'Label', 'The small uppercase label above the headline'),
      headline: text(L.headline.min, L.headline.max, 'Headline'),
      intro: text(L.intro.min, L.intro.max, 'Introduction', 'One or two sentences under the headline'),
      tags: z.array(text(L.tag.min, L.tag.max, 'Tag')).min(1, 'must list at least one tag').max(5, 'must list at most 5 tags').meta({ title: 'What we build', description: 'Short labels under the introduction' }),
      cta: link('Button'),
      secondary: link('Second button'),
    })
    .meta({ title: 'Hero' }),
  sections: blockList(homeBlockSchemas)
    .min(1, 'must have at least one section')
    .max(12, 'must have at most 12 sections')
    .meta({ title: 'Sections', description: 'In page order' }),
  closing: closingCall(L, { href: internalPathField.meta({ title: 'Button target', description: 'A page of this site, starting with /' }) }),
});

export type HomeFile = z.output<typeof homeSchema>;

/**
 * Rules across the fields of the file: unique anchors, growth paths and case studies that exist, each shown once.
 * `growthPathSlugs` are the growth paths' files (read by the caller, which sits above their collection).
 */
export function homeFileProblems(file: HomeFile, growthPathSlugs: readonly string[]): Array<{ path: Array<string | number>; reason: string }> {
  const problems: Array<{ path: Array<string | number>; reason: string }> = duplicateAnchors(file.sections);
  const named = (values: readonly string[], where: Array<string | number>, exists: (value: string) => boolean, what: string) =>
    values.forEach((value, index) => {
      if (!exists(value)) problems.push({ path: [...where, index], reason: `“${value}” is not ${what}` });
      else if (values.indexOf(value) !== index) problems.push({ path: [...where, index], reason: `“${value}” is shown twice` });
    });
  file.sections.forEach((block, index) => {
    const where = ['sections', index, 'value'];
    if (block.discriminant === 'paths') named(block.value.paths, [...where, 'paths'], (slug) => growthPathSlugs.includes(slug), `a growth path (content/services/growth-paths/: ${growthPathSlugs.join(', ')})`);
    if (block.discriminant === 'caseStudyCards') named(block.value.studies, [...where, 'studies'], (id) => getCaseStudy(id) !== undefined, 'a case study (content/work/case-studies/)');
  });
  return problems;
}
