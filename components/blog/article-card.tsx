import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight } from 'lucide-react';
import type { Article, ArticleSummary } from '@/content/blog';
import { cn } from '@/lib/cn';
import { AuthorMonogram } from './author-monogram';
import { LocalDate } from './local-date';

/**
 * The cover: the uploaded picture or the drawn SVG art, with the file's own dimensions (decorative: the title names the article).
 * A priority cover is the page's largest paint: the postbuild writes it into the HTML (build/inline-hero-art.ts),
 * so it paints with the page instead of waiting for a request after the HTML.
 */
export function ArticleCover({ article, className, priority = false }: { article: Pick<Article, 'image'>; className?: string; priority?: boolean }) {
  return (
    <img
      src={article.image.src}
      alt=""
      width={article.image.width}
      height={article.image.height}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={cn('block aspect-[16/9] h-auto w-full bg-ink object-cover', className)}
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

/**
 * An article as a card: cover, category and read time, title (the one link, stretched over the
 * card), excerpt, author and date. In a grid by default (an h3); `featured` draws the wide card
 * that leads the blog, cover beside the text on large screens, under its eyebrow (an h2).
 */
export function ArticleCard({ article, featured }: { article: ArticleSummary; featured?: { eyebrow: string; readLabel: string } }) {
  if (featured) {
    return (
      <article className={cn(frame, 'grid rounded-xl lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]')}>
        <ArticleCover article={article} priority className="lg:h-full" />
        <div className="flex flex-col p-6 sm:p-10 lg:p-12">
          <p className="eyebrow text-fg-subtle">{featured.eyebrow}</p>
          <div className="mt-5">
            <Kicker article={article} />
          </div>
          <h2 className="mt-3 text-[1.75rem] leading-tight font-semibold tracking-[-0.025em] text-balance sm:text-[2.25rem]">
            <TitleLink article={article} />
          </h2>
          <p className="mt-4 text-lead text-fg-muted text-pretty">{article.excerpt}</p>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-8">
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
