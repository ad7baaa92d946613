/**
 * A case study's results as its pages show them, each with its best case's note where it has one (resultWithNote,
 * content/services/proof.ts: the median across the named projects beside it, the other projects linked).
 */
import type { CaseStudy } from '../case-studies';
import { resultWithNote } from '../services/proof';
import type { Stat, StatNote } from '../shared/types';

/** A study's result with its best case's note (the median and the other projects, linked) where it has one. */
export function studyResult<Metric extends Stat>(study: Pick<CaseStudy, 'id'>, metric: Metric): Metric & { note?: StatNote } {
  return resultWithNote({ kind: 'case-study', id: study.id }, metric);
}

/** Every result of a study, each with its best case's note where it has one. */
export function studyResults<Metric extends Stat>(study: Pick<CaseStudy, 'id'> & { metrics: readonly Metric[] }): (Metric & { note?: StatNote })[] {
  return study.metrics.map((metric) => studyResult(study, metric));
}
