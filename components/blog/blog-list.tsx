import { Rss } from 'lucide-react';
import { PageHero } from '@/components/page/page-hero';
import { PageJsonLd } from '@/components/page/json-ld';
import { collectionPage } from '@/lib/json-ld';
import { articles, blogFeedPath, blogFilters, blogPage, blogListPath } from '@/content/blog';
import { ArticleCard, FeaturedArticleCard, summarise } from './article-card';
import { BlogFilter } from './blog-filter';
import { NewsletterForm } from './newsletter-form';

const copy = blogPage;

/** /our-work/blog: the featured article, the filterable list of every article, and the newsletter. */
export function BlogList() {
  const featured = articles.find((article) => article.featured) ?? articles[0];
  return (
    <>
      <PageHero label={copy.hero.label} title={copy.hero.title} intro={copy.hero.intro} />

      {featured && (
        <section aria-label={copy.featured.eyebrow} className="bg-paper pt-16 sm:pt-20">
          <div className="container-page">
            <FeaturedArticleCard article={summarise(featured)} eyebrow={copy.featured.eyebrow} readLabel={copy.featured.readLabel} />
          </div>
        </section>
      )}

      <section aria-labelledby="articles-title" className="bg-paper pt-16 pb-16 sm:pt-24 sm:pb-24">
        <div className="container-page">
          <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
            <h2 id="articles-title" className="text-h2 font-semibold">
              {copy.list.heading}
            </h2>
            <a
              href={blogFeedPath}
              className="inline-flex items-center gap-2 rounded-full text-sm font-medium text-fg-muted underline-offset-4 transition-colors hover:text-fg hover:underline"
            >
              <Rss aria-hidden strokeWidth={2} className="size-4 text-accent" />
              {copy.list.feedLabel}
            </a>
          </div>
          <BlogFilter
            filters={blogFilters}
            copy={copy.list}
            items={articles.map((article) => ({
              id: article.id,
              category: article.category,
              card: <ArticleCard article={summarise(article)} />,
            }))}
          />
        </div>
      </section>

      <section aria-labelledby="newsletter-title" className="render-on-approach bg-paper pb-16 sm:pb-24">
        <div className="container-page">
          <div className="dark-surface relative isolate overflow-hidden rounded-xl bg-ink text-on-dark">
            <div aria-hidden className="glow-hero absolute inset-0 -z-10 opacity-90" />
            <div aria-hidden className="grid-texture absolute inset-0 -z-10" />
            <div className="grid gap-10 px-6 py-14 sm:px-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-end lg:gap-16 lg:px-16">
              <div>
                <p className="eyebrow text-accent-on-dark">{copy.newsletter.eyebrow}</p>
                <h2 id="newsletter-title" className="mt-4 text-h2 font-semibold text-balance">
                  {copy.newsletter.heading}
                </h2>
                <p className="mt-5 text-lead text-on-dark-muted text-pretty">{copy.newsletter.body}</p>
              </div>
              <NewsletterForm copy={copy.newsletter} />
            </div>
          </div>
        </div>
      </section>

      <PageJsonLd
        path={blogListPath}
        data={[
          collectionPage({
            name: copy.meta.title,
            description: copy.meta.description,
            path: blogListPath,
            items: articles.map((article) => ({ name: article.title, path: article.href })),
          }),
        ]}
      />
    </>
  );
}
