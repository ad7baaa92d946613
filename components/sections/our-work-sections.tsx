import { StatGrid } from '@/components/ui/stat-grid';
import type { StatsStripSection } from '@/content/shared/sections';

/** The figures strip (the our-work overview's destinations and the portfolio's project groups are drawn beside their pages, components/pages/). */

/** Statistics continuing the dark hero above, under an eyebrow-sized heading. */
export function StatsStrip({ section }: { section: StatsStripSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="dark-surface border-t border-white/10 bg-ink text-on-dark">
      <div className="container-page py-14 sm:py-16">
        <h2 id={`${section.id}-title`} className="eyebrow text-on-dark-subtle">
          {section.heading}
        </h2>
        <StatGrid items={section.items} dark className="mt-8" />
      </div>
    </section>
  );
}
