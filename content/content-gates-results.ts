/**
 * Gate 8, for the work's own results (docs/content-gates.md): a case study's or portfolio project's result that is one of the results a
 * fact-sheet best case is the best of, shown without the median across the named projects beside it. Gate 11: a
 * result that is not the median of its named projects' own results, or that names them without. Like the
 * other gates it takes what it checks as its input, so its test runs it on the site and on a fixture
 * (content/content-gates-results.test.ts).
 */
import type { FieldPage, SheetFigure } from './content-gates';

/** A result of published work as the gate reads it: the project, and the value and label its pages show. */
export interface WorkResult {
  project: { kind: string; id: string };
  value: string;
  label: string;
  /** Its project's pages show every result it has (a case study's metrics), not one of them (a portfolio card). */
  everyResultShown: boolean;
}

type BestResult = { project: { kind: string; id: string }; value: string };
const sameProject = (a: { kind: string; id: string }, b: { kind: string; id: string }) => a.kind === b.kind && a.id === b.id;
const numberOf = (value: string) => Number.parseFloat(value.replace(/^[^\d]*/, '').replace(/,/g, ''));

/**
 * Work results without their best case's median:
 * - a best case naming a case study with a value none of its results has (the sheet and the study disagree; a portfolio
 *   card shows one result of its project, so another may be the best case's);
 * - a page statistic that is one of those results (its value and label) without the median across the named projects in
 *   its note, or, where it is the best of them, without saying so.
 */
export function workResultsWithoutMedian({
  sheet,
  results,
  pages,
  median,
}: {
  sheet: Readonly<Record<string, SheetFigure>>;
  results: readonly WorkResult[];
  pages: readonly FieldPage[];
  median: (values: readonly string[]) => string;
}): string[] {
  const conflicts: string[] = [];
  const bestCases = Object.entries(sheet).flatMap(([id, figure]) => (figure.best ? [{ id, results: figure.best.results as readonly BestResult[] }] : []));
  for (const { id, results: named } of bestCases) {
    for (const result of named) {
      const shown = results.filter((entry) => sameProject(entry.project, result.project) && entry.everyResultShown);
      if (shown.length > 0 && !shown.some((entry) => entry.value === result.value))
        conflicts.push(`${id}: names ${result.project.kind} “${result.project.id}” with ${result.value}, a result its page does not show (${shown.map((entry) => entry.value).join(', ')})`);
    }
  }
  for (const page of pages) {
    for (const [field, stat] of page.stats) {
      const result = results.find((entry) => entry.value === stat.value && entry.label === stat.label);
      if (!result) continue;
      const bestCase = bestCases.find((entry) => entry.results.some((named) => sameProject(named.project, result.project) && named.value === result.value));
      if (!bestCase) continue;
      const expected = median(bestCase.results.map((named) => named.value));
      const top = Math.max(...bestCase.results.map((named) => numberOf(named.value)));
      const note = stat.note?.text ?? '';
      if (!note.includes(expected)) conflicts.push(`${page.path}: ${field}: “${stat.value} ${stat.label}” is one of the results of the best case ${bestCase.id}, shown without their median (${expected}) beside it`);
      else if (numberOf(result.value) === top && !/\bbest\b/i.test(note)) conflicts.push(`${page.path}: ${field}: “${stat.value} ${stat.label}” is the best case ${bestCase.id} itself, shown without saying it is the best of its results`);
    }
  }
  return conflicts;
}

// 11. A result beside its published projects' own results.

/** Published work as gate 11 reads it: the results its card or study shows, and its summary. */
export interface ShownWork {
  kind: string;
  id: string;
  results: readonly string[];
  summary: string;
}

/** A median in the fact sheet: its definition says so ('Median fall in …'). */
const isMedian = (figure: SheetFigure) => /^Median\b/.test(figure.definition ?? '');

/**
 * Results that disagree with the projects they name (`projects`, each with its own `result`):
 * - a median that names a project without its own result (“the median is 60%” beside one project that shows 41%);
 * - a figure stating some of its projects' results and not the others';
 * - a figure that is not the median of the results it states;
 * - a stated result its project's card or study does not show where it says (`shownIn`).
 */
export function resultsAgainstTheirProjects({
  sheet,
  work,
  median,
}: {
  sheet: Readonly<Record<string, SheetFigure>>;
  work: readonly ShownWork[];
  median: (values: readonly string[]) => string;
}): string[] {
  const problems: string[] = [];
  for (const [id, figure] of Object.entries(sheet)) {
    if (figure.basis !== 'measured' || figure.best || figure.survey || !figure.projects?.length) continue;
    const stated = figure.projects.filter((project) => project.result !== undefined);
    const bare = figure.projects.filter((project) => project.result === undefined);
    if (stated.length === 0) {
      if (isMedian(figure)) problems.push(`${id}: “${figure.value} ${figure.label}” is a median that names ${figure.projects.map((project) => `${project.kind} “${project.id}”`).join(', ')} without their own results (projects[].result)`);
      continue;
    }
    for (const project of bare) problems.push(`${id}: “${figure.value} ${figure.label}” states the results of some of its projects but not of ${project.kind} “${project.id}”`);
    const values = stated.map((project) => project.result!);
    const expected = median(values);
    if (bare.length === 0 && expected !== figure.value) problems.push(`${id}: “${figure.value} ${figure.label}” is not the median of its projects’ own results (${values.join(', ')}: ${expected})`);
    for (const project of stated) {
      if (!project.shownIn) continue;
      const shown = work.find((entry) => entry.kind === project.kind && entry.id === project.id);
      if (!shown) continue; // gate 10 reports work that is not published
      const found = project.shownIn === 'result' ? shown.results.includes(project.result!) : shown.summary.includes(project.result!);
      if (!found) problems.push(`${id}: ${project.kind} “${project.id}” is said to show ${project.result} in its ${project.shownIn}, which says ${project.shownIn === 'result' ? shown.results.join(', ') || 'nothing' : `“${shown.summary}”`}`);
    }
  }
  return problems;
}
