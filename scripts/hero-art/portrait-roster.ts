import { allClientContacts, allStaff } from '../../content/company/people';
import { portraitFigure, type PortraitPerson } from './portrait';

/**
 * Everyone the site names who is drawn (a person with an uploaded photo is not), with the tone their portrait is drawn
 * on. In roster order, a person whose figure someone before them already has is given the next variant that is free:
 * no two portraits differ only in their colours.
 */
export function rosterPortraits(): PortraitPerson[] {
  const taken = new Set<string>();
  return [...allStaff(), ...allClientContacts()]
    .filter((person) => !person.photo)
    .map(({ id, name, title, tone }) => {
      let variant = 0;
      while (taken.has(JSON.stringify(portraitFigure(id, variant)))) variant += 1;
      taken.add(JSON.stringify(portraitFigure(id, variant)));
      return { id, name, title, tone, ...(variant > 0 ? { variant } : {}) };
    });
}
