import { staff } from './company/people';

/**
 * The one place the file-based collections of this module's users (press contacts, the news text's
 * `{{person.<id>}}`) look a person up on the roster. It reads today's roster export (content/company/people.ts);
 * when the roster moves to its own collection, re-point these two functions and nothing else changes.
 */
export function rosterPerson(id: string): { name: string; title: string } | undefined {
  return Object.hasOwn(staff, id) ? staff[id as keyof typeof staff] : undefined;
}

/** Every id on the roster (for the editor's pickers and the placeholder table). */
export function rosterIds(): string[] {
  return Object.keys(staff);
}
