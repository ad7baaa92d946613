import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { facts } from '../company/figures';
import { offers, offerTimelines } from '../company/promises';
import { getCaseStudy } from '../case-studies';
import { homePage } from '../home';
import { industriesOverview } from '../industries/overview';
import { growthPathPage } from '../services/growth-paths';
import { serviceCatalog, serviceGroups } from '../services/catalog';
import { servicesOverview } from '../services/overview';
import { getCollection, getEntry, getSingleton } from '.';

/** The read API: what routes, components, the menus and the sitemap are given. */
describe('getCollection and getEntry', () => {
  it('give the industry pages in alphabetical order of their names, each under its file name', () => {
    expect(getCollection('industries').map((entry) => [entry.slug, entry.name])).toEqual([
      ['automotive', 'Automotive'],
      ['fintech', 'Fintech'],
      ['healthcare', 'Healthcare'],
      ['real-estate', 'Real Estate'],
      ['retail', 'Retail'],
    ]);
    expect(getEntry('industries', 'real-estate')?.name).toBe('Real Estate');
    expect(getEntry('industries', 'logistics')).toBeUndefined();
  });

  it('fill every figure from its one source: the fact sheet, an offer, a case study', () => {
    const stats = (slug: string) => getEntry('industries', slug)!.sections.find((section) => section.kind === 'stats')!;
    expect(stats('fintech').items).toEqual([
      { value: facts.paymentApiAvailability.value, label: facts.paymentApiAvailability.label },
      { value: facts.kycOnboarding.value, label: facts.kycOnboarding.label },
      { value: facts.reconciliationHours.value, label: facts.reconciliationHours.label },
      { value: offerTimelines.fintech.mvp, label: `To a compliant MVP in production, on our ${offers.fintech.name} offer` },
    ]);
    const autoai = getCaseStudy('autoai')!;
    expect(stats('automotive').items[0]).toEqual({ value: autoai.metrics[0]!.value, label: `${autoai.metrics[0]!.label} (${autoai.title})` });
    // The file keeps the placeholders, not the numbers.
    expect(readFileSync('content/industries/entries/fintech.yaml', 'utf8')).toContain('{{fact.paymentApiAvailability.value}}');
  });

  it('give the blocks as the sections the renderer draws, in the file’s order', () => {
    expect(getEntry('industries', 'fintech')!.sections.map((section) => section.kind)).toEqual(['requirements', 'cards', 'stats', 'proof', 'iconGrid', 'numbered']);
  });
});

describe('the growth paths and the pages that are one file', () => {
  it('give the three growth paths from their files, each drawn as its page with its price and services', () => {
    expect(getCollection('growthPaths').map((entry) => [entry.slug, entry.name])).toEqual([
      ['launch', 'Launch'],
      ['scale', 'Scale'],
      ['transform', 'Transform'],
    ]);
    for (const entry of getCollection('growthPaths')) {
      const page = growthPathPage(entry);
      expect(page.path).toBe(`/services/${entry.slug}`);
      expect(page.hero.headline).toBe(entry.headline);
      expect(page.sections.map((section) => section.kind)).toEqual(expect.arrayContaining(['pathPlan', 'checkPoints', 'numbered']));
      const plan = page.sections.find((section) => section.kind === 'pathPlan');
      expect(plan?.kind === 'pathPlan' ? plan.phases.map((phase) => phase.title) : []).toEqual(entry.timeline.map((phase) => phase.phase));
      expect(plan?.kind === 'pathPlan' ? plan.services.services.map((service) => service.slug) : []).toEqual(entry.services);
    }
    // A timeline quotes the offer's figure; the file keeps the placeholder.
    expect(getEntry('growthPaths', 'scale')?.timeline[0]?.duration).toBe(offerTimelines.scale.assessment);
    expect(readFileSync('content/services/growth-paths/scale.yaml', 'utf8')).toContain('{{offer.scale.assessment}}');
  });

  it('give the home page and the industries overview from their files, drawn by their page modules', () => {
    const home = getSingleton('home');
    expect(homePage().hero.headline).toBe(home.hero.headline);
    expect(homePage().sections.map((section) => section.id)).toEqual(home.sections.map((block) => block.value.id));
    // The claims heading quotes the fact sheet; the file keeps the placeholder.
    const claims = homePage().sections.find((section) => section.kind === 'claims');
    expect(claims?.kind === 'claims' ? claims.heading : undefined).toBe(`Trusted by ${facts.clientCompanies.value} companies`);
    expect(readFileSync('content/home/home.yaml', 'utf8')).toContain('Trusted by {{fact.clientCompanies.value}} companies');
    const overview = getSingleton('industriesOverview');
    expect(industriesOverview().hero.headline).toBe(overview.hero.headline);
    expect(industriesOverview().sections.map((section) => section.kind)).toEqual(['industryRows', 'numbered']);
  });

  it('give the services overview’s words from its file, its counts from the service files and its bands from the groups', () => {
    const file = getSingleton('servicesOverview');
    const page = servicesOverview();
    expect([page.hero.headline, page.closing.heading]).toEqual([file.hero.headline, file.closing.heading]);
    expect(page.hero.intro).toMatch(new RegExp(`^${serviceCatalog().length} services across ${serviceGroups.length} disciplines, `));
    expect(readFileSync('content/services/overview.yaml', 'utf8')).toContain('{{services.count}} services across {{serviceGroups.count}} disciplines');
    // A button that does not promise a call asks for a quote.
    expect(page.hero.actions[0]).toEqual({ label: file.hero.ctaLabel, href: '/contact?topic=quote', variant: 'primary' });
    expect(page.sections.filter((section) => section.kind === 'serviceGroup').map((section) => section.heading)).toEqual(serviceGroups.map((group) => group.title));
    // After the service bands, the three growth paths.
    expect(page.sections.at(-1)?.id).toBe('paths');
  });
});

