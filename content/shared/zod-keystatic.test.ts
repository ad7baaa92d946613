import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { config } from '@keystatic/core';
import { createReader } from '@keystatic/core/reader';
import { parse } from 'yaml';
import * as z from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { collections, singletons } from '@/server/editor/keystatic.config';
import { pageCollections, pageSingletons } from '../read';
import { internshipsCollection, jobsCollection } from '../careers/jobs';
import { internshipFileSchema, jobFileSchema } from '../careers/opening-schema';
import people from '../company/people.keystatic';
import { splitFrontmatter, type Collection } from './collection';
import { guideSchema, resourceGuides } from '../resource-guides';
import { checklistSchema, resourceChecklists } from '../resource-checklists';
import { legalCollection, legalDocumentSchema } from '../legal';
import { newsItemSchema, pressNews } from '../press-news';
import { absentWhenEmpty, textField } from './fields';
import { blocks } from './section-blocks';
import { derivedCollection, keystaticField } from './zod-keystatic';

/** A Keystatic form field's reader (what the editor's reader applies to a file's value). */
type Readable = { kind: string; reader?: { parse: (value: unknown) => unknown }; label?: string; options?: Array<{ value: string }> };
const field = (schema: z.ZodType) => keystaticField(schema, 'someField') as unknown as Readable;

describe('the editor’s fields, derived from a zod schema', () => {
  it('gives a text field the schema’s limits, required unless the schema lets it be empty', () => {
    const required = field(textField({ min: 10, max: 20 }).meta({ title: 'Headline', description: 'The h1' }));
    expect(required.label).toBe('Headline');
    expect(() => required.reader!.parse('short')).toThrow(/10/);
    expect(() => required.reader!.parse('x'.repeat(21))).toThrow(/20/);
    expect(required.reader!.parse('just right')).toBe('just right');
    const optional = field(absentWhenEmpty(textField({ min: 10, max: 20 })));
    expect(optional.label).toBe('Some field');
    expect(optional.reader!.parse(undefined)).toBe('');
  });

  it('offers an enum’s values, with “None” when the schema lets it be absent', () => {
    expect(field(z.enum(['dark', 'light'])).options?.map((option) => option.value)).toEqual(['dark', 'light']);
    expect(field(absentWhenEmpty(z.enum(['dark', 'light']))).options?.map((option) => option.value)).toEqual(['', 'dark', 'light']);
  });

  it('derives objects, lists and blocks of sections, stored as the loader reads them', () => {
    expect(field(z.strictObject({ title: textField({ min: 1, max: 5 }) })).kind).toBe('object');
    expect(field(z.array(textField({ min: 1, max: 5 })).max(3)).kind).toBe('array');
    const sections = field(blocks(['stats', 'proof'])) as unknown as { kind: string; element: { kind: string; values: Record<string, unknown> } };
    expect(sections.element.kind).toBe('conditional');
    expect(Object.keys(sections.element.values)).toEqual(['stats', 'proof']);
  });

  it('reads what the type cannot say from the meta: a date picker, a pick from a collection, option labels, a ticked box', () => {
    const date = field(z.string().meta({ title: 'Posted on', editor: 'date' }));
    expect(date.reader!.parse('2026-11-16')).toBe('2026-11-16');
    expect(() => date.reader!.parse('16 November')).toThrow();
    // A pick starts empty (null), where a text field starts as ''.
    const manager = keystaticField(z.string().meta({ title: 'Hiring manager', collection: 'people' }), 'hiringManager') as unknown as { defaultValue: () => unknown };
    expect(manager.defaultValue()).toBeNull();
    expect((field(z.string()) as unknown as { defaultValue: () => unknown }).defaultValue()).toBe('');
    expect((field(z.enum(['ai', 'design']).meta({ title: 'Position', optionLabels: { ai: 'AI/ML Engineer' } })).options as unknown as Array<{ label: string }>).map((option) => option.label)).toEqual(['AI/ML Engineer', 'design']);
    expect((keystaticField(z.boolean().meta({ title: 'Open', defaultValue: true }), 'open') as unknown as { defaultValue: () => boolean }).defaultValue()).toBe(true);
  });

  it('refuses to guess a field it cannot derive, naming it', () => {
    expect(() => keystaticField(z.date(), 'publishedAt')).toThrow(/publishedAt: the editor has no field for a zod date/);
    expect(() => derivedCollection(z.strictObject({ title: textField({ min: 1, max: 9 }) }), { label: 'X', path: 'content/x/*', slugField: 'name' })).toThrow(/name: not a field/);
  });
});

