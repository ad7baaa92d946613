import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { pageCollections } from '../read';
import { contentRoot, setContentRoot } from '../shared/collection';
import { contentCheckOn, contentCopyWithFiles, problemsWithFiles } from '../shared/collection-fixtures';
import { serviceReferenceProblems } from '../registry/service-references';

/**
 * The service files an editor (or anyone with write access) could save that must never reach the site: each is
 * refused by the service collection with "file: field: reason", and `npm run content:check` (the build's first
 * step) fails. A service that goes away while another file still names it is refused there too.
 */

const repoContent = contentRoot();
const work = mkdtempSync(path.join(tmpdir(), 'service-files-'));
afterEach(() => setContentRoot(repoContent));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const devops = readFileSync(path.join(repoContent, 'services', 'entries', 'devops.yaml'), 'utf8');
const webDevelopment = readFileSync(path.join(repoContent, 'services', 'entries', 'web-development.yaml'), 'utf8');
const inEntries = (files: Record<string, string | null>) => Object.fromEntries(Object.entries(files).map(([file, text]) => [path.join('services', 'entries', file), text]));
const problemsWith = (name: string, files: Record<string, string>) => problemsWithFiles(pageCollections.services.files, work, name, inEntries(files));

const fixtures = {
  unknownBlock: devops.replace('sections:\n', 'sections:\n  - discriminant: carousel\n    value:\n      id: slides\n'),
  missingHeadline: devops.replace(/^ {2}headline: .*\n/m, ''),
  unknownFigure: devops.replace('{{fact.devopsUptime.value}}', '{{fact.devopsUptme.value}}'),
  unknownGroup: devops.replace('group: Engineering', 'group: Operations'),
  hugeString: devops.replace(/^( {2}headline: ).*$/m, `$1${'a'.repeat(5 * 1024 * 1024)}`),
  yamlBomb: ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]', 'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]', 'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]', 'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]', `name: *d`, ''].join('\n'),
};

describe('a service file the site refuses, with its file, field and reason', () => {
  it('accepts the 25 service files as they are', () => {
    expect(pageCollections.services.files.files()).toHaveLength(25);
    expect(pageCollections.services.files.problems()).toEqual([]);
    expect(serviceReferenceProblems()).toEqual([]);
  });

  it('refuses a block of a kind service pages do not have', () => {
    expect(problemsWith('unknown-block', { 'devops.yaml': fixtures.unknownBlock })).toEqual([
      expect.stringMatching(/services\/entries\/devops\.yaml: sections\[0\](\.discriminant)?: must be a block of one of these kinds: numbered, cards, iconGrid, stats, process, timelines, techStack, stories, testimonials, faq$/),
    ]);
  });

  it('refuses a file without a required field', () => {
    expect(problemsWith('missing-field', { 'devops.yaml': fixtures.missingHeadline })).toEqual([
      expect.stringMatching(/services\/entries\/devops\.yaml: hero\.headline: .*expected string, received undefined/),
    ]);
  });

  it('refuses a placeholder that names no figure', () => {
    expect(problemsWith('unknown-figure', { 'devops.yaml': fixtures.unknownFigure })).toEqual([
      expect.stringMatching(/services\/entries\/devops\.yaml: sections\[3\]\.value\.items\[1\]\.value: \{\{fact\.devopsUptme\.value\}\} is not a value the site knows/),
    ]);
  });

  it('refuses a group the menus do not have', () => {
    expect(problemsWith('unknown-group', { 'devops.yaml': fixtures.unknownGroup })).toEqual([
      expect.stringMatching(/services\/entries\/devops\.yaml: group: must be one of the service groups: Development, Mobile Applications, XR, Design, Artificial Intelligence, Web3, Blockchain, Engineering/),
    ]);
  });

  it('refuses a second file for the same service, and two services at one place of a group', () => {
    expect(problemsWith('duplicate', { 'devops-copy.yaml': devops })).toEqual([
      expect.stringMatching(/services\/entries\/devops-copy\.yaml: name: “DevOps” is the name of devops too/),
      expect.stringMatching(/services\/entries\/devops-copy\.yaml: order: 1 is the place of devops in Engineering too/),
      expect.stringMatching(/services\/entries\/devops\.yaml: name: “DevOps” is the name of devops-copy too/),
      expect.stringMatching(/services\/entries\/devops\.yaml: order: 1 is the place of devops-copy in Engineering too/),
    ]);
  });

  it('refuses testimonials that name a project without a client quote', () => {
    expect(problemsWith('no-quote', { 'web-development.yaml': webDevelopment.replace('- payout-ledger', '- no-such-project') })).toEqual([
      expect.stringMatching(/services\/entries\/web-development\.yaml: sections\[\d+\]\.value\.projects\[1\]: “no-such-project” is not a portfolio project with a client quote/),
    ]);
  });

  it('refuses a 5 MB string before reading the file', () => {
    expect(problemsWith('huge', { 'devops.yaml': fixtures.hugeString })).toEqual([
      expect.stringMatching(/services\/entries\/devops\.yaml: \(file\): is 5\.0 MB; a content file may be at most 256 KB/),
    ]);
  });

  it('refuses a YAML bomb (aliases) without expanding it', () => {
    expect(problemsWith('bomb', { 'devops.yaml': fixtures.yamlBomb })).toEqual([expect.stringMatching(/services\/entries\/devops\.yaml: \(syntax\): .*alias/i)]);
  });

  it('names every other file that still names a service whose file is gone', () => {
    setContentRoot(contentCopyWithFiles(work, 'gone', inEntries({ 'devops.yaml': null })));
    const problems = serviceReferenceProblems();
    expect(pageCollections.growthPaths.files.problems().flatMap((error) => error.message.split('\n'))).toContainEqual(
      expect.stringMatching(/services\/growth-paths\/scale\.yaml: services\[1\]: “devops” is not a service: no file content\/services\/entries\/devops\.yaml$/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^content\/company\/practice-figures\.ts: devops\w+\.practice: “devops” is neither a service nor an industry page$/));
    expect(problems).toContainEqual(expect.stringMatching(/^content\/work\/(case-studies|portfolio)\/[a-z0-9-]+\.yaml: services\[\d\]: “devops” is not a service/));
  });

  it('makes `npm run content:check` fail on all of them at once, naming each file', async () => {
    const copy = contentCopyWithFiles(work, 'all', inEntries({
      'devops.yaml': fixtures.unknownFigure,
      'cloud-infrastructure.yaml': fixtures.missingHeadline.replace('name: DevOps', 'name: Cloud Infrastructure').replace('order: 1', 'order: 2'),
      'generative-ai.yaml': fixtures.yamlBomb,
      'logo-branding.yaml': fixtures.hugeString,
      'system-architecture.yaml': fixtures.unknownGroup.replace('name: DevOps', 'name: System Architecture'),
    }));
    const result = await contentCheckOn(copy);
    expect(result.code).toBe(1);
    for (const file of ['devops', 'cloud-infrastructure', 'generative-ai', 'logo-branding', 'system-architecture']) expect(result.output).toContain(`services/entries/${file}.yaml: `);
  }, 90_000);
});
