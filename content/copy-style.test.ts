import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogCategories, allPostsFilter } from './blog/categories';
import { positionOptions } from './careers/positions';
import { isTitleCase } from './shared/copy-case';

/**
 * The site writes headings, labels and buttons in sentence case. Title Case is allowed only where SPEC
 * sets the text verbatim, and for names (job titles, the blog's categories, the offers). This gate reads
 * the content and the components' own strings, so a Title Case label cannot come back unnoticed.
 */
const SPEC_TEXTS = new Set([
  'Connect With Our Team',
  'Read Full Case Study',
  'Start Your Project',
  'View All Case Studies',
  'Case Studies',
  'Deep Dive',
  'Submit Your Resume',
  'Why Intern With Us?',
  'Ready to Make an Impact?',
  'Application Form',
  'Submit Application',
  'Submit Resume',
  'Choose File',
  'Apply Now',
  'Security First Approach',
  'Revolutionary Features',
  'Unexpected Application Error!',
  'Return to Home',
  'Schedule a Call',
  'Our Work', // the header's item (SPEC's menu)
]);
const NAMES = new Set<string>([
  ...positionOptions.map((option) => option.label),
  ...blogCategories.map((category) => category.label),
  allPostsFilter.label,
  'Generative AI',
  'Google Calendar',
]);
function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, ext);
    return ext.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The visible strings of a source file: copy keys in content, label props and JSX text in components. */
function visibleStrings(source: string): string[] {
  const keys = [...source.matchAll(/\b(?:heading|eyebrow|label|ctaLabel|linkLabel|headline|readLabel|showAll)\s*:\s*'([^'$\n]+)'/g)].map((match) => match[1]!);
  const props = [...source.matchAll(/\b(?:label|aria-label|placeholder)="([^"{}\n]+)"/g)].map((match) => match[1]!);
  const jsx = [...source.matchAll(/>\s*([A-Z][A-Za-z' ?!]+[a-z?!])\s*</g)].map((match) => match[1]!);
  return [...keys, ...props, ...jsx];
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

  it('no heading, label or button is in Title Case unless SPEC sets it or it is a name', () => {
    const roots = ['content', 'components', 'app'].map((dir) => path.join(process.cwd(), dir));
    const found = roots.flatMap((root) =>
      files(root, /\.tsx?$/).flatMap((file) =>
        visibleStrings(readFileSync(file, 'utf8'))
          .filter((text) => isTitleCase(text) && !SPEC_TEXTS.has(text) && !NAMES.has(text))
          .map((text) => `${path.relative(process.cwd(), file)}: ${text}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
