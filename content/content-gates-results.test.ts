import { describe, expect, it } from 'vitest';
import { publishedWork, workResults, pageModules } from '../scripts/figure-check';
import { resultsAgainstTheirProjects, workResultsWithoutMedian } from './content-gates-results';
import { fieldPage, type FieldPage } from './content-gates';
import { facts, medianResult, resultBestCase } from './company/figures';
import { caseStudies, getCaseStudy } from './case-studies';
import { caseStudyDetailSections, workListPage } from './pages/case-study-pages';
import { studyResult } from './pages/study-results';
import { proofEntry } from './services/proof';
import type { Stat } from './shared/types';

const results = await workResults();
const sitePages = await pageModules();
const page = (path: string, stats: Stat[]): FieldPage => ({ path, fields: [], stats: stats.map((stat, index) => [`sections[0].items[${index}]`, stat] as const) });
const check = (pages: readonly FieldPage[], sheet = facts) => workResultsWithoutMedian({ sheet, results, pages, median: medianResult });

const vision = getCaseStudy('vision-millennium')!;
const conversion = vision.metrics.find((metric) => metric.value === '+78%')!;

describe('gate 8 on the case studies’ own results', () => {
  it('knows, for every case-study result, whether it is one of a best case’s results: only Vision Millennium’s conversion lift is', () => {
    const table = caseStudies().flatMap((study) =>
      study.metrics.map((metric) => {
        const found = resultBestCase({ kind: 'case-study', id: study.id }, metric.value);
        return [study.id, metric.value, found?.key ?? null, found?.isBest ?? null] as const;
      }),
    );
    expect(table.filter(([, , key]) => key !== null)).toEqual([['vision-millennium', '+78%', 'designConversion', false]]);
    expect(table).toHaveLength(caseStudies().length * 4);
  });

  it('passes on the site, where the study page and the list show the median beside the result, the best and the other projects linked', () => {
    expect(check(sitePages)).toEqual([]);
    const item = caseStudyDetailSections(vision).find((section) => section.kind === 'metricCards')!.items.find((metric) => metric.value === '+78%')!;
    expect(item.note?.text).toBe('Median across the 3 design projects whose conversion was measured before and after: +78%; the best of them, +300%. The others:');
    const others = facts.designConversion.best!.results.map((result) => result.project).filter((project) => project.id !== 'vision-millennium');
    expect(item.note?.links).toEqual(others.map((project) => ({ label: proofEntry(project)!.title, href: proofEntry(project)!.href })));
    // The gate reads the study page and the list: both show the result.
    const shownOn = sitePages.filter((entry) => entry.stats.some(([, stat]) => stat.value === conversion.value && stat.label === conversion.label)).map((entry) => entry.path);
    expect(shownOn).toEqual(expect.arrayContaining(['/work', '/work/vision-millennium']));
    expect(fieldPage('/work', workListPage()).stats.filter(([, stat]) => stat.value === '+78%').every(([, stat]) => stat.note?.text.includes('Median'))).toBe(true);
  });

  it('reads the portfolio cards’ results too: the lending rebrand’s +38% stands beside its median wherever a page shows it', () => {
    const rebrand = results.find((result) => result.project.id === 'lending-rebrand')!;
    expect(rebrand).toMatchObject({ value: '+38%', everyResultShown: false });
    const shownOn = sitePages.filter((entry) => entry.stats.some(([, stat]) => stat.value === rebrand.value && stat.label === rebrand.label));
    expect(shownOn.map((entry) => entry.path)).toEqual(expect.arrayContaining(['/our-work/portfolio', '/services/logo-branding']));
    for (const entry of shownOn) {
      for (const [, stat] of entry.stats.filter(([, stat]) => stat.value === rebrand.value && stat.label === rebrand.label)) {
        expect(stat.note?.text, entry.path).toBe('Median across the 3 design projects whose conversion was measured before and after: +78%; the best of them, +300%. The others:');
        expect(stat.note?.links?.map((link) => link.href), entry.path).toEqual(expect.arrayContaining(['/work/vision-millennium']));
      }
    }
    expect(check([page('/our-work/portfolio', [{ value: rebrand.value, label: rebrand.label }])])).toEqual([
      `/our-work/portfolio: sections[0].items[0]: “+38% ${rebrand.label}” is one of the results of the best case designConversion, shown without their median (+78%) beside it`,
    ]);
  });

  it('fails on a page showing the result without its median, and passes with it', () => {
    const bare = { value: conversion.value, label: conversion.label };
    expect(check([page('/work/vision-millennium', [bare])])).toEqual([
      '/work/vision-millennium: sections[0].items[0]: “+78% Conversion rate lift” is one of the results of the best case designConversion, shown without their median (+78%) beside it',
    ]);
    expect(check([page('/work/vision-millennium', [studyResult(vision, bare)])])).toEqual([]);
    // Another study's result of the same value is not the best case's.
    expect(check([page('/work/autoai', [{ value: '+78%', label: 'Profit forecast accuracy' }])])).toEqual([]);
  });

  it('fails where the study is the best and its note does not say so, and where the sheet and the study disagree', () => {
    const best = facts.designConversion.best!;
    const asBest = { ...facts, designConversion: { ...facts.designConversion, value: '+900%', best: { ...best, results: best.results.map((result) => (result.project.id === 'vision-millennium' ? { ...result, value: '+900%' } : result)) } } };
    const shown = { value: '+900%', label: conversion.label };
    const withResult = (value: string) => workResultsWithoutMedian({ sheet: asBest, results: results.map((result) => (result.value === '+78%' ? { ...result, value } : result)), pages: [page('/work/vision-millennium', [{ ...shown, note: { text: 'Median across the 3 design projects: +300%.' } }])], median: medianResult });
    expect(withResult('+900%')).toEqual([expect.stringContaining('“+900% Conversion rate lift” is the best case designConversion itself, shown without saying it is the best')]);
    expect(workResultsWithoutMedian({ sheet: asBest, results, pages: [], median: medianResult })).toEqual([
      expect.stringContaining('designConversion: names case-study “vision-millennium” with +900%, a result its page does not show (+45%, 3.2x, +180%, +78%)'),
    ]);
  });
});

