import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KeepHyphenated } from './keep-hyphenated';

const kept = (text: string) => [...renderToStaticMarkup(<KeepHyphenated text={text} />).matchAll(/<span class="whitespace-nowrap">([^<]*)<\/span>/g)].map((match) => match[1]);

describe('KeepHyphenated', () => {
  it('keeps each hyphenated compound on one line', () => {
    expect(kept('Remote-friendly and AI-first teams')).toEqual(['Remote-friendly', 'AI-first']);
  });

  it('keeps a range written with a spaced dash whole (a line may break after the hyphen)', () => {
    expect(kept('Salary per year, in US dollars: $80,000 - $120,000')).toEqual(['$80,000 - $120,000']);
  });

  it('leaves text without either as it is', () => {
    expect(renderToStaticMarkup(<KeepHyphenated text="Last day to apply" />)).toBe('Last day to apply');
  });
});