/**
 * The one agreement test over every collection whose editor is derived from its schema (the page collections, the
 * jobs and the internships): the editor's configuration has the collection under the same name, Keystatic's own
 * reader reads every file of it, and the values it reads pass the collection's zod schema. Then the two refuse
 * alike: a file the schema refuses for its shape is one the editor's reader refuses too.
 */
const editorOf = collections as Record<string, unknown>;

/** A file's values as the loader reads them: its YAML, or a Markdown file's frontmatter with the text below it as `body`. */
function fileValues(file: string, source = readFileSync(file, 'utf8')): Record<string, unknown> {
  const parts = file.endsWith('.md') ? splitFrontmatter(source) : undefined;
  return parts ? { ...(parse(parts.frontmatter) as object), body: parts.body } : (parse(source) as Record<string, unknown>);
}
const work = mkdtempSync(path.join(tmpdir(), 'derived-editor-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Each derived collection: its files, its schema, and edits of a file that break its shape (each alone). */
const derived: Record<string, { files: Collection<unknown>; schema: z.ZodType; breakages: ReadonlyArray<(source: string) => string> }> = {
  ...Object.fromEntries(
    Object.entries(pageCollections).map(([name, collection]) => [
      name,
      {
        files: collection.files as Collection<unknown>,
        schema: collection.schema,
        breakages: [
          (source: string) => source.replace(/^(\s*)headline: .*$/m, '$1headline: Short'),
          // A block of a kind pages do not have, or (a file without blocks) an icon the site does not draw.
          (source: string) => (source.includes('sections:\n') ? source.replace('sections:\n', 'sections:\n  - discriminant: carousel\n    value: {}\n') : source.replace(/^icon: .*$/m, 'icon: carousel')),
        ],
      },
    ]),
  ),
  ...Object.fromEntries(
    ([['jobs', jobsCollection, jobFileSchema], ['internships', internshipsCollection, internshipFileSchema]] as const).map(([name, files, schema]) => [
      name,
      {
        files: files as Collection<unknown>,
        schema,
        breakages: [(source: string) => source.replace(/^title: .*$/m, 'title: UX'), (source: string) => source.replace(/^location: .*$/m, 'location: On the moon')],
      },
    ]),
  ),
  resourceGuides: {
    files: resourceGuides as Collection<unknown>,
    schema: guideSchema,
    breakages: [(source) => source.replace(/^question: .*$/m, 'question: Why?'), (source) => source.replace(/^articleId: .*$/m, 'articleId: Not An Id'), (source) => source.replace(/^order: .*$/m, 'order: 0')],
  },
  resourceChecklists: {
    files: resourceChecklists as Collection<unknown>,
    schema: checklistSchema,
    breakages: [(source) => source.replace(/^title: .*$/m, 'title: Tiny'), (source) => source.replace(/^articleId: .*$/m, 'articleId: Not An Id')],
  },
  legal: { files: legalCollection as Collection<unknown>, schema: legalDocumentSchema, breakages: [(source) => source.replace(/^title: .*$/m, 'title: Law'), (source) => source.replace(/^intro: .*(\n {2}.*)*$/m, 'intro: Short.')] },
  pressNews: { files: pressNews as Collection<unknown>, schema: newsItemSchema, breakages: [(source) => source.replace(/^title: .*$/m, 'title: News'), (source) => source.replace(/^category: .*$/m, 'category: Gossip')] },
};

describe.each(Object.keys(derived))('the %s collection in the editor and the loader', (name) => {
  const collection = derived[name]!;
  const editor = editorOf[name] as Parameters<typeof config>[0]['collections'] extends infer C ? C[keyof C] : never;
  const readerOf = (root: string) => createReader(root, config({ storage: { kind: 'local' }, collections: { [name]: editor, people } }));

  it('is in the editor under the same name, with fields derived from the schema', () => {
    expect(editor).toBeDefined();
  });

  it('reads every file in the editor to values the schema accepts', async () => {
    const entries = await readerOf(process.cwd()).collections[name]!.all();
    expect(entries.map((entry) => entry.slug).sort()).toEqual(collection.files.all().map((entry) => entry.slug).sort());
    expect(entries.length).toBeGreaterThan(0);
    for (const { slug, entry } of entries) {
      const file = fileValues(collection.files.files().find((candidate) => /\/([^/]+)\.(yaml|md)$/.exec(candidate)?.[1] === slug)!);
      // A Markdown text the editor reads when it is opened (a function here): its value is the file's text.
      const read = Object.fromEntries(Object.entries(entry as object).map(([key, value]) => [key, typeof value === 'function' ? file[key] : value]));
      // The editor's values are the file's (an absent optional field reads as '', which the schema reads as absent).
      const blanksLeftOut = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (_key, item: unknown) => (item === '' ? undefined : item)));
      expect(blanksLeftOut(read), slug).toEqual(blanksLeftOut(file));
      expect(collection.schema.safeParse(read).error?.issues ?? [], slug).toEqual([]);
    }
  });

  it('refuses in the editor a file the schema refuses for its shape', async () => {
    const [first] = collection.files.files();
    const copy = path.join(work, name);
    cpSync(path.dirname(first!), path.join(copy, path.dirname(first!)), { recursive: true });
    const target = path.join(copy, first!);
    const source = readFileSync(target, 'utf8');
    await expect(readerOf(copy).collections[name]!.all()).resolves.toHaveLength(collection.files.files().length);
    for (const breakage of collection.breakages) {
      const broken = breakage(source);
      expect(broken).not.toBe(source);
      expect(collection.schema.safeParse(fileValues(target, broken)).success).toBe(false);
      writeFileSync(target, broken);
      await expect(readerOf(copy).collections[name]!.all()).rejects.toThrow();
    }
  });
});

