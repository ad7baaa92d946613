import type { SectionPage } from './shared/page';
import type { SectionBase } from './shared/sections';
import type { IconName, InternalPath } from './shared/types';
import { closingCta } from './booking-links';
import { heroArt } from './hero-art';
import { guides, type Guide } from './resource-guides';
import { checklists, type Checklist } from './resource-checklists';

export { checklists, guides, type Checklist, type Guide };

/**
 * /resources: practical material for buyers of software work. Guides point at blog articles by
 * id (their titles, summaries and read times come from the articles themselves); checklists are
 * published as plain-text files at /resources/checklists/{slug}.txt. Both are collections, one file per
 * entry (content/resources/guides/, content/resources/checklists/); the page copy and the links stay here.
 */

/** Questions a reader arrives with, each answered by a blog article (title and read time come from it). */
export interface GuidesSection extends SectionBase {
  kind: 'guides';
  items: Guide[];
  linkLabel: string;
}

/** Checklists published as plain-text files, with their size and the article each condenses. */
export interface ChecklistsSection extends SectionBase {
  kind: 'checklists';
  items: Checklist[];
  labels: { download: string; fileType: string; source: string; items: string };
}

/** The resources page's own section kinds, drawn by components/pages/resources/ (see PageOwnSections). */
declare module './shared/sections' {
  interface PageOwnSections {
    guides: GuidesSection;
    checklists: ChecklistsSection;
  }
}

export interface ResourceLink {
  title: string;
  description: string;
  href: InternalPath;
  icon: IconName;
}

export const resourceLinks: ResourceLink[] = [
  { title: 'The blog', description: 'Every article, filterable by discipline, with an RSS feed.', href: '/our-work/blog', icon: 'file-text' },
  { title: 'Tech articles', description: 'The engineering half of the blog: AI, Web3, mobile, DevOps and security.', href: '/insights/tech', icon: 'code' },
  { title: 'Case studies', description: 'Three products we built, with timelines, teams and the numbers behind them.', href: '/work', icon: 'bar-chart' },
  { title: 'Press kit', description: 'Logos, company facts and media contacts for journalists and partners.', href: '/about/press-and-media', icon: 'megaphone' },
];

/** /resources: guides drawn from the blog, downloadable checklists, and where to find more (read on each call). */
export function resourcesPage(): SectionPage {
  return {
    path: '/resources',
    meta: {
      title: 'Resources: guides and checklists for software buyers',
      description:
        'Free guides and printable checklists from Northstack for CTOs, founders and product leads: AI launches, smart contract audits, mobile stacks, delivery and security.',
    },
    hero: {
      label: 'Resources',
      headline: 'Guides and checklists for the decisions before the build',
      intro:
        'The questions we help clients answer every week, written down: what to ask, what it costs and what ready looks like. Free to read, download and share with your team.',
      actions: [
        { label: 'Get the checklists', href: '#checklists', variant: 'primary' },
        { label: 'Read the blog', href: '/our-work/blog', variant: 'outline' },
      ],
      art: heroArt('resources-library'),
    },
    sections: [
      {
        kind: 'guides',
        id: 'guides',
        eyebrow: 'Guides',
        heading: 'Start with the question you have',
        intro: 'Each guide is a full article from our engineers and designers, with the trade-offs spelled out.',
        items: guides(),
        linkLabel: 'Read the guide',
      },
      {
        kind: 'checklists',
        id: 'checklists',
        eyebrow: 'Checklists',
        heading: 'Checklists to take into your next meeting',
        intro: 'Plain-text files that print on one page and paste into any ticket or document. Each one condenses a guide.',
        items: checklists(),
        labels: { download: 'Download', fileType: 'TXT', source: 'From the guide', items: 'items' },
      },
      {
        kind: 'links',
        variant: 'icon',
        id: 'more',
        eyebrow: 'More from us',
        heading: 'Everything else worth a look',
        items: resourceLinks,
      },
    ],
    closing: {
      heading: 'Rather talk it through?',
      body: 'Bring your checklist to a call with a senior engineer. We will tell you where you stand, what we would do first, and what it is likely to cost.',
      ...closingCta('Schedule a call'),
    },
  };
}

export function checklistPath(slug: string): InternalPath {
  return `/resources/checklists/${slug}.txt`;
}
