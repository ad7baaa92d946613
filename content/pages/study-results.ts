/**
 * A case study's results as its pages show them: where a result is one of the results a fact-sheet best case is the
 * best of (content/company/figures.ts, a figure's `best.results` naming the study with that value), the median across
 * the named projects stands beside it, and the other projects are linked, so no single project's number reads as typical.
 */
import { resultNote } from '../company/figures';
import type { CaseStudy } from '../case-studies';
import { proofEntry } from '../services/proof';
import type { Stat, StatNote } from '../shared/types';

/** A study's result with its best case's note (the median and the other projects, linked) where it has one. */
export function studyResult<Metric extends Stat>(study: Pick<CaseStudy, 'id'>, metric: Metric): Metric & { note?: StatNote } {
  const note = resultNote({ kind: 'case-study', id: study.id }, metric.value);
  if (!note) return metric;
  const links = (note.projects ?? []).flatMap((project) => {
    const entry = proofEntry(project);
    return entry ? [{ label: entry.title, href: entry.href }] : [];
  });
  return { ...metric, note: { ...note, links } };
}

/** Every result of a study, each with its best case's note where it has one. */
export function studyResults<Metric extends Stat>(study: Pick<CaseStudy, 'id'> & { metrics: readonly Metric[] }): (Metric & { note?: StatNote })[] {
  return study.metrics.map((metric) => studyResult(study, metric));
}
