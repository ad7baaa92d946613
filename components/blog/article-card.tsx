import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight } from 'lucide-react';
import type { Article, ArticleSummary } from '@/content/blog';
import { cn } from '@/lib/cn';
import { AuthorMonogram } from './author-monogram';
import { LocalDate } from './local-date';

/**
 * The cover: the uploaded picture or the drawn SVG art, with the file's own dimensions (decorative: the title names the article).
 * Never cut off: `whole` draws it at its own proportions (the article page, the blog's lead story); in a card's
 * 16:9 frame a picture of other proportions is fitted inside it on ink.
 * A priority cover is the page's largest paint: the postbuild writes it into the HTML (build/inline-hero-art.ts),
 * so it paints with the page instead of waiting for a request after the HTML.
 */
export function ArticleCover({
  article,
  className,
  priority = false,
  whole = false,
}: {
  article: Pick<Article, 'image'>;
  className?: string;
  priority?: boolean;
  whole?: boolean;
}) {
  return (
    <img
      src={article.image.src}
      alt=""
      width={article.image.width}
      height={article.image.height}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={cn('block h-auto w-full bg-ink', !whole && 'aspect-[16/9] object-contain', className)}
    />
  );
}

/** Category and read time, the line above a title. */
function Kicker({ article, dark = false }: { article: ArticleSummary; dark?: boolean }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 text-sm', dark ? 'text-on-dark-muted' : 'text-fg-subtle')}>
      <span className={cn('eyebrow', dark ? 'text-accent-on-dark' : 'text-accent')}>{article.categoryLabel}</span>
      <span aria-hidden>·</span>
      <span>{article.readTime}</span>
    </p>
  );
}

function Byline({ article }: { article: ArticleSummary }) {
  return (
    <div className="flex items-center gap-3 text-sm">
      <AuthorMonogram name={article.author.name} photo={article.author.photo} size="sm" />
      <p className="leading-5">
        <span className="block font-medium text-fg">{article.author.name}</span>
        <LocalDate iso={article.publishDate} className="text-fg-subtle" />
      </p>
    </div>
  );
}

/** The frame every article card shares: hairline card, stretched title link, focus ring around the card. */
const frame =
  'group relative overflow-hidden border border-line bg-paper-raised shadow-card transition-[box-shadow,transform,border-color] duration-200 hover:border-fg/15 hover:shadow-card-hover has-focus-visible:outline-2 has-focus-visible:outline-offset-3 has-focus-visible:outline-accent';

function TitleLink({ article }: { article: ArticleSummary }) {
  return (
    <SiteLink href={article.href} className="outline-none after:absolute after:inset-0 after:content-['']">
      {article.title}
    </SiteLink>
  );
}

/** The focus ring of a story whose title link is stretched over it. */
const storyFocus = 'has-focus-visible:outline-2 has-focus-visible:outline-offset-6 has-focus-visible:outline-accent';

/**
 * An article as a card: cover, category and read time, title (the one link, stretched over the
 * card), excerpt, author and date. In a grid by default (an h3); `featured` draws the blog's lead
 * story, no card around it: the cover whole and large beside the text on large screens, under its eyebrow (an h2).
 */
export function ArticleCard({ article, featured }: { article: ArticleSummary; featured?: { eyebrow: string; readLabel: string } }) {
  if (featured) {
    return (
      <article className={cn('group relative grid gap-8 rounded-xl lg:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)] lg:items-center lg:gap-14', storyFocus)}>
        <ArticleCover article={article} priority whole className="rounded-xl ring-1 ring-black/5 transition-[filter] duration-200 group-hover:brightness-110" />
        <div className="flex flex-col">
          <p className="eyebrow text-fg-subtle">{featured.eyebrow}</p>
          <div className="mt-5">
            <Kicker article={article} />
          </div>
          <h2 className="mt-3 text-[1.875rem] leading-[1.08] font-semibold tracking-[-0.025em] text-balance transition-colors duration-150 group-hover:text-accent sm:text-[2.5rem]">
            <TitleLink article={article} />
          </h2>
          <p className="mt-5 text-lead text-fg-muted text-pretty">{article.excerpt}</p>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6">
            <Byline article={article} />
            <span aria-hidden className="inline-flex items-center gap-1.5 text-sm font-medium text-accent">
              {featured.readLabel}
              <ArrowRight className="size-4 transition-transform duration-200 group-hover:translate-x-0.5" strokeWidth={2} />
            </span>
          </div>
        </div>
      </article>
    );
  }
  return (
    <article className={cn(frame, 'flex h-full flex-col rounded-lg ease-out-soft hover:-translate-y-0.5')}>
      <ArticleCover article={article} />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <Kicker article={article} />
        <h3 className="mt-3 text-h3 font-semibold text-balance">
          <TitleLink article={article} />
        </h3>
        <p className="mt-3 leading-7 text-fg-muted text-pretty">{article.excerpt}</p>
        <div className="mt-auto pt-6">
          <Byline article={article} />
        </div>
      </div>
    </article>
  );
}

/**
 * An article as a row of the blog's index: a small cover, category and read time, title (the one link,
 * stretched over the row), excerpt, and the author and date at the end. Rows read down a page like a
 * journal's contents, where the cards of a grid read across.
 */
export function ArticleRow({ article }: { article: ArticleSummary }) {
  return (
    <article
      className={cn(
        'group relative grid w-full gap-5 rounded-lg py-7 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-8 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[17rem_minmax(0,1fr)_13rem] lg:gap-10',
        storyFocus,
      )}
    >
      <ArticleCover article={article} className="rounded-lg ring-1 ring-black/5 transition-[filter] duration-200 group-hover:brightness-110 sm:row-span-2 lg:row-span-1" />
      <div className="min-w-0">
        <Kicker article={article} />
        <h3 className="mt-2 text-xl leading-snug font-semibold tracking-[-0.015em] text-balance transition-colors duration-150 group-hover:text-accent sm:text-2xl">
          <TitleLink article={article} />
        </h3>
        <p className="mt-3 max-w-[62ch] leading-7 text-fg-muted text-pretty">{article.excerpt}</p>
      </div>
      {/* Under the text, or at the row's end on wide screens. */}
      <div className="sm:col-start-2 lg:col-start-3 lg:row-start-1 lg:pt-1">
        <Byline article={article} />
      </div>
    </article>
  );
}
