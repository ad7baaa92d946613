import { PageHero } from '@/components/page/page-hero';
import { BadgeList } from '@/components/ui/badge';
import { ArrowLink, ButtonLink } from '@/components/ui/button';
import { CtaBlock } from '@/components/ui/cta-block';
import { IconBadge } from '@/components/ui/icon-badge';
import { NumberedList } from '@/components/ui/numbered-list';
import { Section, SectionHeading } from '@/components/ui/section';
import { industryList } from '@/content/industries';
import { industriesOverview as overview } from '@/content/industries/overview';
import { industryPath } from '@/content/industries/catalog';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...overview.meta, path: '/industries' });

export default function IndustriesOverview() {
  return (
    <>
      <PageHero label={overview.hero.label} title={overview.hero.headline} intro={overview.hero.intro}>
        <ButtonLink href="/contact" size="lg" arrow>
          {overview.hero.ctaLabel}
        </ButtonLink>
      </PageHero>

      <Section labelledBy="industries-title">
        <h2 id="industries-title" className="sr-only">
          Industries we serve
        </h2>
        <ul className="grid gap-5">
          {industryList.map((industry) => {
            const href = industryPath(industry.slug);
            return (
              <li
                key={industry.slug}
                className="grid gap-6 rounded-lg border border-line bg-paper-raised p-6 shadow-card sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)_11rem] lg:items-center lg:gap-10"
              >
                <div className="flex items-center gap-4">
                  <IconBadge name={industry.icon} />
                  <div>
                    {industry.group !== industry.name && <p className="eyebrow text-accent">{industry.group}</p>}
                    <h3 className="mt-1 text-h3 font-semibold">{industry.name}</h3>
                  </div>
                </div>
                <div>
                  <p className="leading-7 text-fg-muted">{industry.page.summary}</p>
                  <div className="mt-4">
                    <BadgeList items={industry.page.services.cards.map((card) => card.title)} label={`${industry.name} services`} />
                  </div>
                </div>
                <ArrowLink href={href} className="lg:justify-self-end">
                  Explore {industry.name}
                </ArrowLink>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section tone="white" labelledBy="approach-title">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-20">
          <SectionHeading
            id="approach-title"
            eyebrow={overview.approach.eyebrow}
            title={overview.approach.heading}
            intro={overview.approach.intro}
          />
          <NumberedList items={overview.approach.items} />
        </div>
      </Section>

      <CtaBlock heading={overview.closing.heading} body={overview.closing.body} ctaLabel={overview.closing.ctaLabel} href="/contact" />
    </>
  );
}
