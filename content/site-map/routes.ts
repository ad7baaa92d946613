import { growthPaths } from '../services/growth-paths';
import { thankYouPages } from '../lead-pages';
import { reschedulePage } from '../scheduling';
import { industryCatalog, industryPath } from '../industries/catalog';
import { serviceCatalog } from '../services/catalog';
import type { InternalPath } from '../shared/types';
import { pathOf } from '../paths';
import { allArticles } from '../blog';
import { caseStudies } from '../case-studies';
import { studyAudits } from '../pages/study-audits';
import { internships, jobs } from '../careers/openings';

/**
 * The registry of the site's pages: it derives the dynamic routes' pages from their catalogs and
 * drives their static generation (`paramsFor`), the sitemap, and the end-to-end tests. A page is 'live' once it is built; 'planned'
 * pages are in the site map of the menus but are built by later work (until then they
 * answer with the 404 page, and tests and the sitemap leave them out).
 */
export type PageStatus = 'live' | 'planned';

export interface SitePage {
  path: InternalPath;
  title: string;
  status: PageStatus;
  /** Kept out of search engines and the sitemap (thank-you pages). */
  noindex?: boolean;
  /**
   * Set on an alias: the same page served at another path, whose canonical URL is this one.
   * Aliases are exported (links to them work) but left out of the sitemap and of share images.
   */
  aliasOf?: InternalPath;
}

const live = (path: InternalPath, title: string): SitePage => ({ path, title, status: 'live' });

/**
 * Every dynamic route of app/ and the pages its catalog gives it: each entry of a catalog is a
 * registered page, and each route's generateStaticParams is `paramsFor(route)`, read back from
 * these pages, so a catalog entry without a page (or a page the registry does not know) cannot be built.
 */
const catalogRoutes = {
  '/services/[slug]': [
    ...serviceCatalog().map((service) => live(`/services/${service.slug}`, service.name)),
    ...growthPaths().map((path) => live(`/services/${path.slug}`, `${path.name} path`)),
  ],
  // Read when asked, so a new industry file shows without a restart in dev.
  get '/industries/[slug]'() {
    return industryCatalog().map((industry) => live(industryPath(industry.slug), industry.name));
  },
  '/work/[id]': caseStudies().map((study) => live(study.href, study.title)),
  '/blog/[id]': allArticles().map((article) => live(article.href, article.title)),
  // Read when asked (the pages' static params), so a new or retitled opening file shows without a restart in dev.
  get '/careers/positions/[slug]'() {
    return jobs().map((job) => live(`/careers/positions/${job.id}`, job.title));
  },
  get '/careers/internships/[slug]'() {
    return internships().map((internship) => live(`/careers/internships/${internship.id}`, internship.title));
  },
} satisfies Record<`/${string}/[${string}]`, SitePage[]>;

export type DynamicRoute = keyof typeof catalogRoutes;
export const dynamicRoutes = Object.keys(catalogRoutes) as DynamicRoute[];

type ParamOf<Route extends string> = Route extends `${string}[${infer Name}]` ? Name : never;

/** The registered pages of a dynamic route as its params ('/work/[id]' -> [{ id: 'autoai' }, ...]): its generateStaticParams. */
export function paramsFor<Route extends DynamicRoute>(route: Route): Record<ParamOf<Route>, string>[] {
  const [prefix, name] = route.split(/\[|\]/) as [string, ParamOf<Route>];
  return catalogRoutes[route].map((page) => {
    const value = page.path.slice(prefix.length);
    if (!page.path.startsWith(prefix) || !value || value.includes('/')) throw new Error(`${page.path} is not a page of ${route}`);
    return { [name]: value } as Record<ParamOf<Route>, string>;
  });
}

/** Pages built outside the service catalog. */
const builtPaths: [InternalPath, string][] = [
  ['/our-work', 'Our Work'],
  ['/our-work/portfolio', 'Portfolio'],
  ['/work', 'Case Studies'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/cookies', 'Cookie Policy'],
  ['/contact', 'Contact'],
  ['/careers', 'Careers'],
  ['/careers/positions', 'Open Positions'],
  ['/careers/internships', 'Internships'],
  ['/careers/apply', 'Apply'],
  ['/careers/resume', 'Submit Your Resume'],
  ['/our-work/blog', 'Blog'],
  ['/insights/tech', 'Tech Articles'],
  ['/resources', 'Resources'],
  // Company pages (content/company/).
  ['/about', 'About'],
  ['/about/about-us', 'About Us'],
  ['/about/our-mission', 'Our Mission'],
  ['/about/leadership', 'Leadership'],
  ['/about/our-team', 'Our Team'],
  ['/about/press-and-media', 'Press and Media'],
  ['/about/partnerships', 'Partnerships'],
  ['/about/how-we-count', 'How we count'],
  ['/team', 'Team'],
];

/** Where a plain (script-less) form post lands once stored: live, noindex (content/lead-pages.ts). */
const thankYouRoutes: SitePage[] = thankYouPages.map((page) => ({ path: page.path, title: page.title, status: 'live', noindex: true }));

export const sitePages: SitePage[] = [
  { path: '/', title: 'Home', status: 'live' },
  { path: '/services', title: 'Services', status: 'live' },
  ...catalogRoutes['/services/[slug]'],
  { path: '/industries', title: 'Industries', status: 'live' },
  ...catalogRoutes['/industries/[slug]'],
  ...builtPaths.map(([path, title]): SitePage => ({ path, title, status: 'live' })),
  ...catalogRoutes['/work/[id]'],
  // The audit reports the case studies say are published (content/pages/study-audits.ts), one route file each.
  ...studyAudits.map((audit) => live(audit.path, audit.title)),
  // SPEC: /work is "same page as case studies"; the menu links /our-work/case-studies.
  { path: '/our-work/case-studies', title: 'Case Studies', status: 'live', aliasOf: '/work' },
  ...thankYouRoutes,
  // The mailed manage link's 'Reschedule' with scripts: a token in its fragment, so never indexed.
  { path: reschedulePage.path, title: reschedulePage.title, status: 'live', noindex: true },
  ...catalogRoutes['/blog/[id]'],
  ...catalogRoutes['/careers/positions/[slug]'],
  ...catalogRoutes['/careers/internships/[slug]'],
];

export const livePages = sitePages.filter((page) => page.status === 'live');

/** Live pages at their canonical path (aliases left out): the sitemap, share images, breadcrumbs. */
export const canonicalPages = livePages.filter((page) => page.aliasOf === undefined);

/** What search engines are offered (the sitemap): canonical pages that are not noindex. */
export const indexedPages = canonicalPages.filter((page) => !page.noindex);

/** The registered page at a path, if any. */
export function pageAt(path: string): SitePage | undefined {
  return sitePages.find((page) => page.path === path);
}

export { pathOf };

export function isLive(href: string): boolean {
  const path = pathOf(href);
  return livePages.some((page) => page.path === path);
}
