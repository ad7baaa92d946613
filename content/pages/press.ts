import { practiceFigures } from '../company/practice-figures';
import { site } from '../site';
import { companyFigures } from '../company/figures';
import { staffMember } from '../company/people';
import type { PageLink } from '../shared/page';
import type { CompanyPage } from '../company/types';
import { heroArt } from '../hero-art';
import { replyTimes } from '../company/promises';
import type { SectionBase } from '../shared/sections';

/** Dated news items, each leading to a page of the site (published as NewsArticle parts of the page). */
export interface NewsSection extends SectionBase {
  kind: 'news';
  items: NewsItem[];
}

/** Files to download (on the dark band), each shown with its type and its real size read at build. */
export interface MediaKitSection extends SectionBase {
  kind: 'mediaKit';
  items: MediaAsset[];
}

/** A paragraph to quote as it stands, e.g. the boilerplate for editors. */
export interface StatementSection extends SectionBase {
  kind: 'statement';
  body: string;
}

/** Press contacts with e-mail and phone (published as the agency's media-relations contact points). */
export interface PressContactsSection extends SectionBase {
  kind: 'pressContacts';
  items: MediaContact[];
}

/** The press page's own section kinds, drawn by components/pages/press/ (see PageOwnSections). */
declare module '../shared/sections' {
  interface PageOwnSections {
    news: NewsSection;
    mediaKit: MediaKitSection;
    statement: StatementSection;
    pressContacts: PressContactsSection;
  }
}

const f = companyFigures;
const domain = site.email.slice(site.email.indexOf('@') + 1);

export interface NewsItem {
  title: string;
  /** ISO date (YYYY-MM-DD), shown in the visitor's locale (components/blog/local-date.tsx). */
  date: string;
  excerpt: string;
  category: 'Company news' | 'Case study' | 'Partnership';
  /** Where "Read more" leads: a page of the site. */
  link: PageLink;
}

/** A file of the media kit. Its size is read from the file at build time, never written here. */
export interface MediaAsset {
  title: string;
  description: string;
  /** The file under public/, e.g. '/media-kit/northstack-brand-guidelines.pdf'. */
  file: `/media-kit/${string}`;
  type: 'PDF' | 'ZIP';
}

export interface MediaContact {
  name: string;
  title: string;
  email: string;
  phone: { display: string; href: `tel:${string}` };
}

/** Dated news, newest first. */
export const newsItems: NewsItem[] = [
  {
    title: `${site.name} turns its machine learning work into a dedicated AI practice`,
    date: '2026-10-14',
    category: 'Company news',
    excerpt: `Our models have run in clients’ production systems since 2021 (${practiceFigures.mlModels.value} so far). Now a dedicated team led by ${staffMember('priya-raman').name} brings forecasting, document understanding and LLM assistants to clients with the monitoring and retraining they need to stay reliable.`,
    link: { label: 'Read about our machine learning practice', href: '/services/machine-learning-development' },
  },
  {
    title: 'Bloxios: how a staking platform launched with security first',
    date: '2026-08-27',
    category: 'Case study',
    excerpt: 'We published the full story of the Bloxios staking platform: audited smart contracts, a security-first launch plan and the results in its first six months on mainnet.',
    link: { label: 'Read the Bloxios case study', href: '/work/bloxios' },
  },
  {
    title: 'A new partner programme for agencies and consultancies',
    date: '2026-06-09',
    category: 'Partnership',
    excerpt: 'Referral, delivery and technology partnerships, each with a written agreement, give agencies and platform vendors a dependable engineering team for their clients.',
    link: { label: 'Explore the partner programme', href: '/about/partnerships' },
  },
];

