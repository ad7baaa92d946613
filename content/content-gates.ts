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

/** A figure of the fact sheet, as the gates read it. */
export interface SheetFigure extends Stat {
  basis?: 'delivered' | 'measured' | 'service' | 'market';
  scope?: 'studio' | 'team';
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
 * - running text that names a figure by its label with another number ('20+ blockchain and Web3 projects');
 * - 'delivered' counts above the total they are part of: a studio count above the studio's client
 *   projects, the studio counts together above it, or a count of our people's work above everything they shipped.
 */
export function figureConflicts({
  sheet,
  pages,
  derived,
  totals,
}: {
  sheet: Readonly<Record<string, SheetFigure>>;
  pages: readonly FigurePage[];
  derived: readonly Stat[];
  totals: { studio: Stat; team: Stat };
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

  const delivered = figures.filter(([, figure]) => figure.basis === 'delivered');
  for (const [scope, total] of Object.entries(totals) as ['studio' | 'team', Stat][]) {
    const counts = delivered.filter(([, figure]) => figure.scope === scope);
    for (const [id, figure] of counts) if (numberOf(figure.value) > numberOf(total.value)) conflicts.push(`${id} (${figure.value}) is more than the ${scope} total (${total.value} ${total.label})`);
    if (scope === 'studio') {
      const sum = counts.reduce((acc, [, figure]) => acc + numberOf(figure.value), 0);
      if (sum > numberOf(total.value)) conflicts.push(`the studio’s practice counts add up to ${sum}, more than its ${total.value} ${total.label}`);
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
