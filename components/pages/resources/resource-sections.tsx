import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight, Download } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { IconBadge } from '@/components/ui/icon-badge';
import { Heading } from '@/components/ui/band-heading';
import { getArticle, type Article } from '@/content/blog';
import { checklistPath, type Checklist, type ChecklistsSection, type GuidesSection } from '@/content/resources';
import { checklistFileText } from '@/lib/checklist-text';

/** The resources page's own section kinds: the guides and the checklists, each drawn from the article it names. */

function articleFor(id: string): Article {
  const article = getArticle(id);
  if (!article) throw new Error(`A section names an article that does not exist: ${id}`);
  return article;
}

/** The size a checklist file has once written (the same text the route handler serves). */
function checklistSize(checklist: Checklist): string {
  const article = articleFor(checklist.articleId);
  const text = checklistFileText(checklist, article);
  return `${(Buffer.byteLength(text, 'utf8') / 1024).toFixed(1)} KB`;
}

/** Questions, each answered by a blog article: the card is one link to the article. */
export function Guides({ section, dark }: { section: GuidesSection; dark: boolean }) {
  return (
    <>
      <Heading section={section} dark={dark} />
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {section.items.map((guide) => {
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
                  <SiteLink href={article.href} className="outline-none after:absolute after:inset-0 after:content-['']">
                    {guide.question}
                  </SiteLink>
                </h3>
                <p className="mt-3 leading-7 text-fg-muted">{article.title}</p>
                <span aria-hidden className="mt-auto inline-flex items-center gap-1 pt-6 text-sm font-medium text-accent">
                  {section.linkLabel}
                  <ArrowRight className="size-4 transition-transform duration-200 group-hover:translate-x-0.5" strokeWidth={2} />
                </span>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Checklists to download as plain-text files, with their size, first items and source article. */
export function Checklists({ section, dark }: { section: ChecklistsSection; dark: boolean }) {
  const { labels } = section;
  return (
    <>
      <Heading section={section} dark={dark} />
      <ul className="mt-14 grid gap-5 lg:grid-cols-2">
        {section.items.map((checklist) => {
          const article = articleFor(checklist.articleId);
          return (
            <li key={checklist.slug} className="flex">
              <Card className="flex w-full flex-col">
                <div className="flex items-start justify-between gap-4">
                  <h3 className="text-h3 font-semibold">{checklist.title}</h3>
                  <span className="shrink-0 rounded-full border border-line bg-paper px-3 py-1 text-xs font-medium text-fg-muted tabular-nums">
                    {checklist.items.length} {labels.items}
                  </span>
                </div>
                <p className="mt-3 leading-7 text-fg-muted">{checklist.description}</p>
                <CheckList items={checklist.items.slice(0, 3)} className="mt-6" />
                <p className="mt-3 pl-6.5 text-sm text-fg-subtle">and {checklist.items.length - 3} more in the file</p>
                <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-8">
                  <a href={checklistPath(checklist.slug)} download className={buttonClasses('primary', 'md')}>
                    <Download aria-hidden className="size-4" strokeWidth={2} />
                    {labels.download}
                    <span className="sr-only"> {checklist.title},</span>
                    <span className="font-normal">
                      ({labels.fileType}, {checklistSize(checklist)})
                    </span>
                  </a>
                  <SiteLink href={article.href} className="text-sm font-medium text-fg-muted underline-offset-4 hover:text-fg hover:underline">
                    {labels.source}
                    <span className="sr-only">: {article.title}</span>
                  </SiteLink>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
