import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markdownProse } from '../../lib/blog/markdown-tree';
import { allCollections } from '../registry/collections';
import { splitFrontmatter } from '../shared/collection';
import { withFixtureCollection } from '../shared/temp-content';

/**
 * Long text (the blog's articles and every other Markdown collection, read through content/registry/collections.ts)
 * uses typographic quotes and apostrophes in its prose. Prose is read from the parsed Markdown, so code blocks,
 * inline code and link targets, where straight quotes belong, are left out by meaning, not by pattern.
 */
function markdownFiles(): string[] {
  return allCollections()
    .filter((collection) => collection.format === 'markdown')
    .flatMap((collection) => collection.files());
}

function straightQuotes(file: string): string[] {
  const body = splitFrontmatter(readFileSync(file, 'utf8'))?.body ?? '';
  return markdownProse(body).filter((text) => /["']/.test(text));
}

describe('house style of long text', () => {
  it('reads every Markdown collection, the blog’s nine articles among them', () => {
    expect(markdownFiles().filter((file) => file.includes('blog/articles/'))).toHaveLength(9);
  });

  it.each(markdownFiles().map((file) => [file]))('%s uses typographic quotes and apostrophes (“ ” ‘ ’) in its prose', (file) => {
    expect(straightQuotes(file)).toEqual([]);
  });

  it('finds a straight quote in a new collection’s prose, and leaves code and links alone', () => {
    const found = withFixtureCollection(
      'markdown',
      { 'note.md': "---\ntitle: A note\n---\n\nWe're here.\n\n```ts\nconst a = 'b';\n```\n\nSee `it's` and [a link](https://example.com/?q='x').\n" },
      () => markdownFiles().flatMap(straightQuotes),
    );
    expect(found).toEqual(["We're here."]);
  });
});
