/**
 * Content gates: checks that find the contradictions a buyer would find reading two pages (or
 * two bands of one page) side by side. Each takes the content it checks as its input, so the
 * tests run it on the real site and on a contradicting fixture (content/content-gates.test.ts);
 * docs/content-gates.md says what each guards and how figures are counted.
 */
import { clientContact, type ClientContactId } from './company/people';
import { offerTimelines, spanWeeks, firstReleaseWeek, type OfferId } from './company/promises';
import type { ProofEntry } from './services/proof';
import type { PageSection } from './shared/sections';
import type { Stat } from './shared/types';

/** A figure of the fact sheet, as the gates read it (content/company/figures.ts says what each field means). */
export interface SheetFigure extends Stat {
  definition?: string;
  basis?: 'delivered' | 'measured' | 'service' | 'market';
  scope?: 'studio' | 'career';
  counts?: string;
  of?: string;
  survey?: { responses: number; positive?: number; projects: number };
  best?: { results: readonly { value: string }[] };
  practice?: string;
  projects?: readonly { kind: string; id: string; result?: string; shownIn?: 'result' | 'summary' }[];
}

// 1. A stat band for a practice with no published work behind it.

/** A page as gate 1 reads it: its sections, and the published work (case studies, portfolio projects) tagged with its practice. */
export interface PracticePage {
  path: string;
  sections: readonly PageSection[];
  work: readonly Pick<ProofEntry, 'title'>[];
}

/** The pages that show a stat band although no published work of their practice backs it. */
export function statBandsWithoutWork(pages: readonly PracticePage[]): string[] {
  return pages.filter((page) => page.sections.some((section) => section.kind === 'stats') && page.work.length === 0).map((page) => page.path);
}

// 2. Two numbers for one counted thing.

/** A page as gate 2 reads it: the statistics of its bands and its text. */
export interface FigurePage {
  path: string;
  stats: readonly Stat[];
  text: string;
}

/** A statistic's leading number: '250+' is 250, '$4.2M' is 4.2, '24/7' is 24. */
const numberOf = (value: string) => Number.parseFloat(value.replace(/^[^\d]*/, '').replace(/,/g, ''));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words a figure is named by in running text: its label's first three words ('blockchain and web3'). */
function namePhrase(label: string): string | undefined {
  const words = label.toLowerCase().replace(/[^a-z0-9’' -]/g, ' ').split(/\s+/).filter(Boolean);
  return words.length >= 3 ? words.slice(0, 3).join(' ') : undefined;
}

/**
 * What reads as two numbers for one counted thing:
 * - two figures of the sheet with one label (one counted thing, one id);
 * - a page statistic that is not a figure of the sheet, nor a result of published work or a promise
 *   of the offers' table (`derived`, its label perhaps followed by whose it is): a number typed on the page instead of picked by id;
 * - running text that names a figure by its label with another number ('20+ blockchain and Web3 projects').
 * Counts of one kind with two values are gate 6 (`countConflicts`).
 */
export function figureConflicts({
  sheet,
  pages,
  derived,
}: {
  sheet: Readonly<Record<string, SheetFigure>>;
  pages: readonly FigurePage[];
  derived: readonly Stat[];
}): string[] {
  const conflicts: string[] = [];
  const figures = Object.entries(sheet);
  const byLabel = new Map<string, string[]>();
  for (const [id, figure] of figures) byLabel.set(figure.label.toLowerCase(), [...(byLabel.get(figure.label.toLowerCase()) ?? []), `${id} ${figure.value}`]);
  for (const [label, ids] of byLabel) if (ids.length > 1) conflicts.push(`one label, two figures: “${label}” (${ids.join(', ')})`);

  const known = (stat: Stat) =>
    figures.some(([, figure]) => figure.value === stat.value && figure.label === stat.label) ||
    derived.some((other) => other.value === stat.value && stat.label.startsWith(other.label));
  for (const page of pages) {
    for (const stat of page.stats) if (!known(stat)) conflicts.push(`${page.path}: “${stat.value} ${stat.label}” is typed on the page, not a figure of the fact sheet`);
    for (const [id, figure] of figures) {
      const phrase = namePhrase(figure.label);
      if (!phrase) continue;
      const pattern = new RegExp(`(\\$?\\d[\\d.,]*(?:\\s?[%xKMB]\\+?|\\+)?)\\s+${escape(phrase)}\\b`, 'gi');
      for (const match of page.text.matchAll(pattern)) {
        if (match[1] !== figure.value) conflicts.push(`${page.path}: “${match[0]}” gives ${id} another number than ${figure.value}`);
      }
    }
  }

  return conflicts;
}

// 3. A promise that differs from its offer's table.

/** A page as gate 3 reads it: its text and the offers it says it means. */
export interface PromisePage {
  path: string;
  text: string;
  offers: readonly OfferId[];
}

type PromiseKind = 'mvp' | 'prototype' | 'pilot';
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, eight: 8, ten: 10, twelve: 12 };
const count = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);
const kindOf = (word: string): PromiseKind => (/mvp/i.test(word) ? 'mvp' : /prototype/i.test(word) ? 'prototype' : 'pilot');

