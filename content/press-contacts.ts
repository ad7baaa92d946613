import * as z from 'zod';
import type { Portrait } from './company/portraits';
import { rosterPerson } from './roster-ref';
import { defineCollection } from './shared/collection';
import { duplicateOrders, orderField } from './shared/fields';
import { site } from './site';

/**
 * Press contacts: one file per person journalists reach, content/press/contacts/<slug>.yaml. The person is on
 * the roster (by id: their name and title come from there); the file adds the press mailbox (at the site's
 * domain) and the direct line. Listed in `order` on /about/press-and-media and in the media kit's fact sheet.
 */
const mailboxPattern = { regex: /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/, message: 'must be the part before the @, such as press' };
const phonePattern = { regex: /^\+[0-9][0-9 ()-]{6,24}[0-9]$/, message: 'must be an international number such as +1 (410) 555-0168' };

/** One press contact's file: the one schema the loader, content:check and the editor's form (derived from it in press-contacts.keystatic.ts) read. */
export const pressContactSchema = z.strictObject({
  person: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be the id of a person on the roster, such as rachel-donovan').meta({
    title: 'Person (roster id)',
    description:
      'The member of staff journalists reach, by roster id (the name of their file under People, e.g. rachel-donovan); their name and title come from the roster. The check refuses an id with no file.',
  }),
  mailbox: z.string().regex(mailboxPattern.regex, mailboxPattern.message).meta({
    title: 'Mailbox',
    description: 'The part of the press email address before the @, e.g. press (the domain is the site’s own).',
  }),
  phone: z.string().regex(phonePattern.regex, phonePattern.message).meta({
    title: 'Phone',
    description: 'The direct line as shown, in international form, e.g. +1 (410) 555-0168; the number dialled from the page is derived from it.',
  }),
  order: orderField.meta({ title: 'Position', description: 'Where this contact appears on the page: 1 comes first; two entries may not share a number (1 to 999).' }),
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
  /** Their uploaded photo, if the roster holds one (else the illustrated portrait is drawn). */
  photo?: Portrait;
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
      return { name: person.name, title: person.title, ...(person.photo && { photo: person.photo }), email: `${entry.mailbox}@${domain}`, phone: { display: entry.phone, href: telHref(entry.phone) } };
    });
}
