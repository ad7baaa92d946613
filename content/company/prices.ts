/**
 * What working with us costs: one starting price or range per growth path (Launch, Scale, Transform) and per kind of
 * call, in US dollars, and the path each budget choice of the forms fits. The growth path pages and the home page's
 * path cards, the call picker (its kind of call), the booking and contact forms' budget choices and the mails read it
 * here; `unsourcedPrices` (e2e/prices.spec.ts over every exported page) fails on a price a page states that is not one
 * of these.
 *
 * The figures are a senior US team's: Launch is a team of three to four for the 12 weeks of `offerTimelines.launch`
 * at a fixed price; Scale opens with the two-week assessment, then a squad billed by the month; Transform is a
 * one-week workshop, then the design and the pilot in production.
 */
import type { CallTypeId } from '../scheduling';
import { offerTimelines, spanAdjective } from './promises';

export type GrowthPathSlug = 'launch' | 'scale' | 'transform';

/** One thing we sell at one price: an amount, a range, or an amount a month. */
export interface PriceLine {
  /** What the price buys, as a buyer reads it: 'Two-week technical assessment'. */
  what: string;
  /** US dollars. */
  from: number;
  /** The top of the range, when it is one. */
  to?: number;
  per?: 'month';
  /** 'fixed': agreed before work starts. */
  fixed?: boolean;
}

export interface PathPrice {
  /** The price the path is quoted by on its card and at the top of its price band. */
  headline: PriceLine;
  /** Every priced part, in the order it is bought (the headline among them). */
  lines: readonly PriceLine[];
  /** How it is billed, in a sentence. */
  terms: string;
}

const launch: PriceLine = { what: `Discovery, design, MVP and launch in ${offerTimelines.launch.mvp}`, from: 80_000, to: 150_000, fixed: true };
const assessment: PriceLine = { what: `${spanAdjective(offerTimelines.scale.assessment)} technical assessment`.replace(/^\w/, (c) => c.toUpperCase()), from: 18_000, fixed: true };
const squad: PriceLine = { what: 'Dedicated squad: senior engineers, a designer and a delivery lead', from: 45_000, per: 'month' };
const workshop: PriceLine = { what: 'One-week opportunity workshop and costed business case', from: 15_000, fixed: true };
const pilot: PriceLine = { what: `Design and a pilot in production in ${offerTimelines.transform.pilot}`, from: 150_000, to: 300_000, fixed: true };

export const pathPrices: Readonly<Record<GrowthPathSlug, PathPrice>> = {
  launch: {
    headline: launch,
    lines: [launch],
    terms: 'One fixed price for the whole path, set at the end of the two-week discovery sprint, when the scope is known. Where in the range depends on the platforms, integrations and compliance the MVP needs.',
  },
  scale: {
    headline: squad,
    lines: [assessment, squad],
    terms: 'The assessment at a fixed price, yours to keep whether or not we go on; then the squad month to month, sized to the roadmap, with 30 days’ notice.',
  },
  transform: {
    headline: pilot,
    lines: [workshop, pilot],
    terms: 'A fixed price for each phase. You decide after the workshop whether to build the pilot, and after the pilot whether to roll it out; the roll-out is quoted from what the pilot measured.',
  },
};

/** What each kind of call costs: both are free, and neither commits the visitor to anything. */
export const callPrices: Readonly<Record<CallTypeId, { price: 0; note: string }>> = {
  discovery: { price: 0, note: 'Free, and it commits you to nothing.' },
  'technical-review': { price: 0, note: `Free. The written version is Scale’s ${spanAdjective(offerTimelines.scale.assessment)} assessment (${formatUsd(assessment.from)}).` },
};

/** The call's price as its choice in the picker shows it: 'free'. */
export function callPriceLabel(call: CallTypeId): string {
  return callPrices[call].price === 0 ? 'free' : formatUsd(callPrices[call].price);
}

/**
 * The budget choices the forms offer (lib/forms/qualification.ts names them from here), in US dollars. The values are
 * stored with bookings and contact requests: never change one.
 */
export const budgetBands = [
  { value: 'under-25k', to: 25_000 },
  { value: '25k-75k', from: 25_000, to: 75_000 },
  { value: '75k-150k', from: 75_000, to: 150_000 },
  { value: '150k-plus', from: 150_000 },
  { value: 'not-sure' },
] as const satisfies readonly { value: string; from?: number; to?: number }[];

export type BudgetBand = (typeof budgetBands)[number]['value'];