/** Every prototype, MVP or pilot length a text promises, in weeks. */
export function promisesIn(text: string): { kind: PromiseKind; weeks: number; phrase: string }[] {
  const found: { kind: PromiseKind; weeks: number; phrase: string }[] = [];
  const N = '(\\d+|one|two|three|four|five|six|eight|ten|twelve)';
  const UNIT = '(days?|weeks?|months?)';
  const patterns: [RegExp, (m: RegExpMatchArray) => { kind: PromiseKind; weeks: number }][] = [
    [new RegExp(`\\b${N}[- ](day|week|month)s? (MVP|prototype|pilot)\\b`, 'gi'), (m) => ({ kind: kindOf(m[3]!), weeks: spanWeeks(`${count(m[1]!)} ${m[2]!.toLowerCase()}s`) })],
    [new RegExp(`\\b(MVP|prototype|pilot)s?(?: [a-z-]+){0,4}? (?:in|within) ${N} ${UNIT}`, 'gi'), (m) => ({ kind: kindOf(m[1]!), weeks: spanWeeks(`${count(m[2]!)} ${m[3]!.toLowerCase().replace(/s?$/, 's')}`) })],
    [new RegExp(`\\b(MVP|prototype|pilot)s?(?: [a-z-]+){0,4}? (?:in|by) week ${N}\\b`, 'gi'), (m) => ({ kind: kindOf(m[1]!), weeks: count(m[2]!) })],
    [new RegExp(`"value":"${N} ${UNIT}","label":"[^"]*\\b(MVP|prototype|pilot)`, 'gi'), (m) => ({ kind: kindOf(m[3]!), weeks: spanWeeks(`${count(m[1]!)} ${m[2]!.toLowerCase().replace(/s?$/, 's')}`) })],
  ];
  for (const [pattern, read] of patterns) for (const match of text.matchAll(pattern)) found.push({ ...read(match), phrase: match[0] });
  return found;
}

/**
 * Promises that differ from the offers' table: a page promising a prototype, MVP or pilot length
 * none of the offers it names has, and work (case studies, portfolio projects) whose first release
 * came later than its offer promises, or whose result in weeks from kickoff is not its first release.
 */
