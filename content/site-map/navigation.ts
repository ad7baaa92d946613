import { site } from '../site';
import { companyFigures } from '../company/figures';
import { industryCatalog, industryPath } from '../industries/catalog';
import { serviceCatalog, serviceGroups } from '../services/catalog';
import type { IconName, InternalPath } from '../shared/types';
import { replyTimes } from '../company/promises';
import { bookingHref } from '../booking-links';

export interface NavLink {
  name: string;
  href: InternalPath;
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
}

/** The header's top-level sections with their grouped links (SPEC "Menu groups"). */
export const navigation: NavSection[] = [
  {
    id: 'services',
    label: 'Services',
    href: '/services',
    overviewLabel: 'All services',
    blurb: 'Twenty-five services, one accountable team from first sketch to scale.',
    groups: serviceGroups.map((group) => ({
      title: group.title,
      icon: group.icon,
      items: serviceCatalog
        .filter((service) => service.group === group.title)
        .map((service) => ({ name: service.name, href: `/services/${service.slug}` as const })),
    })),
  },
  {
    id: 'industries',
    label: 'Industries',
    href: '/industries',
    overviewLabel: 'All industries',
    blurb: 'Domain knowledge that shortens discovery and avoids expensive surprises.',
    groups: industryCatalog.map((industry) => ({
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
        items: [
          { name: 'Portfolio', href: '/our-work/portfolio' },
          { name: 'Case Studies', href: '/our-work/case-studies' },
          { name: 'Blog', href: '/our-work/blog' },
        ],
      },
    ],
  },
  {
    id: 'about',
    label: 'About',
    href: '/about',
    overviewLabel: `About ${site.name}`,
    blurb: `${companyFigures.years.value} years of shipping software for start-ups and enterprise brands.`,
    groups: [
      {
        title: 'Company',
        icon: 'building',
        items: [
          { name: 'About Us', href: '/about/about-us' },
          { name: 'Our Mission', href: '/about/our-mission' },
        ],
      },
      {
        title: 'Team',
        icon: 'users',
        items: [
          { name: 'Leadership', href: '/about/leadership' },
          { name: 'Our Team', href: '/about/our-team' },
        ],
      },
      {
        title: 'What’s New',
        icon: 'megaphone',
        items: [
          { name: 'Press and Media', href: '/about/press-and-media' },
          { name: 'Partnerships', href: '/about/partnerships' },
        ],
      },
    ],
  },
  {
    id: 'contact',
    label: 'Contact',
    href: '/contact',
    overviewLabel: 'Ways to reach us',
    blurb: `A senior engineer replies to every enquiry within ${replyTimes.enquiry.within}.`,
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
        items: [
          { name: 'Open Positions', href: '/careers/positions' },
          { name: 'Internships', href: '/careers/internships' },
        ],
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
 * /services/mvp still redirect there) and is named by that page's title in the route registry
 * (content/navigation.test.ts).
 */
export const footerColumns: FooterColumn[] = [
  {
    title: 'Company',
    links: [
      { name: 'About', href: '/about' },
      { name: 'Careers', href: '/careers' },
      { name: 'Press and Media', href: '/about/press-and-media' },
      { name: 'How we count', href: '/about/how-we-count' },
      { name: 'Contact', href: '/contact' },
    ],
  },
  {
    title: 'Services',
    links: [
      { name: 'Launch path', href: '/services/launch' },
      { name: 'Mobile Applications', href: '/services/mobile-applications' },
      { name: 'Machine Learning', href: '/services/machine-learning-development' },
      { name: 'Mixed Reality', href: '/services/mixed-reality' },
      { name: 'Web3 Development', href: '/services/web3-development' },
    ],
  },
  {
    title: 'Insights',
    links: [
      { name: 'Blog', href: '/our-work/blog' },
      { name: 'Resources', href: '/resources' },
      { name: 'Tech Articles', href: '/insights/tech' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { name: 'Privacy Policy', href: '/privacy' },
      { name: 'Terms of Service', href: '/terms' },
      { name: 'Cookie Policy', href: '/cookies' },
    ],
  },
];