describe('a new industry is one new file', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'new-industry-'));
  const saved = process.env.CONTENT_ROOT;
  afterEach(() => {
    if (saved === undefined) delete process.env.CONTENT_ROOT;
    else process.env.CONTENT_ROOT = saved;
    vi.resetModules();
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('and then the menu, the route list, the sitemap, /industries and the call picker list it, with no code changed', async () => {
    const copy = path.join(work, 'content');
    cpSync(path.resolve('content'), copy, { recursive: true });
    const fintech = readFileSync(path.join(copy, 'industries', 'entries', 'fintech.yaml'), 'utf8');
    writeFileSync(
      path.join(copy, 'industries', 'entries', 'logistics.yaml'),
      fintech.replace('name: Fintech', 'name: Logistics').replace('group: Financial', 'group: Supply chain').replace(/^ {2}headline: .*$/m, '  headline: Software that keeps freight moving and every pallet accounted for'),
    );
    process.env.CONTENT_ROOT = copy;
    vi.resetModules();
    const { getCollection: fresh } = await import('.');
    const { navigation } = await import('../site-map/navigation');
    const { paramsFor } = await import('../site-map/routes');
    const { siteSitemap } = await import('@/lib/sitemap');
    const { site } = await import('../site');
    const { industriesOverview } = await import('../industries/overview');
    const { industryPage } = await import('../industries');
    const { pickerPractices } = await import('@/lib/schedule/practice-hosts');

    const logistics = fresh('industries').find((entry) => entry.slug === 'logistics')!;
    expect(fresh('industries').map((entry) => entry.slug)).toEqual(['automotive', 'fintech', 'healthcare', 'logistics', 'real-estate', 'retail']);
    expect(navigation.find((section) => section.id === 'industries')?.groups).toContainEqual(expect.objectContaining({ title: 'Supply chain', items: [{ name: 'Logistics', href: '/industries/logistics' }] }));
    expect(paramsFor('/industries/[slug]')).toContainEqual({ slug: 'logistics' });
    expect(siteSitemap().map((entry) => entry.url)).toContain(new URL('/industries/logistics', site.url).toString());
    const rows = industriesOverview().sections.find((section) => section.kind === 'industryRows');
    expect(rows && 'items' in rows ? rows.items.map((item) => item.name) : []).toContain('Logistics');
    expect(industryPage(logistics).hero.headline).toBe('Software that keeps freight moving and every pallet accounted for');
    expect(pickerPractices().logistics?.name).toBe('Logistics');
  }, 60_000);
});
