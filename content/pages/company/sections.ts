import type { MediaAsset } from '../../media-kit';
import type { MediaContact } from '../../press-contacts';
import type { NewsItem } from '../../press-news';
import type { SectionBase } from '../../shared/sections';
import type { InternalPath } from '../../shared/types';

export type { MediaAsset, MediaContact, NewsItem };

/** An invitation on the dark band: heading, intro and a button, beside a short list (/team). */
export interface CalloutSection extends SectionBase {
  kind: 'callout';
  cta: { label: string; href: InternalPath };
  aside: { label: string; items: string[] };
}

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

/** The company pages' own section kinds, drawn by components/pages/team/ and components/pages/press/ (see PageOwnSections). */
declare module '../../shared/sections' {
  interface PageOwnSections {
    callout: CalloutSection;
    news: NewsSection;
    mediaKit: MediaKitSection;
    statement: StatementSection;
    pressContacts: PressContactsSection;
  }
}