describe('gate 11: a result beside its published projects’ own results', () => {
  const work = publishedWork()!;
  const against = (sheet: Parameters<typeof resultsAgainstTheirProjects>[0]['sheet'], shown = work) => resultsAgainstTheirProjects({ sheet, work: shown, median: medianResult });
  const devopsCost = facts.devopsCost;
  const pipeline = { kind: 'portfolio', id: 'release-pipeline' } as const;
  const ledger = { kind: 'portfolio', id: 'payout-ledger' } as const;

  it('passes on the site: every median names its projects’ own results, is their median, and each shown one is on its card or summary', () => {
    expect(against(facts)).toEqual([]);
    // The three the review found: DevOps 90% and 60% beside the release pipeline's 92% and 41%, mixed reality 60% beside 62%.
    expect(facts.devopsDeploySpeed.projects?.map((project) => project.result)).toEqual(['92%', '88%']);
    expect(facts.mrProductivity.projects?.map((project) => project.result)).toEqual(['60%']);
  });

  it('fails on a median naming a project without its own result (the DevOps 60% beside the release pipeline that showed 41%)', () => {
    expect(against({ devopsCost: { ...devopsCost, projects: [pipeline] } })).toEqual([expect.stringContaining('devopsCost: “60% Lower infrastructure costs” is a median that names portfolio “release-pipeline” without their own results')]);
  });

  it('fails on a figure that is not the median of the results it states, or states only some', () => {
    expect(against({ devopsCost: { ...devopsCost, projects: [{ ...pipeline, result: '41%' }, { ...ledger, result: '64%' }] } })).toEqual([
      expect.stringContaining('devopsCost: “60% Lower infrastructure costs” is not the median of its projects’ own results (41%, 64%: 52.5%)'),
    ]);
    expect(against({ devopsCost: { ...devopsCost, projects: [{ ...pipeline, result: '60%' }, ledger] } })).toEqual([expect.stringContaining('states the results of some of its projects but not of portfolio “payout-ledger”')]);
  });

  it('fails where the project’s card or summary shows another number than the sheet says it shows', () => {
    const card = work.map((entry) => (entry.id === 'assembly-work-instructions' ? { ...entry, results: ['62%'] } : entry));
    expect(against({ mrProductivity: facts.mrProductivity }, card)).toEqual([expect.stringContaining('mrProductivity: portfolio “assembly-work-instructions” is said to show 60% in its result, which says 62%')]);
    const summary = work.map((entry) => (entry.id === 'release-pipeline' ? { ...entry, summary: entry.summary.replace('56%', '41%') } : entry));
    expect(against({ devopsCost }, summary)).toEqual([expect.stringContaining('devopsCost: portfolio “release-pipeline” is said to show 56% in its summary')]);
  });
});
