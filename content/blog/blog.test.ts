import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { footerColumns } from '../site-map/navigation';
import { redirects } from '../redirects';
import { checklists, guides } from '../resources';
import { livePages } from '../site-map/routes';
import { countWords, readTime } from './read-time';
import { articles, articlesDir, blogCategories, blogCategoryIds, blogFilters, isBlogCategoryId } from './index';
import { loadArticles } from './load';
import { ArticleError, parseArticle } from './schema';

const files = readdirSync(articlesDir).filter((name) => name.endsWith('.md'));
const source = (id: string) => readFileSync(path.join(articlesDir, `${id}.md`), 'utf8');
const bodyOf = (id: string) => source(id).replace(/^---[\s\S]*?\n---\n/, '');

describe('blog articles', () => {
  it('has six articles, one file each, whose ids are unique and equal to the file names', () => {
    expect(articles).toHaveLength(6);
    expect(articles.map((article) => `${article.id}.md`).sort()).toEqual([...files].sort());
    expect(new Set(articles.map((article) => article.id)).size).toBe(articles.length);
  });

  it('validates every file’s frontmatter on its own', () => {
    for (const file of files) {
      expect(() => parseArticle(file, readFileSync(path.join(articlesDir, file), 'utf8')), file).not.toThrow();
    }
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
      expect(article.body, article.id).toMatch(/^## /m);
      expect(article.body.replace(/^```[\s\S]*?^```/gm, ''), `${article.id} has no h1 of its own (the page title is the h1)`).not.toMatch(/^# /m);
      // A list in any Markdown spelling: the editor saves bullets as `*` (npm run content:normalise).
      expect(article.body, article.id).toMatch(/^([-*+] |\d+\. )/m);
      expect(/^```\w+/m.test(article.body) || /^\|.*\|$/m.test(article.body), article.id).toBe(true);
    }
  });

  it('uses ISO publication dates and a cover that exists in public/', () => {
    for (const article of articles) {
      expect(article.publishDate, article.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const svg = readFileSync(path.join('public', article.image), 'utf8');
      expect(svg, article.image).toMatch(/<svg[^>]*width="\d+"[^>]*height="\d+"/);
    }
  });
});

describe('the article loader', () => {
  const valid = source(files[0]!.replace(/\.md$/, ''));
  const id = files[0]!.replace(/\.md$/, '');

  it('stops on a malformed file, naming the file and the field', () => {
    expect(() => loadArticles(path.join(articlesDir, '..', 'fixtures'))).toThrow(/fixtures\/bad-category\.md: frontmatter field "category"/);
  });

  it('names a missing field, an unknown field, a bad date and an id that is not the file name', () => {
    const cases: [string, string][] = [
      [valid.replace(/^author: .*\n/m, ''), 'author'],
      [valid.replace(/^featured: .*$/m, 'featured: true\nreadTime: 8 min read'), 'readTime'],
      [valid.replace(/^publishDate: .*$/m, "publishDate: '2026-02-30'"), 'publishDate'],
      [valid.replace(/^publishDate: .*$/m, 'publishDate: 10/11/2026'), 'publishDate'],
      [valid.replace(/^id: .*$/m, 'id: another-name'), 'id'],
    ];
    for (const [text, field] of cases) {
      let error: unknown;
      try {
        parseArticle(`${id}.md`, text);
      } catch (caught) {
        error = caught;
      }
      expect(error, field).toBeInstanceOf(ArticleError);
      expect((error as ArticleError).message, field).toContain(`${id}.md: frontmatter field "${field}"`);
    }
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
    for (const entry of [...guides, ...checklists]) expect(ids.has(entry.articleId), entry.articleId).toBe(true);
  });
});
