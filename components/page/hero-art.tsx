import type { Artwork } from '@/content/shared/types';

/**
 * The artwork beside an inner page's headline: a file of public/art/hero/ named by the page's content.
 * It must never delay the largest paint, which stays the headline:
 * - it is lazy and shown from tablets up, so a phone (and Lighthouse's mobile run) never requests it;
 * - the file declares half its drawn size (280x210, drawn on a 560x420 view box) and is scaled up by CSS:
 *   Chrome counts an upscaled image at its intrinsic area for the largest paint, smaller than any
 *   headline, so the picture never becomes the largest paint even though it arrives after the text;
 * - its width and height attributes reserve its box (4:3): nothing moves when it arrives.
 */
export function HeroArt({ art }: { art: Artwork }) {
  return (
    <div className="hidden md:block lg:self-center">
      {/* A plain img: the export serves images as they are (next/image would add its client code to the page). */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={art.src}
        alt={art.alt}
        width={art.width}
        height={art.height}
        loading="lazy"
        decoding="async"
        data-hero-art=""
        className="mx-auto h-auto w-full max-w-[36rem] lg:mr-0 lg:max-w-none"
      />
    </div>
  );
}
