import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { mediaKitFiles } from '../../media-kit';
import { companyPage } from '.';
import { mediaContacts } from '../../press-contacts';
import { newsItems } from '../../press-news';
import { getCollection, pageCollections } from '../../read';
import { contentRoot, setContentRoot } from '../../shared/collection';
import { contentCheckOn, contentCopyWithFiles, problemsWithFiles, yamlBomb } from '../../shared/collection-fixtures';
import { facts } from '../../company/figures';
import { proofEntry } from '../../services/proof';
import { leaders, showcasePeople, teamMembers } from '../../company/people';
import { companyPagePaths, type CompanyPageSlug } from './schema';
import { commonDate } from './fact-sheet';

/**
 * The company pages as files (content/company/pages/): each file draws its page, with the computed parts (people,
 * news, the media kit, the fact sheet, the values) filled from their one source; and the files an editor could save
 * that must never reach the site are refused with "file: field: reason", failing `npm run content:check`.
 */

const repoContent = contentRoot();
const work = mkdtempSync(path.join(tmpdir(), 'company-pages-'));
afterEach(() => setContentRoot(repoContent));
afterAll(() => rmSync(work, { recursive: true, force: true }), 60_000);

const slugs = Object.keys(companyPagePaths) as CompanyPageSlug[];
const fileText = (slug: string) => readFileSync(path.join(repoContent, 'company', 'pages', `${slug}.yaml`), 'utf8');
const inPages = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).map(([file, text]) => [path.join('company', 'pages', file), text]));
const contentWith = (name: string, files: Record<string, string>) => contentCopyWithFiles(work, name, inPages(files));
const problemsWith = (name: string, files: Record<string, string>) => problemsWithFiles(pageCollections.companyPages.files, work, name, inPages(files));

