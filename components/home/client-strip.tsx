import { cn } from '@/lib/cn';

/**
 * Client names scrolling continuously. The list is drawn twice for a seamless loop; screen
 * readers hear the first copy only. Hover or keyboard focus pauses it; reduced motion stops it.
 */
export function ClientStrip({ names, label }: { names: readonly string[]; label: string }) {
  const row = (hidden: boolean) => (
    <ul
      aria-hidden={hidden || undefined}
      className={cn('flex shrink-0 items-center gap-14 pr-14 sm:gap-20 sm:pr-20', hidden && 'motion-reduce:hidden')}
    >
      {names.map((name) => (
        <li key={name} className="text-lg font-semibold tracking-tight whitespace-nowrap text-on-dark-muted sm:text-xl">
          {name}
        </li>
      ))}
    </ul>
  );
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="group relative overflow-hidden rounded-md [mask-image:linear-gradient(to_right,transparent,#000_12%,#000_88%,transparent)] motion-reduce:[mask-image:none]"
    >
      <div className="flex w-max animate-marquee group-hover:[animation-play-state:paused] group-focus-visible:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:justify-center">
        {row(false)}
        {row(true)}
      </div>
    </div>
  );
}
