import Link from 'next/link';
import { ArrowRight, ArrowUpRight, Download } from 'lucide-react';
import { PageHero } from '@/components/page/page-hero';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { CtaBlock } from '@/components/ui/cta-block';
import { IconBadge } from '@/components/ui/icon-badge';
import { Section, SectionHeading } from '@/components/ui/section';
import { getArticle, type Article } from '@/content/blog';
import { checklistPath, checklists, guides, resourceLinks, resourcesPage } from '@/content/resources';
import { site } from '@/content/site';
import { checklistText } from '@/lib/checklist-text';

const copy = resourcesPage;

function articleFor(id: string): Article {
  const article = getArticle(id);
  if (!article) throw new Error(`content/resources.ts names an article that does not exist: ${id}`);
  return article;
}

/** The size a checklist file has once written (the same text the route handler serves). */
function checklistSize(checklist: (typeof checklists)[number]): string {
  const article = articleFor(checklist.articleId);
  const text = checklistText({
    title: checklist.title,
    description: checklist.description,
    items: checklist.items,
    sourceTitle: article.title,
    sourceUrl: new URL(article.href, site.url).toString(),
    publisher: `${site.legalName}, ${site.url.replace(/^https?:\/\//, '')}`,
  });
  return `${(Buffer.byteLength(text, 'utf8') / 1024).toFixed(1)} KB`;
}

/** /resources: guides drawn from the blog, downloadable checklists, and where to find more. */
export function ResourcesPage() {
  return (
    <>
      <PageHero label={copy.hero.label} title={copy.hero.title} intro={copy.hero.intro}>
        <ButtonLink href="#checklists" size="lg" arrow>
          Get the checklists
        </ButtonLink>
        <ButtonLink href="/our-work/blog" size="lg" variant="outline-dark">
          Read the blog
        </ButtonLink>
      </PageHero>

      <Section id="guides" labelledBy="guides-title">
        <SectionHeading id="guides-title" eyebrow={copy.guides.eyebrow} title={copy.guides.heading} intro={copy.guides.intro} />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {guides.map((guide) => {
            const article = articleFor(guide.articleId);
            return (
              <li key={guide.articleId} className="flex">
                <Card interactive className="group flex w-full flex-col has-focus-visible:outline-2 has-focus-visible:outline-offset-3 has-focus-visible:outline-accent">
                  <div className="flex items-center justify-between gap-3">
                    <IconBadge name={guide.icon} />
                    <span className="text-sm text-fg-subtle">{article.readTime}</span>
                  </div>
                  <p className="eyebrow mt-6 text-accent">{article.categoryLabel}</p>
                  <h3 className="mt-3 text-h3 font-semibold text-balance">
                    <Link href={article.href} className="outline-none after:absolute after:inset-0 after:content-['']">
                      {guide.question}
                    </Link>
                  </h3>
                  <p className="mt-3 leading-7 text-fg-muted">{article.title}</p>
                  <span aria-hidden className="mt-auto inline-flex items-center gap-1 pt-6 text-sm font-medium text-accent">
                    {copy.guides.linkLabel}
                    <ArrowRight className="size-4 transition-transform duration-200 group-hover:translate-x-0.5" strokeWidth={2} />
                  </span>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="checklists" tone="white" labelledBy="checklists-title">
        <SectionHeading id="checklists-title" eyebrow={copy.checklists.eyebrow} title={copy.checklists.heading} intro={copy.checklists.intro} />
        <ul className="mt-14 grid gap-5 lg:grid-cols-2">
          {checklists.map((checklist) => {
            const article = articleFor(checklist.articleId);
            return (
              <li key={checklist.slug} className="flex">
                <Card className="flex w-full flex-col">
                  <div className="flex items-start justify-between gap-4">
                    <h3 className="text-h3 font-semibold">{checklist.title}</h3>
                    <span className="shrink-0 rounded-full border border-line bg-paper px-3 py-1 text-xs font-medium text-fg-muted tabular-nums">
                      {checklist.items.length} {copy.checklists.itemsLabel}
                    </span>
                  </div>
                  <p className="mt-3 leading-7 text-fg-muted">{checklist.description}</p>
                  <CheckList items={checklist.items.slice(0, 3)} className="mt-6" />
                  <p className="mt-3 pl-6.5 text-sm text-fg-subtle">and {checklist.items.length - 3} more in the file</p>
                  <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-8">
                    <a href={checklistPath(checklist.slug)} download className={buttonClasses('primary', 'md')}>
                      <Download aria-hidden className="size-4" strokeWidth={2} />
                      {copy.checklists.downloadLabel}
                      <span className="sr-only"> {checklist.title},</span>
                      <span className="font-normal">
                        ({copy.checklists.fileType}, {checklistSize(checklist)})
                      </span>
                    </a>
                    <Link href={article.href} className="text-sm font-medium text-fg-muted underline-offset-4 hover:text-fg hover:underline">
                      {copy.checklists.sourceLabel}
                      <span className="sr-only">: {article.title}</span>
                    </Link>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="more" labelledBy="more-title">
        <SectionHeading id="more-title" eyebrow={copy.more.eyebrow} title={copy.more.heading} />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {resourceLinks.map((link) => (
            <li key={link.href} className="flex">
              <Link
                href={link.href}
                prefetch={false}
                className="group flex w-full flex-col rounded-lg border border-line bg-paper-raised p-6 shadow-card transition-[box-shadow,transform,border-color] duration-200 ease-out-soft hover:-translate-y-0.5 hover:border-fg/15 hover:shadow-card-hover"
              >
                <span className="flex items-start justify-between">
                  <IconBadge name={link.icon} />
                  <ArrowUpRight aria-hidden className="size-5 text-fg-subtle transition-colors group-hover:text-accent" />
                </span>
                <span className="mt-6 text-h3 font-semibold">{link.title}</span>
                <span className="mt-2 leading-7 text-fg-muted">{link.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBlock heading={copy.closing.heading} body={copy.closing.body} ctaLabel={copy.closing.ctaLabel} href="/contact?topic=call" />
    </>
  );
}