/** The same agreement for the pages that are one file (the editor's singletons). */
const singletonEditors = singletons as Record<string, unknown>;

describe.each(Object.keys(pageSingletons))('the %s page in the editor and the loader', (name) => {
  const page = pageSingletons[name as keyof typeof pageSingletons];
  const editor = singletonEditors[name] as Parameters<typeof config>[0]['singletons'] extends infer S ? S[keyof S] : never;
  const readerOf = (root: string) => createReader(root, config({ storage: { kind: 'local' }, singletons: { [name]: editor } }));
  const [file] = page.files.files();

  it('is in the editor under the same name, saved to the file the loader reads', () => {
    expect(editor).toBeDefined();
    expect(`${(editor as { path: string }).path}.yaml`).toBe(file);
  });

  it('reads the file in the editor to values the schema accepts', async () => {
    const entry = await readerOf(process.cwd()).singletons[name]!.read();
    const blanksLeftOut = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (_key, item: unknown) => (item === '' ? undefined : item)));
    expect(blanksLeftOut(entry)).toEqual(blanksLeftOut(parse(readFileSync(file!, 'utf8'))));
    expect(page.schema.safeParse(entry).error?.issues ?? []).toEqual([]);
  });

  it('refuses in the editor a file the schema refuses for its shape', async () => {
    const copy = path.join(work, `singleton-${name}`);
    cpSync(path.dirname(file!), path.join(copy, path.dirname(file!)), { recursive: true });
    const target = path.join(copy, file!);
    const source = readFileSync(target, 'utf8');
    await expect(readerOf(copy).singletons[name]!.read()).resolves.toBeTruthy();
    // A headline too short; a block of a kind pages do not have (or, a page without blocks, a button without words).
    const unknownBlock = source.includes('sections:\n') ? source.replace('sections:\n', 'sections:\n  - discriminant: carousel\n    value: {}\n') : source.replace(/^(\s*)ctaLabel: .*$/m, "$1ctaLabel: ''");
    for (const refused of [source.replace(/^(\s*)headline: .*$/m, '$1headline: Short'), unknownBlock]) {
      expect(refused).not.toBe(source);
      writeFileSync(target, refused);
      await expect(readerOf(copy).singletons[name]!.read()).rejects.toThrow();
    }
  });
});
