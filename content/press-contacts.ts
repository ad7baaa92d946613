import * as z from 'zod';
import { rosterPerson } from './roster-ref';
import { defineCollection } from './shared/collection';
import { duplicateOrders, orderField } from './shared/fields';
import { site } from './site';

/**
 * Press contacts: one file per person journalists reach, content/press/contacts/<slug>.yaml. The person is on
 * the roster (by id: their name and title come from there); the file adds the press mailbox (at the site's
 * domain) and the direct line. Listed in `order` on /about/press-and-media and in the media kit's fact sheet.
 */
/** The patterns the editor's form reuses (content/press-contacts.keystatic.ts). */
export const mailboxPattern = { regex: /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/, message: 'must be the part before the @, such as press' };
export const phonePattern = { regex: /^\+[0-9][0-9 ()-]{6,24}[0-9]$/, message: 'must be an international number such as +1 (410) 555-0168' };

export const pressContactSchema = z.strictObject({
  /** Id of a member of staff on the roster, e.g. rachel-donovan. */
  person: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be the id of a person on the roster, such as rachel-donovan'),
  /** The part before @ of the press address, e.g. press (the domain is the site's). */
  mailbox: z.string().regex(mailboxPattern.regex, mailboxPattern.message),
  /** The phone number as shown, e.g. +1 (410) 555-0168; the dialled number is derived from it. */
  phone: z.string().regex(phonePattern.regex, phonePattern.message),
  order: orderField,
});

export type PressContactEntry = z.output<typeof pressContactSchema>;

export const pressContacts = defineCollection({
  dir: 'press/contacts',
  format: 'yaml',
  schema: pressContactSchema,
  check: (entries) => [
    ...entries
      .filter((entry) => !rosterPerson(entry.person))
      .map((entry) => ({ slug: entry.slug, field: 'person', reason: `"${entry.person}" is not on the roster` })),
    ...duplicateOrders(entries),
  ],
});

export interface MediaContact {
  name: string;
  title: string;
  email: string;
  phone: { display: string; href: `tel:${string}` };
}

/** 'tel:+14105550168' from '+1 (410) 555-0168'. */
export function telHref(display: string): `tel:${string}` {
  return `tel:+${display.replace(/\D/g, '')}`;
}

/** The press contacts, in page order, with their names and titles from the roster. */
export function mediaContacts(): MediaContact[] {
  const domain = site.email.slice(site.email.indexOf('@') + 1);
  return [...pressContacts.all()]
    .sort((a, b) => a.order - b.order)
    .map((entry) => {
      const person = rosterPerson(entry.person);
      if (!person) throw new Error(`${entry.slug}: person "${entry.person}" is not on the roster`);
      return { name: person.name, title: person.title, email: `${entry.mailbox}@${domain}`, phone: { display: entry.phone, href: telHref(entry.phone) } };
    });
}
