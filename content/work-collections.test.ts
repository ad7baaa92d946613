import path from 'node:path';
import { parse, stringify } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { caseStudies, caseStudyCollection, caseStudyProblems, getCaseStudy } from './case-studies';
import { allCollections } from './registry/collections';
import { portfolioCollection, portfolioProblems, projectGroups } from './portfolio';
import { industrySlugs } from './industries/catalog';
import { serviceCatalog } from './services/catalog';
import { contentRoot, setContentRoot } from './shared/collection';
import { tempContent } from './shared/temp-content';
import { projectSectors } from './work-schema';

const repositoryContent = contentRoot();
afterEach(() => setContentRoot(repositoryContent));

/** A copy of content/work/ in a temporary content root, with one file rewritten by `edit`. */
function copyWith(collection: 'case-studies' | 'portfolio', slug: string, edit: (data: Record<string, unknown>) => void): ReturnType<typeof tempContent> {
  const copy = tempContent(['work']);
  const file = path.join('work', collection, `${slug}.yaml`);
  const data = parse(copy.read(file)) as Record<string, unknown>;
  edit(data);
  copy.write(file, stringify(data, { lineWidth: 0 }));
  return copy;
}

describe('the work collections', () => {
  it('load every file without a problem, and content:check sees both', () => {
    expect(caseStudyCollection.problems()).toEqual([]);
    expect(portfolioCollection.problems()).toEqual([]);
    expect(caseStudies().map((study) => study.id)).toEqual(['autoai', 'bloxios', 'vision-millennium']);
    expect(portfolioCollection.all()).toHaveLength(17);
    expect(allCollections()).toEqual(expect.arrayContaining([caseStudyCollection, portfolioCollection]));
  });

  it('derive what follows from a file: the route, the total of the phases, a named client’s company, fact-sheet figures', () => {
    const bloxios = getCaseStudy('bloxios');
    expect(bloxios?.href).toBe('/work/bloxios');
    expect(bloxios?.duration).toBe('20 weeks');
    expect(bloxios?.client?.name).toBeTruthy();
    expect(getCaseStudy('autoai')?.client?.name).toBe('Atlas Motor Group');
    expect(getCaseStudy('vision-millennium')?.client).toBeUndefined();
    const roas = getCaseStudy('vision-millennium')?.metrics[2];
    expect(roas).toEqual({ value: '+180%', label: 'Return on video ad spend', icon: 'trending-up' });
    const music = projectGroups().flatMap((group) => group.projects).find((project) => project.id === 'music-nft-marketplace');
    expect(music?.result.value).toMatch(/\d/);
    expect(music?.image).toMatchObject({ width: 640, height: 480 });
  });

  it('name only services and industry pages the catalogs have (the editor offers no others)', () => {
    const services = new Set<string>(serviceCatalog().map((service) => service.slug));
    const industries = new Set<string>(industrySlugs());
    for (const entry of [...caseStudyCollection.all(), ...portfolioCollection.all()]) {
      for (const id of entry.services) expect(services.has(id), `${entry.slug}: services: ${id}`).toBe(true);
      for (const id of entry.industries) expect(industries.has(id), `${entry.slug}: industries: ${id}`).toBe(true);
    }
  });

  it('group the projects by sector in the sectors’ order, each sector by place', () => {
    const groups = projectGroups();
    expect(groups.map((group) => group.id)).toEqual(projectSectors.map((sector) => sector.id));
    expect(groups[0]?.projects.map((project) => project.id)).toEqual(['payout-ledger', 'credit-union-app']);
  });

  it('check references: leads on the roster, a named client among the contacts, artwork that exists and is named after the study', () => {
    const [autoai] = caseStudyCollection.all();
    if (!autoai) throw new Error('no study');
    const problems = caseStudyProblems([
      { ...autoai, leads: ['priya-raman', 'nobody-here'], client: { person: 'someone-else', quote: 'Short.' }, image: { ...autoai.image, src: '/work/art/autoai-missing.svg' } },
    ]);
    expect(problems).toEqual([
      { slug: 'autoai', field: 'leads[1]', reason: expect.stringMatching(/nobody-here is not on the roster/) },
      { slug: 'autoai', field: 'client.person', reason: expect.stringMatching(/someone-else is not a client contact/) },
      { slug: 'autoai', field: 'client.quote', reason: expect.stringMatching(/needs their words/) },
      { slug: 'autoai', field: 'image.src', reason: 'no such file in public/: /work/art/autoai-missing.svg' },
    ]);
    const [first, second] = portfolioCollection.all();
    if (!first || !second) throw new Error('no project');
    expect(
      portfolioProblems([
        { ...first, contact: 'nobody-here', firstRelease: { week: 4 } },
        { ...second, sector: first.sector, order: first.order, image: { src: '/work/art/nothing-here.svg', alt: 'x'.repeat(50) } },
      ]).map(({ slug, field }) => `${slug}: ${field}`),
    ).toEqual([`${first.slug}: contact`, `${first.slug}: firstRelease`, `${second.slug}: image.src`, `${second.slug}: order`]);
  });

  it('name the file and the field of a malformed case study, and refuse an unknown field', () => {
    const copy = copyWith('case-studies', 'autoai', (data) => {
      data.category = 'Quantum Computing';
      data.budget = '2 million';
      (data.timeline as Array<Record<string, unknown>>)[1]!.duration = 'eight weeks';
    });
    const messages = caseStudyCollection.problems().map((error) => error.message).join('\n');
    expect(messages).toMatch(/work\/case-studies\/autoai\.yaml: category: /);
    expect(messages).toMatch(/work\/case-studies\/autoai\.yaml: timeline\[1\]\.duration: must be a number of weeks/);
    expect(messages).toMatch(/work\/case-studies\/autoai\.yaml: \(file\): .*budget/);
    expect(() => caseStudies()).toThrow(/autoai\.yaml/);
    copy.dispose();
  });

  it('name the file and the field of a malformed project, and of a lead who is not on the roster', () => {
    const copy = copyWith('portfolio', 'resident-app', (data) => {
      data.sector = 'projects-space';
      data.stack = ['Flutter'];
    });
    const messages = portfolioCollection.problems().map((error) => error.message).join('\n');
    expect(messages).toMatch(/work\/portfolio\/resident-app\.yaml: sector: /);
    expect(messages).toMatch(/work\/portfolio\/resident-app\.yaml: stack: /);
    copy.dispose();
    const second = copyWith('case-studies', 'bloxios', (data) => {
      data.leads = ['marcus-lindqvist', 'ghost-writer'];
    });
    expect(caseStudyCollection.problems().map((error) => error.message)).toEqual([expect.stringMatching(/work\/case-studies\/bloxios\.yaml: leads\[1\]: ghost-writer is not on the roster/)]);
    second.dispose();
  });

  it('show an edited file on the next read (no restart)', () => {
    const copy = copyWith('portfolio', 'ar-room-planner', () => {});
    const title = () => projectGroups().flatMap((group) => group.projects).find((project) => project.id === 'ar-room-planner')?.title;
    expect(title()).toBe('AR room planner');
    const file = path.join('work', 'portfolio', 'ar-room-planner.yaml');
    copy.write(file, copy.read(file).replace('title: AR room planner', 'title: AR room planner, second edition'));
    expect(title()).toBe('AR room planner, second edition');
    copy.dispose();
  });
});