export function promiseConflicts({ pages, work }: { pages: readonly PromisePage[]; work: readonly Pick<ProofEntry, 'title' | 'firstRelease' | 'result'>[] }): string[] {
  const conflicts: string[] = [];
  for (const page of pages) {
    for (const promise of promisesIn(page.text)) {
      const matches = page.offers.some((offer) => {
        const timeline: Record<string, string> = offerTimelines[offer];
        const span = timeline[promise.kind];
        return span !== undefined && spanWeeks(span) === promise.weeks;
      });
      if (!matches) conflicts.push(`${page.path}: “${promise.phrase}” is no ${promise.kind} of its offers (${page.offers.join(', ') || 'none named'})`);
    }
  }
  for (const entry of work) {
    if (!entry.firstRelease) continue;
    const bound = firstReleaseWeek(entry.firstRelease.offer);
    if (bound !== undefined && entry.firstRelease.week > bound) conflicts.push(`${entry.title}: first release in week ${entry.firstRelease.week}, after the ${entry.firstRelease.offer} offer’s week ${bound}`);
    const weeks = /^(\d+) weeks?$/.exec(entry.result.value);
    if (weeks && /kickoff/i.test(entry.result.label) && Number(weeks[1]) !== entry.firstRelease.week) conflicts.push(`${entry.title}: “${entry.result.value} ${entry.result.label}” against a first release in week ${entry.firstRelease.week}`);
  }
  return conflicts;
}

// 4. A testimonial that names a client its project keeps anonymous.

/**
 * Quotes whose speaker's company the project they speak about does not name: a testimonial (or
 * a case study's client quote) names its client, so the card, study or project beside it must too.
 */
export function anonymityConflicts({
  quotes,
}: {
  quotes: readonly { person: ClientContactId; about: Pick<ProofEntry, 'title' | 'clientName'> | undefined }[];
}): string[] {
  return quotes.flatMap(({ person, about }) => {
    const company = clientContact(person).company;
    if (!about) return [`${clientContact(person).name} (${company}) speaks about work the site does not show`];
    return about.clientName === company ? [] : [`${clientContact(person).name}, ${company}, is quoted about “${about.title}”, which ${about.clientName ? `names ${about.clientName}` : 'keeps its client anonymous'}`];
  });
}

// 5. One client's words on page after page, and a client strip naming clients no work shows.

/** A client's words as a page holds them: anything with the words and a client contact who said them. */
export function clientQuotesIn(page: unknown, contacts: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.quote === 'string' && typeof record.person === 'string' && contacts.has(record.person)) found.add(record.quote);
    for (const child of Object.values(record)) walk(child);
  };
  walk(page);
  return [...found];
}

/** Quotes that appear on more than `limit` pages (content/services/proof.ts QUOTE_PAGE_LIMIT), with the pages. */
export function quoteRepeats(pages: readonly { path: string; quotes: readonly string[] }[], limit: number): string[] {
  const pagesOf = new Map<string, string[]>();
  for (const page of pages) for (const quote of new Set(page.quotes)) pagesOf.set(quote, [...(pagesOf.get(quote) ?? []), page.path]);
  return [...pagesOf].filter(([, paths]) => paths.length > limit).map(([quote, paths]) => `“${quote.slice(0, 60)}…” is on ${paths.length} pages: ${paths.join(', ')}`);
}

/** Client names (a logo strip) that no shown work names as its client. */
export function unbackedClients(names: readonly string[], work: readonly Pick<ProofEntry, 'clientName'>[]): string[] {
  const named = new Set(work.map((entry) => entry.clientName));
  return names.filter((name) => !named.has(name));
}

// 6-9. Read field by field: a page or a collection file as the strings it holds, each with its field path.

/** A page (or a collection file) as gates 6-9 read it: every string with its field, and every statistic with its field. */
export interface FieldPage {
  /** The route, or the file of a collection entry. */
  path: string;
  fields: readonly (readonly [field: string, text: string])[];
  stats: readonly (readonly [field: string, stat: Stat])[];
}

