import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { pageCollections } from '../read';
import { contentRoot, setContentRoot } from '../shared/collection';
import { contentWithFiles, problemsWithFiles } from '../shared/collection-fixtures';

/**
 * The files an editor (or anyone with write access) could save that must never reach the site: each is refused by
 * the industry collection with "file: field: reason", and `npm run content:check` (the build's first step) fails.
 */

const repoContent = contentRoot();
const work = mkdtempSync(path.join(tmpdir(), 'industry-files-'));
afterEach(() => setContentRoot(repoContent));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const fintech = readFileSync(path.join(repoContent, 'industries', 'entries', 'fintech.yaml'), 'utf8');

/** A copy of content/ with the given files written into content/industries/entries/. */
const contentWith = (name: string, files: Record<string, string>) => contentWithFiles(work, name, 'industries/entries', files);

/** The problems the industry collection finds in a copy of content/ with these files. */
const problemsWith = (name: string, files: Record<string, string>) => problemsWithFiles(pageCollections.industries.files, work, name, files);

const fixtures = {
  unknownBlock: fintech.replace('sections:\n', 'sections:\n  - discriminant: carousel\n    value:\n      id: slides\n'),
  missingHeadline: fintech.replace(/^ {2}headline: .*\n/m, ''),
  unknownFigure: fintech.replace('{{fact.kycOnboarding.value}}', '{{fact.kycOnbording.value}}'),
  hugeString: fintech.replace(/^( {2}headline: ).*$/m, `$1${'a'.repeat(5 * 1024 * 1024)}`),
  yamlBomb: ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]', 'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]', 'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]', 'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]', `name: *d`, ''].join('\n'),
};

describe('an industry file the site refuses, with its file, field and reason', () => {
  it('accepts the five industry files as they are', () => {
    expect(pageCollections.industries.files.problems()).toEqual([]);
  });

  it('refuses a block of a kind pages do not have', () => {
    expect(problemsWith('unknown-block', { 'fintech.yaml': fixtures.unknownBlock })).toEqual([
      expect.stringMatching(/industries\/entries\/fintech\.yaml: sections\[0\](\.discriminant)?: must be a block of one of these kinds: stats, cards, proof, iconGrid, numbered$/),
    ]);
  });

  it('refuses a file without a required field', () => {
    expect(problemsWith('missing-field', { 'fintech.yaml': fixtures.missingHeadline })).toEqual([
      expect.stringMatching(/industries\/entries\/fintech\.yaml: hero\.headline: .*expected string, received undefined/),
    ]);
  });

  it('refuses a placeholder that names no figure', () => {
    expect(problemsWith('unknown-figure', { 'fintech.yaml': fixtures.unknownFigure })).toEqual([
      expect.stringMatching(/industries\/entries\/fintech\.yaml: sections\[0\]\.value\.items\[1\]\.value: \{\{fact\.kycOnbording\.value\}\} is not a value the site knows/),
    ]);
  });

  it('refuses a second file for the same industry (the menus would list it twice under one name)', () => {
    expect(problemsWith('duplicate', { 'fintech-copy.yaml': fintech })).toEqual([
      expect.stringMatching(/industries\/entries\/fintech-copy\.yaml: name: “Fintech” is the name of fintech too/),
      expect.stringMatching(/industries\/entries\/fintech\.yaml: name: “Fintech” is the name of fintech-copy too/),
    ]);
  });

  it('refuses a 5 MB string before reading the file', () => {
    expect(problemsWith('huge', { 'fintech.yaml': fixtures.hugeString })).toEqual([
      expect.stringMatching(/industries\/entries\/fintech\.yaml: \(file\): is 5\.0 MB; a content file may be at most 256 KB/),
    ]);
  });

  it('refuses a YAML bomb (aliases) without expanding it', () => {
    expect(problemsWith('bomb', { 'fintech.yaml': fixtures.yamlBomb })).toEqual([expect.stringMatching(/industries\/entries\/fintech\.yaml: \(syntax\): .*alias/i)]);
  });

  it('makes `npm run content:check` fail on all of them at once, naming each file', async () => {
    const copy = contentWith('all', {
      'fintech.yaml': fixtures.unknownFigure,
      'healthcare.yaml': fixtures.missingHeadline.replace('name: Fintech', 'name: Healthcare'),
      'retail.yaml': fixtures.yamlBomb,
      'real-estate.yaml': fixtures.hugeString,
      'automotive.yaml': fixtures.unknownBlock.replace('name: Fintech', 'name: Automotive'),
    });
    const run = promisify(execFile);
    const result = await run(process.execPath, ['--import', 'tsx', 'scripts/content-check.ts'], { env: { ...process.env, CONTENT_ROOT: copy } }).then(
      () => ({ code: 0, output: '' }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
    );
    expect(result.code).toBe(1);
    for (const file of ['fintech', 'healthcare', 'retail', 'real-estate', 'automotive']) expect(result.output).toContain(`industries/entries/${file}.yaml: `);
  }, 90_000);
});
