import { describe, expect, it } from 'vitest';
import { callTypes } from '../scheduling';
import { amountsIn, budgetBandLabel, budgetBands, budgetChoices, budgetFits, callPrices, pathPrices, priceLabel, sourcedAmounts, unsourcedPrices } from './prices';

describe('the prices (content/company/prices.ts)', () => {
  it('gives each growth path a starting price, its parts in the order they are bought, and how it is billed', () => {
    expect(Object.keys(pathPrices)).toEqual(['launch', 'scale', 'transform']);
    for (const price of Object.values(pathPrices)) {
      expect(price.lines).toContain(price.headline);
      for (const line of price.lines) if (line.to !== undefined) expect(line.to).toBeGreaterThan(line.from);
      expect(price.terms).toMatch(/\.$/);
    }
    expect(priceLabel(pathPrices.launch.headline)).toBe('$80,000 to $150,000');
    expect(priceLabel(pathPrices.scale.headline)).toBe('From $45,000 a month');
  });

  it('makes both kinds of call free, and the picker shows it beside each', () => {
    for (const type of callTypes) {
      expect(callPrices[type.id].price).toBe(0);
      expect(type.price).toBe('free');
      expect(type.priceNote).toMatch(/^Free\b/);
    }
  });

  it('fits every budget choice to paths whose prices lie inside it, and keeps the stored values', () => {
    expect(budgetChoices.map((choice) => choice.value)).toEqual(['under-25k', '25k-75k', '75k-150k', '150k-plus', 'not-sure']);
    expect(budgetBands.map(budgetBandLabel)).toEqual(['Under $25,000', '$25,000 to $75,000', '$75,000 to $150,000', 'Over $150,000', 'Not sure yet']);
    for (const band of budgetBands) {
      const { from = 0, to = Number.POSITIVE_INFINITY } = band as { from?: number; to?: number };
      for (const { line, months = 1 } of budgetFits[band.value]) {
        const cost = line.from * months;
        expect(cost >= from && cost <= to, `${band.value}: ${line.what} (${cost})`).toBe(true);
      }
    }
    expect(budgetChoices.find((choice) => choice.value === '75k-150k')?.label).toBe('$75,000 to $150,000 (fits Launch)');
    expect(budgetChoices.find((choice) => choice.value === 'not-sure')?.label).toBe('Not sure yet (we size it on the call)');
    // Every path is fitted by some budget.
    expect(new Set(Object.values(budgetFits).flatMap((fits) => fits.map((fit) => fit.path)))).toEqual(new Set(['launch', 'scale', 'transform']));
  });
});

describe('unsourcedPrices: a page cannot state a price the source does not', () => {
  it('fails on a price typed on a page', () => {
    expect(unsourcedPrices('Launch: an MVP in 90 days. Prices start at $60,000 for a web app.')).toEqual(['Prices start at $60,000 for a web app.']);
    expect(unsourcedPrices('A technical review costs $2,500.')).toEqual(['A technical review costs $2,500.']);
    expect(unsourcedPrices('Squads from $40k a month')).toEqual(['Squads from $40k a month']);
    expect(unsourcedPrices('The pilot is quoted at $1.2M.')).toHaveLength(1);
  });

  it('passes the prices of the source, however they are written', () => {
    const launch = priceLabel(pathPrices.launch.headline);
    expect(unsourcedPrices(`Fixed price: ${launch}.`)).toEqual([]);
    expect(unsourcedPrices('The squad costs from $45,000 a month; the assessment is a fixed price of $18,000.')).toEqual([]);
    expect(unsourcedPrices('A budget of $75,000 to $150,000 is priced for Launch.')).toEqual([]);
    expect(sourcedAmounts()).toContain(150_000);
  });

  it('leaves amounts that are not our prices alone: salaries, benefits, a client’s results', () => {
    expect(unsourcedPrices('Senior Frontend Developer, $120,000 - $160,000. A $2,000 learning budget and $60 a month toward internet.')).toEqual([]);
    expect(unsourcedPrices('The pools reached $4.2M locked; each dollar of video advertising returned $4.20.')).toEqual([]);
  });

  it('reads amounts as a buyer does', () => {
    expect(amountsIn('$80,000, $45k, $1.2M, US$100, $4.20')).toEqual([80_000, 45_000, 1_200_000, 100, 4.2]);
  });
});
