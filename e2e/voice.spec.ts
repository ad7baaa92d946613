/**
 * The house voice over the exported HTML (docs/voice.md): every page in out/, whatever wrote it, read as a visitor
 * reads it (lib/voice/visible-text.ts: body text, title, alt/title/aria-label, meta descriptions, JSON-LD). No word
 * of the British list (lib/voice/us-spelling.ts), and no heading (h1-h3), button or link in Title Case
 * (content/shared/copy-case.ts: names and SPEC's verbatim texts excepted, content/shared/proper-nouns.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { britishSpellings } from '../lib/voice/us-spelling';
import { headingsAndControls, visibleStrings } from '../lib/voice/visible-text';
import { readsAsTitleCase } from '../content/shared/copy-case';
import { serviceCatalog, serviceGroups } from '../content/services/catalog';
import { industryCatalog } from '../content/industries/catalog';
import { internships, jobs } from '../content/careers/jobs';
import { allClientContacts, allStaff } from '../content/company/people';
import { caseStudies } from '../content/case-studies';

const out = path.resolve('out');

/** Every HTML file of the export. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const pages = htmlFiles(out).map((file) => ({ file: path.relative(out, file), document: new JSDOM(readFileSync(file, 'utf8')).window.document }));

/** Names the content holds, written as their owners write them: roles, services, industries, people, case studies. */
const names = [
  ...serviceCatalog().map((service) => service.name),
  ...serviceGroups.map((group) => group.title),
  ...industryCatalog().flatMap((industry) => [industry.name, industry.group]),
  ...jobs().map((job) => job.title),
  ...internships().map((internship) => internship.title),
  ...allStaff().map((person) => person.name),
  ...allClientContacts().flatMap((person) => [person.name, person.company ?? '']),
  ...caseStudies().map((study) => study.title),
];

test('the export is read whole: every page, the error pages among them', () => {
  expect(pages.length).toBeGreaterThanOrEqual(80);
  expect(pages.map((page) => page.file)).toEqual(expect.arrayContaining(['index.html', '404.html', '500.html']));
});

test('no page shows a British spelling of the list: US spelling, Merriam-Webster’s first form', () => {
  const found = new Set<string>();
  for (const { file, document } of pages) {
    for (const text of visibleStrings(document)) for (const { word, us } of britishSpellings(text)) found.add(`${file}: “${word}” (US: “${us}”)`);
  }
  expect([...found]).toEqual([]);
});

test('no heading, button or link is in Title Case, but for names and the texts SPEC sets', () => {
  const found = new Set<string>();
  for (const { file, document } of pages) {
    for (const { tag, text } of headingsAndControls(document)) if (readsAsTitleCase(text, names)) found.add(`${file}: ${tag}: “${text}”`);
  }
  expect([...found]).toEqual([]);
});