describe('the company pages, one file each', () => {
  it('has a file for every route, read in route order', () => {
    expect(pageCollections.companyPages.files.problems()).toEqual([]);
    expect(getCollection('companyPages').map((entry) => entry.slug)).toEqual(slugs);
  });

  it.each(slugs)('%s draws its page at its address, every block a section in the file’s order', (slug) => {
    const entry = getCollection('companyPages').find((candidate) => candidate.slug === slug)!;
    const page = companyPage(slug);
    expect(page.path).toBe(companyPagePaths[slug]);
    expect(page.hero.headline).toBe(entry.hero.headline);
    expect(page.sections.map((section) => section.id)).toEqual(entry.sections.map((block) => block.value.id));
    expect(JSON.stringify(page)).not.toMatch(/\{\{/);
  });

  it('fills the people from the roster, the press sections from their collections and the values from /about/our-mission', () => {
    const people = (slug: CompanyPageSlug) => companyPage(slug).sections.flatMap((section) => (section.kind === 'people' ? [section.people] : []));
    expect(people('leadership')).toEqual([leaders()]);
    expect(people('our-team')).toEqual([teamMembers()]);
    expect(people('team')).toEqual([showcasePeople()]);
    const press = companyPage('press-and-media').sections;
    expect(press.find((section) => section.kind === 'news')).toMatchObject({ items: newsItems() });
    expect(press.find((section) => section.kind === 'mediaKit')).toMatchObject({ items: mediaKitFiles() });
    expect(press.find((section) => section.kind === 'pressContacts')).toMatchObject({ items: mediaContacts() });
    const values = (slug: CompanyPageSlug) => companyPage(slug).sections.find((section) => section.id === 'values');
    expect(values('team')).toMatchObject({ kind: 'iconGrid', heading: 'What we expect of each other', items: (values('our-mission') as { items: unknown[] }).items });
  });

  it('opens /about on who we are (the company’s pages, how we work) and shows its one figures band after them', () => {
    const kinds = companyPage('about').sections.map((section) => section.kind);
    expect(kinds[0]).toBe('cards');
    expect(kinds.filter((kind) => kind === 'stats')).toHaveLength(1);
    expect(kinds.indexOf('stats')).toBeGreaterThan(kinds.indexOf('numbered'));
  });

  it('keeps figures and promises in their sources: the files quote them, the pages show them', () => {
    expect(fileText('about-us')).toContain('{{fact.web3Projects.value}} Web3 client projects');
    expect(JSON.stringify(companyPage('about-us'))).toContain(`${facts.web3Projects.value} Web3 client projects`);
    expect(fileText('how-we-count')).toContain('{{fact.projectsSinceFounding.value}} client projects');
    for (const slug of slugs) expect(fileText(slug), slug).not.toMatch(/\d+\+|\d+\/\d+|\d+ (hours|business days|weeks)\b/);
  });

  it('lists under each measured result on /about/how-we-count the published projects it was measured on, linked', () => {
    const sheet = companyPage('how-we-count').sections.find((section) => section.kind === 'factSheet');
    const shown = new Map((sheet?.kind === 'factSheet' ? sheet.groups : []).flatMap((group) => group.figures).map((figure) => [figure.id, figure.measuredOn]));
    const measured = Object.entries(facts).flatMap(([id, figure]) => ('projects' in figure && figure.projects ? [[id, figure.projects] as const] : []));
    expect(measured.length).toBeGreaterThan(20);
    for (const [id, projects] of measured)
      expect(shown.get(id as keyof typeof facts), id).toEqual(projects.map((project) => ({ label: proofEntry(project)!.title, href: proofEntry(project)!.href, ...(project.result ? { result: project.result } : {}) })));
    // Each with its own result where the sheet states it: the figure is their median.
    expect(shown.get('arReturns')).toEqual([{ label: 'AR room planner', href: expect.stringMatching(/ar-room-planner$/), result: '25%' }]);
    expect(shown.get('devopsUptime')?.every((project) => project.result === undefined)).toBe(true);
  });

  it('states each group’s counted date once on /about/how-we-count; a figure counted on another date keeps its own, and a part names its listed total', () => {
    const sheet = companyPage('how-we-count').sections.find((section) => section.kind === 'factSheet');
    const groups = sheet?.kind === 'factSheet' ? sheet.groups : [];
    expect(groups.length).toBeGreaterThan(20);
    expect(sheet?.kind === 'factSheet' && sheet.asOf).toBe(facts.years.asOf);
    const listed = new Set(groups.flatMap((group) => group.figures.map((figure) => figure.id)));
    for (const group of groups) {
      const dates = group.figures.map((figure) => figure.asOf);
      // The group's date is the one most of its figures share.
      expect(dates.filter((date) => date === group.asOf).length * 2, group.id).toBeGreaterThanOrEqual(dates.length);
      for (const figure of group.figures) if (figure.partOf) expect(listed.has(figure.partOfId!), figure.id).toBe(true);
    }
    const android = groups.find((group) => group.id === 'practice-android-application');
    expect(android?.asOf).toBe(facts.years.asOf);
    expect(android?.figures.find((figure) => figure.id === 'androidDevices')?.asOf).toBe(facts.androidDevices.asOf);
    expect(commonDate(['2026-11-01', '2021-05-18', '2026-11-01'])).toBe('2026-11-01');
    expect(commonDate(['2026-11-01', '2021-05-18'])).toBe('2021-05-18');
  });

  it('dates the about-us timeline in years, from the year the years figure counts from, and keeps the leadership copy', () => {
    const story = companyPage('about-us').sections.find((section) => section.id === 'story');
    const dates = story?.kind === 'process' ? story.phases.map((phase) => phase.duration) : [];
    expect(dates).toEqual(['2014', '2015-2017', '2017-2020', '2020-2023', 'Today']);
    // '12+ years', counted on its date: the first engagement is that many years before it.
    expect(Number(dates[0])).toBe(Number(facts.years.asOf.slice(0, 4)) - Number.parseInt(facts.years.value, 10));
    const leadership = companyPage('leadership');
    expect(leadership.hero.headline).toBe('Led by people who still ship');
    expect(leadership.hero.actions?.[0]).toEqual({ label: 'Talk to our leadership', href: '/contact?call=discovery#schedule', variant: 'primary' });
  });
});

// Each case copies content/ (a second or more under load).
describe('a company page file the site refuses, with its file, field and reason', { timeout: 30_000 }, () => {
  const about = fileText('about');
  const team = fileText('team');

  it('refuses a block of a kind the company pages do not have', () => {
    expect(problemsWith('unknown-block', { 'about.yaml': about.replace('sections:\n', 'sections:\n  - discriminant: carousel\n    value:\n      id: slides\n') })).toEqual([
      expect.stringMatching(/company\/pages\/about\.yaml: sections\[0\](\.discriminant)?: must be a block of one of these kinds: stats, cards, iconGrid, numbered, process, people, callout/),
    ]);
  });

  it('refuses a file without a required field', () => {
    expect(problemsWith('missing-field', { 'about.yaml': about.replace(/^ {2}headline: .*\n/m, '') })).toEqual([expect.stringMatching(/company\/pages\/about\.yaml: hero\.headline: .*expected string, received undefined/)]);
  });

  it('refuses an Artwork the page’s look does not draw, and the look Artwork without one', () => {
    expect(problemsWith('dead-art', { 'about.yaml': about.replace("  look: portraits\n  art: ''\n", '  look: portraits\n  art: company-studio\n') })).toEqual([
      expect.stringMatching(/company\/pages\/about\.yaml: hero\.art: is not drawn with the look “Portrait wall”: leave it at None, or choose the look Artwork/),
    ]);
    setContentRoot(repoContent);
    expect(problemsWith('no-art', { 'about.yaml': about.replace('  look: portraits\n', '  look: artwork\n') })).toEqual([
      expect.stringMatching(/company\/pages\/about\.yaml: hero\.art: is required with the look Artwork: choose the illustration to draw/),
    ]);
    setContentRoot(repoContent);
    expect(problemsWith('bad-look', { 'about.yaml': about.replace('  look: portraits\n', '  look: masthead\n') })).toEqual([
      expect.stringMatching(/company\/pages\/about\.yaml: hero\.look: must be one of artwork, portraits, founders$/),
    ]);
  });

  it('refuses a placeholder that names no figure', () => {
    expect(problemsWith('unknown-figure', { 'about.yaml': about.replace("'{{fact.years.value}}'", "'{{fact.yeers.value}}'") })).toEqual([
      expect.stringMatching(/company\/pages\/about\.yaml: sections\[2\]\.value\.items\[0\]\.value: \{\{fact\.yeers\.value\}\} is not a value the site knows/),
    ]);
  });

  it('refuses a second file for a page, a file no route draws, and a page without its file', () => {
    expect(problemsWith('extra', { 'about-copy.yaml': about })).toEqual([expect.stringMatching(/company\/pages\/about-copy\.yaml: \(file name\): is not a company page; the pages are about, about-us/)]);
    setContentRoot(repoContent);
    const copy = contentWith('missing', {});
    rmSync(path.join(copy, 'company', 'pages', 'team.yaml'));
    setContentRoot(copy);
    expect(pageCollections.companyPages.files.problems().map((error) => error.message)).toEqual([expect.stringMatching(/company\/pages\/team\.yaml: \(file\): is missing: \/team is drawn from it/)]);
  });

  it('refuses two sections with one anchor, and the values shown where /about/our-mission lists none', () => {
    expect(problemsWith('anchors', { 'team.yaml': team.replace('id: values', 'id: voices') })).toEqual([expect.stringMatching(/company\/pages\/team\.yaml: sections\[1\]\.value\.id: “voices” is the anchor of section 1 too/)]);
    setContentRoot(repoContent);
    expect(problemsWith('values', { 'our-mission.yaml': fileText('our-mission').replace('id: values', 'id: our-values') })).toEqual([
      expect.stringMatching(/company\/pages\/team\.yaml: sections\[1\]: shows the values of \/about\/our-mission, which has no icon grid with the anchor “values”/),
    ]);
  });

  it('refuses a 5 MB string before reading the file, and a YAML bomb without expanding it', () => {
    expect(problemsWith('huge', { 'about.yaml': about.replace(/^( {2}headline: ).*$/m, `$1${'a'.repeat(5 * 1024 * 1024)}`) })).toEqual([
      expect.stringMatching(/company\/pages\/about\.yaml: \(file\): is 5\.0 MB; a content file may be at most 256 KB/),
    ]);
    const bomb = yamlBomb;
    expect(problemsWith('bomb', { 'about.yaml': bomb })).toEqual([expect.stringMatching(/company\/pages\/about\.yaml: \(syntax\): .*alias/i)]);
  });

  it('makes `npm run content:check` fail on a typed career total and a second project count, naming file and field', async () => {
    const copy = contentWith('figures', {
      'partnerships.yaml': fileText('partnerships').replace('We do the engineering', 'Our engineers bring 40+ products shipped across their careers. We do the engineering'),
      'about-us.yaml': fileText('about-us').replace('{{fact.years.value}} years of building', 'More than 90 client projects and {{fact.years.value}} years of building'),
    });
    const { code, output } = await contentCheckOn(copy);
    expect(code).toBe(1);
    expect(output).toMatch(/company\/pages\/partnerships\.yaml: hero\.intro: “across their careers” counts our people’s work before they joined/);
    expect(output).toMatch(/company\/pages\/about-us\.yaml: sections\[0\]\.value\.intro: “More than 90 client projects” counts client projects, and the fact sheet’s only counts of client projects are 50\+/);
  }, 90_000);
});
