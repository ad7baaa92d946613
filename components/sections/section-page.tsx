import { PageJsonLd } from '@/components/page/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { CtaBlock } from '@/components/ui/cta-block';
import { Icon } from '@/components/ui/icon';
import type { PageHeroContent, SectionPageContent } from '@/content/shared/sections';
import type { JsonLdThing } from '@/lib/json-ld';
import { PageSections, type SectionLeaves } from './page-sections';

/**
 * A page drawn from its module: the dark hero, the sections in order, the closing call to action
 * and the page's structured data. `jsonLd` names the page (for its breadcrumb trail) and its own things;
 * `leaves` are the interactive parts its sections name.
 */
export function SectionPage({
  page,
  jsonLd,
  leaves,
}: {
  page: SectionPageContent;
  jsonLd?: { path: string; data?: readonly JsonLdThing[] };
  leaves?: SectionLeaves;
}) {
  const { closing } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <PageSections sections={page.sections} contactHref={page.contactHref} leaves={leaves} />
      {closing && (
        <CtaBlock heading={closing.heading} body={closing.body} ctaLabel={closing.ctaLabel} href={closing.href} secondary={closing.secondary} />
      )}
      {jsonLd && <PageJsonLd path={jsonLd.path} data={jsonLd.data} />}
    </>
  );
}

function Hero({ hero }: { hero: PageHeroContent }) {
  const { actions, badges } = hero;
  if (!actions?.length && !badges) return <PageHero label={hero.label} title={hero.headline} intro={hero.intro} />;
  return (
    <PageHero label={hero.label} title={hero.headline} intro={hero.intro}>
      {actions?.map((action) =>
        action.variant === 'primary' ? (
          <ButtonLink key={action.label} href={action.href} size="lg" arrow>
            {action.label}
          </ButtonLink>
        ) : (
          <ButtonLink key={action.label} href={action.href} size="lg" variant="outline-dark">
            {action.label}
          </ButtonLink>
        ),
      )}
      {badges && (
        <div className="w-full">
          <p id="hero-badges-label" className="eyebrow text-on-dark-subtle">
            {badges.label}
          </p>
          <ul aria-labelledby="hero-badges-label" className="mt-4 flex flex-wrap gap-2">
            {badges.items.map((badge) => (
              <li key={badge.name}>
                <span className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 py-1.5 pr-4 pl-3 text-sm font-medium text-on-dark backdrop-blur-sm">
                  <Icon name={badge.icon} className="size-4 text-accent-on-dark" />
                  {badge.name}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </PageHero>
  );
}
