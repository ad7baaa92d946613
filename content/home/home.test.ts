import { describe, expect, it } from 'vitest';
import { caseStudies, getCaseStudy } from '../case-studies';
import { offers, offerTimelines } from '../company/promises';
import { getGrowthPath, growthPathPage, growthPaths, growthPromise, phaseDays } from '../services/growth-paths';
import { homePage } from '.';
import { livePages, pathOf } from '../site-map/routes';
import type { PageSection } from '../shared/sections';
import { iconNames } from '../shared/types';

const sectionsOf = <K extends PageSection['kind']>(kind: K) =>
  homePage().sections.filter((section): section is Extract<PageSection, { kind: K }> => section.kind === kind);

describe('the home page module', () => {
  it('has SPEC’s sections in order: claims, the three paths, the process, the case studies', () => {
    expect(homePage().sections.map((section) => [section.kind, section.id])).toEqual([
      ['claims', 'claims'],
      ['paths', 'paths'],
      ['steps', 'process'],
      ['caseStudyCards', 'work'],
    ]);
  });

  it('names growth paths and case studies that exist, each once, and shows all of them', () => {
    const slugs = sectionsOf('paths').flatMap((section) => section.paths);
    for (const slug of slugs) expect(getGrowthPath(slug), `growth path "${slug}"`).toBeDefined();
    expect(new Set(slugs).size).toBe(slugs.length);
    expect([...slugs].sort()).toEqual(growthPaths().map((path) => path.slug).sort());

    const ids = sectionsOf('caseStudyCards').flatMap((section) => section.studies);
    for (const id of ids) expect(getCaseStudy(id), `case study "${id}"`).toBeDefined();
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(caseStudies().map((study) => study.id).sort());
  });

  it('keeps SPEC’s figures: the counters, the client strip and the process durations', () => {
    const [claims] = sectionsOf('claims');
    expect(claims?.heading).toBe('Trusted by 50+ companies');
    expect(claims?.counters.map((counter) => `${counter.prefix}${counter.end}${counter.suffix}`)).toEqual(['$40M+', '90%', '50+']);
    for (const counter of claims?.counters ?? []) expect(Number.isInteger(counter.end) && counter.end > 0).toBe(true);
    expect(claims?.clients.names).toHaveLength(6);
    expect(new Set(claims?.clients.names).size).toBe(6);
    expect(sectionsOf('steps')[0]?.steps.map((step) => [step.title, step.duration])).toEqual([
      ['Discovery', '1-2 weeks'],
      ['Design', '2-3 weeks'],
      ['Build', '4-8 weeks'],
      ['Scale', 'Ongoing'],
    ]);
    // Its weeks are a typical build's: under them, each offer's own shortest and longest MVP and where every offer's timeline is.
    const footnote = sectionsOf('steps')[0]?.footnote;
    expect(footnote?.text).toContain(`a ${offerTimelines.saas.mvp.replace(' weeks', '-week')} SaaS starter MVP`);
    expect(footnote?.text).toContain(`a ${offerTimelines.fintech.mvp.replace(' months', '-month')} fintech MVP`);
    expect(footnote?.link.href).toBe('/about/how-we-count#promises');
    // The promise names its offer (the Launch path), as every page's promise does.
    expect(sectionsOf('paths')[0]?.note?.text).toBe(`${offers.launch.name}: ${growthPromise()}`);
  });

  it('gives each growth path its own promise, and Transform a timeline that reaches production within it', () => {
    expect(new Set(growthPaths().map((path) => path.promise)).size).toBe(growthPaths().length);
    expect(getGrowthPath('launch')?.promise).toBe(growthPromise());
    for (const path of growthPaths()) expect(growthPathPage(path).hero.label).toBe(`${path.name} · ${path.promise}`);
    const transform = getGrowthPath('transform')!;
    expect(transform.promise).toBe(`Pilot in production in ${offerTimelines.transform.pilot}`);
    const pilot = transform.timeline.findIndex((phase) => phase.phase === 'Pilot');
    const days = transform.timeline.slice(0, pilot + 1).reduce((sum, phase) => sum + phaseDays(phase.duration), 0);
    expect(days).toBeLessThanOrEqual(Number.parseInt(offerTimelines.transform.pilot, 10));
    expect(transform.timeline[pilot]?.description).toMatch(new RegExp(`in production use by week ${days / 7}\\b`));
    const launch = getGrowthPath('launch')!;
    // Launch's phases fit its 90 days, rounded up to whole weeks (13 weeks).
    const launchWeeks = Math.ceil(Number.parseInt(offerTimelines.launch.mvp, 10) / 7);
    expect(launch.timeline.reduce((sum, phase) => sum + phaseDays(phase.duration), 0)).toBeLessThanOrEqual(launchWeeks * 7);
  });

  it('uses unique section ids, known icons and live internal links', () => {
    const ids = homePage().sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of sectionsOf('paths')) if (section.note) expect(iconNames).toContain(section.note.icon);
    const links: string[] = [
      homePage().hero.cta.href,
      homePage().hero.secondary.href,
      homePage().closing.href,
      ...sectionsOf('caseStudyCards').flatMap((section) => [
        ...(section.link ? [section.link.href] : []),
        ...section.studies.map((id) => getCaseStudy(id)?.href ?? `/work/${id}`),
      ]),
      ...sectionsOf('paths').flatMap((section) => section.paths.map((slug) => `/services/${slug}`)),
    ];
    const live = new Set(livePages.map((entry) => entry.path));
    for (const href of links) expect(live, href).toContain(pathOf(href));
  });
});
