import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allArticles, articleCollection } from '../blog';
import { homePage } from '../home';
import { serviceList } from '../services';
import type { TestimonialsSection } from '../shared/sections';
import { contentSourceFiles } from '../registry/source-files';
import { tempContent, withFixtureCollection } from '../shared/temp-content';
import { callHosts, callTypes } from '../scheduling';
import { allClientContacts, allStaff, clientContactsCollection, isStaffId, staffCollection, staffMember, type ClientContact, type StaffMember } from './people';

const staffList: StaffMember[] = allStaff();
const clientList: ClientContact[] = allClientContacts();
const everyone = [...staffList, ...clientList];

const firstName = (name: string) => name.split(/\s+/)[0]!;
const surname = (name: string) => name.split(/\s+/).at(-1)!;

const articles = allArticles();

/** Every content file (TypeScript modules and every collection's YAML and Markdown, tests left out). */
const contentFiles = contentSourceFiles;

function testimonials(): { page: string; section: TestimonialsSection }[] {
  return serviceList().flatMap((page) =>
    page.sections.filter((section): section is TestimonialsSection => section.kind === 'testimonials').map((section) => ({ page: page.slug, section })),
  );
}

describe('the roster: every person once, staff or client, never both', () => {
  it('reads one file per person, each named after the person (the id), with no problem', () => {
    expect(staffCollection.problems()).toEqual([]);
    expect(clientContactsCollection.problems()).toEqual([]);
    expect(staffCollection.files().map((file) => path.basename(file, '.yaml'))).toEqual(staffList.map((person) => person.id).sort());
  });

  it('never lists a person as both staff and a client contact', () => {
    const staffIds = new Set(staffList.map((person) => person.id));
    const staffNames = new Set(staffList.map((person) => person.name));
    for (const contact of clientList) {
      expect(staffIds.has(contact.id), contact.id).toBe(false);
      expect(staffNames.has(contact.name), contact.name).toBe(false);
    }
  });

  it('gives every person a unique name, first name and surname across staff and clients (no Daniel and James Okafor)', () => {
    for (const part of [(name: string) => name, firstName, surname]) {
      const seen = new Map<string, string>();
      for (const person of everyone) {
        const key = part(person.name);
        expect(seen.get(key), `${person.name} shares "${key}" with ${seen.get(key)}`).toBeUndefined();
        seen.set(key, person.name);
      }
    }
  });

  /** "name is typed in file" for every person's name found outside the roster. */
  const typedNames = () => {
    const roster = new Set([...staffCollection.files(), ...clientContactsCollection.files()]);
    return contentFiles()
      .filter((entry) => !roster.has(entry))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return everyone.filter((person) => text.includes(person.name)).map((person) => `${person.name} is typed in ${file}`);
      });
  };

  it('types each name only in the roster: pages, quotes, bylines and press read it from there', () => {
    expect(contentFiles().filter((file) => file.endsWith('.md')).length).toBeGreaterThanOrEqual(6);
    expect(typedNames()).toEqual([]);
  });

  it('reads every collection’s files: a name typed into a YAML entry fails', () => {
    const name = staffList[0]!.name;
    const found = withFixtureCollection('yaml', { 'quote.yaml': `by: ${name}\n` }, typedNames);
    expect(found).toEqual([expect.stringMatching(new RegExp(`^${name} is typed in .*quote\\.yaml$`))]);
  });

  it('names a client company the way the home client strip does (no "Harborline Freight" against "Harborline Logistics")', () => {
    const strip = homePage().sections.flatMap((section) => (section.kind === 'claims' ? section.clients.names : []));
    expect(strip.length).toBeGreaterThan(0);
    for (const contact of clientList) {
      const namesake = strip.find((name) => firstName(name) === firstName(contact.company));
      if (namesake) expect(contact.company).toBe(namesake);
    }
  });
});

describe('testimonials quote client contacts from the roster', () => {
  it('every testimonial names a client contact, never a member of staff', () => {
    const quoted = testimonials().flatMap(({ section }) => section.items.map((item) => item.person));
    expect(quoted.length).toBeGreaterThanOrEqual(6);
    for (const id of quoted) {
      expect(clientList.map((person) => person.id), id).toContain(id);
      expect(staffList.map((person) => person.id), id).not.toContain(id);
    }
  });

  it('quotes a person once across the site', () => {
    const quoted = testimonials().flatMap(({ section }) => section.items.map((item) => item.person));
    expect(new Set(quoted).size).toBe(quoted.length);
  });
});

describe('call hosts are staff from the roster', () => {
  it('every host of the picker and of each call type has a file in content/company/people/', () => {
    const hosts = [...callHosts.map((host) => host.id), ...callTypes.flatMap((type) => type.hosts)];
    expect(hosts.length).toBeGreaterThan(0);
    for (const id of hosts) expect(isStaffId(id), `${id} hosts calls (content/scheduling.ts) but has no file`).toBe(true);
  });
});

describe('blog authors are staff from the roster', () => {
  it('every article is bylined with the name and title the team pages use', () => {
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) {
      const member: StaffMember = staffMember(article.author.id);
      expect(article.author, article.id).toEqual({ id: member.id, name: member.name, title: member.title });
    }
  });

  it('refuses an article whose author is not in the roster, or that retypes a role', () => {
    const file = path.relative('content', articleCollection.files()[0]!);
    const cases: [(source: string) => string, RegExp][] = [
      [(source) => source.replace(/^author: .*$/m, 'author: Maya Okafor'), /: author: must be the id of a member of staff/],
      [(source) => source.replace(/^author: .*$/m, `author: ${clientList[0]?.id}`), /: author: must be the id of a member of staff/],
      [(source) => source.replace(/^author: (.*)$/m, 'author: $1\nauthorRole: Head of AI Engineering'), /: \(file\): .*"authorRole"/],
    ];
    for (const [edit, expected] of cases) {
      const copy = tempContent(['blog/articles']);
      try {
        copy.write(file, edit(copy.read(file)));
        const message = articleCollection.problems().map((error) => error.message).join('\n');
        expect(message, String(expected)).toContain(path.basename(file));
        expect(message, String(expected)).toMatch(expected);
      } finally {
        copy.dispose();
      }
    }
  });
});
