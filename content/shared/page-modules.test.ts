import { describe, expect, it } from 'vitest';
import { blogListPage } from '../blog/list-page';
import { caseStudies } from '../case-studies';
import { caseStudyPage, workListPage } from '../case-study-pages';
import { industryList, industryPage } from '../industries';
import { servicePage, servicePages } from '../services';
import { applyPage, careersOverview, internshipsPage, positionsPage, resumePage } from '../careers';
import { growthPathPage, growthPaths } from '../growth-paths';
import { industriesOverview } from '../industries/overview';
import { ourWorkPage } from '../our-work';
import { portfolioPage } from '../portfolio';
import { isLive } from '../routes';
import { servicesOverview } from '../services/overview';
import type { SectionPage } from './page';

const modules: [string, SectionPage][] = [
  ['/careers', careersOverview],
  ['/careers/positions', positionsPage],
  ['/careers/internships', internshipsPage],
  ['/careers/apply', applyPage],
  ['/careers/resume', resumePage],
  ['/our-work', ourWorkPage],
  ['/our-work/portfolio', portfolioPage],
  ['/our-work/blog', blogListPage],
  ['/services', servicesOverview],
  ['/industries', industriesOverview],
  ...growthPaths.map((path): [string, SectionPage] => [`/services/${path.slug}`, growthPathPage(path)]),
  ...Object.values(servicePages).map((page): [string, SectionPage] => [`/services/${page.slug}`, servicePage(page)]),
  ...industryList.map((entry): [string, SectionPage] => [`/industries/${entry.slug}`, industryPage(entry.page)]),
  ['/work', workListPage],
  ...caseStudies.map((study): [string, SectionPage] => [study.href, caseStudyPage(study)]),
];


describe('page modules drawn by the section renderer', () => {
  it.each(modules)('%s gives every section its own anchor', (_, page) => {
    const ids = page.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(modules)('%s links only to live pages from its hero and closing', (_, page) => {
    const hrefs = [...(page.hero.actions ?? []).map((action) => action.href), page.closing?.href, page.closing?.secondary?.href, page.contactHref];
    for (const href of hrefs.filter((entry) => entry !== undefined)) expect(isLive(href), href).toBe(true);
  });

  it.each(modules)('%s is the module of its own path', (path, page) => {
    expect(page.path).toBe(path);
    expect(isLive(page.path), page.path).toBe(true);
  });

  it.each(modules.filter(([, page]) => page.schema?.type === 'CollectionPage'))('%s lists only live pages in its collection', (_, page) => {
    const items = page.schema?.type === 'CollectionPage' ? page.schema.items : [];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(isLive(item.path), item.path).toBe(true);
  });

  it('every call to action of a service page leads to the contact form, prefilled with the service', () => {
    for (const content of Object.values(servicePages)) {
      const page = servicePage(content);
      const contact = `/contact?service=${content.slug}`;
      expect(page.hero.actions).toEqual([
        { label: content.hero.ctaLabel, href: contact, variant: 'primary' },
        { label: 'All services', href: '/services', variant: 'outline' },
      ]);
      expect([page.closing?.href, page.contactHref]).toEqual([contact, contact]);
    }
  });

  it('the case-study list names every study, in order, in its collection and shows the topics', () => {
    expect(workListPage.schema).toEqual({ type: 'CollectionPage', items: caseStudies.map((study) => ({ name: study.title, path: study.href })) });
    expect(workListPage.hero.badges?.items.length).toBeGreaterThan(0);
  });

  it('the services overview lists every catalog service once, by group', async () => {
    const { serviceCatalog } = await import('../services/catalog');
    const listed = servicesOverview.sections.flatMap((section) => section.services.map((service) => service.slug));
    expect([...listed].sort()).toEqual(serviceCatalog.map((service) => service.slug).sort());
  });
});
