import path from 'node:path';
import * as z from 'zod';
import { defineCollection, type Entry } from '../shared/collection';
import { publicImage } from '../shared/image-size';
import { omit } from '../shared/omit';
import { uploadFolders } from '../shared/uploads';
import { clientContactFileSchema, staffFileSchema, type ClientContactFile, type StaffFile } from './people-schema';
import { personSlug, portraitSrc, type Portrait } from './portraits';

/**
 * The roster: every person the site names, one file each, picked by id (the file name). A person is either
 * staff (content/company/people/<id>.yaml: team pages, blog bylines, hiring managers, call hosts, press
 * contacts, structured data) or a client contact (content/company/client-contacts/<id>.yaml: testimonials),
 * never both, and no name or surname is shared between the two (content/company/roster.test.ts).
 * A person (staff or client contact) is drawn as the photo the editor uploaded (`photo`, a file in
 * public/portrait-photos/, its size read from it), else as their illustrated portrait made from the file (scripts/make-portraits.ts writes
 * public/portraits/{id}.svg; rerun it after adding or renaming a person without a photo); the alt text follows
 * from the name and title (content/company/portraits.ts). Either file missing fails content:check. Reads are
 * lazy: an edited file shows on reload.
 */
export { monogramTones, type MonogramTone } from './people-schema';

/** An id of the roster: a file name, checked when the file that names it is read. */
export type StaffId = string;
export type PersonId = StaffId;
export type ClientContactId = string;

/** A member of staff: one title, used everywhere the person is named; their photo, if one is uploaded, with its size. */
export type StaffMember = { id: StaffId } & Omit<StaffFile, 'order' | 'photo'> & { photo?: Portrait };

/** A staff member with a profile on the company pages. */
export type Person = StaffMember & { bio: string; specialties: string[] };

/** A person at a client company, quoted in a testimonial; their photo, if one is uploaded, with its size. */
export type ClientContact = { id: ClientContactId } & Omit<ClientContactFile, 'tone' | 'photo'> & { photo?: Portrait };

/** The two leaders on /about/leadership, the five members on /about/our-team and the three quoted on /team, in order. */
const leaderIds = ['daniel-okafor', 'elena-marchetti'];
const teamMemberIds = ['priya-raman', 'marcus-lindqvist', 'sofia-alvarez', 'james-whitfield', 'hana-kobayashi'];
const showcaseIds = ['priya-raman', 'sofia-alvarez', 'james-whitfield'];

type Problem = { slug: string; field: string; reason: string };

/**
 * The references to staff held here (the team pages' picks): each must have its file, with what the page shows.
 * Call hosts (content/scheduling.ts, which client components import, so it cannot read the roster) are checked
 * by content/company/roster.test.ts and refused by staffMember() when the server or a page names them.
 */
function referenceProblems(entries: ReadonlyArray<Entry<StaffFile>>): Problem[] {
  const bySlug = new Map(entries.map((entry) => [entry.slug, entry]));
  const named: { id: string; where: string; needs?: 'profile' | 'quote' }[] = [
    ...leaderIds.map((id) => ({ id, where: 'the leaders of /about/leadership (content/company/people.ts)', needs: 'profile' as const })),
    ...teamMemberIds.map((id) => ({ id, where: 'the members of /about/our-team (content/company/people.ts)', needs: 'profile' as const })),
    ...showcaseIds.map((id) => ({ id, where: 'the quotes of /team (content/company/people.ts)', needs: 'quote' as const })),
  ];
  return named.flatMap(({ id, where, needs }): Problem[] => {
    const entry = bySlug.get(id);
    if (!entry) return [{ slug: id, field: '(file)', reason: `${where} names "${id}", who has no file in content/company/people/` }];
    if (needs && (entry.bio === undefined || entry.specialties === undefined)) return [{ slug: id, field: 'bio', reason: `${where} shows this person's profile: bio and specialties are needed` }];
    if (needs === 'quote' && entry.quote === undefined) return [{ slug: id, field: 'quote', reason: `${where} shows this person's quote: a quote is needed` }];
    return [];
  });
}

/** The file name is the name in lower case joined by hyphens: portraits and links find a person by it. */
function fileNameProblems(entries: ReadonlyArray<Entry<{ name: string }>>): Problem[] {
  return entries.flatMap((entry) =>
    personSlug(entry.name) === entry.slug ? [] : [{ slug: entry.slug, field: 'name', reason: `the file of ${entry.name} must be named ${personSlug(entry.name)}.yaml (the portrait is found by the name)` }],
  );
}

/** A photo's size where public/ is not at hand (the server bundle, which draws no page): the smallest upload. */
const PHOTO_SIZE_UNREAD = { width: uploadFolders.portraitPhoto.minWidth, height: uploadFolders.portraitPhoto.minHeight };

