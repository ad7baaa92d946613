import { allClientContacts, allStaff } from '../../content/company/people';
import type { PortraitPerson } from './portrait';

/** Everyone the site names who is drawn (a person with an uploaded photo is not), with the tone their portrait is drawn on. */
export function rosterPortraits(): PortraitPerson[] {
  return [...allStaff(), ...allClientContacts()].filter((person) => !person.photo).map(({ id, name, title, tone }) => ({ id, name, title, tone }));
}
