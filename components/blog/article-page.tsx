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

const copy = blogPage.article;

/** Articles with at least this many sections get a table of contents on wide screens. */
const TOC_MIN_SECTIONS = 4;

/** The one template of the article pages (/blog/{id}): the body is HTML rendered from Markdown at build. */
export function ArticlePage({ article, rendered }: { article: Article; rendered: RenderedArticle }) {
  const related = relatedArticles(article, 3);
  const toc = rendered.headings.length >= TOC_MIN_SECTIONS ? rendered.headings : [];

  return (
    <>
      <section aria-labelledby="article-title" className="dark-surface relative isolate overflow-hidden bg-ink text-on-dark">
        <div aria-hidden className="glow-hero absolute inset-0 -z-10" />
        <div aria-hidden className="grid-texture absolute inset-0 -z-10" />
        <div className="container-page pt-32 pb-40 sm:pt-36 sm:pb-48 lg:pt-44">
          <div className="max-w-4xl">
            <SiteLink
              href={blogListHref()}
              className="group inline-flex items-center gap-2 rounded-full text-sm font-medium text-on-dark-muted transition-colors hover:text-white"
            >
              <ArrowLeft aria-hidden className="size-4 transition-transform duration-200 group-hover:-translate-x-0.5" strokeWidth={2} />
              {copy.backLabel}
            </SiteLink>
            <p className="mt-10">
              <SiteLink href={blogListHref(article.category)} className="eyebrow text-accent-on-dark underline-offset-4 hover:underline">
                {article.categoryLabel}
              </SiteLink>
            </p>
            <h1 id="article-title" className="mt-5 text-[clamp(2rem,1.4rem+2.6vw,3.5rem)] leading-[1.08] font-semibold tracking-[-0.03em] text-balance">
              {article.title}
            </h1>
            <p className="mt-6 max-w-3xl text-lead text-on-dark-muted text-pretty">{article.excerpt}</p>
            <div className="mt-10 flex flex-wrap items-center gap-x-8 gap-y-5 border-t border-white/10 pt-8">
              <div className="flex items-center gap-3">
                <AuthorMonogram name={article.author.name} photo={article.author.photo} size="lg" />
                <p className="leading-6">
                  <span className="sr-only">{copy.byline} </span>
                  <span className="block font-semibold text-on-dark">{article.author.name}</span>
                  <span className="block text-sm text-on-dark-muted">{article.author.title}</span>
                </p>
              </div>
              <dl className="flex flex-wrap gap-x-8 gap-y-3 text-sm">
                <div>
                  <dt className="eyebrow text-on-dark-subtle">{copy.publishedLabel}</dt>
                  <dd className="mt-1 text-on-dark">
                    <LocalDate iso={article.publishDate} />
                  </dd>
                </div>
                <div>
                  <dt className="eyebrow text-on-dark-subtle">Reading time</dt>
                  <dd className="mt-1 inline-flex items-center gap-1.5 text-on-dark">
                    <Clock aria-hidden strokeWidth={1.75} className="size-4 text-accent-on-dark" />
                    {article.readTime}
                  </dd>
                </div>
              </dl>
            </div>
          </div>
        </div>
      </section>

      <div className="bg-paper pb-20 sm:pb-28">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-16 xl:grid-cols-[minmax(0,1fr)_17rem]">
          <div className="min-w-0">
            <div className="relative -mt-28 sm:-mt-36">
              <ArticleCover article={article} priority className="rounded-xl shadow-[0_30px_80px_-30px_rgb(0_0_0/0.6)] ring-1 ring-black/5" />
            </div>
            <article aria-labelledby="article-title" className="prose-article mt-14 sm:mt-16" dangerouslySetInnerHTML={{ __html: rendered.html }} />
          </div>
          {toc.length > 0 && (
            <nav aria-labelledby="toc-title" className="hidden lg:block">
              <div className="sticky top-28 mt-10 border-l border-line pl-6">
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
            author: { name: article.author.name, role: article.author.title },
            section: article.categoryLabel,
          }),
        ]}
      />
    </>
  );
}
