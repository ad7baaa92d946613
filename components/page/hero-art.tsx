import type { CSSProperties } from 'react';
import type { Artwork } from '@/content/shared/types';

/**
 * The artwork beside an inner page's headline: a file of public/art/hero/ named by the page's content,
 * in a box of its declared proportions (nothing moves when it arrives), named by its alt text.
 * It must never delay the largest paint, which stays the headline: the file is drawn as the box's CSS
 * border image (`fill`), which browsers paint like a background but do not count as a largest-contentful-
 * paint candidate (an <img> or background image arriving after the text would become the largest paint:
 * measured 0.2 s after the headline on a service page). So the file needs no place in the HTML, and the
 * headline is the largest paint on every screen (e2e/hero-art.spec.ts).
 * Shown from tablets up: on a phone the box is not rendered, so its file is never requested.
 */
export function HeroArt({ art }: { art: Artwork }) {
  return (
    <div
      role="img"
      aria-label={art.alt}
      data-hero-art={art.src}
      className="hero-art mx-auto hidden w-full max-w-[36rem] md:block lg:mr-0 lg:max-w-none lg:self-center"
      style={heroArtStyle(art)}
    />
  );
}

/**
 * A box of the artwork's proportions that paints it without making it a largest-paint candidate (see HeroArt).
 * The file is named in a custom property and painted by the stylesheet's `hero-art` rule, so a box that is never
 * shown never asks for it, not even when a script reads the layout before the stylesheet has arrived.
 */
export function heroArtStyle(art: Artwork): CSSProperties {
  return { aspectRatio: `${art.width} / ${art.height}`, '--hero-art': `url(${art.src})` } as CSSProperties;
}
