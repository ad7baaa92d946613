import { site } from '../site';
import { companyFigures } from '../company/figures';
import { industryCatalog, industryPath } from '../industries/catalog';
import { serviceCatalog, serviceGroups } from '../services/catalog';
import type { IconName, InternalPath } from '../shared/types';
import { replyTimes } from '../company/promises';
import { bookingHref } from '../booking-links';
import { pathOf } from '../paths';
import { pageAt } from './routes';
import { caseStudies } from '../case-studies';

export interface NavLink {
  name: string;
  href: InternalPath;
  /** One line under the name in the wide-screen panel (a service's summary). */
  description?: string;
}

/** A case study shown beside a section's links: its product screen, title, subtitle and first headline figure. */
export interface NavFeature {
  label: string;
  title: string;
  summary: string;
  figure: { value: string; label: string };
  href: InternalPath;
  image: { src: string; width: number; height: number };
}

/** Links to registered pages, each named by the page's title in the route registry (one name per page). */
function pageLinks(...paths: InternalPath[]): NavLink[] {
  return paths.map((path) => {
    const page = pageAt(path);
    if (!page) throw new Error(`The menus link ${path}, a page the route registry (routes.ts) does not know`);
    return { name: page.title, href: path };
  });
}

export interface NavGroup {
  title: string;
  icon: IconName;
  items: NavLink[];
}

export interface NavSection {
  id: string;
  label: string;
  /** The section's overview page, linked from its panel. */
  href: InternalPath;
  /** The overview link's words, read on their own ('All services', 'About Northstack'). */
  overviewLabel: string;
  /** One line shown in the panel beside the overview link. */
  blurb: string;
  groups: NavGroup[];
  featured?: NavFeature;
}

/** The latest published case study, as the services panel features it. */
function latestStudy(): NavFeature {
  const study = [...caseStudies()].sort((a, b) => b.published.localeCompare(a.published))[0];
  if (!study) throw new Error('no case study to feature in the services menu');
  const { src, width, height } = study.image;
  return { label: 'Featured case study', title: study.title, summary: study.subtitle, figure: study.homeMetrics[0], href: study.href, image: { src, width, height } };
}

/** The header's top-level sections with their grouped links (SPEC "Menu groups"). */
export const navigation: NavSection[] = [
  {
    id: 'services',
    label: 'Services',
    href: '/services',
    overviewLabel: 'All services',
    blurb: `${serviceCatalog().length} services, one accountable team from first sketch to scale.`,
    groups: serviceGroups.map((group) => ({
      title: group.title,
      icon: group.icon,
      items: serviceCatalog()
        .filter((service) => service.group === group.title)
        .map((service) => ({ name: service.name, href: `/services/${service.slug}` as const, description: service.summary })),
    })),
    featured: latestStudy(),
  },
  {
    id: 'industries',
    label: 'Industries',
    href: '/industries',
    overviewLabel: 'All industries',
    blurb: 'Domain knowledge that shortens discovery and avoids expensive surprises.',
    groups: industryCatalog().map((industry) => ({
      title: industry.group,
      icon: industry.icon,
      items: [{ name: industry.name, href: industryPath(industry.slug) }],
    })),
  },
  {
    id: 'our-work',
    label: 'Our Work',
    href: '/our-work',
    overviewLabel: 'Our work at a glance',
    blurb: 'Products we designed, built and still help run, with the numbers behind them.',
    groups: [
      {
        title: 'Discover',
        icon: 'compass',
        items: pageLinks('/our-work/portfolio', '/our-work/case-studies', '/our-work/blog'),
      },
    ],
  },
  {
    id: 'about',
    label: 'About',
    href: '/about',
    overviewLabel: `About ${site.name}`,
    blurb: `${companyFigures.years.value} years of shipping software for startups and enterprise brands.`,
    groups: [
      {
        title: 'Company',
        icon: 'building',
        items: pageLinks('/about/about-us', '/about/our-mission'),
      },
      {
        title: 'Team',
        icon: 'users',
        items: pageLinks('/about/leadership', '/about/our-team'),
      },
      {
        title: 'What’s New',
        icon: 'megaphone',
        items: pageLinks('/about/press-and-media', '/about/partnerships'),
      },
    ],
  },
  {
    id: 'contact',
    label: 'Contact',
    href: '/contact',
    overviewLabel: 'Ways to reach us',
    blurb: `A senior engineer replies to every inquiry within ${replyTimes.enquiry.within}.`,
    groups: [
      {
        title: 'Get in Touch',
        icon: 'message',
        items: [
          { name: 'Contact Us', href: '/contact' },
          { name: 'Schedule a Call', href: bookingHref() },
          { name: 'Request Quote', href: '/contact?topic=quote' },
        ],
      },
    ],
  },
  {
    id: 'careers',
    label: 'Careers',
    href: '/careers',
    overviewLabel: `Careers at ${site.name}`,
    blurb: 'Remote-friendly engineering, design and product roles with real ownership.',
    groups: [
      {
        title: 'Opportunities',
        icon: 'briefcase',
        items: pageLinks('/careers/positions', '/careers/internships'),
      },
      {
        title: 'Apply',
        icon: 'file-text',
        items: [
          { name: 'Apply Now', href: '/careers/apply' },
          { name: 'Submit Resume', href: '/careers/resume' },
        ],
      },
    ],
  },
];

/** The header's call to action (SPEC: 'Schedule a call' to /contact). */
export const scheduleCall: NavLink = { name: 'Schedule a call', href: bookingHref() };

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

/**
 * Footer link lists (SPEC "Footer"): company, services, insights, legal. Each link goes straight to
 * the page (never through a redirect of content/redirects.ts: SPEC's short paths such as /press or
 * /services/mvp still redirect there) and is named by that page's title in the route registry (pageLinks).
 */
export const footerColumns: FooterColumn[] = [
  {
    title: 'Company',
    links: pageLinks('/about', '/careers', '/about/press-and-media', '/about/how-we-count', '/contact'),
  },
  {
    title: 'Services',
    links: pageLinks('/services/launch', '/services/mobile-applications', '/services/machine-learning-development', '/services/mixed-reality', '/services/web3-development'),
  },
  {
    title: 'Insights',
    links: pageLinks('/our-work/blog', '/resources', '/insights/tech'),
  },
  {
    title: 'Legal',
    links: pageLinks('/privacy', '/terms', '/cookies'),
  },
];

/** First path segments outside the header's sections, and the section they belong to. */
const otherSections: Record<string, string> = {
  work: 'Our Work',
  blog: 'Our Work',
  team: 'About',
  press: 'About',
  insights: 'Insights',
  resources: 'Insights',
  privacy: 'Legal',
  terms: 'Legal',
  cookies: 'Legal',
};

/** The site section a path belongs to ('Services', 'Our Work', ...), from the header's sections; null for the home page. */
export function sectionOf(path: string): string | null {
  const first = pathOf(path).split('/')[1] ?? '';
  if (!first) return null;
  const section = navigation.find((entry) => entry.href === `/${first}`);
  return section?.label ?? otherSections[first] ?? null;
}

/** Every internal link the shared header and footer show. */
export function shellLinks(): InternalPath[] {
  return [
    ...navigation.flatMap((section) => [section.href, ...section.groups.flatMap((g) => g.items.map((i) => i.href))]),
    ...footerColumns.flatMap((column) => column.links.map((link) => link.href)),
  ];
}
