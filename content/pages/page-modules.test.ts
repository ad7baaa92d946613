import { describe, expect, it } from 'vitest';
import { caseStudies } from '../case-studies';
import { workListPage } from './case-study-pages';
import { isLive } from '../site-map/routes';
import { servicePage, serviceList } from '../services';
import { servicesOverview } from '../services/overview';
import { sectionPageModules } from './section-page-modules';
import { callTypeFor, promisesCall } from '../booking-links';

const modules = sectionPageModules();


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

  it('every call to action of a service page keeps the service: the contact form, or the picker when its words promise a call', () => {
    for (const content of serviceList()) {
      const page = servicePage(content);
      const contact = `/contact?service=${content.slug}`;
      const lead = (label: string) => (promisesCall(label) ? `/contact?call=${callTypeFor(label)}&service=${content.slug}#schedule` : contact);
      expect(page.hero.actions).toEqual([
        { label: content.hero.ctaLabel, href: lead(content.hero.ctaLabel), variant: 'primary' },
        { label: 'All services', href: '/services', variant: 'outline' },
      ]);
      expect([page.closing?.href, page.contactHref]).toEqual([lead(content.closing.ctaLabel), contact]);
    }
  });

  it('the case-study list names every study, in order, in its collection and shows the topics', () => {
    expect(workListPage().schema).toEqual({ type: 'CollectionPage', items: caseStudies().map((study) => ({ name: study.title, path: study.href })) });
    expect(workListPage().hero.badges?.items.length).toBeGreaterThan(0);
  });

  it('the services overview lists every catalog service once, by group', async () => {
    const { serviceCatalog } = await import('../services/catalog');
    const listed = servicesOverview().sections.flatMap((section) => (section.kind === 'serviceGroup' ? section.services.map((service) => service.slug) : []));
    expect([...listed].sort()).toEqual(serviceCatalog().map((service) => service.slug).sort());
  });

  it('the services overview offers the three growth paths too, each with its price and page', async () => {
    const { growthPaths } = await import('../services/growth-paths');
    const paths = servicesOverview().sections.find((section) => section.id === 'paths');
    const cards = paths?.kind === 'cards' ? paths.cards : [];
    expect(cards.map((card) => card.href)).toEqual(growthPaths().map((path) => `/services/${path.slug}`));
    for (const card of cards) expect(card.subtitle).toMatch(/^(From )?\$[\d,]+/);
  });
});
