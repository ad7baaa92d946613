import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { pageSingletons } from '../read';
import { contentRoot, setContentRoot } from '../shared/collection';
import { problemsWithFiles, yamlBomb } from '../shared/collection-fixtures';

/**
 * The home page and industries overview files an editor could save that must never reach the site: each is refused
 * with "file: field: reason" (and so by `npm run content:check`, the build's first step).
 */

const repoContent = contentRoot();
const work = mkdtempSync(path.join(tmpdir(), 'home-file-'));
afterEach(() => setContentRoot(repoContent));
// The copies of content/: removing them can outlast the default hook time on a busy machine.
afterAll(() => rmSync(work, { recursive: true, force: true }), 60_000);

const home = readFileSync(path.join(repoContent, 'home', 'home.yaml'), 'utf8');
const overview = readFileSync(path.join(repoContent, 'industries', 'overview.yaml'), 'utf8');
const homeProblems = (name: string, files: Record<string, string | null>) => problemsWithFiles(pageSingletons.home.files, work, name, files);

describe('a home page file the site refuses, with its file, field and reason', () => {
  it('accepts the home page and the industries overview as they are', () => {
    expect(pageSingletons.home.files.problems()).toEqual([]);
    expect(pageSingletons.industriesOverview.files.problems()).toEqual([]);
  });

  it('refuses a block of a kind the home page does not have', () => {
    expect(homeProblems('unknown-block', { 'home/home.yaml': home.replace('sections:\n', 'sections:\n  - discriminant: carousel\n    value:\n      id: slides\n') })).toEqual([
      expect.stringMatching(/home\/home\.yaml: sections\[0\](\.discriminant)?: must be a block of one of these kinds: claims, paths, steps, caseStudyCards$/),
    ]);
  });

  it('refuses a counter that is not a figure of the fact sheet (a number typed in instead)', () => {
    expect(homeProblems('typed-counter', { 'home/home.yaml': home.replace('        - clientRetention\n', '        - 90%\n') })).toEqual([
      expect.stringMatching(/home\/home\.yaml: sections\[0\]\.value\.counters\[1\]: must be a figure of content\/company\/figures\.ts/),
    ]);
  });

  it('refuses a growth path or a case study that has no file, and a placeholder that names no value', () => {
    const edited = home.replace('        - scale\n', '        - grow\n').replace('        - bloxios\n', '        - blox\n').replace('{{fact.clientCompanies.value}}', '{{fact.clients.value}}');
    expect(homeProblems('unknown-names', { 'home/home.yaml': edited })).toEqual([
      expect.stringMatching(/home\/home\.yaml: sections\[0\]\.value\.heading: \{\{fact\.clients\.value\}\} is not a value the site knows/),
      expect.stringMatching(/home\/home\.yaml: sections\[1\]\.value\.paths\[1\]: “grow” is not a growth path \(content\/services\/growth-paths\/: launch, scale, transform\)/),
      expect.stringMatching(/home\/home\.yaml: sections\[3\]\.value\.studies\[1\]: “blox” is not a case study/),
    ]);
  });

  it('refuses a file without its headline, a missing file and a second file beside it', () => {
    expect(homeProblems('missing-field', { 'home/home.yaml': home.replace(/^ {2}headline: .*\n/m, '') })).toEqual([
      expect.stringMatching(/home\/home\.yaml: hero\.headline: .*expected string, received undefined/),
    ]);
    expect(homeProblems('missing-file', { 'home/home.yaml': null })).toEqual([expect.stringMatching(/home\/home\.yaml: \(file\): is missing$/)]);
    expect(homeProblems('second-file', { 'home/home-copy.yaml': home })).toEqual([expect.stringMatching(/home\/home-copy\.yaml: \(file name\): only home\.yaml belongs in content\/home\/$/)]);
  });

  it('refuses a 5 MB string before reading the file, and a YAML bomb without expanding it', () => {
    expect(homeProblems('huge', { 'home/home.yaml': home.replace(/^( {2}headline: ).*$/m, `$1${'a'.repeat(5 * 1024 * 1024)}`) })).toEqual([
      expect.stringMatching(/home\/home\.yaml: \(file\): is 5\.0 MB; a content file may be at most 256 KB/),
    ]);
    expect(homeProblems('bomb', { 'home/home.yaml': yamlBomb })).toEqual([expect.stringMatching(/home\/home\.yaml: \(syntax\): .*alias/i)]);
  });

  it('refuses an industries overview with its industry rows twice or a block of a kind it does not have', () => {
    const twice = overview.replace('sections:\n', 'sections:\n  - discriminant: industryRows\n    value:\n      id: rows\n      heading: Industries we serve\n');
    expect(problemsWithFiles(pageSingletons.industriesOverview.files, work, 'rows-twice', { 'industries/overview.yaml': twice })).toEqual([
      expect.stringMatching(/industries\/overview\.yaml: sections\[1\]: the industry rows may appear once$/),
    ]);
    const carousel = overview.replace('sections:\n', 'sections:\n  - discriminant: carousel\n    value: {}\n');
    expect(problemsWithFiles(pageSingletons.industriesOverview.files, work, 'overview-block', { 'industries/overview.yaml': carousel })).toEqual([
      expect.stringMatching(/industries\/overview\.yaml: sections\[0\](\.discriminant)?: must be a block of one of these kinds: industryRows, numbered$/),
    ]);
  });
});
