import { PageHero } from '@/components/page/page-hero';
import { ArrowLink, ButtonLink } from '@/components/ui/button';
import { Section, SectionHeading } from '@/components/ui/section';
import { articlesIn, blogCategories, blogListHref, techInsightsPage } from '@/content/blog';
import { ArticleCard, summarise } from './article-card';

const copy = techInsightsPage;

/** /insights/tech: the blog's engineering categories, one band each, with a link to the filtered list. */
export function TechInsights() {
  const groups = blogCategories
    .filter((category) => category.technical)
    .map((category) => ({ ...category, articles: articlesIn(category.id) }))
    .filter((group) => group.articles.length > 0);
  return (
    <>
      <PageHero label={copy.hero.label} title={copy.hero.title} intro={copy.hero.intro}>
        <ButtonLink href={blogListHref()} size="lg" arrow>
          {copy.allLinkLabel}
        </ButtonLink>
      </PageHero>
      <nav aria-label="Disciplines" className="border-b border-line bg-paper-raised">
        <ul className="container-page flex flex-wrap gap-x-6 gap-y-2 py-5 text-sm font-medium">
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`} className="text-fg-muted underline-offset-4 hover:text-fg hover:underline">
                {group.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group, index) => (
        <Section key={group.id} id={group.id} tone={index % 2 === 0 ? 'light' : 'white'} labelledBy={`${group.id}-title`} className="!py-16 sm:!py-20">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SectionHeading id={`${group.id}-title`} title={group.label} />
            <ArrowLink href={blogListHref(group.id)} className="text-accent">
              {copy.categoryLinkLabel} {group.label}
            </ArrowLink>
          </div>
          <ul className="mt-10 grid gap-5 sm:gap-6 md:grid-cols-2 xl:grid-cols-3">
            {group.articles.map((article) => (
              <li key={article.id} className="flex">
                <ArticleCard article={summarise(article)} />
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}
