import { describe, expect, it } from 'vitest';
import { mapNonEmpty, nonEmpty } from './non-empty';

describe('non-empty lists', () => {
  it('maps every item, the first included, in order', () => {
    expect(mapNonEmpty([1, 2, 3], (n) => n * 10)).toEqual([10, 20, 30]);
    expect(mapNonEmpty(['only'], (s) => s.toUpperCase())).toEqual(['ONLY']);
  });

  it('gives a list back only when it has an item', () => {
    expect(nonEmpty([])).toBeUndefined();
    expect(nonEmpty(['a', 'b'])).toEqual(['a', 'b']);
  });
});
