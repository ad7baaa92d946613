import { describe, expect, it } from 'vitest';
import articles from './articles.keystatic';

/** The article's shape in the editor is checked with every collection's (content/shared/zod-keystatic.test.ts); its address is the editor's own rule. */
type SlugReader = { reader: { parseWithSlug: (name: string, args: { slug: string; glob: '*' }) => string } };

describe('the blog articles in the editor', () => {
  it('names the file after the address typed in, a lower-case slug', () => {
    const title = articles.schema.title as unknown as SlugReader;
    expect(() => title.reader.parseWithSlug('A title long enough to pass', { slug: 'Not_An_Address', glob: '*' })).toThrow(/Lower-case letters/);
    expect(title.reader.parseWithSlug('A title long enough to pass', { slug: 'a-title', glob: '*' })).toBe('A title long enough to pass');
  });
});
