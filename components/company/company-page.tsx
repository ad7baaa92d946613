import type { ReactNode } from 'react';
import { PageJsonLd } from '@/components/page/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { PageSections } from '@/components/sections/page-sections';
import { ButtonLink } from '@/components/ui/button';
import { CtaBlock } from '@/components/ui/cta-block';
import { Section, SectionHeading, type SectionTone } from '@/components/ui/section';
import type { BlockHeading, CompanyPage } from '@/content/company/types';
import { companyPage, type JsonLdThing } from '@/lib/json-ld';

/**
 * One template for the company pages: the dark hero with its actions, page-specific blocks
 * (people, news, media kit), the typed sections drawn by the section renderer, and
 * the closing call to action.
 */
export function CompanyPageView({
  page,
  before,
  after,
  jsonLd,
}: {
  page: CompanyPage;
  /** Blocks between the hero and the typed sections. */
  before?: ReactNode;
  /** Blocks between the typed sections and the closing call to action. */
  after?: ReactNode;
  /** schema.org data: the page type and what it adds to the agency (people, contact points) and its parts (news). */
  jsonLd: { type: 'AboutPage' | 'WebPage'; organization?: Record<string, unknown>; hasPart?: readonly JsonLdThing[] };
}) {
  const [primary, ...others] = page.hero.actions;
  return (
    <>
      <PageHero label={page.hero.label} title={page.hero.headline} intro={page.hero.intro}>
        {primary && (
          <ButtonLink href={primary.href} size="lg" arrow>
            {primary.label}
          </ButtonLink>
        )}
        {others.map((action) => (
          <ButtonLink key={action.href} href={action.href} size="lg" variant="outline-dark">
            {action.label}
          </ButtonLink>
        ))}
      </PageHero>
      {before}
      <PageSections sections={page.sections} contactHref="/contact" />
      {after}
      <CtaBlock
        heading={page.closing.heading}
        body={page.closing.body}
        ctaLabel={page.closing.cta.label}
        href={page.closing.cta.href}
        secondary={page.closing.secondary}
      />
      <PageJsonLd path={page.path} data={[companyPage({ ...jsonLd, name: page.meta.title, description: page.meta.description, path: page.path })]} />
    </>
  );
}

/**
 * A band with a heading block, for the company pages' own shapes (people, news, media kit).
 * With `aside`, the heading and its children sit left and the aside right on wide screens.
 */
export function CompanyBlock({
  block,
  tone = 'light',
  aside,
  children,
}: {
  block: BlockHeading;
  tone?: SectionTone;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const dark = tone === 'dark';
  const heading = <SectionHeading id={`${block.id}-title`} eyebrow={block.eyebrow} title={block.heading} intro={block.intro} dark={dark} />;
  return (
    <Section id={block.id} tone={tone} labelledBy={`${block.id}-title`}>
      {aside ? (
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:items-center lg:gap-20">
          <div>
            {heading}
            {children}
          </div>
          {aside}
        </div>
      ) : (
        <>
          {heading}
          {children}
        </>
      )}
    </Section>
  );
}
