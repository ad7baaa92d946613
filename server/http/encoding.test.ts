import { describe, expect, it } from 'vitest';
import { negotiateCoding } from './encoding';

describe('negotiateCoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['Gzip', 'gzip'],
    ['gzip;q=0.9, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['*;q=0', undefined],
    ['gzip;q=0', undefined],
    ['identity', undefined],
    ['x-gzip', 'gzip'],
    ['br;q=2', undefined],
    ['br ; q = 0.001', 'br'],
    ['', undefined],
  ])('%j -> %s', (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });

  it('only picks a variant that exists', () => {
    expect(negotiateCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateCoding('br', ['gzip'])).toBeUndefined();
  });
});
