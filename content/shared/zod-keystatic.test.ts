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
import { clientContactsCollection, staffCollection } from '../company/people';
import { clientContactFileSchema, staffFileSchema } from '../company/people-schema';
import { mediaAssetSchema, mediaKit } from '../media-kit';
import { pressContacts, pressContactSchema } from '../press-contacts';
import { guideSchema, resourceGuides } from '../resource-guides';
import { checklistSchema, resourceChecklists } from '../resource-checklists';
import { caseStudyCollection, caseStudySchema } from '../case-studies';
import { portfolioCollection, portfolioProjectSchema } from '../portfolio';
import { articleCollection } from '../blog/load';
import { articleFileSchema } from '../blog/schema';
import { legalCollection, legalDocumentSchema } from '../legal';
import { newsItemSchema, pressNews } from '../press-news';
import { absentWhenEmpty, textField } from './fields';
import { blocks } from './section-blocks';
import { uploadFolders } from './uploads';
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

  it('uploads an image into its folder, picks several of a collection, counts an exact list, leaves a nullable pick empty', () => {
    type Upload = Readable & { directory: string; serialize: (value: object, args: { slug: string; suggestedFilenamePrefix: string }) => { value: string } };
    const cover = keystaticField(z.string().nullish().meta({ title: 'Cover', upload: uploadFolders.articleCover }), 'cover') as unknown as Upload;
    expect(cover.directory).toBe('public/blog/covers');
    // Saved as <directory>/<entry>/cover.<extension>, and the file names it by its address.
    expect(cover.serialize({ data: new Uint8Array(), extension: 'png', filename: 'x.png' }, { slug: 'my-post', suggestedFilenamePrefix: 'cover' }).value).toBe('/blog/covers/my-post/cover.png');
    expect(cover.reader!.parse(undefined)).toBeNull();
    const services = field(z.array(z.string()).max(2).meta({ title: 'Services', collection: 'services' }));
    expect(services.reader!.parse(['seo'])).toEqual(['seo']);
    expect(() => services.reader!.parse(['a', 'b', 'c'])).toThrow();
    const four = keystaticField(z.array(z.string()).length(4), 'challenges') as unknown as { validation: { length: object } };
    expect(four.validation.length).toEqual({ min: 4, max: 4 });
    expect(field(z.string().nullish().meta({ title: 'Contact', collection: 'people' })).reader!.parse(undefined)).toBeNull();
    expect(() => field(z.string().meta({ title: 'Contact', collection: 'people' })).reader!.parse(undefined)).toThrow();
    expect(field(absentWhenEmpty(z.enum(['dark'])).meta({ title: 'Band', optionLabels: { '': 'Automatic' } })).options).toEqual([{ label: 'Automatic', value: '' }, { label: 'dark', value: 'dark' }]);
  });

  it('saves a Markdown body as the text of an .md file, its address checked as the collection asks', () => {
    const schema = z.strictObject({ title: textField({ min: 1, max: 9 }), body: z.string().min(1) });
    const articles = derivedCollection(schema, { label: 'X', path: 'content/x/*', slugField: 'title', contentField: 'body', slug: { label: 'Address', description: '', pattern: { regex: /^[a-z]+$/, message: 'letters only' } } });
    expect(articles.format).toEqual({ contentField: 'body' });
    expect((articles.schema.body as unknown as { kind: string; contentExtension: string }).contentExtension).toBe('.md');
    const title = articles.schema.title as unknown as { reader: { parseWithSlug: (name: string, args: { slug: string; glob: '*' }) => string } };
    expect(() => title.reader.parseWithSlug('Hello', { slug: 'hello-1', glob: '*' })).toThrow(/letters only/);
  });

  it('makes an image upload of an address marked `upload`, saved into that folder, that may be left empty', () => {
    const photo = keystaticField(absentWhenEmpty(z.string()).meta({ title: 'Photo', description: 'A photograph.', upload: uploadFolders.portraitPhoto }), 'photo') as unknown as Readable & {
      formKind: string;
      directory: string;
      defaultValue: () => unknown;
    };
    expect(photo).toMatchObject({ kind: 'form', formKind: 'asset', label: 'Photo', directory: 'public/portrait-photos' });
    expect(photo.defaultValue()).toBeNull();
    expect(photo.reader!.parse('/portrait-photos/priya-raman/photo.jpg')).toBe('/portrait-photos/priya-raman/photo.jpg');
    expect(photo.reader!.parse(undefined)).toBeNull();
  });

  it('lets an optional list be left with no items, and holds a list that has some to the schema’s count', () => {
    const list = z.array(textField({ min: 2, max: 40 })).min(2).max(3);
    const lengthOf = (schema: z.ZodType) => (field(schema) as unknown as { validation?: { length?: { min?: number; max?: number } } }).validation?.length;
    expect(lengthOf(absentWhenEmpty(list))).toEqual({ min: 0, max: 3 });
    expect(lengthOf(list)).toEqual({ min: 2, max: 3 });
  });

  it('refuses to guess a field it cannot derive, naming it', () => {
    expect(() => keystaticField(z.date(), 'publishedAt')).toThrow(/publishedAt: the editor has no field for a zod date/);
    expect(() => derivedCollection(z.strictObject({ title: textField({ min: 1, max: 9 }) }), { label: 'X', path: 'content/x/*', slugField: 'name' })).toThrow(/name: not a field/);
  });
});

