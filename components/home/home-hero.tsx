import type { HomePage } from '@/content/home';
import { ButtonLink } from '@/components/ui/button';
import type { HeroVideo as HeroVideoSources } from '@/lib/hero-video';
import { AFTER_PAINT_ON_PHONES, DRAW_AFTER_PAINT } from '@/components/page/draw-after-paint';
import { heroArtStyle } from '@/components/page/hero-art';
import { HeroVideo } from './hero-video';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';

/**
 * Where each screen of the stack sits in it, back to front: a dashboard behind, an assistant across, phones in
 * front. On a phone the stack is a wider, lower strip (the screens smaller and closer) under the calls to action.
 */
const placements = [
  'left-0 top-0 w-[72%] md:w-[84%]',
  'right-0 top-[22%] w-[58%] md:top-[31%] md:w-[68%]',
  'left-[6%] bottom-0 w-[42%] md:left-[4%] md:w-[50%]',
] as const;

/**
 * The practices' product screens stacked beside the headline, the home page's signature: the studio's work, not a
 * glow. One picture for assistive technology (its alt text); each screen a hero artwork box, painted as a border
 * image (so the headline stays the largest paint) in a frame of fixed proportions (nothing moves as they arrive);
 * on a phone too, as a strip under the calls to action, its box held from the first paint and its screens drawn
 * after it (components/page/draw-after-paint.ts), so their files never compete with the headline on a phone's slow line.
 */
function ProductStack({ screens }: { screens: HomePage['hero']['screens'] }) {
  return (
    <div role="img" aria-label={screens.alt} data-product-stack="" {...{ [DRAW_AFTER_PAINT]: '' }} className="relative mx-auto aspect-[8/5] w-full max-w-[36rem] md:aspect-[6/5] lg:-mr-8 lg:max-w-none xl:-mr-16">
      {screens.art.slice(0, placements.length).map((art, index) => (
        <div key={art.src} className={`hero-art absolute ${AFTER_PAINT_ON_PHONES} ${placements[index]}`} style={heroArtStyle(art)} />
      ))}
    </div>
  );
}

/**
 * The home page's dark hero over the background video: headline, tags and two calls to action beside the product
 * screens. Anchored at the top, never centred: a slow phone paints the headline before the screens' markup arrives,
 * and a centred row would move it when they do (e2e/progressive-paint.spec.ts).
 */
export function HomeHero({ hero, video }: { hero: HomePage['hero']; video: HeroVideoSources }) {
  return (
    <section className="dark-surface relative isolate flex min-h-[min(100svh,56rem)] items-start overflow-hidden bg-ink text-on-dark">
      <HeroVideo video={video} className="absolute inset-0 -z-20 size-full object-cover" />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-r from-ink via-ink/85 to-ink/40" />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-ink via-transparent to-ink/60" />
      <div className="container-page grid gap-10 pt-28 pb-16 sm:gap-14 sm:pt-36 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-start lg:gap-6 lg:pt-40 lg:pb-24">
        <div>
          <p className="eyebrow text-accent-on-dark">{hero.eyebrow}</p>
          <h1 className="mt-5 max-w-4xl text-[clamp(2.5rem,1.7rem+3.4vw,4.5rem)] leading-[1.02] font-semibold tracking-[-0.03em] text-balance">
            <KeepHyphenated text={hero.headline} />
          </h1>
          <p className="mt-6 max-w-xl text-lead text-on-dark-muted text-pretty">{hero.intro}</p>
          {/* Labels, not buttons: plain text with a marker, nothing that looks pressable. */}
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2" aria-label="What we build">
            {hero.tags.map((tag) => (
              <li key={tag} className="flex items-center gap-2 text-sm font-medium text-on-dark-muted">
                <span aria-hidden className="size-1.5 rounded-full bg-accent-on-dark" />
                {tag}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink href={hero.cta.href} size="lg" arrow>
              {hero.cta.label}
            </ButtonLink>
            <ButtonLink href={hero.secondary.href} size="lg" variant="outline-dark">
              {hero.secondary.label}
            </ButtonLink>
          </div>
        </div>
        <ProductStack screens={hero.screens} />
      </div>
    </section>
  );
}
