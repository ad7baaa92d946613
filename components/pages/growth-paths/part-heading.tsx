import type { HeadedBand } from '@/components/ui/band-heading';

/** The heading of a part of a growth path's plan (the price, the services): eyebrow, an h2 set a size below the band's, intro. */
export function PartHeading({ part }: { part: HeadedBand }) {
  return (
    <div className="max-w-xl">
      {part.eyebrow && <p className="eyebrow mb-3 text-accent-on-dark">{part.eyebrow}</p>}
      <h2 id={`${part.id}-title`} className="text-[clamp(1.5rem,1.3rem+0.9vw,2rem)] leading-tight font-semibold tracking-tight text-balance text-on-dark">
        {part.heading}
      </h2>
      {part.intro && <p className="mt-4 leading-7 text-pretty text-on-dark-muted">{part.intro}</p>}
    </div>
  );
}
