import type { ReactNode } from 'react';
import type { PageHeroContent } from '@/content/shared/page';
import { cn } from '@/lib/cn';

/**
 * A page's opening set like a journal's nameplate on paper instead of the dark hero: the label, the headline and the
 * intro over a heavy rule (the blog and /insights/tech; `large` for the case-study list, whose topics follow the
 * intro as `children`). The strip of ink above is the header's ground, so the header reads light on dark until it
 * turns solid.
 */
export function PaperMasthead({ hero, titleId, large = false, kind, children }: { hero: PageHeroContent; titleId: string; large?: boolean; kind?: string; children?: ReactNode }) {
  return (
    <>
      <div aria-hidden className="h-16 bg-ink lg:h-18" />
      <section aria-labelledby={titleId} data-hero-kind={kind} className="bg-paper">
        <div className="container-page pt-12 sm:pt-16 lg:pt-20">
          <div className={cn('grid border-b-2 border-fg lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-end lg:gap-16', large ? 'gap-8 pb-10 sm:pb-12' : 'gap-6 pb-8 sm:pb-10')}>
            <div>
              <p className="eyebrow text-accent">{hero.label}</p>
              <h1 id={titleId} className={cn('mt-4 font-semibold text-balance text-fg', large ? 'text-display' : 'text-h1')}>
                {hero.headline}
              </h1>
            </div>
            <div className={large ? 'lg:pb-2' : 'lg:pb-1.5'}>
              <p className="max-w-xl text-lead text-fg-muted text-pretty">{hero.intro}</p>
              {children}
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
