import { collection, config, fields, singleton } from '@keystatic/core';
import { describe, expect, it } from 'vitest';
import { checkEditablePath, editableRules, IMAGE_EXTENSIONS } from './confine';
import { editorConfig } from './keystatic.config';

describe('the editable files, derived from the Keystatic config (one source)', () => {
  const rules = editableRules(editorConfig({ kind: 'local' }));

  it('gives each collection its folder and its file type, each singleton its file (and the folder beside it), all inside content/, and each image field its folder in public/', () => {
    expect(rules).toContainEqual({ kind: 'folder', directory: 'content/blog/articles', extensions: ['.md'], from: 'collection articles' });
    expect(rules).toContainEqual({ kind: 'folder', directory: 'content/legal', extensions: ['.md'], from: 'collection legal' });
    expect(rules).toContainEqual({ kind: 'folder', directory: 'content/company/people', extensions: ['.yaml'], from: 'collection people' });
    expect(rules).toContainEqual({ kind: 'file', file: 'content/home/home.yaml', from: 'singleton home' });
    const images = rules.filter((rule) => rule.kind === 'folder' && rule.directory.startsWith('public/'));
    expect(images).toEqual([
      { kind: 'folder', directory: 'public/blog/covers', extensions: [...IMAGE_EXTENSIONS], from: 'collection articles' },
      { kind: 'folder', directory: 'public/portrait-photos', extensions: [...IMAGE_EXTENSIONS], from: 'collection people' },
      // Client contacts upload their photo into the same folder (content/shared/uploads.ts portraitPhoto).
      { kind: 'folder', directory: 'public/portrait-photos', extensions: [...IMAGE_EXTENSIONS], from: 'collection clientContacts' },
      { kind: 'folder', directory: 'public/work/art/uploads', extensions: [...IMAGE_EXTENSIONS], from: 'collection caseStudies' },
    ]);
    const { collections = {}, singletons = {} } = editorConfig({ kind: 'local' });
    expect(rules.length - images.length).toBe(Object.keys(collections).length + 2 * Object.keys(singletons).length);
    for (const rule of rules) {
      if (images.includes(rule)) continue;
      if (rule.kind === 'folder') expect(rule.directory, rule.from).toMatch(/^content\/[a-z-]+(\/[a-z-]+)?$/);
      else expect(rule.file, rule.from).toMatch(/^content\/[a-z-]+\/[a-z-]+\.yaml$/);
    }
  });

  it('accepts an entry of a collection and nothing beside it', () => {
    for (const file of ['content/legal/privacy.md', 'content/blog/articles/choosing-a-mobile-stack.md', 'content/company/people/priya-raman.yaml']) {
      expect(checkEditablePath(rules, file), file).toEqual({ ok: true });
    }
    for (const file of ['content/legal.ts', 'content/legal.md', 'content/legal/privacy.yaml', 'content/legal/privacy.ts', 'content/legal-x/a.md', 'content/company/people.ts', 'content/company/people/a.md', 'content-evil/legal/a.md', 'public/blog/cover.svg', 'package.json']) {
      expect(checkEditablePath(rules, file), file).toMatchObject({ ok: false, rule: 'not-editable' });
    }
  });

  it('reads the other formats and fields: singletons, content fields, image folders, and drops a rule outside content/ and public/', () => {
    const derived = editableRules(
      config({
        storage: { kind: 'local' },
        collections: {
          notes: collection({ label: 'Notes', path: 'content/notes/**', slugField: 'title', format: { contentField: 'body' }, schema: { title: fields.slug({ name: { label: 'T' } }), body: fields.markdoc({ label: 'B' }), extra: fields.mdx({ label: 'E' }) } }),
          people: collection({ label: 'People', path: 'content/people/*/', slugField: 'name', format: { data: 'json' }, schema: { name: fields.slug({ name: { label: 'N' } }), photo: fields.image({ label: 'P', directory: 'public/images/people', publicPath: '/images/people/' }), logo: fields.image({ label: 'L' }) } }),
          code: collection({ label: 'Code', path: 'server/*', slugField: 'title', schema: { title: fields.slug({ name: { label: 'T' } }) } }),
        },
        singletons: {
          site: singleton({ label: 'Site', path: 'content/site', schema: { title: fields.text({ label: 'T' }) } }),
          home: singleton({ label: 'Home', path: 'content/home/', format: { contentField: 'body' }, schema: { body: fields.markdoc({ label: 'B', extension: 'md', options: { image: { directory: 'public/images/home' } } }) } }),
        },
      }),
    );
    expect(derived).toEqual([
      { kind: 'folder', directory: 'content/notes', extensions: ['.mdoc', '.mdx'], from: 'collection notes' },
      { kind: 'folder', directory: 'content/people', extensions: ['.json', ...IMAGE_EXTENSIONS].sort(), from: 'collection people' },
      { kind: 'folder', directory: 'public/images/people', extensions: [...IMAGE_EXTENSIONS], from: 'collection people' },
      { kind: 'file', file: 'content/site.yaml', from: 'singleton site' },
      { kind: 'folder', directory: 'content/site', extensions: ['.yaml'], from: 'singleton site' },
      { kind: 'folder', directory: 'content/home', extensions: ['.md'], from: 'singleton home' },
      { kind: 'folder', directory: 'public/images/home', extensions: [...IMAGE_EXTENSIONS], from: 'singleton home' },
    ]);
    expect(checkEditablePath(derived, 'content/site.yaml')).toEqual({ ok: true });
    expect(checkEditablePath(derived, 'content/other.yaml')).toMatchObject({ ok: false, rule: 'not-editable' });
    expect(checkEditablePath(derived, 'public/images/people/ada/photo.PNG')).toEqual({ ok: true });
    expect(checkEditablePath(derived, 'public/images/people/ada/photo.html')).toMatchObject({ ok: false, rule: 'not-editable' });
    expect(checkEditablePath(derived, 'server/x.yaml')).toMatchObject({ ok: false, rule: 'not-editable' });
  });

  it('names the rule a malformed path breaks', () => {
    for (const [file, rule] of [
      [undefined, 'malformed'],
      ['', 'empty'],
      ['content/legal/a\0.md', 'nul'],
      ['content\\legal\\a.md', 'backslash'],
      ['/work/content/legal/a.md', 'absolute'],
      ['C:/content/legal/a.md', 'absolute'],
      ['content//legal/a.md', 'empty-segment'],
      ['content/legal/', 'empty-segment'],
      ['content/legal/../legal.ts', 'dot-segment'],
      ['content/legal/./a.md', 'dot-segment'],
      ['content/legal/.hidden.md', 'dot-segment'],
    ] as const) {
      expect(checkEditablePath(rules, file), String(file)).toMatchObject({ ok: false, rule });
    }
  });
});
