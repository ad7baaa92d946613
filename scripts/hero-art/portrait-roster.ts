import { clientContacts, staff, type MonogramTone } from '../../content/company/people';
import type { PortraitPerson } from './portrait';

/** Client contacts have no tone of their own: one from the staff palette, by their place in the list. */
const clientTones: MonogramTone[] = ['teal', 'amber', 'sky', 'rose', 'emerald', 'violet'];

/** Everyone the site names, with the tone their portrait is drawn on. */
export function rosterPortraits(): PortraitPerson[] {
  return [
    ...Object.values(staff).map(({ id, name, title, tone }) => ({ id, name, title, tone })),
    ...Object.values(clientContacts).map(({ id, name, title }, index) => ({ id, name, title, tone: clientTones[index % clientTones.length]! })),
  ];
}
