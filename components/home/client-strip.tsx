import { clientLogo } from '@/content/client-logos';
import { cn } from '@/lib/cn';

/**
 * Client logos scrolling continuously: one monochrome wordmark file per client (content/client-logos.ts),
 * its alt text the client's name. The list is drawn twice for a seamless loop; screen readers hear the
 * first copy only. Hover or keyboard focus pauses it; reduced motion stops it. Its ends fade out either way, so a
 * logo at the edge of a row that stands still is never cut off hard.
 * The strip is drawn (and its lazy files requested) only as it nears the viewport, so the logos never
 * share the network with the font ahead of the first paint; its placeholder is one row of logos.
 */
export function ClientStrip({ names, label }: { names: readonly string[]; label: string }) {
  const row = (hidden: boolean) => (
    <ul
      aria-hidden={hidden || undefined}
      className={cn('flex shrink-0 items-center gap-12 pr-12 sm:gap-16 sm:pr-16', hidden && 'motion-reduce:hidden')}
    >
      {names.map((name) => {
        const logo = clientLogo(name);
        return (
          <li key={name} className="shrink-0">
            <img
              src={logo.src}
              alt={hidden ? '' : logo.alt}
              width={logo.width}
              height={logo.height}
              loading="lazy"
              decoding="async"
              className="h-10 w-auto opacity-75 transition-opacity duration-200 hover:opacity-100 sm:h-12"
            />
          </li>
        );
      })}
    </ul>
  );
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="group render-on-approach relative overflow-hidden rounded-md [--approach-height:2.5rem] [mask-image:linear-gradient(to_right,transparent,#000_12%,#000_88%,transparent)] sm:[--approach-height:3rem]"
    >
      <div className="flex w-max animate-marquee group-hover:[animation-play-state:paused] group-focus-visible:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:justify-center">
        {row(false)}
        {row(true)}
      </div>
    </div>
  );
}
