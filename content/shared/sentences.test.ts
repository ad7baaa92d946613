import { describe, expect, it } from 'vitest';
import { firstSharedSentence, longSentences } from './sentences';

describe('repeated-copy detection', () => {
  const pasted = 'We ship a working release to a staging address every second Friday.';
  it('finds a long sentence used on two pages, wherever it is nested', () => {
    const found = firstSharedSentence([
      ['a', { hero: { intro: `Short one. ${pasted}` } }],
      ['b', { sections: [{ items: [{ description: pasted }] }] }],
    ]);
    expect(found).toEqual({ sentence: pasted, in: ['a', 'b'] });
  });

  it('ignores short phrases and repeats within one page', () => {
    expect(longSentences({ a: 'Book a call.', b: 'Talk to us today.' })).toEqual([]);
    expect(firstSharedSentence([['a', { x: pasted, y: pasted }]])).toBeUndefined();
  });
});
