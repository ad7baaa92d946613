import * as z from 'zod';
import { heroArtScenes, type HeroArtScene } from '../hero-art';
import { closingCall, searchListing, titledText as text } from '../shared/fields';
import { pageLimits } from '../shared/limits';
import { blocks, duplicateAnchors } from '../shared/section-blocks';
import { iconNames } from '../shared/types';
import { industryCardTargets } from './types';

/**
 * One industry page as a file, content/industries/entries/<slug>.yaml (the file name is the page's address,
 * /industries/<slug>): the one declaration of its shape. The loader and `npm run content:check` apply it
 * (content/read.ts), and the editor's form is derived from it (industries.keystatic.ts). Text may quote a site
 * value as {{key}} (content/page-values.ts); an unknown key is refused.
 */


export const industryLimits = pageLimits({ group: { min: 2, max: 40 } });

const L = industryLimits;
const artScenes = Object.keys(heroArtScenes) as [HeroArtScene, ...HeroArtScene[]];

export const industrySchema = z.strictObject({
  name: text(L.name.min, L.name.max, 'Industry', 'Its name in the menus, the footer, the sitemap and on /industries, e.g. Real Estate'),
  group: text(L.group.min, L.group.max, 'Menu group', 'The heading it is listed under in the header menu, e.g. Property (the name itself when they are the same)'),
  icon: z.enum(iconNames, { error: 'must be one of the icons the site draws (content/shared/types.ts iconNames)' }).meta({ title: 'Menu icon' }),
  art: z.enum(artScenes, { error: 'must be one of the hero artworks in public/art/hero/ (content/hero-art.ts)' }).meta({ title: 'Hero artwork', description: 'The illustration beside the headline' }),
  meta: searchListing(L.metaTitle, L.metaDescription),
  hero: z
    .strictObject({
      label: text(L.label.min, L.label.max, 'Label', 'The small uppercase label above the headline, e.g. Fintech software'),
      headline: text(L.headline.min, L.headline.max, 'Headline'),
      intro: text(L.intro.min, L.intro.max, 'Introduction', 'One or two sentences under the headline'),
      ctaLabel: text(L.ctaLabel.min, L.ctaLabel.max, 'Button', 'The button that leads to the contact page'),
    })
    .meta({ title: 'Hero' }),
  summary: text(L.summary.min, L.summary.max, 'Summary', 'One sentence for the industry’s row on /industries'),
  sections: blocks(['stats', 'cards', 'proof', 'iconGrid', 'numbered', 'process', 'requirements'])
    .min(1, 'must have at least one section')
    .max(12, 'must have at most 12 sections')
    .meta({ title: 'Sections', description: 'In page order. The first cards block lists the services the /industries row names' }),
  closing: closingCall(L),
});

export type IndustryFile = z.output<typeof industrySchema>;

/** Rules across the fields of one file: unique anchors, one proof band, service cards that link to a service page. */
export function industryFileProblems(file: IndustryFile): Array<{ path: Array<string | number>; reason: string }> {
  const problems: Array<{ path: Array<string | number>; reason: string }> = duplicateAnchors(file.sections);
  file.sections.forEach((block, index) => {
    if (block.discriminant === 'proof') {
      if (file.sections.findIndex((other) => other.discriminant === 'proof') !== index) problems.push({ path: ['sections', index], reason: 'the proof band may appear once' });
      return;
    }
    if (block.discriminant !== 'cards') return;
    block.value.cards.forEach((card, cardIndex) => {
      const where = ['sections', index, 'value', 'cards', cardIndex];
      if (!card.href || !(industryCardTargets as readonly string[]).includes(card.href)) {
        problems.push({ path: [...where, 'href'], reason: `must be one of the service pages an industry card may link to: ${industryCardTargets.join(', ')}` });
      }
      if (!card.linkLabel) problems.push({ path: [...where, 'linkLabel'], reason: 'is required: the text of the card’s link' });
    });
  });
  return problems;
}
