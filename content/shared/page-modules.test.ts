import { describe, expect, it } from 'vitest';
import { blogListPage } from '../blog/list-page';
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

  it('the services overview lists every catalog service once, by group', async () => {
    const { serviceCatalog } = await import('../services/catalog');
    const listed = servicesOverview.sections.flatMap((section) => section.services.map((service) => service.slug));
    expect([...listed].sort()).toEqual(serviceCatalog.map((service) => service.slug).sort());
  });
});
