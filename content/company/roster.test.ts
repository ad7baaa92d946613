import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allArticles, articleCollection } from '../blog';
import { home } from '../pages/home';
import { servicePages } from '../services';
import type { TestimonialsSection } from '../shared/sections';
import { contentSourceFiles } from '../source-files';
import { tempContent, withFixtureCollection } from '../shared/temp-content';
import { clientContacts, staff, type ClientContact, type StaffMember } from './people';

const staffList: StaffMember[] = Object.values(staff);
const clientList: ClientContact[] = Object.values(clientContacts);
const everyone = [...staffList, ...clientList];

const firstName = (name: string) => name.split(/\s+/)[0]!;
const surname = (name: string) => name.split(/\s+/).at(-1)!;

const articles = allArticles();

/** Every content file (TypeScript modules and every collection's YAML and Markdown, tests left out). */
const contentFiles = contentSourceFiles;

function testimonials(): { page: string; section: TestimonialsSection }[] {
  return Object.values(servicePages).flatMap((page) =>
    page.sections.filter((section): section is TestimonialsSection => section.kind === 'testimonials').map((section) => ({ page: page.slug, section })),
  );
}

describe('the roster: every person once, staff or client, never both', () => {
  it('keys each person by their own id', () => {
    for (const [id, person] of Object.entries({ ...staff, ...clientContacts })) expect(person.id).toBe(id);
  });

  it('never lists a person as both staff and a client contact', () => {
    const staffIds = new Set(Object.keys(staff));
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
    const roster = path.join('content', 'company', 'people.ts');
    return contentFiles()
      .filter((entry) => entry !== roster)
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
    const strip = home.sections.flatMap((section) => (section.kind === 'claims' ? section.clients.names : []));
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
      expect(Object.keys(clientContacts), id).toContain(id);
      expect(Object.keys(staff), id).not.toContain(id);
    }
  });

  it('quotes a person once across the site', () => {
    const quoted = testimonials().flatMap(({ section }) => section.items.map((item) => item.person));
    expect(new Set(quoted).size).toBe(quoted.length);
  });
});

describe('blog authors are staff from the roster', () => {
  it('every article is bylined with the name and title the team pages use', () => {
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) {
      const member: StaffMember = staff[article.author.id];
      expect(article.author, article.id).toEqual({ id: member.id, name: member.name, title: member.title });
    }
  });

  it('refuses an article whose author is not in the roster, or that retypes a role', () => {
    const file = path.relative('content', articleCollection.files()[0]!);
    const cases: [(source: string) => string, RegExp][] = [
      [(source) => source.replace(/^author: .*$/m, 'author: Maya Okafor'), /: author: must be the id of a member of staff/],
      [(source) => source.replace(/^author: .*$/m, `author: ${Object.keys(clientContacts)[0]}`), /: author: must be the id of a member of staff/],
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
