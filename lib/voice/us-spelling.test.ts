import { describe, expect, it } from 'vitest';
import { britishSpellings, toUsSpelling, US_SPELLING } from './us-spelling';

describe('the US spelling list', () => {
  it('maps each British form to Merriam-Webster’s first US form, keeping the case', () => {
    expect(toUsSpelling('Colour, ORGANISATION and the catalogue were analysed; Modelling is cancelled.')).toBe('Color, ORGANIZATION and the catalog were analyzed; Modeling is canceled.');
    expect(toUsSpelling('a licence, a programme, the centre, their behaviour, our favourite')).toBe('a license, a program, the center, their behavior, our favorite');
    expect(toUsSpelling('Enquiries from start-ups; organisational measures for your dependants.')).toBe('Inquiries from startups; organizational measures for your dependents.');
  });

  it('finds whole words only, and leaves US words and code-like names alone', () => {
    expect(britishSpellings('analyses, cancellation, promise, noise, premise, license, nearestByCentre, cancelled_at')).toEqual([]);
    expect(britishSpellings('Optimise it.')).toEqual([{ word: 'Optimise', us: 'Optimize' }]);
  });

  it('holds “email”, Merriam-Webster’s first form, against “e-mail” in every form, but not inside a class name', () => {
    expect(britishSpellings('E-mail us; we e-mailed the e-mails.')).toEqual([
      { word: 'E-mail', us: 'Email' },
      { word: 'e-mailed', us: 'emailed' },
      { word: 'e-mails', us: 'emails' },
    ]);
    expect(britishSpellings('lucide-mail northstack-e2e-mail-3710 email')).toEqual([]);
  });

  it('leaves the names of others as they write them', () => {
    expect(britishSpellings('Rebecca Thornton, Brightside Behavioural Health')).toEqual([]);
    expect(britishSpellings('a behavioural health network')).toEqual([{ word: 'behavioural', us: 'behavioral' }]);
  });

  it('holds no US form as a British one', () => {
    for (const [uk, us] of US_SPELLING) expect(US_SPELLING.has(us), `${uk} → ${us}`).toBe(false);
  });
});
