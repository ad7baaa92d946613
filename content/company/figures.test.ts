import { describe, expect, it } from 'vitest';
import { caseStudies } from '../case-studies';
import { homePage } from '../home';
import { portfolioPage } from '../pages/portfolio';
import { claimReadings, conflictingReadings } from './claim-readings';
import { companyFigures, figureCounter } from './figures';
import { companyPage } from '../pages/company';
import { sectionPageModules } from '../pages/section-page-modules';

/** Every page module, by path: what each page shows, as data. */
const pages: [string, unknown][] = [
  ['/', homePage()],
  ...[companyPage('about'), companyPage('about-us'), companyPage('our-mission'), companyPage('leadership'), companyPage('our-team'), companyPage('press-and-media'), companyPage('partnerships'), companyPage('team')].map((page): [string, unknown] => [page.path, page]),
  ...sectionPageModules(),
];

/** A statistic's value: a number with its unit ('250+', '$4.2M', '9/10', '5 years'), not a fact such as '19 weeks' of a study. */
const FIGURE = /^[$+]?\d[\d.,]*(%|\+|x|[KMB]\+?|\/\d+|\/7| years?)?$/;

/** Every figure a value shows with a label: statistics ({ value, label }) and counters ({ prefix, end, suffix, label }). */
function statsIn(data: unknown, found: { value: string; label: string }[] = []): { value: string; label: string }[] {
  if (Array.isArray(data)) for (const item of data) statsIn(item, found);
  else if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    if (typeof record.label === 'string' && typeof record.value === 'string' && FIGURE.test(record.value)) found.push({ value: record.value, label: record.label });
    if (typeof record.label === 'string' && typeof record.end === 'number') found.push({ value: `${String(record.prefix ?? '')}${record.end}${String(record.suffix ?? '')}`, label: record.label });
    for (const value of Object.values(record)) statsIn(value, found);
  }
  return found;
}

describe('the fact sheet', () => {
  it('gives every company figure what it counts and the date it was counted', () => {
    for (const [key, figure] of Object.entries(companyFigures)) {
      expect(figure.definition.length, key).toBeGreaterThan(40);
      expect(figure.asOf, key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(figure.asOf)), key).toBe(false);
    }
  });

  it('gives a share of a group the group it is a share of (retention: 36 of 40 clients is 90%)', () => {
    const { sample, value } = companyFigures.clientRetention;
    expect(`${Math.round((100 * sample.count) / sample.of)}%`).toBe(value);
    expect(sample.of).toBeLessThanOrEqual(Number.parseInt(companyFigures.clientCompanies.value, 10));
  });

  it('keeps SPEC’s home counters, read from the sheet', () => {
    expect(['platformValue', 'clientRetention', 'projectsSinceFounding'].map((key) => figureCounter(key as 'platformValue'))).toEqual([
      { prefix: '$', end: 40, suffix: 'M+', label: companyFigures.platformValue.label },
      { prefix: '', end: 90, suffix: '%', label: companyFigures.clientRetention.label },
      { prefix: '', end: 50, suffix: '+', label: companyFigures.projectsSinceFounding.label },
    ]);
  });

  it('gives one value to a label, on every page and in the sheet (no "Projects delivered" that is 250+ here and 50+ there)', () => {
    const values = new Map<string, Set<string>>();
    const add = (where: string, { value, label }: { value: string; label: string }) => {
      const key = label.toLowerCase();
      if (!values.has(key)) values.set(key, new Set());
      values.get(key)!.add(`${value} (${where})`);
    };
    for (const figure of Object.values(companyFigures)) add('fact sheet', figure);
    for (const [path, page] of pages) for (const stat of statsIn(page)) add(path, stat);
    for (const study of caseStudies()) for (const stat of [...study.metrics, ...study.homeMetrics]) add(study.href, stat);
    const twoValues = [...values.entries()]
      .map(([label, entries]) => ({ label, values: new Set([...entries].map((entry) => entry.replace(/ \(.*$/, ''))), entries }))
      .filter((entry) => entry.values.size > 1)
      .map((entry) => `${entry.label}: ${[...entry.entries].join(', ')}`);
    expect(twoValues).toEqual([]);
  });
});

describe('SPEC’s conflicting claims', () => {
  it('keep both readings of each claim, each labelled by what it counts', () => {
    const values = (claim: string) => claimReadings.filter((entry) => entry.claim === claim).map((entry) => entry.value);
    expect(values('projects')).toEqual(['250+', '50+']);
    expect(values('countries')).toEqual(['15+', '6']);
    expect(values('vision-millennium-roas')).toEqual(['+18%', '+180%']);
    const labels = claimReadings.map((entry) => entry.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('find two readings of one claim in a text, and none in a text with one', () => {
    expect(conflictingReadings('AutoAI +35% · Vision Millennium +18% ROAS … Return on ad spend +180%').map((entry) => entry.claim)).toEqual(['vision-millennium-roas']);
    expect(conflictingReadings(`250+ ${companyFigures.solutions.label} · 50+ ${companyFigures.projectsSinceFounding.label}`).map((entry) => entry.claim)).toEqual(['projects']);
    expect(conflictingReadings(`${companyFigures.countriesServed.label} 15+ and ours are based in 6 countries`).map((entry) => entry.claim)).toEqual(['countries']);
    expect(conflictingReadings(`250+ ${companyFigures.solutions.label} · 15+ ${companyFigures.countriesServed.label}`)).toEqual([]);
  });

  it.each(pages)('%s shows at most one reading of each claim', (_, page) => {
    expect(conflictingReadings(JSON.stringify(page))).toEqual([]);
  });

  it('leaves each reading on the page SPEC puts it: 50+ projects on the home page, 250+ and 6 countries on the portfolio, 15+ countries on /about/about-us', () => {
    const homeText = JSON.stringify(homePage());
    const portfolioText = JSON.stringify(portfolioPage());
    expect(homeText).toContain(companyFigures.projectsSinceFounding.label);
    expect(portfolioText).toContain(companyFigures.solutions.label);
    expect(portfolioText).toContain(companyFigures.featuredClientCountries.label);
    expect(conflictingReadings(JSON.stringify(companyPage('about-us')))).toEqual([]);
    expect(JSON.stringify(companyPage('about-us'))).toMatch(new RegExp(`${companyFigures.countriesServed.value.replace('+', '\\+')} countries`));
  });
});
