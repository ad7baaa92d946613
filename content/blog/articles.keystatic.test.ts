import { config } from '@keystatic/core';
import { createReader } from '@keystatic/core/reader';
import { describe, expect, it } from 'vitest';
import articles from './articles.keystatic';
import { loadArticles } from './load';
import { articleFrontmatterSchema } from './schema';

/** The editor's definition and the zod schema agree on every article: Keystatic reads each file to the same values. */
const reader = createReader(process.cwd(), config({ storage: { kind: 'local' }, collections: { articles } }));

describe('the blog articles in the editor', () => {
  it('reads every article file without error, to the values the site loads', async () => {
    const loaded = loadArticles();
    const entries = await reader.collections.articles.all({ resolveLinkedFiles: true });
    expect(entries.map((entry) => entry.slug).sort()).toEqual(loaded.map((article) => article.id).sort());
    for (const { slug, entry } of entries) {
      const article = loaded.find((candidate) => candidate.id === slug)!;
      const { body: content, ...fields } = entry;
      // Every field but the body and the computed reading time.
      expect({ ...fields, body: article.body, readTime: article.readTime }, slug).toEqual(article);
      const body = article.body;
      expect(content.trim(), slug).toBe(body);
    }
  });

  it('refuses in the editor what the schema refuses: a short title, no author (the roster is checked on load)', () => {
    const [first] = loadArticles();
    const { id, title, excerpt, author, publishDate, category, image, featured } = first!;
    const frontmatter = { id, title, excerpt, author, publishDate, category, image, featured };
    expect(articleFrontmatterSchema.safeParse({ ...frontmatter, title: 'Too short' }).success).toBe(false);
    expect(() => articles.schema.title.reader.parse('Too short')).toThrow(/10/);
    expect(() => articles.schema.author.reader.parse(undefined)).toThrow();
  });
});
