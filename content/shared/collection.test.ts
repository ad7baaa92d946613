import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ContentFileError, defineCollection, setContentRoot } from './collection';

const root = mkdtempSync(path.join(tmpdir(), 'collection-test-'));
setContentRoot(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folder(name: string, files: Record<string, string>) {
  mkdirSync(path.join(root, name), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, name, file), text);
}

describe('defineCollection', () => {
  it('reads one YAML file per entry, sorted by slug, with the slug from the file name', () => {
    folder('jobs', { 'b-role.yaml': 'title: Backend engineer\n', 'a-role.yaml': 'title: Android engineer\n', 'notes.txt': 'ignored' });
    const jobs = defineCollection({ dir: 'jobs', format: 'yaml', schema: z.strictObject({ title: z.string() }) });
    expect(jobs.all()).toEqual([{ title: 'Android engineer', slug: 'a-role' }, { title: 'Backend engineer', slug: 'b-role' }]);
    expect(jobs.get('b-role')?.title).toBe('Backend engineer');
  });

  it('names the file, the field and the reason, and refuses unknown fields', () => {
    folder('people', { 'ada.yaml': 'name: Ada\nrole: 3\nnickname: A\n' });
    const people = defineCollection({ dir: 'people', format: 'yaml', schema: z.strictObject({ name: z.string(), role: z.string() }) });
    expect(() => people.all()).toThrow(ContentFileError);
    const [error] = people.problems();
    expect(error?.message).toMatch(/people\/ada\.yaml: role: /);
    expect(error?.message).toMatch(/people\/ada\.yaml: \(file\): .*nickname/);
  });

  it('reports broken YAML and a file name that is not a slug', () => {
    folder('broken', { 'ok.yaml': 'title: [unclosed\n', 'Bad Name.yaml': 'title: x\n' });
    const broken = defineCollection({ dir: 'broken', format: 'yaml', schema: z.strictObject({ title: z.string() }) });
    const messages = broken.problems().map((error) => error.message).join('\n');
    expect(messages).toMatch(/Bad Name\.yaml: \(file name\): must be a lower-case slug/);
    expect(messages).toMatch(/ok\.yaml: \(syntax\): /);
  });

  it('puts a Markdown body into its field and reads the frontmatter', () => {
    folder('docs', { 'terms.md': '---\ntitle: Terms\n---\n\n# Terms\n\nText.\n' });
    const docs = defineCollection({ dir: 'docs', format: 'markdown', bodyField: 'content', schema: z.strictObject({ title: z.string(), content: z.string() }) });
    expect(docs.all()).toEqual([{ title: 'Terms', content: '# Terms\n\nText.\n', slug: 'terms' }]);
  });

  it('runs cross-entry checks (references) and re-reads a file edited on disk', () => {
    folder('links', { 'one.yaml': 'next: two\n' });
    const links = defineCollection({
      dir: 'links',
      format: 'yaml',
      schema: z.strictObject({ next: z.string() }),
      check: (entries) => entries.filter((entry) => !entries.some((other) => other.slug === entry.next)).map((entry) => ({ slug: entry.slug, field: 'next', reason: `no entry "${entry.next}"` })),
    });
    expect(links.problems()[0]?.message).toMatch(/links\/one\.yaml: next: no entry "two"/);
    writeFileSync(path.join(root, 'links', 'one.yaml'), 'next: one\n');
    utimesSync(path.join(root, 'links', 'one.yaml'), new Date(), new Date(Date.now() + 5_000));
    expect(links.all()).toEqual([{ next: 'one', slug: 'one' }]);
  });
});
