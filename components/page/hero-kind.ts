/**
 * Heroes differ by page type, so the site does not read as one template (DESIGN.md, Imagery): one hero
 * component (page-hero.tsx) whose look is chosen by the kind of page, read from its path. Every kind keeps
 * the dark ink ground (the header is light on it before it turns solid) and the artwork beside the headline;
 * what changes is the light, the texture, the headline's scale, the padding and what stands under the intro.
 */
import { growthHeroArt } from '@/content/hero-art';

export type HeroKind = 'service' | 'industry' | 'company' | 'careers' | 'editorial' | 'work' | 'path';

const byPrefix: [prefix: string, kind: HeroKind][] = [
  // The growth paths (Launch, Scale, Transform) are offers with a plan, not services: their own look.
  ...Object.keys(growthHeroArt).map((slug): [string, HeroKind] => [`/services/${slug}`, 'path']),
  ['/industries', 'industry'],
  ['/about', 'company'],
  ['/team', 'company'],
  ['/careers', 'careers'],
  ['/our-work/blog', 'editorial'],
  ['/insights', 'editorial'],
  ['/resources', 'editorial'],
  ['/our-work', 'work'],
  ['/work', 'work'],
];

/** The hero kind of a page path: a service's look unless its section says otherwise. */
export function heroKindOf(path: string): HeroKind {
  return byPrefix.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1] ?? 'service';
}
