import type { HeroVideo as HeroVideoSources } from '@/lib/hero-video';

/**
 * The hero's decorative background loop. The poster paints first; the video is fetched only after the page has
 * loaded, plays only while on screen, and never under reduced motion or Save-Data (hero-video-enhance.ts, the
 * module of the page that draws it).
 *
 * The poster is an image behind the video (which is transparent until its first frame), not the
 * video's `poster` attribute: that one is fetched at the priority of a visible image, ahead of the
 * headline's paint, where Lighthouse counts its request in the LCP (0.1 s). This one asks at low
 * priority; the headline does not wait for the backdrop.
 */
export function HeroVideo({ video, className }: { video: HeroVideoSources; className?: string }) {
  return (
    <>
      {/* A static export has no image optimiser; this 6 KB still needs none. */}
      <img src={video.poster} alt="" fetchPriority="low" decoding="async" width={1280} height={720} className={className} />
      <video className={className} muted loop playsInline preload="none" aria-hidden tabIndex={-1} width={1280} height={720}>
        {video.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
    </>
  );
}
