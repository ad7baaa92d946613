import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownNodes } from '../../lib/blog/markdown-tree';
import { footerColumns } from '../site-map/navigation';
import { redirects } from '../redirects';
import { checklists, guides } from '../resources';
import { livePages } from '../site-map/routes';
import { ContentFileError } from '../shared/collection';
import { tempContent } from '../shared/temp-content';
import { countWords, readTime } from './read-time';
import { allArticles, articleCollection, blogCategories, blogCategoryIds, blogFilters, isBlogCategoryId } from './index';

const articles = allArticles();
const files = articleCollection.files();
const source = (id: string) => readFileSync(files.find((file) => path.basename(file) === `${id}.md`)!, 'utf8');
const bodyOf = (id: string) => source(id).replace(/^---[\s\S]*?\n---\n/, '');
/** The kinds of node an article's parsed Markdown has: h1, h2…, list, table, code+lang (a fenced block that names its language). */
const nodeTypes = (markdown: string) =>
  new Set(markdownNodes(markdown).map((node) => (node.type === 'heading' ? `h${node.depth}` : node.type === 'code' && node.lang ? 'code+lang' : node.type)));

describe('blog articles', () => {
  it('has nine articles, one file each, whose ids are unique and equal to the file names', () => {
    expect(articles).toHaveLength(9);
    expect(articles.map((article) => `${article.id}.md`).sort()).toEqual(files.map((file) => path.basename(file)).sort());
    expect(new Set(articles.map((article) => article.id)).size).toBe(articles.length);
  });

  it('validates every file’s frontmatter on its own', () => {
    expect(files).toHaveLength(9);
    expect(articleCollection.problems()).toEqual([]);
  });

  it('features exactly one article, and lists it first', () => {
    expect(articles.filter((article) => article.featured)).toHaveLength(1);
    expect(articles[0]?.featured).toBe(true);
  });

  it('covers AI, Web3, Mobile, Design, DevOps and Security or Innovation, with categories that exist', () => {
    for (const article of articles) expect(isBlogCategoryId(article.category), article.id).toBe(true);
    const used = new Set(articles.map((article) => article.category));
    for (const category of ['ai', 'web3', 'mobile', 'design', 'devops'] as const) expect(used.has(category), category).toBe(true);
    expect(used.has('security') || used.has('innovation')).toBe(true);
  });

  it('computes readTime from the text, not from frontmatter', () => {
    for (const article of articles) {
      const minutes = Math.max(1, Math.ceil(countWords(bodyOf(article.id)) / 200));
      expect(article.readTime, article.id).toBe(`${minutes} min read`);
      expect(source(article.id)).not.toMatch(/^readTime:/m);
    }
    expect(readTime('word '.repeat(200))).toBe('1 min read');
    expect(readTime('word '.repeat(201))).toBe('2 min read');
    expect(readTime('')).toBe('1 min read');
  });

  it('keeps every article between 700 and 1,500 words, with sections, a list and a table or code block', () => {
    for (const article of articles) {
      const words = countWords(article.body);
      expect(words, article.id).toBeGreaterThanOrEqual(700);
      expect(words, article.id).toBeLessThanOrEqual(1500);
      const types = nodeTypes(article.body);
      expect(types.has('h2'), `${article.id} has sections`).toBe(true);
      expect(types.has('h1'), `${article.id} has no h1 of its own (the page title is the h1)`).toBe(false);
      expect(types.has('list'), `${article.id} has a list`).toBe(true);
      expect(types.has('code+lang') || types.has('table'), `${article.id} has a table or a code block with its language`).toBe(true);
    }
  });

  it('reads structure from the parsed Markdown, not from how it is typed', () => {
    // A "# " inside a code block is code, a setext heading is a heading, a "*" bullet is a list like "-".
    expect(nodeTypes('```bash\n# a comment\n```\n').has('h1')).toBe(false);
    expect(nodeTypes('Title\n=====\n').has('h1')).toBe(true);
    expect(nodeTypes('* one\n* two\n').has('list')).toBe(true);
    expect(markdownNodes('1) one\n2) two\n').find((node) => node.type === 'list')?.ordered).toBe(true);
  });

  it('uses ISO publication dates and a cover that exists in public/, drawn at its own size', () => {
    for (const article of articles) {
      expect(article.publishDate, article.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const svg = readFileSync(path.join('public', article.image.src), 'utf8');
      const [, width, height] = /<svg[^>]*width="(\d+)"[^>]*height="(\d+)"/.exec(svg) ?? [];
      expect({ width: article.image.width, height: article.image.height }, article.image.src).toEqual({ width: Number(width), height: Number(height) });
    }
  });
});

describe('the article loader', () => {
  const id = articles[1]!.id;
  const file = `blog/articles/${id}.md`;
  /** What the collection says about the articles with one file replaced (in a temporary copy). */
  function problemsWith(name: string, text: string): string {
    const copy = tempContent(['blog/articles']);
    try {
      copy.write(name, text);
      expect(() => allArticles()).toThrow(ContentFileError);
      return articleCollection.problems().map((error) => error.message).join('\n');
    } finally {
      copy.dispose();
    }
  }

  it('stops on a malformed file, naming the file and the field', () => {
    expect(problemsWith('blog/articles/bad-category.md', readFileSync('content/blog/fixtures/bad-category.md', 'utf8'))).toMatch(/blog\/articles\/bad-category\.md: category: must be one of ai, /);
  });

  it('names a missing field, an unknown field, a bad date, an id field (the file name is the id), a cover that is not an upload, an empty body and a second featured article', () => {
    const valid = source(id);
    const cases: [string, RegExp][] = [
      [valid.replace(/^author: .*\n/m, ''), /: author: is missing/],
      [valid.replace(/^featured: .*$/m, 'featured: false\nreadTime: 8 min read'), /: \(file\): .*"readTime"/],
      [valid.replace(/^publishDate: .*$/m, "publishDate: '2026-02-30'"), /: publishDate: is not a real calendar date/],
      [valid.replace(/^publishDate: .*$/m, 'publishDate: 10/11/2026'), /: publishDate: must be an ISO date/],
      [valid.replace(/^title: /m, 'id: another-name\ntitle: '), /: \(file\): .*"id"/],
      [valid.replace(/^featured: /m, 'cover: /blog/other.svg\nfeatured: '), /: cover: must be an uploaded cover, \/blog\/covers\/<article>\/cover\.png/],
      [valid.replace(/\n---\n[\s\S]*$/, '\n---\n\n'), /: body: is empty/],
      [valid.replace(/^featured: .*$/m, 'featured: true'), /: featured: must be true for exactly one article \(found 2: [a-z, -]+\)/],
    ];
    for (const [text, expected] of cases) {
      const message = problemsWith(file, text);
      expect(message, String(expected)).toMatch(new RegExp(`content/blog/articles/${id}\\.md|/blog/articles/${id}\\.md`));
      expect(message, String(expected)).toMatch(expected);
    }
  });

  it('shows an edited file on the next read, without a restart', () => {
    const copy = tempContent(['blog/articles']);
    try {
      copy.write(file, copy.read(file).replace(/^title: .*$/m, "title: 'An edited title for the reload test'"));
      expect(allArticles().find((article) => article.id === id)?.title).toBe('An edited title for the reload test');
    } finally {
      copy.dispose();
    }
    expect(allArticles().find((article) => article.id === id)?.title).toBe(articles[1]!.title);
  });
});

describe('blog categories and links', () => {
  it('offers All Posts and the seven SPEC categories, in order', () => {
    expect(blogFilters.map((filter) => filter.label)).toEqual([
      'All Posts', 'Artificial Intelligence', 'Web3 Development', 'Mobile Development', 'Design', 'DevOps', 'Security', 'Innovation',
    ]);
    expect(blogCategories.map((category) => category.id)).toEqual(blogCategoryIds);
  });

  it('registers the list, every article, /insights/tech and /resources as live pages', () => {
    const live = livePages.map((page) => page.path);
    for (const path of ['/our-work/blog', '/insights/tech', '/resources', ...articles.map((article) => article.href)]) expect(live).toContain(path);
  });

  it('redirects /blog and /insights to the list, and sends every footer Insights link somewhere real', () => {
    expect(redirects).toContainEqual({ from: '/blog', to: '/our-work/blog' });
    expect(redirects).toContainEqual({ from: '/insights', to: '/our-work/blog' });
    const live = new Set<string>(livePages.map((page) => page.path));
    const redirected = new Map(redirects.map((entry) => [entry.from, entry.to]));
    const insights = footerColumns.find((column) => column.title === 'Insights')?.links ?? [];
    expect(insights).toHaveLength(3);
    for (const link of insights) expect(live.has(link.href) || live.has(redirected.get(link.href) ?? ''), link.href).toBe(true);
  });

  it('points every guide and checklist at an article that exists', () => {
    const ids = new Set(articles.map((article) => article.id));
    for (const entry of [...guides(), ...checklists()]) expect(ids.has(entry.articleId), entry.articleId).toBe(true);
  });
});