/**
 * The one agreement test over every collection of the editor, each derived from its schema: the editor's configuration has the collection under the same name, Keystatic's own
 * reader reads every file of it, and the values it reads pass the collection's zod schema. Then the two refuse
 * alike: a file the schema refuses for its shape is one the editor's reader refuses too.
 */
const editorOf = collections as Record<string, unknown>;

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
  caseStudies: {
    files: caseStudyCollection as Collection<unknown>,
    schema: caseStudySchema,
    breakages: [(source) => source.replace(/^accent: .*$/m, 'accent: crimson'), (source) => source.replace(/^(\s+)duration: .*$/m, '$1duration: eight weeks'), (source) => source.replace(/^ {2}- figure: ''$|^ {4}figure: ''$/m, '    figure: nonsense')],
  },
  portfolioProjects: {
    files: portfolioCollection as Collection<unknown>,
    schema: portfolioProjectSchema,
    breakages: [(source) => source.replace(/^sector: .*$/m, 'sector: projects-space'), (source) => source.replace(/^order: .*$/m, 'order: 0'), (source) => source.replace(/^ {2}offer: .*$/m, '  offer: forever')],
  },
  articles: {
    files: articleCollection as Collection<unknown>,
    schema: articleFileSchema,
    breakages: [(source) => source.replace(/^title: .*$/m, 'title: Too short'), (source) => source.replace(/^category: .*$/m, 'category: gossip'), (source) => source.replace(/^publishDate: .*$/m, 'publishDate: soon')],
  },
  people: {
    files: staffCollection as Collection<unknown>,
    schema: staffFileSchema,
    breakages: [(source) => source.replace(/^title: .*$/m, 'title: X'), (source) => source.replace(/^tone: .*$/m, 'tone: orange'), (source) => source.replace(/^order: .*$/m, 'order: 0')],
  },
  clientContacts: {
    files: clientContactsCollection as Collection<unknown>,
    schema: clientContactFileSchema,
    breakages: [(source) => source.replace(/^company: .*$/m, 'company: X'), (source) => source.replace(/^tone: .*$/m, 'tone: orange')],
  },
  pressContacts: {
    files: pressContacts as Collection<unknown>,
    schema: pressContactSchema,
    breakages: [(source) => source.replace(/^mailbox: .*$/m, 'mailbox: Press Office'), (source) => source.replace(/^phone: .*$/m, 'phone: 555-0173'), (source) => source.replace(/^order: .*$/m, 'order: 1000')],
  },
  pressMediaKit: {
    files: mediaKit as Collection<unknown>,
    schema: mediaAssetSchema,
    breakages: [(source) => source.replace(/^file: .*$/m, 'file: /elsewhere/kit.pdf'), (source) => source.replace(/^type: .*$/m, 'type: DOC'), (source) => source.replace(/^order: .*$/m, 'order: 0')],
  },
  legal: { files: legalCollection as Collection<unknown>, schema: legalDocumentSchema, breakages: [(source) => source.replace(/^title: .*$/m, 'title: Law'), (source) => source.replace(/^intro: .*(\n {2}.*)*$/m, 'intro: Short.')] },
  pressNews: { files: pressNews as Collection<unknown>, schema: newsItemSchema, breakages: [(source) => source.replace(/^title: .*$/m, 'title: News'), (source) => source.replace(/^category: .*$/m, 'category: Gossip')] },
};

/** A file's values as the loader reads them: a Markdown file's frontmatter with its body. */
function fileValues(collection: Collection<unknown>, source: string): Record<string, unknown> {
  if (collection.format !== 'markdown') return parse(source) as Record<string, unknown>;
  const parts = splitFrontmatter(source)!;
  return { ...(parse(parts.frontmatter) as Record<string, unknown>), body: parts.body };
}

it('covers every collection of the editor: none has fields written by hand beside its schema', () => {
  expect(Object.keys(derived).sort()).toEqual(Object.keys(collections).sort());
});

describe.each(Object.keys(derived))('the %s collection in the editor and the loader', (name) => {
  const collection = derived[name]!;
  const editor = editorOf[name] as Parameters<typeof config>[0]['collections'] extends infer C ? C[keyof C] : never;
  const readerOf = (root: string) => createReader(root, config({ storage: { kind: 'local' }, collections: { [name]: editor, people } }));

  it('is in the editor under the same name, with fields derived from the schema', () => {
    expect(editor).toBeDefined();
  });

  it('reads every file in the editor to values the schema accepts', async () => {
    const entries = await readerOf(process.cwd()).collections[name]!.all({ resolveLinkedFiles: true });
    expect(entries.map((entry) => entry.slug).sort()).toEqual(collection.files.all().map((entry) => entry.slug).sort());
    expect(entries.length).toBeGreaterThan(0);
    for (const { slug, entry } of entries) {
      const file = fileValues(collection.files, readFileSync(collection.files.files().find((candidate) => path.parse(candidate).name === slug)!, 'utf8'));
      // A Markdown text edited as a document (legal's, fields.markdoc) reads as its parsed tree: its text is the file's
      // (the same bytes on save: content/legal.test.ts).
      const read = Object.fromEntries(Object.entries(entry as object).map(([key, value]) => [key, key === 'body' && typeof value !== 'string' ? file[key] : value]));
      // The editor's values are the file's (an absent optional field reads as '' or null, which the schema reads as absent).
      const blanksLeftOut = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (_key, item: unknown) => (item === '' || item === null ? undefined : item)));
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
      expect(collection.schema.safeParse(fileValues(collection.files, broken)).success).toBe(false);
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
    const blanksLeftOut = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (_key, item: unknown) => (item === '' || item === null ? undefined : item)));
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
