import type { PageHeroContent } from '@/content/shared/page';

/**
 * The blog's opening, set like a journal's nameplate on paper instead of the dark hero of the other pages: the
 * label, the headline and the intro over a heavy rule, with the lead story straight under it (blog-sections.tsx).
 * The strip of ink above is the header's ground, so the header reads light on dark until it turns solid.
 */
export function BlogMasthead({ hero }: { hero: PageHeroContent }) {
  return (
    <>
      <div aria-hidden className="h-16 bg-ink lg:h-18" />
      <section aria-labelledby="blog-masthead-title" className="bg-paper">
        <div className="container-page pt-12 sm:pt-16 lg:pt-20">
          <div className="grid gap-6 border-b-2 border-fg pb-8 sm:pb-10 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-end lg:gap-16">
            <div>
              <p className="eyebrow text-accent">{hero.label}</p>
              <h1 id="blog-masthead-title" className="mt-4 text-h1 font-semibold text-balance text-fg">
                {hero.headline}
              </h1>
            </div>
            <p className="max-w-xl text-lead text-fg-muted text-pretty lg:pb-1.5">{hero.intro}</p>
          </div>
        </div>
      </section>
    </>
  );
}
