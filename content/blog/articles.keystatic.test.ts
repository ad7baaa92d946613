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
      const { body: content, cover, ...fields } = entry;
      // Every field but the body, the computed reading time and the cover (an upload, else the drawn art); the file's name is the id.
      expect({ ...fields, id: slug, image: article.image, body: article.body, readTime: article.readTime }, slug).toEqual(article);
      expect(cover ?? `/blog/${slug}.svg`, slug).toBe(article.image.src);
      const body = article.body;
      expect(content.trim(), slug).toBe(body);
    }
  });

  it('refuses in the editor what the schema refuses: a short title, no author (the roster is checked on load)', () => {
    const [first] = loadArticles();
    const { title, excerpt, author, publishDate, category, featured } = first!;
    const frontmatter = { title, excerpt, author, publishDate, category, featured };
    expect(articleFrontmatterSchema.safeParse({ ...frontmatter, title: 'Too short' }).success).toBe(false);
    // The title names the file: its length is checked, and the file name (the address) is a lower-case slug.
    expect(() => articles.schema.title.reader.parseWithSlug('Too short', { slug: 'too-short', glob: '*' })).toThrow(/10/);
    expect(() => articles.schema.title.reader.parseWithSlug('A title long enough to pass', { slug: 'Not_An_Address', glob: '*' })).toThrow(/Lower-case letters/);
    expect(articles.schema.title.reader.parseWithSlug('A title long enough to pass', { slug: 'a-title', glob: '*' })).toBe('A title long enough to pass');
    expect(() => articles.schema.author.reader.parse(undefined)).toThrow();
  });
});
