import * as z from 'zod';
import { heroArtScenes, type HeroArtScene } from '../../hero-art';
import { absentWhenEmpty, closingCall, internalPathField, searchListing, titledText as text } from '../../shared/fields';
import { pageLimits } from '../../shared/limits';
import { blocks, duplicateAnchors } from '../../shared/section-blocks';

/**
 * One company page as a file, content/company/pages/<slug>.yaml: /about (about.yaml), /team (team.yaml) and
 * /about/<slug> for the others. The one declaration of its shape: the loader and `npm run content:check` apply it
 * (./collection.ts), and the editor's form is derived from it (company-pages.keystatic.ts). Text may quote a site value as
 * {{key}} (content/page-values.ts); an unknown key is refused.
 */

/** Each company page's file name and its address: the routes in app/pages/about/ and app/pages/team.astro draw these. */
export const companyPagePaths = {
  about: '/about',
  'about-us': '/about/about-us',
  'our-mission': '/about/our-mission',
  leadership: '/about/leadership',
  'our-team': '/about/our-team',
  partnerships: '/about/partnerships',
  'how-we-count': '/about/how-we-count',
  'press-and-media': '/about/press-and-media',
  team: '/team',
} as const;

export type CompanyPageSlug = keyof typeof companyPagePaths;

export const companyPageLimits = pageLimits({ metaTitle: { min: 5, max: 60 }, metaDescription: { min: 100, max: 200 } });

/**
 * How a company page opens (components/pages/company/company-hero.tsx draws each), chosen in its file:
 * - `artwork`: the illustration of the hero's `art` beside the words (the story pages, life at the studio, the press room, the fact sheet);
 * - `portraits`: the studio's people as a wall of portraits (the overview and the team roster);
 * - `founders`: the two co-founders, portraits large and named (leadership).
 */
export const companyHeroLooks = ['artwork', 'portraits', 'founders'] as const;
export type CompanyHeroLook = (typeof companyHeroLooks)[number];
const lookLabels: Record<CompanyHeroLook, string> = {
  artwork: 'Artwork (the illustration chosen below)',
  portraits: 'Portrait wall (the team roster’s portraits)',
  founders: 'Co-founders (their portraits, named)',
};

const L = companyPageLimits;
const artScenes = Object.keys(heroArtScenes) as [HeroArtScene, ...HeroArtScene[]];
const link = (title: string) =>
  z.strictObject({ label: text(L.ctaLabel.min, L.ctaLabel.max, 'Text'), href: internalPathField.meta({ title: 'Target', description: 'A page of this site, starting with /' }) }).meta({ title });

export const companyPageSchema = z.strictObject({
  name: text(L.name.min, L.name.max, 'Page', 'Its name in the editor’s list, e.g. Our story'),
  meta: searchListing(L.metaTitle, L.metaDescription),
  hero: z
    .strictObject({
      look: z.enum(companyHeroLooks, { error: `must be one of ${companyHeroLooks.join(', ')}` }).meta({
        title: 'Look',
        description: 'What stands beside the headline. Only the look Artwork draws the Artwork below',
        optionLabels: lookLabels,
      }),
      art: absentWhenEmpty(z.enum(artScenes, { error: 'must be one of the hero artworks in public/art/hero/ (content/hero-art.ts)' })).meta({
        title: 'Artwork',
        description: 'The illustration beside the headline, with the look Artwork (required then); leave it at None with any other look',
      }),
      label: text(L.label.min, L.label.max, 'Label', 'The small uppercase label above the headline'),
      headline: text(L.headline.min, L.headline.max, 'Headline'),
      intro: text(L.intro.min, L.intro.max, 'Introduction', 'One or two sentences under the headline'),
      actions: z
        .array(
          z
            .strictObject({
              label: text(L.ctaLabel.min, L.ctaLabel.max, 'Text', 'A label that promises a call (“Talk to our leadership”) opens the call picker on /contact'),
              href: internalPathField.meta({ title: 'Target', description: 'A page of this site, or an anchor of this page (/about/press-and-media#media-kit)' }),
              variant: z.enum(['primary', 'outline']).meta({ title: 'Style', description: 'Primary: the filled button; Outline: the quiet one' }),
            })
            .meta({ title: 'Button' }),
        )
        .max(2, 'must have at most 2 buttons')
        .meta({ title: 'Buttons' }),
    })
    .meta({ title: 'Hero' }),
  firstBand: absentWhenEmpty(z.enum(['white'])).meta({ title: 'First band', description: 'White: the first light band is white instead of the page background' }),
  sections: blocks(['stats', 'cards', 'iconGrid', 'numbered', 'process', 'people', 'callout', 'statement', 'companyValues', 'factSheet', 'offerTable', 'news', 'mediaKit', 'pressContacts'])
    .min(1, 'must have at least one section')
    .max(12, 'must have at most 12 sections')
    .meta({ title: 'Sections', description: 'In page order' }),
  closing: closingCall(L, {
    href: internalPathField.meta({ title: 'Button target', description: 'A page of this site; /contact opens the call picker when the label promises a call' }),
    secondary: absentWhenEmpty(link('Second button')),
  }),
  structuredData: z
    .strictObject({
      type: z.enum(['AboutPage', 'WebPage']).meta({ title: 'Page type', description: 'AboutPage: a page about the studio; WebPage: any other' }),
      studio: absentWhenEmpty(z.enum(['description', 'descriptionAndSize', 'slogan'])).meta({
        title: 'About the studio',
        description: 'Description: the hero’s introduction is published as the studio’s description (with Size: and its head count); Slogan: the headline as its slogan',
      }),
    })
    .meta({ title: 'Structured data', description: 'What search engines read about the page (schema.org)' }),
});

export type CompanyPageFile = z.output<typeof companyPageSchema>;

/**
 * Rules across the fields of one file: the artwork exactly when the look draws it, unique anchors, people's invitation
 * only under the practice leads.
 */
export function companyPageFileProblems(file: CompanyPageFile): Array<{ path: Array<string | number>; reason: string }> {
  const problems: Array<{ path: Array<string | number>; reason: string }> = duplicateAnchors(file.sections);
  const { look, art } = file.hero;
  if (look === 'artwork' && !art) problems.push({ path: ['hero', 'art'], reason: 'is required with the look Artwork: choose the illustration to draw' });
  if (look !== 'artwork' && art) {
    problems.push({ path: ['hero', 'art'], reason: `is not drawn with the look “${lookLabels[look].replace(/ \(.*/, '')}”: leave it at None, or choose the look Artwork` });
  }
  file.sections.forEach((block, index) => {
    if (block.discriminant === 'people' && block.value.join && block.value.group !== 'practiceLeads') {
      problems.push({ path: ['sections', index, 'value', 'join'], reason: 'only the practice leads’ grid closes with an invitation to join' });
    }
  });
  return problems;
}

/**
 * A company page that opens on people instead of an artwork: the look its file chooses, drawn by
 * components/pages/company/company-hero.tsx (a page with the look Artwork has the hero's `art` instead).
 */
declare module '../../shared/page' {
  interface PageHeroContent {
    companyLook?: Exclude<CompanyHeroLook, 'artwork'>;
  }
}
