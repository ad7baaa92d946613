import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allArticles } from '../blog';
import { caseStudies } from '../case-studies';
import { growthPaths } from '../services/growth-paths';
import { industryPath, industrySlugs } from '../industries/catalog';
import { footerColumns, navigation, sectionOf, shellLinks } from './navigation';
import { redirects } from '../redirects';
import { canonicalPages, dynamicRoutes, livePages, pageAt, paramsFor, pathOf, sitePages, type DynamicRoute } from './routes';
import { serviceCatalog, serviceGroups } from '../services/catalog';

const articles = allArticles();

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

  it('gives the footer company, services, insights and legal lists with the SPEC links, each at the page it leads to', () => {
    expect(footerColumns.map((column) => column.title)).toEqual(['Company', 'Services', 'Insights', 'Legal']);
    const hrefs = footerColumns.flatMap((column) => column.links.map((link) => link.href));
    const finalUrl = (href: string) => redirects.find((entry) => entry.from === href)?.to ?? href;
    for (const href of ['/press', '/services/mvp', '/services/mobile', '/services/ai', '/services/xr', '/services/web3', '/insights', '/resources', '/insights/tech', '/privacy', '/terms', '/cookies', '/about', '/careers', '/contact']) {
      expect(hrefs).toContain(finalUrl(href));
    }
  });

  it('links the footer to final URLs (no redirect hop), each named by its page’s title', () => {
    const redirected = new Set<string>(redirects.map((entry) => entry.from));
    for (const link of footerColumns.flatMap((column) => column.links)) {
      expect(redirected.has(link.href), `${link.href} is a redirect`).toBe(false);
      expect(pageAt(link.href)?.status, link.href).toBe('live');
      expect(link.name, link.href).toBe(pageAt(link.href)?.title);
    }
  });
});

describe('route registry', () => {
  it('registers each path once', () => {
    const paths = sitePages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('registers every service route as a live page', () => {
    for (const service of serviceCatalog()) {
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

describe('dynamic routes from their catalogs', () => {
  const livePaths = new Set<string>(livePages.map((page) => page.path));
  /** The page path a route's params stand for: '/work/[id]' + { id: 'autoai' } -> '/work/autoai'. */
  const pathFor = (route: DynamicRoute, params: Record<string, string>) => route.replace(/\[(\w+)\]/, (_, name: string) => params[name] ?? '');

  it('builds one page per catalog entry, each a live page of the registry', () => {
    expect(paramsFor('/services/[slug]').map((params) => params.slug)).toEqual([...serviceCatalog(), ...growthPaths()].map((entry) => entry.slug));
    expect(paramsFor('/industries/[slug]').map((params) => params.slug)).toEqual(industrySlugs());
    expect(paramsFor('/work/[id]').map((params) => params.id)).toEqual(caseStudies().map((study) => study.id));
    expect(paramsFor('/blog/[id]').map((params) => params.id)).toEqual(articles.map((article) => article.id));
    for (const route of dynamicRoutes) {
      for (const params of paramsFor(route)) expect(livePaths, `${route} ${JSON.stringify(params)}`).toContain(pathFor(route, params));
    }
  });

  it('links each catalog entry where its page is built', () => {
    for (const industry of industrySlugs()) expect(livePaths).toContain(industryPath(industry));
    for (const study of caseStudies()) expect(livePaths, study.id).toContain(study.href);
    for (const article of articles) expect(livePaths, article.id).toContain(article.href);
  });

  it('registers no page under a dynamic route that the route does not build', () => {
    for (const route of dynamicRoutes) {
      const prefix = route.slice(0, route.indexOf('['));
      const built = paramsFor(route).map((params) => pathFor(route, params));
      const registered = sitePages.map((page) => page.path).filter((path) => path.startsWith(prefix) && path.length > prefix.length && !path.slice(prefix.length).includes('/'));
      expect(registered.toSorted(), route).toEqual(built.toSorted());
    }
  });

  it('gives every dynamic page route of app/ its params from the registry', () => {
    const appDir = path.resolve(__dirname, '../../app');
    const pageRoutes = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === 'page.tsx' && file.includes('['))
      .map((file) => ({ file, route: `/${path.dirname(file).split(path.sep).filter((segment) => !/^\(.*\)$/.test(segment)).join('/')}` }));
    // Astro's routes (app/pages/, issue 37): `[legal].astro` draws the three legal pages, which the registry lists as static paths.
    const astroRoutes = readdirSync(path.join(appDir, 'pages'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.astro') && file.includes('[') && file !== '[legal].astro')
      .map((file) => ({ file: path.join('pages', file), route: `/${file.replace(/\.astro$/, '').replace(/\/index$/, '')}` }));
    expect([...pageRoutes, ...astroRoutes].map((entry) => entry.route).toSorted()).toEqual([...dynamicRoutes].toSorted());
    for (const { file, route } of pageRoutes) {
      const source = readFileSync(path.join(appDir, file), 'utf8');
      expect(source, file).toMatch(new RegExp(`generateStaticParams\\(\\) \\{\\s*return paramsFor\\('${route.replace(/[[\]]/g, '\\$&')}'\\);`));
    }
    for (const { file, route } of astroRoutes) {
      const source = readFileSync(path.join(appDir, file), 'utf8');
      expect(source, file).toMatch(new RegExp(`getStaticPaths\\(\\) \\{\\s*return paramsFor\\('${route.replace(/[[\]]/g, '\\$&')}'\\)\\.map\\(\\(params\\) => \\(\\{ params \\}\\)\\);`));
    }
  });
});
