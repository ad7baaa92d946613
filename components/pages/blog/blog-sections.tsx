import { Rss } from 'lucide-react';
import { ArticleCard } from '@/components/blog/article-card';
import type { ArticleListSection, FeaturedArticleSection, NewsletterSection } from '@/content/blog/list-page';
import { leafOf, type SectionLeaves } from '../leaves';

/**
 * Blog list section kinds; each draws its own band on the page background, tighter than the section rhythm: under
 * the masthead (components/page/paper-masthead.tsx), the lead story, the index and the newsletter read as one journal page.
 */

export function FeaturedArticleBand({ section }: { section: FeaturedArticleSection }) {
  return (
    <section id={section.id} aria-label={section.eyebrow} className="bg-paper pt-10 sm:pt-14">
      <div className="container-page">
        <ArticleCard article={section.article} featured={{ eyebrow: section.eyebrow, readLabel: section.readLabel }} />
      </div>
    </section>
  );
}

/** The heading and feed link above the page's filterable list (its `filter` leaf). */
export function ArticleListBand({ section, leaves }: { section: ArticleListSection; leaves: SectionLeaves }) {
  const filter = leafOf(leaves, section.leaf, section.id);
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="bg-paper pt-16 pb-16 sm:pt-24 sm:pb-24">
      <div className="container-page">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4 border-t-2 border-fg pt-6">
          <h2 id={`${section.id}-title`} className="text-h2 font-semibold">
            {section.heading}
          </h2>
          <a
            href={section.feed.href}
            className="inline-flex items-center gap-2 rounded-full text-sm font-medium text-fg-muted underline-offset-4 transition-colors hover:text-fg hover:underline"
          >
            <Rss aria-hidden strokeWidth={2} className="size-4 text-accent" />
            {section.feed.label}
          </a>
        </div>
        {filter}
      </div>
    </section>
  );
}

/** The newsletter panel: eyebrow, heading and body beside the page's `newsletter` leaf (the form). */
export function NewsletterBand({ section, leaves }: { section: NewsletterSection; leaves: SectionLeaves }) {
  const form = leafOf(leaves, section.leaf, section.id);
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="render-on-approach bg-paper pb-16 sm:pb-24">
      <div className="container-page">
        <div className="dark-surface relative isolate overflow-hidden rounded-xl bg-ink text-on-dark">
          <div aria-hidden className="glow-editorial absolute inset-0 -z-10" />
          <div className="grid gap-10 px-6 py-14 sm:px-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-end lg:gap-16 lg:px-16">
            <div>
              <p className="eyebrow text-accent-on-dark">{section.eyebrow}</p>
              <h2 id={`${section.id}-title`} className="mt-4 text-h2 font-semibold text-balance">
                {section.heading}
              </h2>
              <p className="mt-5 text-lead text-on-dark-muted text-pretty">{section.intro}</p>
            </div>
            {form}
          </div>
        </div>
      </div>
    </section>
  );
}
