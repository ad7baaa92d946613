import { allClientContacts, allStaff } from '../../content/company/people';
import type { PortraitPerson } from './portrait';

/** Everyone the site names who is drawn (a member of staff with an uploaded photo is not), with the tone their portrait is drawn on. */
export function rosterPortraits(): PortraitPerson[] {
  return [
    ...allStaff()
      .filter((member) => !member.photo)
      .map(({ id, name, title, tone }) => ({ id, name, title, tone })),
    ...allClientContacts().map(({ id, name, title, tone }) => ({ id, name, title, tone })),
  ];
}
