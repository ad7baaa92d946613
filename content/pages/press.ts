import { site } from '../site';
import { companyFigures } from '../company/figures';
import type { CompanyPage } from '../company/types';
import { heroArt } from '../hero-art';
import { replyTimes } from '../company/promises';
import type { SectionBase } from '../shared/sections';
import { newsItems, type NewsItem } from '../press-news';
import { mediaKitFiles, type MediaAsset } from '../media-kit';
import { mediaContacts, type MediaContact } from '../press-contacts';

export { mediaContacts, mediaKitFiles, newsItems, type MediaAsset, type MediaContact, type NewsItem };

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

/** Press contacts with email and phone (published as the agency's media-relations contact points). */
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

const path = '/about/press-and-media';

/**
 * /about/press-and-media: dated news, the media kit (sizes read from the files), the boilerplate and press
 * contacts. The news, the kit and the contacts are collections (content/press-news.ts, media-kit.ts, press-contacts.ts; files in content/press/); this page copy stays here.
 * Read on each call, so an edited file shows on reload in dev.
 */
export function pressPage(): CompanyPage {
  return {
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
        items: newsItems(),
      },
      {
        kind: 'mediaKit',
        id: 'media-kit',
        eyebrow: 'Media kit',
        heading: 'Logos, guidelines and facts to download',
        intro: 'Use these files when you write about us. Please keep the logo’s proportions and clear space, and ask us before using our artwork for anything other than editorial coverage.',
        items: mediaKitFiles(),
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
        items: mediaContacts(),
      },
    ],
    closing: {
      heading: 'Working on a story?',
      body: 'Our leaders comment on custom software, AI in production, Web3 security and how companies choose an engineering partner. Send us your questions and deadline.',
      ctaLabel: 'Contact us', href: '/contact',
    },
    schema: { type: 'WebPage' },
  };
}
