import { companyFigures } from './company/figures';
import { industryCatalog, industryPath } from './industries/catalog';
import { serviceCatalog, serviceGroups } from './services/catalog';
import type { IconName, InternalPath } from './shared/types';

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
    blurb: 'A senior engineer replies to every enquiry within one business day.',
    groups: [
      {
        title: 'Get in Touch',
        icon: 'message',
        items: [
          { name: 'Contact Us', href: '/contact' },
          { name: 'Schedule a Call', href: '/contact#schedule' },
          { name: 'Request Quote', href: '/contact?topic=quote' },
        ],
      },
    ],
  },
  {
    id: 'careers',
    label: 'Careers',
    href: '/careers',
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
export const scheduleCall: NavLink = { name: 'Schedule a call', href: '/contact#schedule' };

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

/** Footer link lists (SPEC "Footer"): company, services, insights, legal. */
export const footerColumns: FooterColumn[] = [
  {
    title: 'Company',
    links: [
      { name: 'About', href: '/about' },
      { name: 'Careers', href: '/careers' },
      { name: 'Press', href: '/press' },
      { name: 'Contact', href: '/contact' },
    ],
  },
  {
    title: 'Services',
    links: [
      { name: 'MVP Development', href: '/services/mvp' },
      { name: 'Mobile Apps', href: '/services/mobile' },
      { name: 'AI & Machine Learning', href: '/services/ai' },
      { name: 'XR Experiences', href: '/services/xr' },
      { name: 'Web3 & Blockchain', href: '/services/web3' },
    ],
  },
  {
    title: 'Insights',
    links: [
      { name: 'Insights', href: '/insights' },
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
