import * as z from 'zod';
import { pathPrices } from '../company/prices';
import { heroArtScenes, type HeroArtScene } from '../hero-art';
import { searchListing, titledText as text } from '../shared/fields';
import { pageLimits } from '../shared/limits';
import { iconField } from '../shared/section-blocks';

/**
 * One growth path as a file, content/services/growth-paths/<slug>.yaml (the file name is the page's address,
 * /services/<slug>): its card on the home page and its page, whose layout is the same for every path (who it is
 * for, what it includes, the timeline, the price, the services, the proof band). The loader and
 * `npm run content:check` apply it, and the editor's form is derived from it (./growth-paths.keystatic.ts). Text may
 * quote a site value as {{key}} (content/page-values.ts); prices are read from content/company/prices.ts.
 */

export const growthPathLimits = pageLimits({
  name: { min: 2, max: 30 },
  tagline: { min: 10, max: 80 },
  point: { min: 5, max: 120 },
  promise: { min: 10, max: 100 },
  heading: { min: 3, max: 80 },
  title: { min: 2, max: 80 },
  description: { min: 10, max: 400 },
  duration: { min: 1, max: 40 },
});

const L = growthPathLimits;
const artScenes = Object.keys(heroArtScenes) as [HeroArtScene, ...HeroArtScene[]];
const points = (title: string, min: number, max: number) =>
  z.array(text(L.point.min, L.point.max, 'Point')).min(min, `must list at least ${min} points`).max(max, `must list at most ${max} points`).meta({ title });

export const growthPathSchema = z.strictObject({
  name: text(L.name.min, L.name.max, 'Path', 'Its name on the home page’s cards, in the menus and in the page’s copy, e.g. Launch'),
  icon: iconField.meta({ title: 'Card icon' }),
  art: z.enum(artScenes, { error: 'must be one of the hero artworks in public/art/hero/ (content/hero-art.ts)' }).meta({ title: 'Hero artwork', description: 'The illustration beside the headline' }),
  meta: searchListing(L.metaTitle, L.metaDescription),
  tagline: text(L.tagline.min, L.tagline.max, 'Tagline', 'Who it is for, under the name on the home page’s card and the page’s first section'),
  summary: text(L.summary.min, L.summary.max, 'Summary', 'On the home page’s card and under “Everything it delivers”'),
  highlights: points('Card highlights', 1, 4),
  promise: text(L.promise.min, L.promise.max, 'Promise', 'Shown above the page’s headline, after the name'),
  headline: text(L.headline.min, L.headline.max, 'Headline'),
  intro: text(L.intro.min, L.intro.max, 'Introduction', 'One or two sentences under the headline'),
  audience: z
    .strictObject({ heading: text(L.heading.min, L.heading.max, 'Heading'), points: points('Points', 2, 8) })
    .meta({ title: 'Who it is for' }),
  includes: z
    .array(z.strictObject({ title: text(L.title.min, L.title.max, 'Title'), description: text(L.description.min, L.description.max, 'Description') }))
    .min(2, 'must list at least 2 parts')
    .max(8, 'must list at most 8 parts')
    .meta({ title: 'What it includes' }),
  timeline: z
    .array(
      z.strictObject({
        phase: text(L.title.min, L.title.max, 'Phase'),
        duration: text(L.duration.min, L.duration.max, 'Duration', 'e.g. 2 weeks, or Ongoing'),
        description: text(L.description.min, L.description.max, 'Description'),
      }),
    )
    .min(2, 'must list at least 2 phases')
    .max(8, 'must list at most 8 phases')
    .meta({ title: 'Timeline' }),
  services: z
    .array(z.string().meta({ title: 'Service' }))
    .min(1, 'must name at least one service')
    .max(8, 'must name at most 8 services')
    .meta({ title: 'Services it draws on', description: 'Service pages by their address after /services/, e.g. devops; their work makes the proof band' }),
  ctaLabel: text(L.ctaLabel.min, L.ctaLabel.max, 'Button', 'The calls to action that lead to the contact page'),
});

export type GrowthPathFile = z.output<typeof growthPathSchema>;


/** A growth path's price is read from content/company/prices.ts by its slug: a path without one is refused. */
export function unpricedPaths(entries: ReadonlyArray<{ slug: string }>) {
  return entries
    .filter((entry) => !Object.hasOwn(pathPrices, entry.slug))
    .map((entry) => ({ slug: entry.slug, field: '(file name)', reason: `has no price in content/company/prices.ts (pathPrices: ${Object.keys(pathPrices).join(', ')})` }));
}
