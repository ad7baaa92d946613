import { SiteLink } from '@/components/ui/site-link';
import { ArrowLeft, Clock } from 'lucide-react';
import { PageJsonLd } from '@/components/page/json-ld';
import { blogPosting } from '@/lib/json-ld';
import { CtaBlock } from '@/components/ui/cta-block';
import { Section, SectionHeading } from '@/components/ui/section';
import { blogListHref, blogPage, relatedArticles, summarise, type Article } from '@/content/blog';
import type { RenderedArticle } from '@/lib/blog/markdown';
import { ArticleCard, ArticleCover } from './article-card';
import { ArticleGrid } from './article-grid';
import { AuthorMonogram } from './author-monogram';
import { LocalDate } from './local-date';
import { ctaHref } from '@/content/booking-links';
import { cn } from '@/lib/cn';

const copy = blogPage.article;

/** Articles with at least this many sections get a table of contents on wide screens. */
const TOC_MIN_SECTIONS = 4;

/**
 * The reading column and, on wide screens, the contents beside it on the left: the title, the byline and the
 * text share the column's edge, so the page reads down one line.
 */
const columns = 'grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-x-14 xl:grid-cols-[15rem_minmax(0,1fr)] xl:gap-x-20';

/** The one template of the article pages (/blog/{id}): the body is HTML rendered from Markdown at build. */
export function ArticlePage({ article, rendered }: { article: Article; rendered: RenderedArticle }) {
  const related = relatedArticles(article, 3);
  const toc = rendered.headings.length >= TOC_MIN_SECTIONS ? rendered.headings : [];

  return (
    <>
      {/* The header's ground: the page itself is paper, set for reading, and the header stays light on ink until it turns solid. */}
      <div aria-hidden className="h-16 bg-ink lg:h-18" />
      <div className="bg-paper pb-20 sm:pb-28">
        <div className={cn('container-page pt-10 sm:pt-14 lg:pt-16', columns)}>
          <section aria-labelledby="article-title" className="lg:col-start-2">
            <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium">
              <SiteLink
                href={blogListHref()}
                className="group inline-flex items-center gap-2 rounded-full text-fg-muted transition-colors hover:text-fg"
              >
                <ArrowLeft aria-hidden className="size-4 transition-transform duration-200 group-hover:-translate-x-0.5" strokeWidth={2} />
                {copy.backLabel}
              </SiteLink>
              <span aria-hidden className="h-4 w-px bg-line" />
              <p>
                <SiteLink href={blogListHref(article.category)} className="eyebrow text-accent underline-offset-4 hover:underline">
                  {article.categoryLabel}
                </SiteLink>
              </p>
            </div>
            <h1 id="article-title" className="mt-6 max-w-[22ch] text-[clamp(2.25rem,1.5rem+3vw,3.75rem)] leading-[1.04] font-semibold tracking-[-0.03em] text-balance text-fg">
              {article.title}
            </h1>
            <p className="mt-6 max-w-[60ch] text-lead text-fg-muted text-pretty">{article.excerpt}</p>
            <div className="mt-10 flex flex-wrap items-center justify-between gap-x-10 gap-y-5 border-y border-line py-5">
              <div className="flex items-center gap-4">
                <AuthorMonogram name={article.author.name} photo={article.author.photo} size="lg" />
                <p className="leading-6">
                  <span className="sr-only">{copy.byline} </span>
                  <span className="block font-semibold text-fg">{article.author.name}</span>
                  <span className="block text-sm text-fg-subtle">{article.author.title}</span>
                </p>
              </div>
              <dl className="flex flex-wrap gap-x-8 gap-y-3 text-sm">
                <div>
                  <dt className="eyebrow text-fg-subtle">{copy.publishedLabel}</dt>
                  <dd className="mt-1 text-fg">
                    <LocalDate iso={article.publishDate} />
                  </dd>
                </div>
                <div>
                  <dt className="eyebrow text-fg-subtle">Reading time</dt>
                  <dd className="mt-1 inline-flex items-center gap-1.5 text-fg">
                    <Clock aria-hidden strokeWidth={1.75} className="size-4 text-accent" />
                    {article.readTime}
                  </dd>
                </div>
              </dl>
            </div>
          </section>
          {/* The cover at its own proportions (never cropped), a pause between the opening and the text. */}
          <div className="mt-10 sm:mt-14 lg:col-start-2">
            <ArticleCover article={article} priority whole className="rounded-xl ring-1 ring-black/5" />
          </div>
          {toc.length > 0 && (
            <nav aria-labelledby="toc-title" className="hidden lg:row-start-3 lg:block">
              <div className="sticky top-28 mt-14 border-l border-line pl-5 sm:mt-16">
                <h2 id="toc-title" className="eyebrow text-fg-subtle">
                  {copy.tocLabel}
                </h2>
                <ol className="mt-4 space-y-3 text-sm leading-5">
                  {toc.map((heading) => (
                    <li key={heading.id}>
                      <a href={`#${heading.id}`} className="text-fg-muted transition-colors hover:text-accent">
                        {heading.text}
                      </a>
                    </li>
                  ))}
                </ol>
              </div>
            </nav>
          )}
          <article
            aria-labelledby="article-title"
            className="prose-article mt-14 min-w-0 sm:mt-16 lg:col-start-2 lg:row-start-3"
            dangerouslySetInnerHTML={{ __html: rendered.html }}
          />
        </div>
      </div>

      {related.length > 0 && (
        <Section tone="white" labelledBy="related-title">
          <SectionHeading id="related-title" eyebrow={copy.relatedEyebrow} title={copy.relatedHeading} />
          <ArticleGrid items={related.map((other) => ({ id: other.id, card: <ArticleCard article={summarise(other)} /> }))} className="mt-12" />
        </Section>
      )}

      <CtaBlock heading={copy.closing.heading} body={copy.closing.body} ctaLabel={copy.closing.ctaLabel} href={ctaHref(copy.closing.ctaLabel)} secondary={{ label: 'More articles', href: blogListHref() }} />

      <PageJsonLd
        path={article.href}
        data={[
          blogPosting({
            headline: article.title,
            description: article.excerpt,
            path: article.href,
            datePublished: article.publishDate,
            author: { name: article.author.name, role: article.author.title, photo: article.author.photo },
            section: article.categoryLabel,
          }),
        ]}
      />
    </>
  );
}
