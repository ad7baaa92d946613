import type { PageSection, SectionBase } from '../shared/sections';
import { sectionOf } from '../shared/section-blocks';
import { industriesOverviewEntry } from './collection';
import type { IconName, InternalPath } from '../shared/types';
import { industryPath } from './catalog';
import { industryList, industryServices } from './index';
import type { SectionPage } from '../shared/page';
import { callToAction, closingCta } from '../booking-links';

/** The industries overview: one row per industry; the heading is read by screen readers only. */
export interface IndustryRowsSection extends SectionBase {
  kind: 'industryRows';
  items: readonly {
    slug: string;
    icon: IconName;
    /** Shown above the name when the menu group differs from it. */
    group?: string;
    name: string;
    summary: string;
    services: readonly string[];
    href: InternalPath;
    linkLabel: string;
  }[];
}

/** The industries overview's own section kind, drawn by components/pages/industries-overview/ (see PageOwnSections). */
declare module '../shared/sections' {
  interface PageOwnSections {
    industryRows: IndustryRowsSection;
  }
}

/** One row per industry, read from each industry's file (name, group, icon, summary, service cards), under the overview file's anchor and heading. */
export function industryRows({ id, heading }: { id: string; heading: string }): IndustryRowsSection {
  return {
    kind: 'industryRows',
    id,
    heading,
    items: industryList().map((industry) => ({
      slug: industry.slug,
      icon: industry.icon,
      group: industry.group !== industry.name ? industry.group : undefined,
      name: industry.name,
      summary: industry.summary,
      services: industryServices(industry).map((card) => card.title),
      href: industryPath(industry.slug),
      linkLabel: `Explore ${industry.name}`,
    })),
  };
}

/**
 * /industries from its file, content/industries/overview.yaml: the hero, its sections in the file's order (the
 * industry rows read from the industries' files when the page is drawn, so a new industry file shows on reload),
 * the closing call.
 */
export function industriesOverview(): SectionPage {
  const { meta, hero, sections, closing } = industriesOverviewEntry();
  return {
    path: '/industries',
    meta,
    hero: { label: hero.label, headline: hero.headline, intro: hero.intro, actions: [{ ...callToAction(hero.ctaLabel), variant: 'primary' }] },
    sections: sections.map((block) => (block.discriminant === 'industryRows' ? industryRows(block.value) : sectionOf(block))) as PageSection[],
    closing: { heading: closing.heading, body: closing.body, ...closingCta(closing.ctaLabel) },
    contactHref: '/contact',
  };
}
