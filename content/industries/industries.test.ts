import { describe, expect, it } from 'vitest';
import { navigation } from '../site-map/navigation';
import { livePages, pathOf } from '../site-map/routes';
import { servicePages } from '../services';
import { facts } from '../company/figures';
import { firstSharedSentence } from '../shared/sentences';
import { iconNames } from '../shared/types';
import { industryList, industryPages } from './index';
import { industriesApproach, industriesOverview } from './overview';
import { industryCatalog, industryPath, industrySlugs } from './catalog';
import { industryCardTargets } from './types';

/** The fact sheet's labels: every page reads them from content/company/figures.ts, so they may repeat. */
const figureLabels = Object.values(facts).map((figure) => figure.label);

const live: string[] = livePages.map((page) => page.path);

describe('industry pages (SPEC "Industry pages")', () => {
  it('are the five industries of the SPEC route table, each page filed under its own slug, all in the header menu', () => {
    expect(industrySlugs).toEqual(['automotive', 'fintech', 'healthcare', 'real-estate', 'retail']);
    for (const { slug, page } of industryList) expect(page.slug).toBe(slug);
    const menu = navigation.find((section) => section.id === 'industries');
    expect(menu?.groups.flatMap((group) => group.items)).toEqual(
      industryCatalog.map((industry) => ({ name: industry.name, href: industryPath(industry.slug) })),
    );
  });

  it.each(industrySlugs)('%s has a hero, four stats, service cards, use cases, four reasons and a closing CTA', (slug) => {
    const page = industryPages[slug];
    expect(page.hero.headline.length).toBeGreaterThan(10);
    expect(page.stats.items).toHaveLength(4);
    expect(page.services.cards).toHaveLength(slug === 'retail' ? 4 : 6);
    expect(page.useCases.items).toHaveLength(slug === 'automotive' || slug === 'retail' ? 4 : 6);
    expect(page.reasons.items).toHaveLength(4);
    expect(page.closing.ctaLabel.length).toBeGreaterThan(3);
    expect(page.meta.title.length).toBeLessThanOrEqual(60);
    expect(page.meta.description.length).toBeGreaterThanOrEqual(100);
    expect(page.meta.description.length).toBeLessThanOrEqual(170);
  });

  it.each(industrySlugs)('%s links its service cards to live service pages from the SPEC list, each once', (slug) => {
    const hrefs = industryPages[slug].services.cards.map((card) => card.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const href of hrefs) {
      expect(industryCardTargets as readonly string[]).toContain(href);
      expect(live, href).toContain(pathOf(href));
    }
    const labels = industryPages[slug].services.cards.map((card) => card.linkLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('names only icons the UI can draw', () => {
    for (const { page } of industryList) {
      for (const icon of [...page.services.cards.map((card) => card.icon), ...page.useCases.items.map((item) => item.icon)]) {
        expect(iconNames, page.slug).toContain(icon);
      }
    }
  });

  it('never repeats a sentence across industry pages, the overview and the service pages', () => {
    const entries: [string, unknown][] = [
      ...industryList.map(({ slug, page }): [string, unknown] => [`industries/${slug}`, page]),
      // The overview's rows quote each industry page's summary by reference; its own copy is the rest.
      ['industries overview', { ...industriesOverview, sections: industriesOverview.sections.filter((section) => section.kind !== 'industryRows') }],
      ...Object.entries(servicePages).map(([slug, page]): [string, unknown] => [`services/${slug}`, page]),
    ];
    expect(firstSharedSentence(entries, figureLabels)).toBeUndefined();
  });

  it('the overview explains the approach in four points', () => {
    expect(industriesApproach.items).toHaveLength(4);
  });
});
