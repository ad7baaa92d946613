import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { legalDocument, legalSlugs, type LegalDocument, type LegalSection } from '@/content/legal';
import { site } from '@/content/site';
import type { InternalPath } from '@/content/shared/types';
import { LocalDate } from '@/components/blog/local-date';
import { PageHero } from '@/components/page/page-hero';
import { Card } from '@/components/ui/card';

/** Section numbers shown in the table of contents and above each heading: 01, 02, ... */
function sectionNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}

/** Turns the site's email address inside a paragraph into a mailto link. */
function withEmailLinks(text: string): ReactNode {
  const parts = text.split(site.email);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <a href={`mailto:${site.email}`} className="font-medium text-accent underline decoration-accent/30 underline-offset-4 hover:decoration-accent">
          {site.email}
        </a>
      )}
      {part}
    </Fragment>
  ));
}

/**
 * The one template of the legal pages: a compact dark hero with the last-updated date, then a
 * sticky table of contents beside the document on wide screens, and links to the other policies.
 */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  const others = legalSlugs.filter((slug) => slug !== doc.slug).map(legalDocument);
  return (
    <>
      <PageHero
        label="Legal"
        title={doc.title}
        intro={doc.intro}
        className="[&>div:last-child]:pt-32 [&>div:last-child]:pb-14 sm:[&>div:last-child]:pt-36 sm:[&>div:last-child]:pb-16 lg:[&>div:last-child]:pt-40 lg:[&>div:last-child]:pb-20"
      >
        <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm text-on-dark-muted">
          <span aria-hidden className="size-1.5 rounded-full bg-accent-on-dark" />
          Last updated <LocalDate iso={doc.updated} className="font-medium text-on-dark" />
        </p>
      </PageHero>

      <div className="bg-paper py-14 sm:py-20 lg:py-24">
        <div className="container-page grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16 xl:grid-cols-[17rem_minmax(0,1fr)] xl:gap-24">
          <TableOfContents sections={doc.sections} />

          <div className="min-w-0">
            <article className="max-w-[70ch]">
              {doc.sections.map((section, index) => (
                <DocumentSection key={section.id} section={section} index={index} />
              ))}
            </article>

            <Card className="mt-16 max-w-[70ch] overflow-hidden !p-0">
              <div className="px-6 pt-6 sm:px-8 sm:pt-7">
                <h2 className="eyebrow text-fg-subtle">Related</h2>
              </div>
              <ul className="mt-3 divide-y divide-line">
                {others.map((other) => (
                  <RelatedLink key={other.slug} href={`/${other.slug}`} title={other.title} description={relatedBlurb[other.slug]} />
                ))}
                <RelatedLink href="/contact" title="Contact us" description={`Questions about this ${doc.title.toLowerCase()}? Our team will answer.`} />
              </ul>
            </Card>
          </div>
        </div>
      </div>
    </>
  );
}

const relatedBlurb: Record<LegalDocument['slug'], string> = {
  privacy: 'What we collect through our forms, how long we keep it and your rights.',
  terms: 'The rules for using this website, its content and its forms.',
  cookies: 'No tracking cookies: the little this site stores in your browser, and why.',
};

function TableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <aside>
      <nav
        aria-label="On this page"
        className="rounded-lg border border-line bg-paper-raised p-6 shadow-card lg:sticky lg:top-28 lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto lg:rounded-none lg:border-0 lg:border-l lg:bg-transparent lg:p-0 lg:pl-6 lg:shadow-none"
      >
        <p className="eyebrow text-fg-subtle">On this page</p>
        <ol className="mt-4 space-y-1 lg:mt-5">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="group flex gap-3 rounded-sm py-1.5 text-sm leading-6 text-fg-muted transition-colors duration-150 hover:text-fg"
              >
                <span aria-hidden className="font-mono text-xs leading-6 text-fg-subtle tabular-nums transition-colors group-hover:text-accent">
                  {sectionNumber(index)}
                </span>
                <span>{section.heading}</span>
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </aside>
  );
}

function DocumentSection({ section, index }: { section: LegalSection; index: number }) {
  const [first, ...rest] = section.paragraphs;
  const headingId = `${section.id}-title`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className="scroll-mt-28 border-t border-line pt-10 pb-12 first:border-t-0 first:pt-0 last:pb-0"
    >
      <p aria-hidden className="font-mono text-sm font-medium text-accent tabular-nums">
        {sectionNumber(index)}
      </p>
      <h2 id={headingId} className="mt-2 text-[1.625rem] leading-tight font-semibold tracking-tight text-balance text-fg sm:text-[1.875rem]">
        {section.heading}
      </h2>
      <div className="mt-5 space-y-5 text-base leading-7 text-fg-muted sm:text-[1.0625rem] sm:leading-8">
        {first !== undefined && <p>{withEmailLinks(first)}</p>}
        {section.list && (
          <ul className="space-y-3">
            {section.list.map((item) => (
              <li key={item} className="relative pl-7">
                <span aria-hidden className="absolute top-[0.6875rem] left-1 size-1.5 rounded-full bg-accent sm:top-[0.8125rem]" />
                <ListItemText text={item} />
              </li>
            ))}
          </ul>
        )}
        {rest.map((paragraph) => (
          <p key={paragraph}>{withEmailLinks(paragraph)}</p>
        ))}
      </div>
    </section>
  );
}

/** A list item that opens with a short term ("Access: ask for a copy…") shows the term in bold. */
function ListItemText({ text }: { text: string }) {
  const match = /^([^:]{2,100}): (.+)$/s.exec(text);
  if (!match?.[1] || !match[2]) return withEmailLinks(text);
  return (
    <>
      <strong className="font-semibold text-fg">{match[1]}:</strong> {withEmailLinks(match[2])}
    </>
  );
}

function RelatedLink({ href, title, description }: { href: InternalPath; title: string; description: string }) {
  return (
    <li>
      <SiteLink
        href={href}
        className="group flex items-center justify-between gap-6 px-6 py-5 transition-colors duration-150 hover:bg-paper sm:px-8"
      >
        <span>
          <span className="block font-semibold text-fg">{title}</span>
          <span className="mt-1 block text-sm leading-6 text-fg-muted">{description}</span>
        </span>
        <ArrowRight aria-hidden className="size-5 shrink-0 text-accent transition-transform duration-200 group-hover:translate-x-0.5" strokeWidth={1.75} />
      </SiteLink>
    </li>
  );
}
