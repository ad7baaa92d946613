import { allClientContacts, allStaff } from '../../content/company/people';
import type { PortraitPerson } from './portrait';

/** Everyone the site names, with the tone their portrait is drawn on. */
export function rosterPortraits(): PortraitPerson[] {
  return [
    ...allStaff().map(({ id, name, title, tone }) => ({ id, name, title, tone })),
    ...allClientContacts().map(({ id, name, title, tone }) => ({ id, name, title, tone })),
  ];
}
