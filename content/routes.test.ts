import { describe, expect, it } from 'vitest';
import { footerColumns, navigation } from './navigation';
import { redirects } from './redirects';
import { canonicalPages, livePages, pathOf, sectionOf, shellLinks, sitePages } from './routes';
import { serviceCatalog, serviceGroups } from './services/catalog';

describe('navigation data', () => {
  it('has the six top-level sections in order', () => {
    expect(navigation.map((section) => section.label)).toEqual(['Services', 'Industries', 'Our Work', 'About', 'Contact', 'Careers']);
  });

  it('lists all 25 service routes in the eight SPEC groups, including the two the original menu left out', () => {
    const services = navigation.find((section) => section.id === 'services');
    expect(services?.groups.map((group) => group.title)).toEqual([
      'Development', 'Mobile Applications', 'XR', 'Design', 'Artificial Intelligence', 'Web3', 'Blockchain', 'Engineering',
    ]);
    const hrefs = services?.groups.flatMap((group) => group.items.map((item) => item.href)) ?? [];
    expect(hrefs).toHaveLength(25);
    expect(new Set(hrefs).size).toBe(25);
    expect(hrefs).toContain('/services/mobile-applications');
    expect(hrefs).toContain('/services/ethereum-dapp-development');
    expect(serviceGroups).toHaveLength(8);
  });

  it('groups industries as Transportation, Financial, Healthcare, Property, Commerce', () => {
    const industries = navigation.find((section) => section.id === 'industries');
    expect(industries?.groups.map((group) => group.title)).toEqual(['Transportation', 'Financial', 'Healthcare', 'Property', 'Commerce']);
  });

  it('sends every Get in Touch entry to the contact page', () => {
    const contact = navigation.find((section) => section.id === 'contact');
    const items = contact?.groups.flatMap((group) => group.items) ?? [];
    expect(items.map((item) => item.name)).toEqual(['Contact Us', 'Schedule a Call', 'Request Quote']);
    expect(items.every((item) => pathOf(item.href) === '/contact')).toBe(true);
  });

  it('gives the footer company, services, insights and legal lists with the SPEC links', () => {
    expect(footerColumns.map((column) => column.title)).toEqual(['Company', 'Services', 'Insights', 'Legal']);
    const hrefs = footerColumns.flatMap((column) => column.links.map((link) => link.href));
    for (const href of ['/press', '/services/mvp', '/services/mobile', '/services/ai', '/services/xr', '/services/web3', '/insights', '/resources', '/insights/tech', '/privacy', '/terms', '/cookies', '/about', '/careers', '/contact']) {
      expect(hrefs).toContain(href);
    }
  });
});

describe('route registry', () => {
  it('registers each path once', () => {
    const paths = sitePages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('registers every service route as a live page', () => {
    for (const service of serviceCatalog) {
      expect(livePages.map((page) => page.path)).toContain(`/services/${service.slug}`);
    }
  });

  it('knows every link the header and footer show: a registered page or a redirect', () => {
    const known = new Set<string>([...sitePages.map((page) => page.path), ...redirects.map((entry) => entry.from)]);
    expect(shellLinks().map(pathOf).filter((path) => !known.has(path))).toEqual([]);
  });

  it('types each path once: a registered page or a redirect, never both', () => {
    const pages = new Set<string>(sitePages.map((page) => page.path));
    expect(redirects.map((entry) => entry.from).filter((from) => pages.has(from))).toEqual([]);
  });

  it('redirects only to live pages', () => {
    for (const entry of redirects) {
      expect(livePages.map((page) => page.path), `${entry.from} -> ${entry.to}`).toContain(entry.to);
    }
  });

  it('marks aliases of live pages and leaves them out of the canonical pages', () => {
    const aliases = livePages.filter((page) => page.aliasOf !== undefined);
    expect(aliases.map((page) => page.path)).toContain('/our-work/case-studies');
    for (const alias of aliases) {
      expect(canonicalPages.map((page) => page.path), alias.path).toContain(alias.aliasOf);
      expect(canonicalPages.map((page) => page.path)).not.toContain(alias.path);
    }
  });

  it('places every page in a section of the site', () => {
    expect(sectionOf('/services/devops')).toBe('Services');
    expect(sectionOf('/our-work/blog')).toBe('Our Work');
    expect(sectionOf('/work/bloxios')).toBe('Our Work');
    expect(sectionOf('/privacy')).toBe('Legal');
    expect(sectionOf('/')).toBeNull();
    for (const page of sitePages.filter((entry) => entry.path !== '/')) expect(sectionOf(page.path), page.path).not.toBeNull();
  });
});
