import type { ReactNode } from 'react';
import type { PageOwnSections } from '@/content/shared/sections';
import { Destinations } from './our-work/destinations';
import { ProjectGroupsBody } from './portfolio/project-groups-band';
import { MediaKit, News, PressContacts, Statement } from './press/press-sections';
import { Callout } from './team/callout';

/** A section of a kind only one page uses (declared beside that page's content, see PageOwnSections). */
export type OwnSection = PageOwnSections[keyof PageOwnSections];

/** Each page's own kinds and the components beside that page that draw them: one line per kind. */
const renderers: { [Kind in keyof PageOwnSections]: (props: { section: PageOwnSections[Kind]; dark: boolean }) => ReactNode } = {
  news: News,
  mediaKit: MediaKit,
  statement: Statement,
  pressContacts: PressContacts,
  destinations: Destinations,
  projectGroups: ProjectGroupsBody,
  callout: Callout,
};

/** Draws a page's own section with the component its page folder supplies (the shared renderer's last arm). */
export function OwnSectionBody({ section, dark }: { section: OwnSection; dark: boolean }) {
  const Render = renderers[section.kind] as (props: { section: OwnSection; dark: boolean }) => ReactNode;
  return <Render section={section} dark={dark} />;
}
