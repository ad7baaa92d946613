import Link from 'next/link';
import { ArrowUpRight } from 'lucide-react';
import { PageJsonLd } from '@/components/page/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { Section, SectionHeading } from '@/components/ui/section';
import { articles, articlesIn, blogCategories, blogListHref, techInsightsPage } from '@/content/blog';
import { ArticleCard, summarise } from './article-card';

const copy = techInsightsPage;

/** /insights/tech: the blog's engineering articles, and a way into each discipline's filtered list. */
export function TechInsights() {
  const disciplines = blogCategories.filter((category) => category.technical).map((category) => ({ ...category, count: articlesIn(category.id).length }));
  const technical = articles.filter((article) => disciplines.some((discipline) => discipline.id === article.category));
  return (
    <>
      <PageHero label={copy.hero.label} title={copy.hero.title} intro={copy.hero.intro}>
        <ButtonLink href={blogListHref()} size="lg" arrow>
          {copy.allLinkLabel}
        </ButtonLink>
      </PageHero>

      <Section labelledBy="tech-articles-title">
        <SectionHeading id="tech-articles-title" eyebrow={copy.articles.eyebrow} title={copy.articles.heading} intro={copy.articles.intro} />
        <ul className="mt-14 grid gap-5 sm:gap-6 md:grid-cols-2 xl:grid-cols-3">
          {technical.map((article) => (
            <li key={article.id} className="flex">
              <ArticleCard article={summarise(article)} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="white" labelledBy="disciplines-title">
        <SectionHeading id="disciplines-title" eyebrow={copy.disciplines.eyebrow} title={copy.disciplines.heading} intro={copy.disciplines.intro} />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {disciplines.map((discipline) => (
            <li key={discipline.id} className="flex">
              <Link
                href={blogListHref(discipline.id)}
                className="group flex w-full flex-col rounded-lg border border-line bg-paper-raised p-5 shadow-card transition-[box-shadow,transform,border-color] duration-200 ease-out-soft hover:-translate-y-0.5 hover:border-fg/15 hover:shadow-card-hover"
              >
                <span className="flex items-start justify-between gap-3 font-semibold">
                  {discipline.label}
                  <ArrowUpRight aria-hidden className="mt-0.5 size-4 shrink-0 text-fg-subtle transition-colors group-hover:text-accent" />
                </span>
                <span className="mt-6 text-sm text-fg-subtle">
                  {discipline.count} {discipline.count === 1 ? 'article' : 'articles'} on the blog
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <PageJsonLd path="/insights/tech" />
    </>
  );
}
