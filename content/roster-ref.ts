import { isStaffId, staffIds, staffMember } from './company/people';
import type { Portrait } from './company/portraits';

/**
 * The one place the file-based collections of this module's users (press contacts, the news text's
 * `{{person.<id>}}`) look a person up on the roster (content/company/people/<id>.yaml).
 */
export function rosterPerson(id: string): { name: string; title: string; photo?: Portrait } | undefined {
  return isStaffId(id) ? staffMember(id) : undefined;
}

/** Every id on the roster (for the placeholder table). */
export function rosterIds(): string[] {
  return staffIds();
}