/** Every string of a page's data with its field path ('sections[2].items[0].title'), and every statistic ({ value, label }). */
export function fieldPage(path: string, data: unknown): FieldPage {
  const fields: [string, string][] = [];
  const stats: [string, Stat][] = [];
  const walk = (value: unknown, field: string) => {
    if (typeof value === 'string') fields.push([field || '(file)', value]);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${field}[${index}]`));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.value === 'string' && typeof record.label === 'string') stats.push([field, record as unknown as Stat]);
      for (const [key, child] of Object.entries(record)) walk(child, field ? `${field}.${key}` : key);
    }
  };
  walk(data, '');
  return { path, fields, stats };
}

/** A figure's number and whether it is a lower bound: '50+' is 50 and '+', 'more than 80' is 80 and '+'. */
const countOf = (value: string) => `${numberOf(value)}${/\+$/.test(value) ? '+' : ''}`;

// 6. One count per counted thing.

/** The kinds of count, as gate 6 reads them: a name and the words text names the kind by. */
export type CountKinds = Readonly<Record<string, { name: string; nouns?: string }>>;

/**
 * Numbers of one kind with two values: figures that count one kind of thing are one total and its parts, each
 * part naming the figure it is part of (`of`, of the same kind and not smaller); running text that counts a kind
 * ('more than 80 blockchain projects', '80+ projects') with a number none of that kind's figures has.
 */
export function countConflicts({ sheet, kinds, pages }: { sheet: Readonly<Record<string, SheetFigure>>; kinds: CountKinds; pages: readonly FieldPage[] }): string[] {
  const conflicts: string[] = [];
  const figures = Object.entries(sheet);
  for (const [kind, { name }] of Object.entries(kinds)) {
    const ofKind = figures.filter(([, figure]) => figure.counts === kind);
    const totals = ofKind.filter(([, figure]) => !figure.of);
    if (totals.length > 1) for (const [id, figure] of totals.slice(1)) conflicts.push(`${id}: “${figure.value} ${figure.label}” is a second count of ${name} beside ${totals[0]![0]} (${totals[0]![1].value}): one definition per counted thing, so count something else or make it a part of it (of)`);
    for (const [id, figure] of ofKind) {
      if (!figure.of) continue;
      const whole = sheet[figure.of];
      if (!whole) conflicts.push(`${id}: is part of “${figure.of}”, which the fact sheet does not have`);
      else if (whole.counts !== kind) conflicts.push(`${id}: counts ${name} but is part of ${figure.of}, which counts ${whole.counts ? (kinds[whole.counts]?.name ?? whole.counts) : 'nothing'}`);
      else if (numberOf(figure.value) > numberOf(whole.value)) conflicts.push(`${id}: ${figure.value} is more than the ${whole.value} it is part of (${figure.of}, ${whole.label})`);
    }
  }
  for (const figure of figures) if (figure[1].counts && !kinds[figure[1].counts]) conflicts.push(`${figure[0]}: counts “${figure[1].counts}”, which is no kind of count`);

  for (const [kind, { name, nouns }] of Object.entries(kinds)) {
    if (!nouns) continue;
    const values = figures.filter(([, figure]) => figure.counts === kind);
    const allowed = new Set(values.map(([, figure]) => countOf(figure.value)));
    const pattern = new RegExp(`(?<![\\w$.,])(more than |over |at least )?(\\d[\\d,.]*)(\\+)?\\s+(?:[a-z0-9-]+\\s+){0,3}?(?:${nouns})\\b`, 'gi');
    for (const page of pages) {
      for (const [field, text] of page.fields) {
        for (const match of text.matchAll(pattern)) {
          // An exact number ('from 46 projects', a sample) is not a claim of a total; '80+' and 'more than 80' are.
          if (!match[1] && !match[3]) continue;
          const count = `${numberOf(match[2]!)}${match[1] || match[3] ? '+' : ''}`;
          if (!allowed.has(count)) conflicts.push(`${page.path}: ${field}: “${match[0].trim()}” counts ${name}, and the fact sheet’s only counts of ${name} are ${values.map(([id, figure]) => `${figure.value} (${id})`).join(', ') || 'none'}`);
        }
      }
    }
  }
  return conflicts;
}

// 7. A career total: our people's work before they joined, read as the studio's.

/** Words that count our people's work over their careers rather than the studio's. */
export const CAREER_WORDS = /\b(across (?:their|his|her|our) careers?|before (?:they|he|she) joined|including before|(?:our (?:people|team|engineers|designers)|a team that|a team which) ha(?:ve|s) (?:shipped|delivered|built|launched))\b/i;

/**
 * Career totals: a career figure whose label does not say it is our people's experience, or shown on any page
 * but the team page; running text that counts what our people did before they joined, anywhere but there.
 */
export function careerTotals({ sheet, pages, teamPage }: { sheet: Readonly<Record<string, SheetFigure>>; pages: readonly FieldPage[]; teamPage: string }): string[] {
  const conflicts: string[] = [];
  const career = Object.entries(sheet).filter(([, figure]) => figure.scope === 'career');
  for (const [id, figure] of career) if (!/experience/i.test(figure.label)) conflicts.push(`${id}: “${figure.value} ${figure.label}” is a career total that does not say it is our people’s experience`);
  for (const page of pages) {
    if (page.path === teamPage) continue;
    for (const [field, stat] of page.stats) {
      const id = career.find(([, figure]) => figure.value === stat.value && figure.label === stat.label)?.[0];
      if (id) conflicts.push(`${page.path}: ${field}: “${stat.value} ${stat.label}” is our people’s career total (${id}), shown only on the team page as their experience, never as the studio’s record`);
    }
    for (const [field, text] of page.fields) {
      const match = CAREER_WORDS.exec(text);
      if (match) conflicts.push(`${page.path}: ${field}: “${match[0]}” counts our people’s work before they joined as the studio’s: say what the studio did, or state it once on the team page as their experience`);
    }
  }
  return conflicts;
}

// 8. A best case without its median.

const BEST_WORDS = /\b(best|highest|record)\b/i;
const BEST_TEXT = /\b(?:up to|as much as|as high as)\s+[+$]?\d[\d.,]*\s?(?:%|x\b)|\b(?:best|highest|record)\b[^.;:]{0,40}?[+$]?\d[\d.,]*\s?(?:%|x\b)/i;

/**
 * Best cases without their median: a figure that reads as the best of several results without those results (`best`,
 * two or more, on named projects) or whose best result is not the figure; a page showing it without the median beside
 * it; running text that gives a best case ('up to 300%') without a median in the same sentence's field.
 */
export function bestCasesWithoutMedian({ sheet, pages, median }: { sheet: Readonly<Record<string, SheetFigure>>; pages: readonly FieldPage[]; median: (values: readonly string[]) => string }): string[] {
  const conflicts: string[] = [];
  const figures = Object.entries(sheet);
  for (const [id, figure] of figures) {
    const reads = BEST_WORDS.test(figure.label) || BEST_WORDS.test(figure.definition ?? '');
    if (reads && (!figure.best || figure.best.results.length < 2)) conflicts.push(`${id}: “${figure.value} ${figure.label}” is a best case without the results it is the best of (best.results, two or more, each on a named project)`);
    if (figure.best && Math.max(...figure.best.results.map((result) => numberOf(result.value))) !== numberOf(figure.value)) conflicts.push(`${id}: ${figure.value} is not the best of its results (${figure.best.results.map((result) => result.value).join(', ')})`);
  }
  for (const page of pages) {
    for (const [field, stat] of page.stats) {
      const figure = figures.find(([, entry]) => entry.value === stat.value && entry.label === stat.label)?.[1];
      const best = figure?.best ?? (BEST_WORDS.test(stat.label) && /%|x$/.test(stat.value) ? { results: [] } : undefined);
      if (!best) continue;
      const expected = best.results.length > 0 ? median(best.results.map((result) => result.value)) : undefined;
      if (!expected || !stat.note?.text.includes(expected)) conflicts.push(`${page.path}: ${field}: “${stat.value} ${stat.label}” is a best case shown without its median${expected ? ` (${expected})` : ''} beside it`);
    }
    for (const [field, text] of page.fields) {
      const match = BEST_TEXT.exec(text);
      if (match && !/\bmedian\b/i.test(text)) conflicts.push(`${page.path}: ${field}: “${match[0]}” is a best case without its median: give the median across the named projects beside it`);
    }
  }
  return conflicts;
}

// 9. A satisfaction figure without its survey.

const SATISFACTION = /satisf/i;
const SATISFACTION_TEXT = /\d[\d.]*\s?%[^.;]{0,60}satisf\w*|satisf\w*[^.;]{0,60}?\d[\d.]*\s?%/i;

/**
 * Satisfaction figures without their survey: a figure of the sheet without the survey it comes from and its sample
 * (or whose share is not the survey's), a page showing one without the sample beside it, running text that gives a
 * satisfaction percentage without naming the survey and how many answered.
 */
export function satisfactionWithoutSurvey({ sheet, pages }: { sheet: Readonly<Record<string, SheetFigure>>; pages: readonly FieldPage[] }): string[] {
  const conflicts: string[] = [];
  const figures = Object.entries(sheet);
  for (const [id, figure] of figures) {
    if (!SATISFACTION.test(`${figure.label} ${figure.definition ?? ''}`)) continue;
    if (!figure.survey || figure.survey.responses < 1 || figure.survey.projects < 1) conflicts.push(`${id}: “${figure.value} ${figure.label}” is a satisfaction figure without its survey and sample size (survey)`);
    else if (figure.survey.positive !== undefined && Math.round((100 * figure.survey.positive) / figure.survey.responses) !== numberOf(figure.value))
      conflicts.push(`${id}: ${figure.value} is not the survey’s ${figure.survey.positive} of ${figure.survey.responses}`);
  }
  for (const page of pages) {
    for (const [field, stat] of page.stats) {
      if (!SATISFACTION.test(stat.label) || !/%$/.test(stat.value)) continue;
      const figure = figures.find(([, entry]) => entry.value === stat.value && entry.label === stat.label)?.[1];
      const sample = figure?.survey ? figure.survey.responses.toLocaleString('en-US') : undefined;
      if (!sample || !stat.note?.text.includes(sample)) conflicts.push(`${page.path}: ${field}: “${stat.value} ${stat.label}” is a satisfaction figure shown without its survey and sample size beside it`);
    }
    for (const [field, text] of page.fields) {
      const match = SATISFACTION_TEXT.exec(text);
      if (match && !(/survey/i.test(text) && /\d[\d,]* (?:ratings|responses|replies)\b/i.test(text))) conflicts.push(`${page.path}: ${field}: “${match[0]}” is a satisfaction figure without its survey and sample size`);
    }
  }
  return conflicts;
}

// 10. A result without its named projects.

/** Published work as gate 10 reads it: a case study or portfolio project and the practices it is tagged with. */
export type TaggedProject = { kind: string; id: string; services: readonly string[]; industries: readonly string[] };

/** Results no reader can trace: a `measured` figure naming no published project (`projects`, or a best case's `best`), an unpublished one or one of another practice. */
export function resultsWithoutProjects({ sheet, work }: { sheet: Readonly<Record<string, SheetFigure>>; work: readonly TaggedProject[] }): string[] {
  const problems: string[] = [];
  for (const [id, figure] of Object.entries(sheet)) {
    if (figure.basis !== 'measured' || figure.best) continue;
    if (!figure.projects?.length) {
      problems.push(`${id}: “${figure.value} ${figure.label}” is a result that names no published project it was measured on (projects)`);
      continue;
    }
    for (const ref of figure.projects) {
      const project = work.find((entry) => entry.kind === ref.kind && entry.id === ref.id);
      if (!project) problems.push(`${id}: ${ref.kind} “${ref.id}” is not published work`);
      else if (figure.practice && !project.services.includes(figure.practice) && !project.industries.includes(figure.practice))
        problems.push(`${id}: ${ref.kind} “${ref.id}” is not tagged with the figure’s practice (${figure.practice})`);
    }
  }
  return problems;
}