/** A budget choice as the forms and the team's mails name it: 'Under $25,000', '$25,000 to $75,000', 'Not sure yet'. */
export function budgetBandLabel(band: { value: string; from?: number; to?: number }): string {
  if (band.from !== undefined && band.to !== undefined) return `${formatUsd(band.from)} to ${formatUsd(band.to)}`;
  if (band.to !== undefined) return `Under ${formatUsd(band.to)}`;
  if (band.from !== undefined) return `Over ${formatUsd(band.from)}`;
  return 'Not sure yet';
}

/** Which path (and part of it) each budget choice fits; 'not-sure' fits none until the call. */
export const budgetFits: Readonly<Record<BudgetBand, readonly { path: GrowthPathSlug; line: PriceLine; months?: number }[]>> = {
  'under-25k': [{ path: 'scale', line: assessment }, { path: 'transform', line: workshop }],
  '25k-75k': [{ path: 'scale', line: squad, months: 1 }],
  '75k-150k': [{ path: 'launch', line: launch }],
  '150k-plus': [{ path: 'transform', line: pilot }, { path: 'scale', line: squad, months: 4 }],
  'not-sure': [],
};

const pathNames: Record<GrowthPathSlug, string> = { launch: 'Launch', scale: 'Scale', transform: 'Transform' };
const partNames = new Map<PriceLine, string>([
  [assessment, 'Scale’s assessment'],
  [workshop, 'Transform’s workshop'],
  [launch, 'Launch'],
  [pilot, 'Transform'],
]);

/** What a budget choice fits, in words: 'fits Launch', 'fits Scale’s assessment or Transform’s workshop'. */
export function budgetFitLabel(budget: BudgetBand): string {
  const fits = budgetFits[budget].map(({ path, line, months }) =>
    line.per === 'month' ? (months === 1 ? `a month of ${pathNames[path]}` : `${pathNames[path]} for ${months} months or more`) : (partNames.get(line) ?? pathNames[path]),
  );
  return fits.length === 0 ? 'we size it on the call' : `fits ${fits.join(' or ')}`;
}

/** The forms' budget choices with the path each fits: '$75,000 to $150,000 (fits Launch)'. Values as stored. */
export const budgetChoices: readonly { value: BudgetBand; label: string }[] = budgetBands.map((band) => ({
  value: band.value,
  label: `${budgetBandLabel(band)} (${budgetFitLabel(band.value)})`,
}));

/** '$80,000'. No Intl: the same output on every machine. */
export function formatUsd(amount: number): string {
  return `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** A line's price as read: '$80,000 to $150,000', 'From $45,000 a month', '$18,000'. */
export function priceLabel(line: PriceLine): string {
  if (line.to !== undefined) return `${formatUsd(line.from)} to ${formatUsd(line.to)}${line.per ? ` a ${line.per}` : ''}`;
  if (line.per) return `From ${formatUsd(line.from)} a ${line.per}`;
  return formatUsd(line.from);
}

/** Every dollar amount the source states (prices and the budget choices' bounds), for the gate. */
export function sourcedAmounts(): Set<number> {
  const amounts = new Set<number>([0]);
  for (const { lines } of Object.values(pathPrices)) for (const line of lines) for (const amount of [line.from, line.to]) if (amount !== undefined) amounts.add(amount);
  for (const band of budgetBands) for (const amount of Object.values(band)) if (typeof amount === 'number') amounts.add(amount);
  return amounts;
}

const AMOUNT = /(?:US)?\$\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|K|M|million|thousand)?\b/g;

/** The dollar amounts of a text: '$80,000' is 80000, '$45k' 45000, '$1.2M' 1200000. */
export function amountsIn(text: string): number[] {
  return [...text.matchAll(AMOUNT)].map(([, digits, unit]) => {
    const n = Number(digits!.replace(/,/g, ''));
    const scale = unit === 'k' || unit === 'K' || unit === 'thousand' ? 1_000 : unit === 'M' || unit === 'million' ? 1_000_000 : 1;
    return Math.round(n * scale * 100) / 100;
  });
}

/**
 * Words that make a dollar amount a price of ours: 'price', 'costs', 'fee', 'starts at', 'from $…', 'billed', 'quote'.
 * Salaries, benefits, a client's results ('$4.2M locked') and the terms' liability cap say none of them.
 */
const PRICE_WORDS = /\b(?:price[ds]?|pricing|costs?|fees?|billed|quoted?|rates?|starts? at|starting at|from (?:US)?\$)/i;

/**
 * The prices a text states that the source does not: each sentence that says what something costs is held to the
 * amounts of `pathPrices`, `callPrices` and the budget choices. Returns the offending sentences.
 */
export function unsourcedPrices(text: string, sourced: ReadonlySet<number> = sourcedAmounts()): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .filter((sentence) => PRICE_WORDS.test(sentence) && amountsIn(sentence).some((amount) => !sourced.has(amount)))
    .map((sentence) => sentence.trim());
}
