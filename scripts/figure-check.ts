/**
 * The figure rules of `npm run content:check` (docs/content-gates.md, gates 6-11): one count per counted thing, no
 * career total read as the studio's record, no best case without its median, no satisfaction figure without its
 * survey, no result without the published projects it was measured on, or beside their own results it is not the median of. They read the fact sheet (content/company/figures.ts, practice-figures.ts), every collection file (YAML
 * values, Markdown frontmatter and prose) and every page module, and print one "file: field: reason" line per find
 * (a page module is named by its route).
 */
import { ContentFileError } from '../content/shared/collection';
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { allCollections } from '../content/registry/collections';
import { companyFigures, countKinds, facts, medianResult } from '../content/company/figures';
import { bestCasesWithoutMedian, careerTotals, countConflicts, fieldPage, resultsWithoutProjects, satisfactionWithoutSurvey, type FieldPage, type SheetFigure } from '../content/content-gates';
import { proofEntries } from '../content/services/proof';
import { resultsAgainstTheirProjects, workResultsWithoutMedian, type WorkResult } from '../content/content-gates-results';
import { caseStudies } from '../content/case-studies';
import { fileTexts } from './us-spelling-check';
import { howWeCountPath } from '../content/company/fact-sheet-links';

/** The team page, the one page that may state our people's experience before they joined. */
export const TEAM_PAGE = '/about/our-team';

/**
 * Every page module by route, as the content gates read them (the fact sheet's own page lists definitions, not
 * claims: left out). Loaded on demand: a page module reads the collections, so it cannot load while a collection
 * file is broken (that file is reported by its collection).
 */
export async function sitePageModules(): Promise<[string, unknown][]> {
  const [{ companyPage, companyPagePaths }, { homePage }, { sectionPageModules }] = await Promise.all([
    import('../content/pages/company'),
    import('../content/home'),
    import('../content/pages/section-page-modules'),
  ]);
  const companySlugs = (Object.keys(companyPagePaths) as (keyof typeof companyPagePaths)[]).filter((slug) => companyPagePaths[slug] !== howWeCountPath);
  return [
    ['/', homePage()],
    ...companySlugs.map((slug): [string, unknown] => [companyPagePaths[slug], companyPage(slug)]),
    ...sectionPageModules(),
  ];
}

/** Every page module as gates 6-9 read it, by route. */
export async function pageModules(): Promise<FieldPage[]> {
  return (await sitePageModules()).map(([path, page]) => fieldPage(path, page));
}

/** Every collection file as gates 6-9 read it: a YAML file's values (and its statistics), a Markdown file's frontmatter and prose. */
export function collectionPages(): FieldPage[] {
  return allCollections().flatMap((collection) =>
    collection.files().flatMap((file): FieldPage[] => {
      const source = readFileSync(file, 'utf8');
      try {
        if (collection.format === 'yaml') return [fieldPage(file, parseYaml(source))];
        return [{ path: file, fields: fileTexts(source, collection.format), stats: [] }];
      } catch {
        return []; // a file that does not parse is reported by its collection
      }
    }),
  );
}

/** Published work with its practices (gate 10), the results its card or study shows and its summary (gate 11). */
export const publishedWork = () => {
  try {
    const studies = caseStudies();
    return proofEntries().map((entry) => ({
      ...entry.ref,
      services: entry.services,
      industries: entry.industries,
      results: entry.ref.kind === 'case-study' ? (studies.find((study) => study.id === entry.ref.id)?.metrics.map((metric) => metric.value) ?? []) : [entry.result.value],
      summary: entry.summary,
    }));
  } catch (error) {
    // A bad case study or project: its collection names it; the gate reads the work once it reads.
    if (error instanceof ContentFileError) return undefined;
    throw error;
  }
};

/** The six figure gates over a fact sheet and pages; a sheet's problem names the figure's id. */
export function figureProblems({ sheet, pages }: { sheet: Readonly<Record<string, SheetFigure>>; pages: readonly FieldPage[] }): string[] {
  const work = publishedWork();
  return [
    ...(work ? [...resultsWithoutProjects({ sheet, work }), ...resultsAgainstTheirProjects({ sheet, work, median: medianResult })] : []),
    ...countConflicts({ sheet, kinds: countKinds, pages }),
    ...careerTotals({ sheet, pages, teamPage: TEAM_PAGE }),
    ...bestCasesWithoutMedian({ sheet, pages, median: medianResult }),
    ...satisfactionWithoutSurvey({ sheet, pages }),
  ];
}

/** The quoted words of a problem line, to report a collection file's words once rather than again on every page that shows them. */
export const quoted = (problem: string) => /“([^”]*)”/.exec(problem)?.[1];

/** "file: field: reason" for every find of gates 6-9 on the fact sheet, the collection files and the page modules. */
export async function collectionFigureProblems(): Promise<string[]> {
  const sheetFile = (id: string) => (id in companyFigures ? 'content/company/figures.ts' : 'content/company/practice-figures.ts');
  const ofSheet = figureProblems({ sheet: facts, pages: [] });
  const sheet = ofSheet.map((problem) => `${sheetFile(problem.slice(0, problem.indexOf(': ')))}: ${problem}`);
  const own = (problems: string[]) => problems.filter((problem) => !ofSheet.includes(problem));
  const files = own(figureProblems({ sheet: facts, pages: collectionPages() }));
  const inFiles = new Set(files.map(quoted));
  let modules: FieldPage[] = [];
  try {
    modules = await pageModules();
  } catch {
    // A broken collection file stops the page modules from loading; its collection reports it.
  }
  const pages = own(figureProblems({ sheet: facts, pages: modules })).filter((problem) => !inFiles.has(quoted(problem)));
  const results = modules.length > 0 ? workResultsWithoutMedian({ sheet: facts, results: await workResults(), pages: modules, median: medianResult }) : [];
  return [...new Set([...sheet, ...files, ...pages, ...results])];
}

/**
 * Every case study's results and every portfolio project's result, as gate 8 reads them on the pages that show them
 * (the work's files hold no median: the pages add it).
 */
export async function workResults(): Promise<WorkResult[]> {
  const { caseStudies } = await import('../content/case-studies');
  return [
    ...caseStudies().flatMap((study) => study.metrics.map(({ value, label }) => ({ project: { kind: 'case-study', id: study.id }, value, label, everyResultShown: true }))),
    ...proofEntries()
      .filter((entry) => entry.ref.kind === 'portfolio')
      .map((entry) => ({ project: entry.ref, value: entry.result.value, label: entry.result.label, everyResultShown: false })),
  ];
}
