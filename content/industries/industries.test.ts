import { describe, expect, it } from 'vitest';
import { navigation } from '../site-map/navigation';
import { livePages, pathOf } from '../site-map/routes';
import { serviceList } from '../services';
import { facts, figureSentences } from '../company/figures';
import { firstSharedSentence } from '../shared/sentences';
import { iconNames } from '../shared/types';
import { industryList, industryPage, industryServices, type IndustryEntry } from './index';
import { industriesOverview } from './overview';
import { industryCatalog, industryPath, industrySlugs } from './catalog';
import { industryCardTargets } from './types';

/** The fact sheet's labels: every page reads them from content/company/figures.ts, so they may repeat. */
const figureLabels = figureSentences();

const live: string[] = livePages.map((page) => page.path);

const sectionsOf = <Kind extends IndustryEntry['sections'][number]['kind']>(entry: IndustryEntry, kind: Kind) =>
  entry.sections.filter((section): section is Extract<IndustryEntry['sections'][number], { kind: Kind }> => section.kind === kind);

const entryOf = (slug: string) => industryList().find((entry) => entry.slug === slug)!;

describe('industry pages (SPEC "Industry pages")', () => {
  it('are the five industries of the SPEC route table, each filed under its own slug, all in the header menu', () => {
    expect(industrySlugs()).toEqual(['automotive', 'fintech', 'healthcare', 'real-estate', 'retail']);
    const menu = navigation.find((section) => section.id === 'industries');
    expect(menu?.groups.flatMap((group) => group.items)).toEqual(
      industryCatalog().map((industry) => ({ name: industry.name, href: industryPath(industry.slug) })),
    );
  });

  it.each(industrySlugs())('%s has a hero, one stats band, service cards, the proof band, use cases, four reasons, what its buyer must satisfy and a closing CTA', (slug) => {
    const entry = entryOf(slug);
    const kinds = entry.sections.map((section) => section.kind);
    expect([...kinds].sort()).toEqual(['cards', 'iconGrid', 'numbered', 'proof', 'stats', slug === 'retail' ? 'process' : 'requirements'].sort());
    expect(entry.hero.headline.length).toBeGreaterThan(10);
    expect(sectionsOf(entry, 'stats')[0]?.items).toHaveLength(4);
    expect(industryServices(entry)).toHaveLength(slug === 'retail' ? 4 : 6);
    expect(sectionsOf(entry, 'iconGrid')[0]?.items).toHaveLength(slug === 'automotive' || slug === 'retail' ? 4 : 6);
    expect(sectionsOf(entry, 'numbered')[0]?.items).toHaveLength(4);
    expect(entry.closing.ctaLabel.length).toBeGreaterThan(3);
  });

  it('differ by what each buyer needs: no two industries show their sections in the same order, and each opens differently', () => {
    const orders = industryList().map((entry) => entry.sections.map((section) => section.kind).join(' '));
    expect(new Set(orders).size).toBe(orders.length);
    const openings = industryList().map((entry) => { const first = entry.sections[0]!; return 'heading' in first ? first.heading : first.kind; });
    expect(new Set(openings).size).toBe(openings.length);
    // Fintech opens on compliance and the audit trail, healthcare on patient data and its integrations, retail on peak season.
    expect(entryOf('fintech').sections[0]).toMatchObject({ kind: 'requirements', id: 'compliance' });
    expect(entryOf('healthcare').sections[0]).toMatchObject({ kind: 'requirements', id: 'data-handling' });
    expect(entryOf('retail').sections[0]).toMatchObject({ kind: 'process', id: 'peak-season' });
  });

  it('shows every figure filled in from its source, none as a placeholder', () => {
    for (const entry of industryList()) expect(JSON.stringify(industryPage(entry)), entry.slug).not.toMatch(/\{\{\s*[a-zA-Z]/);
    const fintech = sectionsOf(entryOf('fintech'), 'stats')[0]!;
    expect(fintech.items[0]).toEqual({ value: facts.paymentApiAvailability.value, label: facts.paymentApiAvailability.label });
  });

  it.each(industrySlugs())('%s links its service cards to live service pages from the SPEC list, each once', (slug) => {
    const cards = industryServices(entryOf(slug));
    const hrefs = cards.map((card) => card.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const href of hrefs) {
      expect(industryCardTargets as readonly (string | undefined)[]).toContain(href);
      expect(live, href).toContain(pathOf(href!));
    }
    const labels = cards.map((card) => card.linkLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('names only icons the UI can draw', () => {
    for (const entry of industryList()) {
      for (const icon of [entry.icon, ...industryServices(entry).map((card) => card.icon), ...sectionsOf(entry, 'iconGrid').flatMap((grid) => grid.items.map((item) => item.icon))]) {
        expect(iconNames, entry.slug).toContain(icon);
      }
    }
  });

  it('never repeats a sentence across industry pages, the overview and the service pages', () => {
    const entries: [string, unknown][] = [
      ...industryList().map((entry): [string, unknown] => [`industries/${entry.slug}`, entry]),
      // The overview's rows quote each industry page's summary by reference; its own copy is the rest.
      ['industries overview', { ...industriesOverview(), sections: industriesOverview().sections.filter((section) => section.kind !== 'industryRows') }],
      ...serviceList().map(({ slug, ...page }): [string, unknown] => [`services/${slug}`, page]),
    ];
    expect(firstSharedSentence(entries, figureLabels)).toBeUndefined();
  });

  it('the overview explains the approach in four points', () => {
    const approach = industriesOverview().sections.find((section) => section.id === 'approach');
    expect(approach?.kind === 'numbered' ? approach.items : []).toHaveLength(4);
  });
});