/** The uploaded photo a page draws, with its size; or why it cannot be drawn (no photo: the drawing's file must exist). */
function photoOf(person: { name: string; photo?: string | undefined }): { photo?: Portrait; problem?: string } {
  if (!person.photo) {
    const { problem } = publicImage(portraitSrc(person.name));
    return problem ? { problem: `${problem} (no photo is uploaded, and the illustrated portrait is missing: npx tsx scripts/make-portraits.ts)` } : {};
  }
  const { size, problem } = publicImage(person.photo);
  return { photo: { src: person.photo, ...(size ?? PHOTO_SIZE_UNREAD) }, ...(problem && { problem }) };
}

function portraitProblems(entries: ReadonlyArray<Entry<{ name: string; photo?: string | undefined }>>): Problem[] {
  return entries.flatMap((entry) => {
    const { problem } = photoOf(entry);
    return problem ? [{ slug: entry.slug, field: 'photo', reason: problem }] : [];
  });
}

export const staffCollection = defineCollection({
  dir: 'company/people',
  format: 'yaml',
  schema: staffFileSchema,
  check: (entries) => [...fileNameProblems(entries), ...portraitProblems(entries), ...referenceProblems(entries)],
});

export const clientContactsCollection = defineCollection({
  dir: 'company/client-contacts',
  format: 'yaml',
  schema: clientContactFileSchema,
  check: (entries) => {
    const staffNames = new Set(staffCollection.all().flatMap((member) => [member.slug, member.name]));
    return [
      ...fileNameProblems(entries),
      ...portraitProblems(entries),
      ...entries.flatMap((entry) => (staffNames.has(entry.slug) || staffNames.has(entry.name) ? [{ slug: entry.slug, field: 'name', reason: `${entry.name} is on the staff: a person is staff or a client contact, never both` }] : [])),
    ];
  },
});

/** Every member of staff, in the roster's order (the heroes' row of portraits). */
export function allStaff(): StaffMember[] {
  return staffCollection
    .all()
    .toSorted((a, b) => a.order - b.order || a.slug.localeCompare(b.slug))
    .map(({ slug, photo, ...member }) => {
      const resolved = photoOf({ name: member.name, photo }).photo;
      return { id: slug, ...omit(member, 'order'), ...(resolved && { photo: resolved }) };
    });
}

/** Every member of staff's id. */
export function staffIds(): StaffId[] {
  return allStaff().map((member) => member.id);
}

/** Whether a member of staff has this id: a file content/company/people/<id>.yaml (its own problems are reported with it). */
export function isStaffId(id: string): boolean {
  return staffCollection.files().some((file) => path.basename(file, '.yaml') === id);
}

/** A member of staff by id; throws for an id with no file (references are checked when their file is read). */
export function staffMember(id: StaffId): StaffMember {
  const member = allStaff().find((candidate) => candidate.id === id);
  if (!member) throw new Error(`No member of staff "${id}": there is no content/company/people/${id}.yaml`);
  return member;
}

/**
 * A reference to a member of staff in another file's schema (a byline, a hiring manager, a case-study lead):
 * the file is refused with its field when no such person has a file.
 */
export const staffIdSchema = z.string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text') }).refine((id) => isStaffId(id), {
  error: (issue) => `must be the id of a member of staff, the name of a file in content/company/people/ (${staffCollection.files().map((file) => path.basename(file, '.yaml')).join(', ')}); "${String(issue.input)}" is not`,
});

/** The profiles (bio and specialties) of these members of staff, in order; a member without one is an error. */
export function pick(ids: readonly StaffId[]): Person[] {
  return ids.map((id) => {
    const member = staffMember(id);
    if (member.bio === undefined || member.specialties === undefined) throw new Error(`${id} has no profile (bio and specialties)`);
    return member as Person;
  });
}

/** The two leaders on /about/leadership. */
export function leaders(): Person[] {
  return pick(leaderIds);
}

/** The five members on /about/our-team. */
export function teamMembers(): Person[] {
  return pick(teamMemberIds);
}

/** The three people with a quote on the /team showcase. */
export function showcasePeople(): (Person & { quote: string })[] {
  return pick(showcaseIds).map((person) => {
    if (person.quote === undefined) throw new Error(`${person.id} has no quote`);
    return { ...person, quote: person.quote };
  });
}

/** Every client contact, by id, with the tone of their portrait and their photo (as a member of staff's). */
export function allClientContacts(): (ClientContact & Pick<ClientContactFile, 'tone'>)[] {
  return clientContactsCollection.all().map(({ slug, photo, ...contact }) => {
    const resolved = photoOf({ name: contact.name, photo }).photo;
    return { id: slug, ...contact, ...(resolved && { photo: resolved }) };
  });
}

/** A client contact by id; throws for an id with no file. */
export function clientContact(id: ClientContactId): ClientContact {
  const contact = allClientContacts().find((candidate) => candidate.id === id);
  if (!contact) throw new Error(`No client contact "${id}": there is no content/company/client-contacts/${id}.yaml`);
  return omit(contact, 'tone');
}

/** A testimonial quotes a client contact, by id (content/shared/types.ts). */
declare module '../shared/types' {
  interface QuotedPeople {
    clientContact: ClientContactId;
  }
}
