import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withFixtureCollection } from '../shared/temp-content';
import { collectionFiles, contentSourceFiles, sourceFiles } from './source-files';

describe('the files the content checks read', () => {
  it('are the content modules and every collection’s files, tests and fixtures left out', () => {
    const files = contentSourceFiles();
    expect(files).toContain(path.join('content', 'company', 'promises.ts'));
    expect(files.filter((file) => file.startsWith(path.join('content', 'blog', 'articles') + path.sep))).toHaveLength(9);
    expect(files.some((file) => /\.test\.ts$/.test(file) || file.includes(`${path.sep}fixtures${path.sep}`))).toBe(false);
  });

  it('leave no YAML or Markdown file under content/ unread: each belongs to a collection in content/registry/collections.ts', () => {
    const read = new Set(collectionFiles());
    expect(sourceFiles(['content'], /\.(ya?ml|md)$/).filter((file) => !read.has(file))).toEqual([]);
  });

  it('take in a collection defined later without a change here', () => {
    const files = withFixtureCollection('yaml', { 'new-entry.yaml': 'title: New\n' }, contentSourceFiles);
    expect(files.filter((file) => file.endsWith('new-entry.yaml'))).toHaveLength(1);
  });
});
