import type { IconName } from '../shared/types';

/**
 * The groups services are listed under (header menu, footer, /services, the contact form's choices), in menu
 * order: a fixed list, since a group changes the menu's layout and icons; a service file names its group.
 */
export const serviceGroups = [
  { title: 'Development', icon: 'code' },
  { title: 'Mobile Applications', icon: 'smartphone' },
  { title: 'XR', icon: 'glasses' },
  { title: 'Design', icon: 'palette' },
  { title: 'Artificial Intelligence', icon: 'brain' },
  { title: 'Web3', icon: 'globe' },
  { title: 'Blockchain', icon: 'link' },
  { title: 'Engineering', icon: 'server' },
] as const satisfies readonly { title: string; icon: IconName }[];

export type ServiceGroupTitle = (typeof serviceGroups)[number]['title'];

export const serviceGroupTitles = serviceGroups.map((group) => group.title) as [ServiceGroupTitle, ...ServiceGroupTitle[]];
