import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectionTitleCaseProblems } from '../scripts/sentence-case-check';
import { collectionStrings, COPY_KEYS, refusedTitleCase } from '../lib/voice/file-rules';
import { withFixtureCollection } from './shared/temp-content';
import { collectionFiles } from './registry/source-files';
import { isTitleCase, readsAsTitleCase } from './shared/copy-case';

/**
 * The site writes headings, labels and buttons in sentence case. Title Case is allowed only where SPEC
 * sets the text verbatim, and for names (job titles, the blog's categories, the offers). This gate reads
 * the content and the components' own strings, so a Title Case label cannot come back unnoticed
 * (`npm run content:check` runs it on the collections' files: scripts/sentence-case-check.ts).
 */
function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, ext);
    return ext.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The visible strings of a source file: copy keys in content, label props and JSX text in components. */
function visibleStrings(source: string): string[] {
  const keys = [...source.matchAll(new RegExp(`\\b(?:${COPY_KEYS.join('|')})\\s*:\\s*'([^'$\\n]+)'`, 'g'))].map((match) => match[1]!);
  const props = [...source.matchAll(/\b(?:label|aria-label|placeholder)="([^"{}\n]+)"/g)].map((match) => match[1]!);
  const jsx = [...source.matchAll(/>\s*([A-Z][A-Za-z' ?!]+[a-z?!])\s*</g)].map((match) => match[1]!);
  return [...keys, ...props, ...jsx];
}

/** "file: text" for every Title Case heading, label or button of the site. */
function titleCaseStrings(): string[] {
  const roots = ['content', 'components', 'app'].map((dir) => path.join(process.cwd(), dir));
  const sources = roots.flatMap((root) => files(root, /\.tsx?$/).map((file) => ({ file, strings: visibleStrings(readFileSync(file, 'utf8')) })));
  const collections = collectionFiles().map((file) => ({ file: path.resolve(file), strings: collectionStrings(file, readFileSync(file, 'utf8')).map(([, text]) => text) }));
  return [...sources, ...collections].flatMap(({ file, strings }) =>
    strings.filter(refusedTitleCase).map((text) => `${path.relative(process.cwd(), file)}: ${text}`),
  );
}

describe('sentence case', () => {
  it('tells Title Case from sentence case and names', () => {
    expect(isTitleCase('Start Your Project')).toBe(true);
    expect(isTitleCase('Why Intern With Us?')).toBe(true);
    expect(isTitleCase('Start your project')).toBe(false);
    expect(isTitleCase('Why Northstack')).toBe(false);
    expect(isTitleCase('Who Launch is for')).toBe(false);
    expect(isTitleCase('JOIN OUR TEAM')).toBe(false);
  });

  it('tells a Title Case heading, button or link of the export from sentence case, names and SPEC’s texts (e2e/voice.spec.ts)', () => {
    expect(readsAsTitleCase('No App Required')).toBe(true);
    expect(readsAsTitleCase('Fuzz and Invariant Testing')).toBe(true);
    expect(readsAsTitleCase('How We Ship Software Today')).toBe(true);
    expect(readsAsTitleCase('No app required')).toBe(false);
    expect(readsAsTitleCase('Native iOS apps built in Swift, ready for the App Store')).toBe(false);
    expect(readsAsTitleCase('Read Full Case Study: AutoAI')).toBe(false); // SPEC's button, then a name
    expect(readsAsTitleCase('The role in full: Senior Frontend Developer', ['Senior Frontend Developer'])).toBe(false);
    expect(readsAsTitleCase('The role in full: Senior Frontend Developer')).toBe(true);
    expect(readsAsTitleCase('M-1 · Medium: A lock-up extension could shorten the lock')).toBe(false);
  });

  it('catches two-word labels in Title Case, and leaves two-word labels with a name or SPEC’s words alone', () => {
    for (const label of ['Read More', 'Get Started', 'Learn More', 'View Details', 'Next Step', 'Book Now: Discovery call', 'Explore Services']) {
      expect(readsAsTitleCase(label), label).toBe(true);
    }
    for (const label of ['Read more', 'Get started', 'Explore Launch', 'Why Northstack', 'Built on Kubernetes', 'Apply Now', 'Contact Us', 'Meet Priya Raman', 'Ask Priya']) {
      expect(readsAsTitleCase(label, ['Priya Raman', 'Priya']), label).toBe(false);
    }
  });

  it('no heading, label or button is in Title Case unless SPEC sets it or it is a name', () => {
    expect(collectionFiles().length).toBeGreaterThanOrEqual(6);
    expect(titleCaseStrings()).toEqual([]);
  });

  it('reads every collection’s files: a Title Case label in YAML or a Title Case Markdown heading fails', () => {
    const yaml = withFixtureCollection('yaml', { 'careers.yaml': 'hero:\n  ctaLabel: See Our Open Roles\n  intro: Not A Label\n' }, titleCaseStrings);
    expect(yaml).toEqual([expect.stringMatching(/careers\.yaml: See Our Open Roles$/)]);
    const markdown = withFixtureCollection('markdown', { 'guide.md': '---\nheading: A guide\n---\n\nHow We Ship Software\n--------------------\n\n## How we test\n' }, titleCaseStrings);
    expect(markdown).toEqual([expect.stringMatching(/guide\.md: How We Ship Software$/)]);
  });

  it('content:check refuses a Title Case label in a collection file with its file and field', () => {
    expect(collectionTitleCaseProblems()).toEqual([]);
    const problems = withFixtureCollection('yaml', { 'careers.yaml': 'hero:\n  ctaLabel: See Our Open Roles\n  intro: Not A Label\n' }, () => collectionTitleCaseProblems());
    expect(problems).toEqual([expect.stringMatching(/careers\.yaml: hero\.ctaLabel: "See Our Open Roles" is in Title Case; write headings, labels and buttons in sentence case/)]);
  });
});
