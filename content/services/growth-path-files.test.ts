import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { pageCollections } from '../read';
import { contentRoot, setContentRoot } from '../shared/collection';
import { problemsWithFiles, yamlBomb } from '../shared/collection-fixtures';

/**
 * The growth path files an editor could save that must never reach the site: each is refused by the collection with
 * "file: field: reason" (and so by `npm run content:check`, the build's first step).
 */

const repoContent = contentRoot();
const work = mkdtempSync(path.join(tmpdir(), 'growth-path-files-'));
afterEach(() => setContentRoot(repoContent));
// The copies of content/: removing them can outlast the default hook time on a busy machine.
afterAll(() => rmSync(work, { recursive: true, force: true }), 60_000);

const scale = readFileSync(path.join(repoContent, 'services', 'growth-paths', 'scale.yaml'), 'utf8');
const problemsWith = (name: string, files: Record<string, string>) =>
  problemsWithFiles(pageCollections.growthPaths.files, work, name, Object.fromEntries(Object.entries(files).map(([file, text]) => [path.join('services', 'growth-paths', file), text])));

describe('a growth path file the site refuses, with its file, field and reason', () => {
  it('accepts the three growth path files as they are', () => {
    expect(pageCollections.growthPaths.files.problems()).toEqual([]);
  });

  it('refuses a service that has no page', () => {
    expect(problemsWith('unknown-service', { 'scale.yaml': scale.replace('  - devops\n', '  - devopz\n') })).toEqual([
      expect.stringMatching(/services\/growth-paths\/scale\.yaml: services\[1\]: “devopz” is not a service: no file/),
    ]);
  });

  it('refuses a file without a required field', () => {
    expect(problemsWith('missing-field', { 'scale.yaml': scale.replace(/^headline: .*\n/m, '') })).toEqual([
      expect.stringMatching(/services\/growth-paths\/scale\.yaml: headline: .*expected string, received undefined/),
    ]);
  });

  it('refuses a placeholder that names no value', () => {
    expect(problemsWith('unknown-value', { 'scale.yaml': scale.replace('{{offer.scale.assessment}}', '{{offer.scale.asessment}}') })).toEqual([
      expect.stringMatching(/services\/growth-paths\/scale\.yaml: timeline\[0\]\.duration: \{\{offer\.scale\.asessment\}\} is not a value the site knows/),
    ]);
  });

  it('refuses a path without a price, and a second path under the same name', () => {
    expect(problemsWith('unpriced', { 'grow.yaml': scale })).toEqual([
      expect.stringMatching(/services\/growth-paths\/grow\.yaml: name: “Scale” is the name of scale too/),
      expect.stringMatching(/services\/growth-paths\/grow\.yaml: \(file name\): has no price in content\/company\/prices\.ts/),
      expect.stringMatching(/services\/growth-paths\/scale\.yaml: name: “Scale” is the name of grow too/),
    ]);
  });

  it('refuses a 5 MB string before reading the file, and a YAML bomb without expanding it', () => {
    expect(problemsWith('huge', { 'scale.yaml': scale.replace(/^(headline: ).*$/m, `$1${'a'.repeat(5 * 1024 * 1024)}`) })).toEqual([
      expect.stringMatching(/services\/growth-paths\/scale\.yaml: \(file\): is 5\.0 MB; a content file may be at most 256 KB/),
    ]);
    expect(problemsWith('bomb', { 'scale.yaml': yamlBomb })).toEqual([expect.stringMatching(/services\/growth-paths\/scale\.yaml: \(syntax\): .*alias/i)]);
  });
});
