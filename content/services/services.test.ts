import { describe, expect, it } from 'vitest';
import { figureSentences } from '../company/figures';
import { firstSharedSentence } from '../shared/sentences';
import { iconNames } from '../shared/types';
import { livePages, pathOf } from '../site-map/routes';
import { serviceCatalog } from './catalog';
import { servicePage, getServicePage, serviceList } from './index';
import { proofEntries, provesServices } from './proof';
import type { PageSection } from '../shared/sections';
import { serviceFiles, type ServiceEntry } from './collection';

/** The fact sheet's labels: every page reads them from content/company/figures.ts, so they may repeat. */
const figureLabels = figureSentences();

/** SPEC section 9: each service's four headline statistics, in order. */
const specStats: Record<string, string[]> = {
  'ios-application': ['50+', '98%', '4.8', '5M+'],
  'android-application': ['75+', '3B+', '99%', '4.7'],
  'ai-chatbot-development': ['60%', '90%', '24/7', '85%'],
  'machine-learning-development': ['95%', '40%', '10x', '25+'],
  'web3-development': ['20+', '$50M+', '15+', '100K+'],
  'ux-ui-design': ['300%', '50+', '98%', '15+'],
  devops: ['90%', '99.9%', '60%', '50+'],
  'generative-ai': ['80%', '15+', '50%', '95%'],
  'metaverse-development': ['10+', '100K+', '5+', '24/7'],
  'nft-marketplace-development': ['8+', '$25M+', '50K+', '99.9%'],
  'vr-applications': ['25+', '90+', '15+', '95%'],
  'ar-applications': ['30+', '300%', '10+', '1M+'],
  'mixed-reality': ['15+', '60%', '5+', '98%'],
  'blockchain-consulting': ['100+', '85%', '15+', '50+'],
  'logo-branding': ['200+', '150%', '25+', '98%'],
  'advertising-campaigns': ['500%', '10M+', '85%', '100+'],
  'cloud-infrastructure': ['99.9%', '60%', '50+', '24/7'],
  'system-architecture': ['75+', '10x', '99.99%', '50%'],
  'saas-development': ['50+', '99.9%', '10M+', '$100M+'],
  'cross-platform': ['40%', '60%', '100+', '95%'],
};

/** The pages on the shared short layout (SPEC "Service pages"). */
const shortLayout = Object.keys(specStats).filter((slug) => !['saas-development', 'cross-platform'].includes(slug));

const pages = serviceList().map((page): [string, ServiceEntry] => [page.slug, page]);
const sectionsOf = <K extends PageSection['kind']>(page: ServiceEntry, kind: K) =>
  page.sections.filter((section): section is Extract<PageSection, { kind: K }> => section.kind === kind);