/** The media kit (public/media-kit/, written by scripts/make-media-kit.ts). */
export const mediaKitFiles: MediaAsset[] = [
  {
    title: 'Brand guidelines',
    description: 'Logo usage and clear space, colour palette with hex values, typography and tone of voice.',
    file: '/media-kit/northstack-brand-guidelines.pdf',
    type: 'PDF',
  },
  {
    title: 'Logo pack',
    description: 'The mark and the wordmark in colour, white and black, as SVG and PNG at several sizes.',
    file: '/media-kit/northstack-logo-pack.zip',
    type: 'ZIP',
  },
  {
    title: 'Company fact sheet',
    description: 'Who we are, what we build, our leadership and the company figures on one page.',
    file: '/media-kit/northstack-fact-sheet.pdf',
    type: 'PDF',
  },
  {
    title: 'Image pack',
    description: 'Original abstract artwork in the studio’s colours, as PNG for web and print.',
    file: '/media-kit/northstack-image-pack.zip',
    type: 'ZIP',
  },
];

/** The people journalists reach: staff from the roster, with their press lines. */
export const mediaContacts: MediaContact[] = [
  {
    name: staffMember('rachel-donovan').name,
    title: staffMember('rachel-donovan').title,
    email: `press@${domain}`,
    phone: { display: '+1 (410) 555-0168', href: 'tel:+14105550168' },
  },
  {
    name: staffMember('tomas-reyes').name,
    title: staffMember('tomas-reyes').title,
    email: `media@${domain}`,
    phone: { display: '+1 (410) 555-0173', href: 'tel:+14105550173' },
  },
];

const path = '/about/press-and-media';

/** /about/press-and-media: dated news, the media kit (sizes read from the files), the boilerplate and press contacts. */
export const pressPage: CompanyPage = {
  path,
  meta: {
    title: 'Press and Media',
    description: `News from ${site.name}, a media kit with logos, brand guidelines, fact sheet and artwork to download, and press contacts for interviews and comment.`,
  },
  hero: {
    art: heroArt('company-press'),
    label: 'Press and media',
    headline: 'News, media kit and press contacts',
    intro: 'The latest from the studio, the files you need to write about us, and the people to call for interviews, comment or a demo of our work.',
    actions: [
      { label: 'Download the media kit', href: `${path}#media-kit`, variant: 'primary' },
      { label: 'Press contacts', href: `${path}#media-contacts`, variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'news',
      id: 'news',
      eyebrow: 'Latest news',
      heading: 'What’s new at the studio',
      items: newsItems,
    },
    {
      kind: 'mediaKit',
      id: 'media-kit',
      eyebrow: 'Media kit',
      heading: 'Logos, guidelines and facts to download',
      intro: 'Use these files when you write about us. Please keep the logo’s proportions and clear space, and ask us before using our artwork for anything other than editorial coverage.',
      items: mediaKitFiles,
    },
    {
      kind: 'statement',
      id: 'boilerplate',
      eyebrow: 'For editors',
      heading: `About ${site.name}`,
      intro: 'A short description you can quote as it stands.',
      body: `${site.name} is a software and technology studio based in ${site.address.city}, ${site.address.regionName}. For ${f.years.value} years its team has designed and built custom software, web and SaaS platforms, mobile apps, AI, XR and Web3 products for start-ups and enterprise brands, with ${f.solutions.value} digital solutions delivered over its history and ${f.referrals.value} projects coming from referrals and returning clients.`,
    },
    {
      kind: 'pressContacts',
      id: 'media-contacts',
      eyebrow: 'Media contacts',
      heading: 'Talk to our press team',
      intro: `For interviews, comment on software, AI or Web3, speaking requests and access to our leadership. We reply to journalists within ${replyTimes.press.within}.`,
      items: mediaContacts,
    },
  ],
  closing: {
    heading: 'Working on a story?',
    body: 'Our leaders comment on custom software, AI in production, Web3 security and how companies choose an engineering partner. Send us your questions and deadline.',
    ctaLabel: 'Contact us', href: '/contact',
  },
  schema: { type: 'WebPage' },
};
