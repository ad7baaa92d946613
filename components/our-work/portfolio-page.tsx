import { PageJsonLd } from '@/components/page/json-ld';
import { collectionPage } from '@/lib/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { PageSections } from '@/components/sections/page-sections';
import { CtaBlock } from '@/components/ui/cta-block';
import { Icon } from '@/components/ui/icon';
import { Section, SectionHeading } from '@/components/ui/section';
import { StatGrid } from '@/components/ui/stat-grid';
import { portfolioCapabilities, portfolioFeaturedStudies, portfolioFigures, portfolioPage, projectGroups } from '@/content/portfolio';
import { FeaturedCaseStudy } from './featured-case-study';
import { ProjectGroups } from './project-groups';

/**
 * /our-work/portfolio (SPEC section 2 "Portfolio"): the dark hero with the six capabilities and
 * the four statistics, the three featured case studies in depth, further projects by industry,
 * the ways to engage and the closing call.
 */
export function PortfolioPage() {
  const page = portfolioPage;
  const studies = portfolioFeaturedStudies();
  return (
    <>
      <PageHero label={page.hero.label} title={page.hero.headline} intro={page.hero.intro}>
        <div className="w-full">
          <p id="capabilities-label" className="eyebrow text-on-dark-subtle">
            {page.hero.capabilitiesLabel}
          </p>
          <ul aria-labelledby="capabilities-label" className="mt-4 flex flex-wrap gap-2">
            {portfolioCapabilities.map((capability) => (
              <li key={capability.name}>
                <span className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 py-1.5 pr-4 pl-3 text-sm font-medium text-on-dark backdrop-blur-sm">
                  <Icon name={capability.icon} className="size-4 text-accent-on-dark" />
                  {capability.name}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </PageHero>

      {/* The four statistics, continuing the hero's dark band */}
      <section aria-labelledby="figures-title" className="dark-surface border-t border-white/10 bg-ink text-on-dark">
        <div className="container-page py-14 sm:py-16">
          <h2 id="figures-title" className="eyebrow text-on-dark-subtle">
            {page.figures.heading}
          </h2>
          <StatGrid items={portfolioFigures} dark className="mt-8" />
        </div>
      </section>

      <Section id="featured" labelledBy="featured-title">
        <SectionHeading id="featured-title" eyebrow={page.featured.eyebrow} title={page.featured.heading} intro={page.featured.intro} />
        <ul className="mt-14 space-y-10 sm:mt-16 lg:space-y-14">
          {studies.map((study) => (
            <li key={study.id}>
              <FeaturedCaseStudy study={study} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="projects" tone="white" labelledBy="projects-title">
        <SectionHeading id="projects-title" eyebrow={page.projects.eyebrow} title={page.projects.heading} intro={page.projects.intro} />
        <div className="mt-12">
          <ProjectGroups groups={projectGroups} />
        </div>
      </Section>

      <PageSections sections={[page.engagement]} contactHref={page.closing.href} />

      <CtaBlock
        heading={page.closing.heading}
        body={page.closing.body}
        ctaLabel={page.closing.ctaLabel}
        href={page.closing.href}
        secondary={page.closing.secondary}
      />

      <PageJsonLd
        path="/our-work/portfolio"
        data={[
          collectionPage({
            name: page.meta.title,
            description: page.meta.description,
            path: '/our-work/portfolio',
            items: studies.map((study) => ({ name: study.title, path: study.href })),
          }),
        ]}
      />
    </>
  );
}