describe('service content', () => {
  it('has one page for every file in content/services/entries, at the file’s name, and lists them all in the catalog', () => {
    const fileNames = serviceFiles.files().map((file) => file.replace(/^.*\/(.+)\.yaml$/, '$1'));
    expect(fileNames).toHaveLength(25);
    expect(pages.map(([slug]) => slug).sort()).toEqual(fileNames);
    expect(serviceCatalog().map((service) => service.slug).sort()).toEqual(fileNames);
  });

  it.each(pages)('%s: has metadata, a hero and a closing call to action', (_slug, page) => {
    expect(page.meta.title.length).toBeGreaterThan(10);
    expect(page.meta.title.length).toBeLessThanOrEqual(60);
    expect(page.meta.description.length).toBeGreaterThanOrEqual(100);
    expect(page.meta.description.length).toBeLessThanOrEqual(170);
    for (const text of [page.hero.label, page.hero.headline, page.hero.intro, page.hero.ctaLabel, page.closing.heading, page.closing.body, page.closing.ctaLabel, page.serviceType]) {
      expect(text.trim().length).toBeGreaterThan(0);
    }
  });

  it.each(pages)('%s: has exactly one statistics band of exactly four figures', (_slug, page) => {
    const stats = sectionsOf(page, 'stats');
    expect(stats).toHaveLength(1);
    expect(stats[0]?.items).toHaveLength(4);
  });

  it.each(Object.entries(specStats))('%s: shows the SPEC figures in order', (slug, values) => {
    const page = getServicePage(slug)!;
    expect(sectionsOf(page, 'stats')[0]?.items.map((stat) => stat.value)).toEqual(values);
  });

  it.each(shortLayout)('%s: follows the short layout', (slug) => {
    const page = getServicePage(slug)!;
    expect(page.sections.map((section) => section.kind)).toEqual(['numbered', 'cards', 'iconGrid', 'stats']);
    const [points, offering, why] = page.sections;
    expect(points?.kind === 'numbered' && points.items).toHaveLength(4);
    expect(offering?.kind === 'cards' && offering.tone).toBe('dark');
    expect(offering?.kind === 'cards' && offering.cards).toHaveLength(3);
    expect(offering?.kind === 'cards' && offering.secondaryCta?.label).toBeTruthy();
    expect([4, 6]).toContain(why?.kind === 'iconGrid' ? why.items.length : 0);
  });

  it.each(pages)('%s: uses unique section ids, known icons and live internal links', (_slug, page) => {
    const ids = page.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    const live = new Set(livePages.map((entry) => entry.path));
    for (const section of page.sections) {
      if (section.kind === 'cards') {
        for (const card of section.cards) {
          expect(iconNames).toContain(card.icon);
          if (card.href) expect(live, card.href).toContain(pathOf(card.href));
        }
        if (section.secondaryCta?.href) expect(live).toContain(pathOf(section.secondaryCta.href));
      }
      if (section.kind === 'iconGrid') for (const item of section.items) expect(iconNames).toContain(item.icon);
    }
  });

  it('keeps the texts SPEC fixes', () => {
    expect(getServicePage('advertising-campaigns')!.closing.ctaLabel).toBe('Launch your campaign');
    expect(getServicePage('cloud-infrastructure')!.hero.headline).toBe('Scale with confidence in the cloud');
    expect(getServicePage('cloud-infrastructure')!.closing.ctaLabel).toBe('Get cloud consultation');
    expect(getServicePage('system-architecture')!.hero.headline).toBe('Build systems that scale');
    expect(getServicePage('system-architecture')!.closing.ctaLabel).toBe('Schedule architecture review');
  });

  it('gives the richer pages every section SPEC lists', () => {
    const titles = (slug: string, kind: PageSection['kind']) =>
      sectionsOf(getServicePage(slug)!, kind).flatMap((section) =>
        section.kind === 'cards' ? section.cards.map((card) => card.title) : section.kind === 'iconGrid' ? section.items.map((item) => item.title) : [],
      );
    const timelines = (slug: string) =>
      sectionsOf(getServicePage(slug)!, 'timelines').flatMap((section) => section.items.map((item) => item.duration));

    expect(timelines('software-development')).toEqual(['2 weeks', '3 months']);
    expect(titles('software-development', 'iconGrid')).toEqual(expect.arrayContaining(['Fintech', 'Healthcare', 'E-commerce', 'Transportation']));
    expect(sectionsOf(getServicePage('software-development')!, 'techStack')).toHaveLength(1);

    expect(sectionsOf(getServicePage('web-development')!, 'stories')[0]?.items).toHaveLength(3);
    expect(sectionsOf(getServicePage('web-development')!, 'testimonials')[0]?.items).toHaveLength(3);
    expect(titles('web-development', 'cards')).toEqual(['Front-end development', 'Back-end development', 'Cross-platform development']);

    expect(timelines('saas-development')).toEqual(['4 weeks', '3 months', '6 months']);
    expect(timelines('ethereum-dapp-development')).toEqual(['2 weeks', '6 weeks', '3 months']);
    expect(titles('ethereum-dapp-development', 'cards')).toHaveLength(8);
    const ethereumProcess = sectionsOf(getServicePage('ethereum-dapp-development')!, 'process')[0];
    expect(ethereumProcess?.phases).toHaveLength(6);
    expect(ethereumProcess?.phases.every((phase) => phase.team?.length && phase.deliverables?.length)).toBe(true);

    const blockchain = getServicePage('blockchain-development')!;
    expect(sectionsOf(blockchain, 'process')[0]?.phases).toHaveLength(7);
    expect(sectionsOf(blockchain, 'faq')[0]?.items).toHaveLength(5);
    expect(titles('blockchain-development', 'cards')).toEqual(expect.arrayContaining(['Dedicated team', 'Team extension', 'Project-based']));

    expect(titles('cross-platform', 'cards')).toEqual(['React Native', 'Flutter', 'Progressive Web Apps']);
    expect(titles('ios-application', 'cards').join(' ')).toMatch(/Native iOS.*SwiftUI.*Migration/);
  });

  it('never repeats a sentence from one service page on another', () => {
    expect(firstSharedSentence(pages, figureLabels)).toBeUndefined();
  });

});

describe('a service page’s proof band', () => {
  it('shows only work that drew on the service, and never explains it away as another practice’s', () => {
    const byId = new Map(proofEntries().map((entry) => [`${entry.ref.kind}-${entry.ref.id}`, entry]));
    for (const service of serviceCatalog()) {
      const page = servicePage(getServicePage(service.slug)!);
      const band = page.sections.find((section) => section.kind === 'proof');
      expect(band?.kind === 'proof' && band.items.length, service.slug).toBeGreaterThan(0);
      if (band?.kind !== 'proof') continue;
      for (const item of band.items) expect(provesServices(byId.get(item.id)!, [service.slug]), `${service.slug}: ${item.title}`).toBe(true);
      expect(`${band.heading} ${band.intro}`, service.slug).not.toMatch(/practice|the others|no published/i);
    }
  });
});
